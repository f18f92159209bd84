/// A key press, decoded from the terminal.
public enum Key: Hashable, Sendable {
    /// A printable character (including space).
    case character(Character)
    /// Return / Enter.
    case enter
    /// Tab.
    case tab
    /// Shift-Tab.
    case backTab
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// Shift and arrow up (the terminal's scroll-backward key).
    case shiftUp
    /// Shift and arrow down (the terminal's scroll-forward key).
    case shiftDown
    /// Escape (after the 25 ms escape delay).
    case escape
    /// Backspace (DEL or ^H).
    case backspace
    /// Forward delete.
    case delete
    /// Page up.
    case pageUp
    /// Page down.
    case pageDown
    /// Home.
    case home
    /// End.
    case end
    /// Function key F1...F63.
    case function(Int)
    /// Control plus a letter, lowercase (`.ctrl("a")` for ^A). ^C is not
    /// here: it raises SIGINT, delivered as `InputEvent.terminate`.
    case ctrl(Character)
}
