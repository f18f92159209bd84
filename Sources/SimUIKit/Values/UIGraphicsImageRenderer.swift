import Foundation

/// How a renderer makes its images: the scale and opacity.
@preconcurrency @MainActor
open class UIGraphicsImageRendererFormat: NSObject {
    open var scale: CGFloat
    open var opaque = false
    open var preferredRange = Range.automatic

    /// The dynamic range of the images (kept).
    public enum Range: Int, Sendable { case unspecified = -1, automatic, extended, standard }

    public override init() {
        scale = UIScreen.main.scale
        super.init()
    }

    /// The format for the main screen.
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    /// The format for the device's best screen.
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// What an image renderer's drawing block gets: the format, and the image drawn so far.
@preconcurrency @MainActor
open class UIGraphicsImageRendererContext: NSObject {
    public let format: UIGraphicsImageRendererFormat
    /// The image as drawn so far: an image of the renderer's size.
    public let currentImage: UIImage
    /// The Core Graphics context the block draws in (see `CGContext`: its state and path are
    /// kept, no pixel is drawn).
    public let cgContext = CGContext()

    init(format: UIGraphicsImageRendererFormat, image: UIImage) {
        self.format = format
        currentImage = image
    }

    /// Fills, strokes and clips, in `cgContext` (no pixels are drawn).
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) { cgContext.fill(rect) }
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) { cgContext.stroke(rect) }
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Core Graphics' blend modes (kept).
public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference,
        exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver,
        destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter
}

/// Draws images: `image { context in … }` runs the block and returns an image of the renderer's
/// size at its format's scale, as UIKit's does. The simulated screen shows images by name and
/// size, so the image is named `rendered`; what the block draws is kept, not simulated (no pixels).
@preconcurrency @MainActor
open class UIGraphicsImageRenderer: NSObject {
    public let format: UIGraphicsImageRendererFormat
    let size: CGSize

    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.size = size
        self.format = format
    }

    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }

    public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.init(size: bounds.size, format: format)
    }

    /// Runs `actions` with a context, then returns the image.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let image = UIImage(name: "rendered", size: size, scale: format.scale)
        actions(UIGraphicsImageRendererContext(format: format, image: image))
        return image
    }
}

extension UIImage {
    /// The renderer format that matches the image's scale.
    @preconcurrency @MainActor
    public var imageRendererFormat: UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return format
    }

    /// Draws the image (kept: no pixels are drawn).
    public func draw(at point: CGPoint) {}
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {}
    public func draw(in rect: CGRect) {}
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {}
    public func drawAsPattern(in rect: CGRect) {}

    /// An image that stretches between `capInsets` (the same image: nothing is stretched on the
    /// simulated screen).
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { self }
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage { self }

    /// How a resizable image fills its area (kept).
    public enum ResizingMode: Int, Sendable { case tile, stretch }
}

/// How text is laid out when it is drawn or measured.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

extension StringProtocol {
    /// Draws the string (kept: no pixels are drawn).
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {}
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {}
    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: AnyObject? = nil
    ) {}
}

extension NSAttributedString {
    /// Draws the string (kept: no pixels are drawn).
    public func draw(at point: CGPoint) {}
    public func draw(in rect: CGRect) {}
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: AnyObject? = nil) {}
}
