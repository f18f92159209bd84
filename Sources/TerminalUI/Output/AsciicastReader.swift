import Diagnostics
import Foundation

/// Reads an asciinema v2 recording back and replays its output through a
/// `VirtualTerminal`, to check what a viewer would end up seeing.
public struct AsciicastReader: Sendable {
    /// The header line.
    public let header: AsciicastHeader
    /// Every event, in file order.
    public let events: [AsciicastEvent]

    /// Why a recording could not be read: `file:line:1: message` (a line is one JSON value), the
    /// one `Diagnostic` every layer reports with.
    public typealias FormatError = Diagnostic

    /// Parses the text of a `.cast` file; `file` names it in errors.
    public init(text: String, file: String = "recording.cast") throws(FormatError) {
        func problem(_ line: Int, _ message: String) -> FormatError {
            FormatError(file: file, line: line, column: 1, message: message)
        }
        // Newline-delimited JSON, as asciinema reads it: a blank line is an error (asciinema 2.4
        // plays such a file as nothing), only the final line break ends no line.
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        if let blank = lines.firstIndex(where: \.isEmpty) {
            throw problem(blank + 1, "empty line (asciicast v2 has one JSON value per line)")
        }
        guard let first = lines.first else { throw problem(1, "empty recording") }
        guard let object = try? JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any] else {
            throw problem(1, "header is not a JSON object")
        }
        guard (object["version"] as? NSNumber)?.intValue == 2 else {
            throw problem(1, "not an asciicast v2 header (version must be 2)")
        }
        guard let width = (object["width"] as? NSNumber)?.intValue,
            let height = (object["height"] as? NSNumber)?.intValue
        else { throw problem(1, "header lacks width or height") }
        header = AsciicastHeader(
            width: width, height: height,
            timestamp: (object["timestamp"] as? NSNumber)?.intValue,
            title: object["title"] as? String,
            env: object["env"] as? [String: String] ?? [:])
        var events: [AsciicastEvent] = []
        for (offset, line) in lines.dropFirst().enumerated() {
            let number = offset + 2
            guard let array = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any],
                array.count == 3,
                let time = (array[0] as? NSNumber)?.doubleValue,
                let code = array[1] as? String,
                let data = array[2] as? String
            else { throw problem(number, "event is not [time, code, data]") }
            events.append(AsciicastEvent(time: time, kind: .init(code: code), data: data))
        }
        self.events = events
    }

    /// Reads a `.cast` file.
    public init(contentsOf url: URL) throws {
        try self.init(text: String(decoding: try Data(contentsOf: url), as: UTF8.self), file: url.path)
    }

    /// The labels of the marker events, in order.
    public var markers: [String] {
        events.filter { $0.kind == .marker }.map(\.data)
    }

    /// The terminal after every output event (and resize) up to `time`
    /// seconds (nil: all of them) was replayed.
    public func replay(until time: Double? = nil) -> VirtualTerminal {
        var terminal = VirtualTerminal(width: header.width, height: header.height)
        for event in events {
            if let time, event.time > time { break }
            switch event.kind {
            case .output:
                terminal.feed(event.data)
            case .resize:
                let parts = event.data.split(separator: "x").compactMap { Int($0) }
                if parts.count == 2 { terminal.resize(width: parts[0], height: parts[1]) }
            case .input, .marker, .other:  // nothing a viewer sees
                break
            }
        }
        return terminal
    }

    /// The final screen as plain text lines (trailing spaces trimmed).
    public var finalScreen: [String] { replay().rows }
}
