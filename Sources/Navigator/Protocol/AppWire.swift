import Foundation
import SimUIKit

/// The line protocol between the host and the app process. Every message is one line ended by
/// LF; nothing inside a message contains a raw LF.
///
/// The wire has descriptors of its own, apart from the app's standard streams: the host starts
/// the app process with requests on descriptor 3 (`requestDescriptor`) and messages on
/// descriptor 4 (`messageDescriptor`), and says so in the environment:
/// `VCNAV_APP_WIRE=3,4` (requests, messages). The app process takes them, removes the variable
/// (what the app starts does not inherit it) and marks them close-on-exec. Its standard input
/// is /dev/null; its standard output and error are its console, which it relays to the host as
/// `C` messages (see `ConsoleRelay`), so `print()` can never break a message. Without the
/// variable (an app mode started by hand) the wire is standard input and output.
///
/// Host to app, one request per line, fields separated by a tab:
///
///     ID TAB WANTS-STATE TAB COMMAND
///
/// `ID` is the request's decimal number, `WANTS-STATE` is `1` when the reply should carry the
/// screen and the hierarchy (`0` otherwise), `COMMAND` is a replay command's script text, the
/// same text a script or a recording holds (`tap "Dogs"`, `back`, `step on`, `next`), or
/// nothing for a request that only asks for the state. The app parses it with the replay
/// parser: there is one spelling of a command, the language's.
///
/// App to host, one message per line, its first byte saying what it is:
///
///     E KIND TAB LINE [US LINE]...    a trace event: its kind (`TraceEvent.Kind`'s raw value)
///                                     and its transcript lines, separated by U+001F (US)
///     C BYTES                         a line the app wrote on its console (standard output
///                                     or error), as written, without its LF; at most
///                                     `ConsoleRelay.maximumLineLength` bytes, a longer line
///                                     ending in ` … (+N bytes)`
///     K ID [TAB LEAK]...              a plain reply (no error, no state, no pause): the
///                                     request's number and the controllers leaked so far
///     D JSON                          a reply with an error or the state: `AppReply` as JSON
///     P JSON                          paused before a callback in step mode: `AppReply`
///
/// In `E` and `K` lines, `\`, LF, CR, tab and U+001F inside a text are escaped as `\\`, `\n`,
/// `\r`, `\t` and `\u`. Events are frequent (a push makes a dozen) and travel as these compact
/// lines, batched and written when an action ends, every few milliseconds, and from a signal
/// handler when the app crashes (see `EventOutbox`); replies are rare and rich, and travel as
/// JSON. The console's lines of a request all come before its reply (the app flushes its
/// standard output and relays what its console holds first), so the host attributes them to
/// the action that printed them, whatever the timing.
enum AppWire {
    private static let separator: Character = "\u{1F}"

    // MARK: Descriptors

    /// The environment variable that hands the app process its wire: `requests,messages`.
    static let environmentVariable = "VCNAV_APP_WIRE"
    /// The app process reads its requests here.
    static let requestDescriptor: Int32 = 3
    /// The app process writes its messages here.
    static let messageDescriptor: Int32 = 4
    /// The variable's value for the descriptors above.
    static var environmentValue: String { "\(requestDescriptor),\(messageDescriptor)" }

    /// The descriptors `value` names (requests, messages); standard input and output when there
    /// is no value; nil when it is not two descriptor numbers above 2.
    static func descriptors(from value: String?) -> (requests: Int32, messages: Int32)? {
        guard let value else { return (STDIN_FILENO, STDOUT_FILENO) }
        let fields = value.split(separator: ",", omittingEmptySubsequences: false).map { Int32($0) }
        guard fields.count == 2, let requests = fields[0], let messages = fields[1], requests > 2, messages > 2,
            requests != messages
        else { return nil }
        return (requests, messages)
    }

    // MARK: Requests

    /// A request as one line (without its LF).
    static func encode(_ request: AppRequest) -> Data {
        Data("\(request.id)\t\(request.wantsState ? "1" : "0")\t\(request.command?.scriptText ?? "")".utf8)
    }

    /// The request of a line, or nil when the line is not one (or its command is not one for
    /// the app).
    static func decodeRequest(_ line: Data) -> AppRequest? {
        var decoder = RequestDecoder()
        return decoder.decode(line)
    }

    // MARK: Messages

