import Foundation

/// The screen of the simulated device (an iPhone 15: 393 × 852 points).
public final class UIScreen: Sendable {
    public static let main = UIScreen()
    public let bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
    /// Pixels per point (an iPhone 15's 3).
    public let scale: CGFloat = 3
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
}
