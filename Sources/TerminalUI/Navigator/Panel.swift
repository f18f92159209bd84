import Foundation
import Navigator

/// One part of the navigator's screen, in the spirit of a ratatui widget: it draws the state
/// into the rectangle it is given, a pure function of the two, and says where the phone's
/// elements landed (for mouse clicks). Each panel is tested alone, from a literal state.
protocol Panel {
    /// Draws the panel; returns the hit areas of the screen elements it drew (empty for every
    /// panel but the phone).
    func draw(_ state: NavigatorState, in rect: Rect, on grid: inout CellGrid) -> [HitArea]
}

/// Where a screen element is on the terminal (a click there taps it).
public struct HitArea: Equatable, Sendable {
    /// The element's index in the screen model.
    public var index: Int
    public var rect: Rect
}
