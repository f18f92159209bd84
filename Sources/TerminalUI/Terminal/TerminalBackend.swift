/// What the UI needs from a terminal: its size, a way to show a grid, input
/// events, and a way to hand the terminal back. The UI renders grids as a
/// pure function of state and size; a backend only blits them.
public protocol TerminalBackend: AnyObject {
    /// The current size in cells; updated when a `.resize` event is returned.
    var size: Size { get }
    /// Box-drawing characters the terminal can show.
    var boxCharset: BoxCharset { get }
    /// Colours the terminal shows (and the user allows).
    var colorMode: ColorMode { get }
    /// Shows `grid`, writing only what changed since the last drawn grid.
    /// Cells outside the terminal are clipped.
    func draw(_ grid: CellGrid)
    /// The next input event, waiting at most `timeoutMilliseconds`
    /// (0: do not wait, negative: wait until an event arrives); nil on timeout.
    func nextEvent(timeoutMilliseconds: Int) -> InputEvent?
    /// Returns the terminal to the state it was in before. Idempotent; print
    /// diagnostics only after calling it.
    func restore()
}
