/// `--shard K/N`: the part of a suite one of N CI jobs runs. A script belongs to the shard its
/// name's hash picks (FNV-1a of the path below the folder given), so the split depends on
/// nothing but the script's own name: adding a script never moves another, every job computes
/// the same split, and the N shards together run every script exactly once.
struct Shard: Equatable, Sendable {
    /// 1-based.
    var index: Int
    var count: Int

    /// `K/N` with 1 ≤ K ≤ N ≤ 1000, else nil.
    init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), (1...1000).contains(count),
            (1...count).contains(index)
        else { return nil }
        self.index = index
        self.count = count
    }

    /// Whether the script named `name` is this shard's.
    func contains(_ name: String) -> Bool {
        Int(Self.hash(name) % UInt64(count)) == index - 1
    }

    /// FNV-1a, 64 bits, over the name's UTF-8: the same on every machine and every run (Swift's
    /// `hashValue` is seeded per process).
    static func hash(_ name: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
