/// All the errors of a replay script, in line order (at most one per line).
public struct ReplayParseErrors: Error, Sendable, Equatable, CustomStringConvertible {
    /// The errors; never empty when thrown by the parser.
    public var errors: [ReplayParseError]

    /// A collection of these errors.
    public init(errors: [ReplayParseError]) {
        self.errors = errors
    }

    /// One `file:line:column: message` line per error.
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
