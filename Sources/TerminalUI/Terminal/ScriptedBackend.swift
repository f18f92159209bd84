/// A backend without a terminal, for tests and headless runs: events come
/// from a queue, drawn grids are kept. A `.resize` event changes `size`
/// when it is returned, as with a real terminal.
public final class ScriptedBackend: TerminalBackend {
    /// The current size.
    public private(set) var size: Size
    /// The charset reported to the UI.
    public let boxCharset: BoxCharset
    /// The colour mode reported to the UI.
    public let colorMode: ColorMode
    /// Events still to be returned, first first.
    public var pendingEvents: [InputEvent]
    /// Every grid drawn, oldest first.
    public private(set) var frames: [CellGrid] = []
    /// How many times `restore()` was called.
    public private(set) var restoreCount = 0

    /// A backend of `size` that will return `events` in order, then nil.
    public init(
        size: Size, events: [InputEvent] = [], boxCharset: BoxCharset = .unicode, colorMode: ColorMode = .ansi256
    ) {
        self.size = size
        self.pendingEvents = events
        self.boxCharset = boxCharset
        self.colorMode = colorMode
    }

    /// The last drawn grid.
    public var lastFrame: CellGrid? { frames.last }

    /// Records `grid`.
    public func draw(_ grid: CellGrid) {
        frames.append(grid)
    }

    /// The next queued event, or nil (immediately) when the queue is empty.
    public func nextEvent(timeoutMilliseconds: Int) -> InputEvent? {
        guard !pendingEvents.isEmpty else { return nil }
        let event = pendingEvents.removeFirst()
        if case .resize(let newSize) = event { size = newSize }
        return event
    }

    /// Counts the call.
    public func restore() {
        restoreCount += 1
    }
}
