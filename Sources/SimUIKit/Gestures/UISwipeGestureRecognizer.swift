import Foundation

open class UISwipeGestureRecognizer: UIGestureRecognizer {
    override class func makeForStoryboard() -> UIGestureRecognizer { UISwipeGestureRecognizer(target: nil, action: nil) }

    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0), left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2), down = Direction(rawValue: 1 << 3)
    }
    open var direction: Direction = .right
}
