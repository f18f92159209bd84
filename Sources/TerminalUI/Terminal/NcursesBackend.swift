import CNcurses
import Foundation

/// The terminal backend for people: ncursesw opened with `newterm`, drawing
/// grids cell by cell with the wide-character API and reading keys, clicks
/// and resizes.
///
/// Exit paths: call `restore()` (idempotent) before printing anything.
/// SIGINT/SIGTERM/SIGHUP come back from `nextEvent` as `.terminate(signal:)`
/// (see `TerminalSignals`): restore, then exit with `128 + signal`. An
/// `atexit` hook runs `endwin` if the process exits while curses is active.
/// Only one instance may be open at a time.
public final class NcursesBackend: TerminalBackend {
    /// The current size; updated when `nextEvent` reports a resize.
    public internal(set) var size: Size
    /// `.unicode` when the user's locale is UTF-8, `.ascii` otherwise.
    public let boxCharset: BoxCharset
    /// `.none` with `NO_COLOR` set or a terminal without colours.
    public let colorMode: ColorMode

    private let screen: OpaquePointer
    private var previous: CellGrid?
    private var pairs: ColorPairCache
    private var restored = false

    /// Opens the terminal. Throws `TerminalError` when stdin or stdout is
    /// not a terminal, or when curses cannot open it (unknown TERM...).
    /// `environment` decides `NO_COLOR`; `charset` overrides the locale's choice.
    public init(
        environment: [String: String] = ProcessInfo.processInfo.environment, charset: BoxCharset? = nil
    ) throws {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            throw TerminalError.notATerminal(detail: "stdin and stdout must be a tty")
        }
        let userLocaleIsUTF8 = TerminalLocale.configure()
        TerminalSignals.install()
        guard let screen = newterm(nil, vcnav_stdout(), vcnav_stdin()) else {
            TerminalSignals.uninstall()
            let term = environment["TERM"].map { "TERM=\($0)" } ?? "TERM is unset"
            throw TerminalError.notATerminal(detail: "curses cannot open it, \(term)")
        }
        self.screen = screen
        set_term(screen)
        CursesSession.didStart()

        cbreak()
        noecho()
        nonl()
        let window = vcnav_stdscr()
        keypad(window, true)
        set_escdelay(25)
        _ = curs_set(0)
        mouseinterval(0)
        _ = mousemask(
            vcnav_button1_pressed() | vcnav_button1_released() | vcnav_button1_clicked() | vcnav_wheel_up() | vcnav_wheel_down(), nil)

        if ColorMode.detect(environment: environment, colors: has_colors() ? 256 : 0) != .none {
            start_color()
            let hasDefault = use_default_colors() == OK
            colorMode = ColorMode.detect(environment: environment, colors: Int(vcnav_colors()))
            pairs = ColorPairCache(colors: vcnav_colors(), pairs: vcnav_color_pairs(), hasDefaultColors: hasDefault)
        } else {
            colorMode = .none
            pairs = ColorPairCache(colors: 0, pairs: 0, hasDefaultColors: false)
        }
        boxCharset = charset ?? (userLocaleIsUTF8 ? .unicode : .ascii)
        size = Self.windowSize()
    }

    deinit {
        restore()
        delscreen(screen)
    }

    /// Hands the terminal back (`endwin`), restores default signal handling.
    /// Safe to call more than once.
    public func restore() {
        guard !restored else { return }
        restored = true
        CursesSession.end()
        TerminalSignals.uninstall()
    }

    /// Draws `grid`: only cells that differ from the last drawn grid (all of
    /// them after a resize or on the first frame), then one `doupdate`.
    public func draw(_ grid: CellGrid) {
        guard !restored else { return }
        let window = vcnav_stdscr()
        let terminal = Self.windowSize()
        let last = previous.flatMap { $0.size == grid.size && terminal == size ? $0 : nil }
        if last == nil { werase(window) }
        size = terminal
        let rows = min(grid.height, terminal.height)
        let columns = min(grid.width, terminal.width)
        for y in 0..<rows {
            for x in 0..<columns {
                let cell = grid[x: x, y: y]
                if cell.isContinuation { continue }
                if let last {
                    let changed =
                        last[x: x, y: y] != cell
                        || (cell.width == 2 && last[x: x + 1, y: y] != grid[x: x + 1, y: y])
                    if !changed { continue }
                }
                if cell.width == 2 && x + 1 >= columns {
                    put(Cell(" ", style: cell.style), x: x, y: y, window: window)
                } else {
                    put(cell, x: x, y: y, window: window)
                }
            }
        }
        previous = grid
        wnoutrefresh(window)
        doupdate()
    }

    /// Forgets the last drawn grid, so the next `draw` repaints everything.
    public func invalidate() {
        previous = nil
    }

    private func put(_ cell: Cell, x: Int, y: Int, window: UnsafeMutablePointer<WINDOW>?) {
        var attributes = vcnav_a_normal()
        if cell.style.bold { attributes |= vcnav_a_bold() }
        if cell.style.reverse { attributes |= vcnav_a_reverse() }
        if cell.style.underline { attributes |= vcnav_a_underline() }
        if cell.style.dim && colorMode != .none { attributes |= vcnav_a_dim() }
        let pair =
            colorMode == .none
            ? 0 : pairs.pair(foreground: cell.style.foreground, background: cell.style.background)
        // One spacing character plus at most CCHARW_MAX - 2 combining marks, NUL-terminated.
        var characters = cell.text.unicodeScalars.prefix(Int(vcnav_ccharw_max()) - 1)
            .map { wchar_t(bitPattern: $0.value) }
        characters.append(0)
        var cchar = cchar_t()
        _ = vcnav_setcchar(&cchar, characters, attributes, pair)
        _ = mvwadd_wch(window, Int32(y), Int32(x), &cchar)  // ERR in the bottom-right corner is expected
    }

    static func windowSize() -> Size {
        var height: Int32 = 0
        var width: Int32 = 0
        vcnav_getmaxyx(vcnav_stdscr(), &height, &width)
        return Size(width: Int(width), height: Int(height))
    }
}