    static func encode(_ message: AppMessage, encoder: JSONEncoder) -> Data? {
        switch message {
        case .event(let event):
            return Data(encodeEvent(event))
        case .done(let reply):
            if let plain = encodePlain(reply) { return plain }
            guard let json = try? encoder.encode(reply) else { return nil }
            return Data("D".utf8) + json
        case .paused(let reply):
            guard let json = try? encoder.encode(reply) else { return nil }
            return Data("P".utf8) + json
        case .console(let line):
            return encodeConsole(Array(line.utf8.lazy.map { $0 == 0x0A ? 0x20 : $0 }), omitted: 0)
        }
    }

    static func decode(_ line: Data, decoder: JSONDecoder) -> AppMessage? {
        line.withUnsafeBytes { decode($0.bindMemory(to: UInt8.self), decoder: decoder) }
    }

    /// A message from its line's bytes, where they lie (the host's reader lends them): an event,
    /// most lines, is read in place; the rest are copied as they need.
    static func decode(_ line: UnsafeBufferPointer<UInt8>, decoder: JSONDecoder) -> AppMessage? {
        guard let tag = line.first else { return nil }
        let body = UnsafeBufferPointer(rebasing: line.dropFirst())
        switch tag {
        case UInt8(ascii: "E"):
            return decodeEvent(body).map(AppMessage.event)
        case UInt8(ascii: "K"):
            return decodePlain(Data(buffer: body)).map(AppMessage.done)
        case UInt8(ascii: "D"):
            return (try? decoder.decode(AppReply.self, from: Data(buffer: body))).map(AppMessage.done)
        case UInt8(ascii: "P"):
            return (try? decoder.decode(AppReply.self, from: Data(buffer: body))).map(AppMessage.paused)
        case UInt8(ascii: "C"):
            return .console(String(decoding: body, as: UTF8.self))
        default:
            return nil
        }
    }

    /// A console line as a `C` message: its bytes as written (`bytes` holds no LF), and a count
    /// of the bytes left out when it was longer than the relay keeps.
    static func encodeConsole(_ bytes: some Collection<UInt8>, omitted: Int) -> Data {
        var data = Data(capacity: bytes.count + 24)
        data.append(UInt8(ascii: "C"))
        data.append(contentsOf: bytes)
        if omitted > 0 { data.append(contentsOf: " … (+\(omitted) bytes)".utf8) }
        return data
    }

