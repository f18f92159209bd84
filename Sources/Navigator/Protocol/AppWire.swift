import Foundation
import SimUIKit

/// The line format on the pipe from the app to the host.
///
/// Trace events are frequent (a push produces a dozen), so they travel as compact text lines:
/// `E` + the event's kind + a tab + its transcript lines joined by U+001F, with `\`, newline
/// and tab escaped. Replies are rare and rich, so they travel as JSON: `D` (done) or `P` (paused)
/// followed by an `AppReply`. Each message is written as it happens: nothing is buffered that a
/// crash could lose.
enum AppWire {
    private static let separator: Character = "\u{1F}"

    static func encode(_ message: AppMessage, encoder: JSONEncoder) -> Data? {
        switch message {
        case .event(let event):
            var text = "E" + event.event.kind.rawValue + "\t"
            for (index, line) in event.lines.enumerated() {
                if index > 0 { text.append(separator) }
                text += escape(line)
            }
            return Data(text.utf8)
        case .done(let reply):
            if let plain = encodePlain(reply) { return plain }
            guard let json = try? encoder.encode(reply) else { return nil }
            return Data("D".utf8) + json
        case .paused(let reply):
            guard let json = try? encoder.encode(reply) else { return nil }
            return Data("P".utf8) + json
        }
    }

    static func decode(_ line: Data, decoder: JSONDecoder) -> AppMessage? {
        guard let tag = line.first else { return nil }
        let body = line.dropFirst()
        switch tag {
        case UInt8(ascii: "E"):
            // Parsed on bytes: this runs for every trace event.
            guard let tab = body.firstIndex(of: 0x09) else { return nil }
            let kind = TraceEvent.Kind(rawValue: String(decoding: body[body.startIndex..<tab], as: UTF8.self)) ?? .note
            var lines: [String] = []
            var lineStart = tab + 1
            var needsUnescape = false
            var index = lineStart
            while index <= body.endIndex {
                if index == body.endIndex || body[index] == 0x1F {
                    if index > lineStart || index < body.endIndex || !lines.isEmpty || tab + 1 < body.endIndex {
                        let text = String(decoding: body[lineStart..<index], as: UTF8.self)
                        lines.append(needsUnescape ? unescape(text) : text)
                    }
                    lineStart = index + 1
                    needsUnescape = false
                } else if body[index] == 0x5C {
                    needsUnescape = true
                }
                index += 1
            }
            return .event(TraceEventLine(event: TraceEvent(kind: kind), lines: lines))
        case UInt8(ascii: "K"):
            return decodePlain(Data(body)).map(AppMessage.done)
        case UInt8(ascii: "D"):
            return (try? decoder.decode(AppReply.self, from: Data(body))).map(AppMessage.done)
        case UInt8(ascii: "P"):
            return (try? decoder.decode(AppReply.self, from: Data(body))).map(AppMessage.paused)
        default:
            return nil
        }
    }

    static func escape(_ line: String) -> String {
        guard line.utf8.contains(where: { $0 == 0x5C || $0 == 0x0A || $0 == 0x09 || $0 == 0x1F || $0 == 0x0D }) else { return line }
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
