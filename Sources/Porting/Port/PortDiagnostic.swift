/// Something `vcnav port` tells the person porting: work left by hand, or a note on what it did.
public struct PortDiagnostic: Sendable, Equatable, CustomStringConvertible {
    public enum Severity: String, Sendable {
        /// Left for a person: the port is not done until it is.
        case byHand = "by hand"
        /// Done, but worth knowing.
        case note
        /// The port could not do what it meant to (its edits overlap): nothing was ported.
        case error
    }

    public var file: String
    public var line: Int
    public var column: Int
    public var severity: Severity
    public var message: String
    /// The port rule that reported it (nil for the port's own errors).
    public var rule: String?

    public init(file: String, line: Int, column: Int, severity: Severity, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    /// `File.swift:12:5: by hand: what and why`.
    public var description: String { "\(file):\(line):\(column): \(severity.rawValue): \(message)" }
}
