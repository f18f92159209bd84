import Foundation
import Navigator

/// One part of the navigator's screen, in the spirit of a ratatui `StatefulWidget`: it draws its
/// slice of the state (a small value of what it shows) into the rectangle it is given, a pure
/// function of the two. Each panel is tested alone, from a literal slice. Where the phone's
/// elements landed (for mouse clicks) is the phone's alone: `PhonePanel.drawTappable`.
protocol Panel {
    /// What the panel shows: the part of the navigator's state it reads.
    associatedtype Slice
    /// The panel's slice of the whole state.
    static func slice(of state: NavigatorState) -> Slice
    /// Draws the panel.
    func draw(_ slice: Slice, in rect: Rect, on grid: inout CellGrid)
}

extension Panel {
    /// Draws the panel's slice of `state`.
    func draw(_ state: NavigatorState, in rect: Rect, on grid: inout CellGrid) {
        draw(Self.slice(of: state), in: rect, on: &grid)
    }
}

/// Where a screen element is on the terminal (a click there taps it).
public struct HitArea: Equatable, Sendable {
    /// The element's index in the screen model.
    public var index: Int
    public var rect: Rect
}
