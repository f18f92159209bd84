/// A small VT100/xterm interpreter: enough to replay what `ANSIRenderer`
/// emits (CUP, cursor moves, SGR, ED, EL, cursor visibility, plain text with
/// wide graphemes) and reconstruct the screen as a `CellGrid`.
///
/// Sequences it does not understand are skipped and listed in `unhandled`,
/// so tests can check that a stream was fully understood.
public struct VirtualTerminal: Sendable {
    /// The screen contents.
    public private(set) var screen: CellGrid
    /// The cursor; `x == width` means a wrap is pending after the last column.
    public private(set) var cursor: Point = .zero
    /// The attributes text is currently drawn with.
    public private(set) var style: Style = .plain
    /// Escape sequences that were skipped, in order.
    public private(set) var unhandled: [String] = []

    private var pending = ""

    /// A blank terminal of `width` x `height`.
    public init(width: Int, height: Int) {
        screen = CellGrid(width: width, height: height)
    }

    /// The screen as plain text lines (trailing spaces trimmed).
    public var rows: [String] { screen.rows }

    /// Resizes the screen, keeping the top-left contents.
    public mutating func resize(width: Int, height: Int) {
        var resized = CellGrid(width: width, height: height)
        for y in 0..<min(height, screen.height) {
            var x = 0
            while x < min(width, screen.width) {
                let cell = screen[x: x, y: y]
                if !cell.isContinuation { resized.set(cell, x: x, y: y) }
                x += 1
            }
        }
        screen = resized
        cursor = Point(x: min(cursor.x, max(0, width - 1)), y: min(cursor.y, max(0, height - 1)))
    }

    /// Interprets `data`. An escape sequence split across calls is completed
    /// by the next call.
    public mutating func feed(_ data: String) {
        var input = pending + data
        pending = ""
        var index = input.startIndex
        while index < input.endIndex {
            let character = input[index]
            if character == "\u{1B}" {
                guard let end = sequenceEnd(in: input, from: index) else {
                    pending = String(input[index...])
                    return
                }
                handleEscape(String(input[index..<end]))
                index = end
                continue
            }
            handleCharacter(character)
            index = input.index(after: index)
        }
        input = ""
    }

    // MARK: - Parsing

    /// The index after the escape sequence starting at `start`, or nil when
    /// the input ends inside it.
    private func sequenceEnd(in input: String, from start: String.Index) -> String.Index? {
        let scalars = input.unicodeScalars
        var i = scalars.index(after: start)
        guard i < scalars.endIndex else { return nil }
        let kind = scalars[i]
        i = scalars.index(after: i)
        switch kind {
        case "[":
            while i < scalars.endIndex {
                let v = scalars[i].value
                i = scalars.index(after: i)
                if v >= 0x40 && v <= 0x7E { return i }
            }
            return nil
        case "]":
            while i < scalars.endIndex {
                if scalars[i] == "\u{07}" { return scalars.index(after: i) }
                if scalars[i] == "\u{1B}" {
                    let next = scalars.index(after: i)
                    guard next < scalars.endIndex else { return nil }
                    if scalars[next] == "\\" { return scalars.index(after: next) }
                }
                i = scalars.index(after: i)
            }
            return nil
        case "(", ")", "#":
            return i < scalars.endIndex ? scalars.index(after: i) : nil
        default:
            return i
        }
    }

    private mutating func handleEscape(_ sequence: String) {
        let body = sequence.dropFirst()
        guard body.first == "[", let final = body.last else {
            unhandled.append(sequence)
            return
        }
        var parameters = String(body.dropFirst().dropLast())
        let isPrivate = parameters.first == "?"
        if isPrivate { parameters.removeFirst() }
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        func number(_ i: Int, default value: Int) -> Int {
            i < numbers.count ? (numbers[i] ?? value) : value
        }
        if isPrivate {
            if !(final == "h" || final == "l") { unhandled.append(sequence) }
            return  // modes (cursor visibility, alternate screen): no effect on text
        }
        switch final {
        case "H", "f":
            moveTo(x: number(1, default: 1) - 1, y: number(0, default: 1) - 1)
        case "A": moveTo(x: cursor.x, y: cursor.y - max(1, number(0, default: 1)))
        case "B": moveTo(x: cursor.x, y: cursor.y + max(1, number(0, default: 1)))
        case "C": moveTo(x: cursor.x + max(1, number(0, default: 1)), y: cursor.y)
        case "D": moveTo(x: cursor.x - max(1, number(0, default: 1)), y: cursor.y)
        case "G": moveTo(x: number(0, default: 1) - 1, y: cursor.y)
        case "m": applySGR(numbers.map { $0 ?? 0 })
        case "J": eraseDisplay(number(0, default: 0))
        case "K": eraseLine(number(0, default: 0))
        default: unhandled.append(sequence)
        }
    }

