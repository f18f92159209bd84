import Foundation

/// Which corners `cornerRadius` rounds.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// The curve of rounded corners.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// How a layer's contents fill its bounds.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let top = CALayerContentsGravity(rawValue: "top")
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    public static let left = CALayerContentsGravity(rawValue: "left")
    public static let right = CALayerContentsGravity(rawValue: "right")
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

/// Core Animation's layer behind every view. Nothing is rendered here: every property is kept,
/// with Core Animation's defaults, so that code styling views (rounded corners, borders,
/// shadows, gradients) compiles and reads back what it set. A view's layer shares the view's
/// frame and its `masksToBounds` is the view's `clipsToBounds`, as in UIKit.
open class CALayer: NSObject {
    /// The view whose layer this is.
    weak var owningView: UIView?
    private var ownFrame = CGRect.zero

    open var frame: CGRect {
        get {
            guard let view = owningView else { return ownFrame }
            return MainActor.assumeIsolated { view.frame }
        }
        set {
            ownFrame = newValue
            guard let view = owningView else { return }
            MainActor.assumeIsolated { view.frame = newValue }
        }
    }
    private var ownBoundsOrigin = CGPoint.zero
    /// A view's layer has the view's bounds; a layer of its own keeps its origin and resizes
    /// around its center.
    open var bounds: CGRect {
        get {
            guard let view = owningView else { return CGRect(origin: ownBoundsOrigin, size: ownFrame.size) }
            return MainActor.assumeIsolated { view.bounds }
        }
        set {
            guard let view = owningView else {
                ownBoundsOrigin = newValue.origin
                ownFrame = ownFrame.resizedAroundCenter(to: newValue.size)
                return
            }
            MainActor.assumeIsolated { view.bounds = newValue }
        }
    }
    open var position: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    open var zPosition: CGFloat = 0
    open var cornerRadius: CGFloat = 0
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    open var cornerCurve: CALayerCornerCurve = .circular
    open var masksToBounds = false
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor? = .black
    open var backgroundColor: CGColor?
    open var shadowColor: CGColor? = .black
    open var shadowOpacity: Float = 0
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowRadius: CGFloat = 3
    open var shadowPath: CGPath?
    open var opacity: Float = 1
    open var isHidden = false
    open var isOpaque = false
    open var contents: Any?
    /// How `contents` fills the layer's bounds (kept: nothing is drawn).
    open var contentsGravity: CALayerContentsGravity = .resize
    open var contentsScale: CGFloat = 1
    open var shouldRasterize = false
    open var rasterizationScale: CGFloat = 1
    open var name: String?
    open var mask: CALayer?
    open private(set) var sublayers: [CALayer]?
    open private(set) weak var superlayer: CALayer?

    public required override init() {
        super.init()
    }

    /// A copy of `layer`'s properties (Core Animation's presentation copies).
    public init(layer: Any) {
        super.init()
    }

    open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(sublayers?.count ?? 0)) }

    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        layer.removeFromSuperlayer()
        var list = sublayers ?? []
        list.insert(layer, at: min(Int(index), list.count))
        sublayers = list
        layer.superlayer = self
    }

    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sublayers?.firstIndex { $0 === sibling } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sublayers?.firstIndex { $0 === sibling }.map { $0 + 1 } ?? (sublayers?.count ?? 0)
        insertSublayer(layer, at: UInt32(index))
    }

    open func removeFromSuperlayer() {
        superlayer?.sublayers?.removeAll { $0 === self }
        superlayer = nil
    }

    // Rendering requests: nothing is rendered.
    open func setNeedsDisplay() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func removeAllAnimations() {}
}

/// A layer drawing a gradient (kept, not drawn).
open class CAGradientLayer: CALayer {
    /// The gradient's kinds.
    public struct GradientType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let axial = GradientType(rawValue: "axial")
        public static let radial = GradientType(rawValue: "radial")
        public static let conic = GradientType(rawValue: "conic")
    }
    open var colors: [Any]?
    open var locations: [NSNumber]?
    open var startPoint = CGPoint(x: 0.5, y: 0)
    open var endPoint = CGPoint(x: 0.5, y: 1)
    open var type: GradientType = .axial
}

/// A layer drawing a path (kept, not drawn).
open class CAShapeLayer: CALayer {
    open var path: CGPath?
    open var fillColor: CGColor? = .black
    open var strokeColor: CGColor?
    open var lineWidth: CGFloat = 1
    open var strokeStart: CGFloat = 0
    open var strokeEnd: CGFloat = 1
}

/// Core Graphics' path, as layers take it (kept: the rectangle it bounds).
public final class CGPath: @unchecked Sendable {
    /// The smallest rectangle holding the path.
    public let boundingBox: CGRect
    init(boundingBox: CGRect) { self.boundingBox = boundingBox }
}

/// A path made of lines and curves (kept: its bounds), for shadow paths and shape layers.
@preconcurrency @MainActor
open class UIBezierPath: NSObject {
    open private(set) var bounds: CGRect
    open var lineWidth: CGFloat = 1
    private var hasPoints = false

    public override init() {
        bounds = .zero
        super.init()
    }
    public init(rect: CGRect) {
        bounds = rect
        super.init()
    }
    public convenience init(ovalIn rect: CGRect) { self.init(rect: rect) }
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) { self.init(rect: rect) }
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init(rect: rect)
    }
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init(rect: CGRect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2))
    }

    open func move(to point: CGPoint) { include(point) }
    open func addLine(to point: CGPoint) { include(point) }
    open func close() {}

    private func include(_ point: CGPoint) {
        let dot = CGRect(origin: point, size: .zero)
        bounds = hasPoints ? bounds.union(dot) : dot
        hasPoints = true
    }

    /// The Core Graphics path.
    open var cgPath: CGPath { CGPath(boundingBox: bounds) }
}

/// The corners of a rectangle.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
