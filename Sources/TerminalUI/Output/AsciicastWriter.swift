import Foundation

/// Writes an asciinema v2 recording line by line to a sink (a file handle,
/// a string buffer). Times are logical and supplied by the caller: nothing
/// here reads a clock, so the same run always gives the same bytes.
///
/// Each call hands the sink one complete line ending in `\n`, so a recording
/// interrupted part-way stays readable.
public final class AsciicastWriter {
    private let sink: (String) -> Void
    /// The header written at creation.
    public let header: AsciicastHeader

    /// Writes the header line to `sink` and returns a writer for the events.
    public init(header: AsciicastHeader, sink: @escaping (String) -> Void) {
        self.header = header
        self.sink = sink
        sink(Self.headerLine(header) + "\n")
    }

    /// Records terminal output at `time` seconds: `[time, "o", data]`.
    public func output(_ data: String, at time: Double) {
        write(AsciicastEvent(time: time, kind: .output, data: data))
    }

    /// Records a marker (a chapter) at `time` seconds: `[time, "m", label]`.
    public func marker(_ label: String, at time: Double) {
        write(AsciicastEvent(time: time, kind: .marker, data: label))
    }

    /// Records a resize at `time` seconds: `[time, "r", "COLSxROWS"]`.
    public func resize(_ size: Size, at time: Double) {
        write(AsciicastEvent(time: time, kind: .resize, data: "\(size.width)x\(size.height)"))
    }

    /// Records any event.
    public func write(_ event: AsciicastEvent) {
        sink("[\(Self.formatTime(event.time)), \(Self.jsonString(event.kind.code)), \(Self.jsonString(event.data))]\n")
    }

    // MARK: - JSON

    /// The header as one JSON object, keys in asciinema's documented order.
    static func headerLine(_ header: AsciicastHeader) -> String {
        var fields = ["\"version\": 2", "\"width\": \(header.width)", "\"height\": \(header.height)"]
        if let timestamp = header.timestamp { fields.append("\"timestamp\": \(timestamp)") }
        if let title = header.title { fields.append("\"title\": \(jsonString(title))") }
        let env = header.env.keys.sorted().map { "\(jsonString($0)): \(jsonString(header.env[$0]!))" }
        fields.append("\"env\": {\(env.joined(separator: ", "))}")
        return "{" + fields.joined(separator: ", ") + "}"
    }

    /// A JSON string literal, escaped by Foundation's encoder (control
    /// characters such as ESC become `\u001b`).
    static func jsonString(_ string: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        guard let data = try? encoder.encode(string), let text = String(data: data, encoding: .utf8) else {
            return "\"\""  // unreachable: a String always encodes
        }
        return text
    }

    /// Seconds with up to six decimals, trailing zeros trimmed (`1.5`, `0.0`).
    static func formatTime(_ time: Double) -> String {
        let micros = Int64((max(0, time) * 1_000_000).rounded())
        let whole = micros / 1_000_000
        var fraction = String(micros % 1_000_000)
        fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
        while fraction.count > 1 && fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(whole).\(fraction)"
    }
}
