/// What a backend's `nextEvent` reports.
public enum InputEvent: Hashable, Sendable {
    /// A key press.
    case key(Key)
    /// A click (button 1 pressed) at a cell, zero-based.
    case mouse(x: Int, y: Int)
    /// A turn of the mouse wheel over a cell, up (away from the user) or down.
    case wheel(x: Int, y: Int, up: Bool)
    /// The terminal now has this size; the caller should render a new grid
    /// of that size and draw it.
    case resize(Size)
    /// SIGINT, SIGTERM or SIGHUP arrived. The caller must call `restore()`
    /// and exit with status `128 + signal` (see `exitStatus`).
    case terminate(signal: Int32)

    /// The conventional exit status for a `.terminate` event (`128 + signal`);
    /// nil for other events.
    public var exitStatus: Int32? {
        if case .terminate(let signal) = self { return 128 + signal }
        return nil
    }
}
