import CNcurses

/// Colour pairs allocated on first use and reused: terminals offer a
/// limited number (`COLOR_PAIRS`). When they run out, new combinations
/// fall back to pair 0 (default colours).
struct ColorPairCache {
    private var pairs: [Key: Int32] = [:]
    private var next: Int32 = 1
    private let limit: Int32
    private let colors: Int32
    private let hasDefaultColors: Bool

    private struct Key: Hashable {
        var foreground: Color
        var background: Color
    }

    /// A cache for a terminal with `colors` colours and `pairs` pairs;
    /// `hasDefaultColors` when `use_default_colors()` succeeded.
    init(colors: Int32, pairs: Int32, hasDefaultColors: Bool) {
        self.colors = colors
        self.limit = pairs
        self.hasDefaultColors = hasDefaultColors
    }

    /// The pair for a foreground/background combination, allocating it.
    mutating func pair(foreground: Color, background: Color) -> Int32 {
        if foreground == .default && background == .default { return 0 }
        let key = Key(foreground: foreground, background: background)
        if let pair = pairs[key] { return pair }
        guard next < limit else { return 0 }
        let pair = next
        next += 1
        _ = init_extended_pair(pair, number(foreground, isForeground: true), number(background, isForeground: false))
        pairs[key] = pair
        return pair
    }

    /// The curses colour number for a palette colour.
    private func number(_ color: Color, isForeground: Bool) -> Int32 {
        if let basic = color.basicIndex { return Int32(basic) }
        if color == .gray {
            if colors >= 256 { return 244 }
            if colors >= 16 { return 8 }
            return COLOR_WHITE
        }
        if hasDefaultColors { return -1 }
        return isForeground ? COLOR_WHITE : COLOR_BLACK
    }
}