    /// An `E` line, built on bytes: this runs for every trace event.
    static func encodeEvent(_ event: TraceLines) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(event.lines.reduce(16) { $0 + $1.utf8.count + 1 })
        appendEventHeader(event.kind, to: &bytes)
        for (index, line) in event.lines.enumerated() {
            if index > 0 { bytes.append(0x1F) }
            if needsEscape(line) {
                bytes.append(contentsOf: escape(line).utf8)
            } else {
                bytes.append(contentsOf: line.utf8)
            }
        }
        return bytes
    }

    /// Starts an `E` line: its tag, the kind's raw value, a tab. (A loop over `kinds`, not
    /// `first(where:)`: called from main-actor code, a closure checks at each call that it runs
    /// on the main actor, Swift 6's dynamic isolation, and that cost more than the whole line.)
    static func appendEventHeader(_ kind: TraceEvent.Kind, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "E"))
        for (name, known) in kinds where known == kind {
            bytes.append(contentsOf: name)
            break
        }
        bytes.append(0x09)
    }

    /// The kinds by their raw values' bytes (an event's kind is read for every event: the
    /// string switch of `Kind(rawValue:)` was most of it).
    private static let kinds: [(name: [UInt8], kind: TraceEvent.Kind)] = TraceEvent.Kind.allCases.map { (Array($0.rawValue.utf8), $0) }

    private static func kind(_ name: UnsafeBufferPointer<UInt8>.SubSequence) -> TraceEvent.Kind {
        kinds.first { $0.name.count == name.count && $0.name.elementsEqual(name) }?.kind ?? .note
    }

    /// An `E` line's body, parsed on bytes: this runs for every trace event. (On a buffer:
    /// indexing `Data` byte by byte costs an exclusivity check per byte.)
    private static func decodeEvent(_ bytes: UnsafeBufferPointer<UInt8>) -> TraceLines? {
        guard let tab = bytes.firstIndex(of: 0x09) else { return nil }
        let kind = Self.kind(bytes[..<tab])
        var lines: [String] = []
        var lineStart = tab + 1
        var needsUnescape = false
        var index = lineStart
        while index <= bytes.count {
            if index == bytes.count || bytes[index] == 0x1F {
                if index > lineStart || index < bytes.count || !lines.isEmpty || tab + 1 < bytes.count {
                    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<index]), as: UTF8.self)
                    lines.append(needsUnescape ? unescape(text) : text)
                }
                lineStart = index + 1
                needsUnescape = false
            } else if bytes[index] == 0x5C {
                needsUnescape = true
            }
            index += 1
        }
        return TraceLines(kind: kind, lines: lines)
    }

    /// A plain reply (no state, no error, no pause) as one short line: `K id TAB leaks…`.
    static func encodePlain(_ reply: AppReply) -> Data? {
        guard reply.error == nil, reply.pause == nil, reply.screen == nil, reply.hierarchy == nil, reply.flow == nil else { return nil }
        return Data((["K" + String(reply.requestID)] + reply.leaks.map(escape)).joined(separator: "\t").utf8)
    }

    static func decodePlain(_ body: Data) -> AppReply? {
        let fields = String(decoding: body, as: UTF8.self).split(separator: "\t", omittingEmptySubsequences: false)
        guard let first = fields.first, let id = Int(first) else { return nil }
        return AppReply(requestID: id, leaks: fields.dropFirst().map { unescape(String($0)) })
    }

    // MARK: Escapes

    /// Whether the wire escapes `byte` inside a text.
    static func isEscaped(_ byte: UInt8) -> Bool {
        byte == 0x5C || byte == 0x0A || byte == 0x09 || byte == 0x1F || byte == 0x0D
    }

    /// Whether `line` holds a byte the wire escapes (on its bytes when they are contiguous).
    private static func needsEscape(_ line: String) -> Bool {
        line.utf8.withContiguousStorageIfAvailable { $0.contains(where: isEscaped) } ?? line.utf8.contains(where: isEscaped)
    }

    static func escape(_ line: String) -> String {
        guard needsEscape(line) else { return line }
        // Scalar by scalar, not Character by Character (found by fuzzing): "\r\n" is one
        // Character, so it matched none of the cases and went out raw, its LF splitting the
        // message on the pipe; and a control character followed by a combining mark came
        // back as the escape letter with the mark ("\n\u{301}" -> "\\n\u{301}" -> "n\u{301}").
        var out = ""
        for scalar in line.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{1F}": out += "\\u"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func unescape(_ text: String) -> String {
        guard text.utf8.contains(0x5C) else { return text }
        // Scalar by scalar, like escape(_:).
        var out = ""
        var escaping = false
        for scalar in text.unicodeScalars {
            if escaping {
                switch scalar {
                case "n": out += "\n"
                case "r": out += "\r"
                case "t": out += "\t"
                case "u": out.append(separator)
                default: out.unicodeScalars.append(scalar)
                }
                escaping = false
            } else if scalar == "\\" {
                escaping = true
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

/// Decodes request lines (`AppWire.decodeRequest`), remembering the command of each text it
/// parsed (`ReplayLineCache`): a replay sends the same few commands again and again (`tap
/// "Alpha"`, `back`), and the replay parser was most of a request's decoding. The app process
/// keeps one.
struct RequestDecoder {
    private var commands = ReplayLineCache()

    /// The request of a line, or nil when the line is not one (or its command is not one for
    /// the app).
    mutating func decode(_ line: Data) -> AppRequest? {
        // The two tabs found on the bytes (a generic split was a third of the decoding).
        guard let first = line.firstIndex(of: 0x09), let second = line[(first + 1)...].firstIndex(of: 0x09),
            second == first + 2, line[first + 1] == UInt8(ascii: "0") || line[first + 1] == UInt8(ascii: "1"),
            let id = Int(String(decoding: line[..<first], as: UTF8.self))
        else { return nil }
        let wantsState = line[first + 1] == UInt8(ascii: "1")
        switch commands.parse(Substring(String(decoding: line[(second + 1)...], as: UTF8.self)), number: 1, file: "request") {
        case .success(let step?):
            guard step.command.role == .action || step.command.role == .stepping else { return nil }
            return AppRequest(id: id, command: step.command, wantsState: wantsState)
        case .success(nil):
            return AppRequest(id: id, command: nil, wantsState: wantsState)
        case .failure:
            return nil
        }
    }
}
