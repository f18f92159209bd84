/// One event line of an asciinema v2 recording: `[time, code, data]`.
public struct AsciicastEvent: Hashable, Sendable {
    /// What an event carries.
    public enum Kind: Hashable, Sendable {
        /// `"o"`: bytes written to the terminal.
        case output
        /// `"i"`: bytes typed by the user.
        case input
        /// `"m"`: a marker (chapter) with a label.
        case marker
        /// `"r"`: a resize, data `"COLSxROWS"`.
        case resize
        /// Any other code, kept verbatim.
        case other(String)

        /// The one-letter code in the file.
        public var code: String {
            switch self {
            case .output: return "o"
            case .input: return "i"
            case .marker: return "m"
            case .resize: return "r"
            case .other(let code): return code
            }
        }

        /// The kind for a code read from a file.
        public init(code: String) {
            switch code {
            case "o": self = .output
            case "i": self = .input
            case "m": self = .marker
            case "r": self = .resize
            default: self = .other(code)
            }
        }
    }

    /// Seconds since the start of the recording.
    public var time: Double
    /// The event's kind.
    public var kind: Kind
    /// Output bytes, typed bytes, a marker's label or a size.
    public var data: String

    /// An event at `time` seconds.
    public init(time: Double, kind: Kind, data: String) {
        self.time = time
        self.kind = kind
        self.data = data
    }
}
