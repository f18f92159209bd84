import Foundation

/// The screen of the simulated device (an iPhone 15: 393 × 852 points).
public final class UIScreen: Sendable {
    public static let main = UIScreen()
    public let bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
}
