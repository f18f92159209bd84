/// The first line of an asciinema v2 recording.
public struct AsciicastHeader: Hashable, Sendable {
    /// Terminal columns.
    public var width: Int
    /// Terminal rows.
    public var height: Int
    /// Unix time of the recording's start, supplied by the caller (nil: omitted,
    /// which keeps recordings byte-for-byte reproducible).
    public var timestamp: Int?
    /// A title shown by players (nil: omitted).
    public var title: String?
    /// The environment players should assume.
    public var env: [String: String]

    /// A header for a `width` x `height` recording of an xterm-256color terminal.
    public init(
        width: Int, height: Int, timestamp: Int? = nil, title: String? = nil,
        env: [String: String] = ["TERM": "xterm-256color"]
    ) {
        self.width = width
        self.height = height
        self.timestamp = timestamp
        self.title = title
        self.env = env
    }
}
