import Foundation

/// Insets (kept).
public struct UIEdgeInsets: Hashable, Sendable {
    public var top, left, bottom, right: Double
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// A horizontal and vertical offset (`titlePositionAdjustment`).
public struct UIOffset: Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public init() { self.init(horizontal: 0, vertical: 0) }
    public static let zero = UIOffset()
}

extension CGRect {
    /// The rectangle moved in by `insets` on each side (UIKit's `UIEdgeInsetsInsetRect`): the origin
    /// moves by the left and top insets, the size shrinks by both sides' insets.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top, width: size.width - (insets.left + insets.right),
            height: size.height - (insets.top + insets.bottom))
    }
}