    private mutating func moveTo(x: Int, y: Int) {
        cursor = Point(
            x: min(max(0, x), max(0, screen.width - 1)),
            y: min(max(0, y), max(0, screen.height - 1)))
    }

    // MARK: - Text

    private mutating func handleCharacter(_ character: Character) {
        switch character {
        case "\r": cursor.x = 0
        case "\n", "\r\n": lineFeed(carriageReturn: character == "\r\n")
        case "\u{08}": cursor.x = max(0, min(cursor.x, screen.width - 1) - 1)
        default:
            let (_, width) = DisplayWidth.cellText(character)
            guard width > 0, screen.width > 0, screen.height > 0 else { return }
            if cursor.x + width > screen.width {
                cursor.x = 0
                lineFeed(carriageReturn: true)
            }
            screen.put(String(character), x: cursor.x, y: cursor.y, style: style)
            cursor.x += width
        }
    }

    private mutating func lineFeed(carriageReturn: Bool) {
        if carriageReturn { cursor.x = 0 }
        if cursor.y + 1 < screen.height {
            cursor.y += 1
            return
        }
        var scrolled = CellGrid(width: screen.width, height: screen.height)
        for y in 1..<max(1, screen.height) {
            for x in 0..<screen.width where !screen[x: x, y: y].isContinuation {
                scrolled.set(screen[x: x, y: y], x: x, y: y - 1)
            }
        }
        screen = scrolled
    }

    // MARK: - Erasing

    private var eraseCell: Cell { Cell(" ", style: Style(background: style.background)) }

    private mutating func eraseDisplay(_ mode: Int) {
        switch mode {
        case 0:
            eraseLine(0)
            if cursor.y + 1 < screen.height {
                screen.fill(Rect(x: 0, y: cursor.y + 1, width: screen.width, height: screen.height), with: eraseCell)
            }
        case 1:
            eraseLine(1)
            screen.fill(Rect(x: 0, y: 0, width: screen.width, height: cursor.y), with: eraseCell)
        default:
            screen.fill(screen.bounds, with: eraseCell)
        }
    }

    private mutating func eraseLine(_ mode: Int) {
        let x = min(cursor.x, screen.width)
        let rect: Rect
        switch mode {
        case 0: rect = Rect(x: x, y: cursor.y, width: screen.width - x, height: 1)
        case 1: rect = Rect(x: 0, y: cursor.y, width: x + 1, height: 1)
        default: rect = Rect(x: 0, y: cursor.y, width: screen.width, height: 1)
        }
        screen.fill(rect, with: eraseCell)
    }

    // MARK: - Attributes

    private mutating func applySGR(_ codes: [Int]) {
        var i = 0
        let codes = codes.isEmpty ? [0] : codes
        while i < codes.count {
            let code = codes[i]
            switch code {
            case 0: style = .plain
            case 1: style.bold = true
            case 2: style.dim = true
            case 4: style.underline = true
            case 7: style.reverse = true
            case 22: style.bold = false; style.dim = false
            case 24: style.underline = false
            case 27: style.reverse = false
            case 30...37: style.foreground = Self.basic(code - 30)
            case 39: style.foreground = .default
            case 40...47: style.background = Self.basic(code - 40)
            case 49: style.background = .default
            case 90...97: style.foreground = code == 90 ? .gray : Self.basic(code - 90)
            case 100...107: style.background = code == 100 ? .gray : Self.basic(code - 100)
            case 38, 48:
                if i + 2 < codes.count, codes[i + 1] == 5 {
                    let color = Self.palette(codes[i + 2])
                    if code == 38 { style.foreground = color } else { style.background = color }
                    i += 2
                } else {
                    unhandled.append("SGR \(codes)")
                    return
                }
            default: unhandled.append("SGR \(code)")
            }
            i += 1
        }
    }

    private static func basic(_ index: Int) -> Color {
        Color(rawValue: UInt8(index + 1)) ?? .default
    }

    private static func palette(_ index: Int) -> Color {
        if index < 8 { return basic(index) }
        if index == 8 || index == 244 { return .gray }
        if index < 16 { return basic(index - 8) }
        return .default
    }
}
