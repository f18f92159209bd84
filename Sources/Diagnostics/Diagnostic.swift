/// Something a person is told about a place in a file: a storyboard problem, a replay script
/// that does not parse, a check that failed, work `vcnav port` leaves by hand.
///
/// The one shape behind every `file:line:column: message` vcnav prints, as swift-format's
/// `Finding`: the text, JSON and JUnit reports and the navigator render it through
/// ``description`` (or ``labelled``), so the message's control characters are always shown as
/// escapes (``TextEscaping/visible(_:keepingNewlines:)``) and never reach a terminal or a log raw.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// How much it matters.
    public enum Severity: String, Hashable, Sendable, Codable, CaseIterable {
        /// Wrong: the run, the check or the file fails.
        case error
        /// Worth fixing, fails nothing.
        case warning
        /// Done, but worth knowing.
        case note
        /// Left for a person: a port is not done until it is.
        case byHand = "by hand"
    }

    /// A further place or remark about a diagnostic (the other side of an overlap, the
    /// declaration a reference should match).
    public struct Note: Hashable, Sendable, Codable, CustomStringConvertible {
        /// Where, if the note is about a place.
        public var location: SourceLocation?
        /// What, starting in lower case.
        public var message: String

        /// Creates a note.
        public init(location: SourceLocation? = nil, message: String) {
            self.location = location
            self.message = message
        }

        /// `file:line:column: note: message`, or `note: message` without a place.
        public var description: String {
            let text = "note: " + TextEscaping.visible(message)
            return location.map { "\($0): \(text)" } ?? text
        }
    }

    /// How much it matters.
    public var severity: Severity
    /// Where.
    public var location: SourceLocation
    /// What is wrong, for a person, starting in lower case: `segue 'showCat' points to unknown id 'x9'`.
    public var message: String
    /// Further places or remarks, each printed on a line of its own after the diagnostic.
    public var notes: [Note]

    /// Creates a diagnostic.
    public init(severity: Severity = .error, location: SourceLocation, message: String, notes: [Note] = []) {
        self.severity = severity
        self.location = location
        self.message = message
        self.notes = notes
    }

    /// Creates a diagnostic at `file`:`line`:`column`.
    public init(file: String, line: Int, column: Int, severity: Severity = .error, message: String, notes: [Note] = []) {
        self.init(severity: severity, location: SourceLocation(file: file, line: line, column: column), message: message, notes: notes)
    }

    /// The file.
    public var file: String { location.file }
    /// The 1-based line.
    public var line: Int { location.line }
    /// The 1-based column.
    public var column: Int { location.column }

    /// `file:line:column: message` for an error (an error needs no label), `file:line:column:
    /// warning: message` for the others; each note on a line of its own after it.
    public var description: String { rendered(labellingErrors: false) }

    /// As ``description``, but an error says so too (`file:line:column: error: message`): for a
    /// list where errors stand among notes and work left by hand.
    public var labelled: String { rendered(labellingErrors: true) }

    private func rendered(labellingErrors: Bool) -> String {
        let label = severity == .error && !labellingErrors ? "" : severity.rawValue + ": "
        let first = "\(location): \(label)\(TextEscaping.visible(message))"
        return ([first] + notes.map(\.description)).joined(separator: "\n")
    }
}

extension Diagnostic: Codable {
    private enum CodingKeys: String, CodingKey { case file, line, column, severity, message, notes }

    /// Flat (`file`, `line`, `column`, `message`), with `severity` when it is not an error and
    /// `notes` when there are any: the JSON a `vcnav replay --format json` line has always had.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(location.file, forKey: .file)
        try container.encode(location.line, forKey: .line)
        try container.encode(location.column, forKey: .column)
        try container.encode(message, forKey: .message)
        if severity != .error { try container.encode(severity, forKey: .severity) }
        if !notes.isEmpty { try container.encode(notes, forKey: .notes) }
    }

    /// Reads what ``encode(to:)`` writes.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            file: try container.decode(String.self, forKey: .file),
            line: try container.decode(Int.self, forKey: .line),
            column: try container.decode(Int.self, forKey: .column),
            severity: try container.decodeIfPresent(Severity.self, forKey: .severity) ?? .error,
            message: try container.decode(String.self, forKey: .message),
            notes: try container.decodeIfPresent([Note].self, forKey: .notes) ?? [])
    }
}
