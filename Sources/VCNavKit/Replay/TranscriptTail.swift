/// The last lines of a transcript as it is written, in constant memory: what a failing script's
/// report shows (its transcript up to the failure) however long the script ran.
struct TranscriptTail {
    /// Lines kept.
    static let limit = 1_000

    private var ring: [String] = []
    private var next = 0
    private var total = 0

    mutating func add(_ line: String) {
        total += 1
        if ring.count < Self.limit {
            ring.append(line)
        } else {
            ring[next] = line
            next = (next + 1) % Self.limit
        }
    }

    /// The lines kept, oldest first.
    var lines: [String] { Array(ring[next...] + ring[..<next]) }

    /// How many lines came before the first one kept.
    var omitted: Int { total - ring.count }
}
