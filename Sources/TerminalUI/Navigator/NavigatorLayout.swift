import Foundation

/// Where each panel goes at a given terminal size.
public struct NavigatorLayout: Equatable, Sendable {
    /// The smallest size the navigator draws at; below it, a message.
    public static let minimum = Size(width: 60, height: 16)

    public var phone: Rect
    public var hierarchy: Rect
    public var inspector: Rect
    public var log: Rect
    public var status: Rect

    public init?(size: Size) {
        guard size.width >= Self.minimum.width, size.height >= Self.minimum.height else { return nil }
        let statusRow = size.height - 1
        let logHeight = max(6, (size.height - 1) * 3 / 10)
        let topHeight = statusRow - logHeight
        let phoneWidth = min(48, max(30, size.width * 2 / 5))
        let rightWidth = size.width - phoneWidth
        let hierarchyHeight = max(5, topHeight * 2 / 5)
        phone = Rect(x: 0, y: 0, width: phoneWidth, height: topHeight)
        hierarchy = Rect(x: phoneWidth, y: 0, width: rightWidth, height: hierarchyHeight)
        inspector = Rect(x: phoneWidth, y: hierarchyHeight, width: rightWidth, height: topHeight - hierarchyHeight)
        log = Rect(x: 0, y: topHeight, width: size.width, height: logHeight)
        status = Rect(x: 0, y: statusRow, width: size.width, height: 1)
    }
}
