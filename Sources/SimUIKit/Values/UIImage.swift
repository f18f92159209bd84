import Foundation

/// An image. The terminal shows no pixels: an image is known by its name (an asset, a system
/// symbol, a simulated photo) and its size in points, which is what the screen shows and what an
/// archive keeps. As UIKit's, it archives with `NSSecureCoding` (`NSKeyedArchiver` keeps the name,
/// size and scale) and compares equal to an image of the same content (here: name and size).
open class UIImage: NSObject, NSSecureCoding, @unchecked Sendable {
    /// How an image is drawn with the tint colour (kept).
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
    /// Where a symbol's configuration asks for (kept).
    public final class SymbolConfiguration: NSObject, @unchecked Sendable {
        public let pointSize: Double
        public init(pointSize: Double) { self.pointSize = pointSize }
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(pointSize: UIFont.preferredFont(forTextStyle: textStyle).pointSize)
        }
    }

    /// Simulator only: what the image is known by (an asset or symbol name, a simulated photo's).
    public let name: String
    /// The size in points (pixels divided by `scale`); zero when the simulator knows no pixels for
    /// the name (system symbols, assets it cannot find).
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    public let renderingMode: RenderingMode

    /// An image of the app's (or `bundle`'s) assets. Every name gives an image (there is no asset
    /// catalog to miss in), sized from a PNG of that name when the bundle has one.
    public convenience init?(named name: String, in bundle: Bundle? = nil, compatibleWith traitCollection: UITraitCollection? = nil) {
        let found = ImageFiles.size(named: name, in: bundle ?? UIStoryboard.appBundle)
        self.init(name: name, size: found?.size ?? .zero, scale: found?.scale ?? 1)
    }

    /// A system symbol (SF Symbols), by name.
    public convenience init?(systemName name: String) {
        self.init(name: name)
    }

    /// A system symbol with a configuration (kept).
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        self.init(name: name)
    }

    /// An image read from a file: a PNG gives its size; the name is the file's.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let name = (path as NSString).lastPathComponent
        let pixels = ImageFiles.pngPixelSize(data)
        self.init(name: name, size: pixels ?? .zero, scale: 1)
    }

    /// An image from data: what ``pngData()`` or ``jpegData(compressionQuality:)`` made (the same
    /// image back), or a PNG (its size); nil for anything else, as UIKit returns nil for data it
    /// cannot decode.
    public convenience init?(data: Data) {
        if let image = try? NSKeyedUnarchiver.unarchivedObject(ofClass: UIImage.self, from: data) {
            self.init(name: image.name, size: image.size, scale: image.scale)
        } else if let pixels = ImageFiles.pngPixelSize(data) {
            self.init(name: "data", size: pixels, scale: 1)
        } else {
            return nil
        }
    }

    /// An image known by `name`, of `size` points at `scale`.
    public init(name: String, size: CGSize = .zero, scale: CGFloat = 1, renderingMode: RenderingMode = .automatic) {
        self.name = name
        self.size = size
        self.scale = scale
        self.renderingMode = renderingMode
        super.init()
    }

    /// The image of a Core Graphics image, at scale 1 (a point per pixel).
    public convenience init(cgImage: CGImage) {
        self.init(name: cgImage.name, size: CGSize(width: cgImage.width, height: cgImage.height), scale: 1)
    }

    /// The Core Graphics image behind this one: its size in pixels is the size in points times
    /// the scale.
    open var cgImage: CGImage? {
        CGImage(name: name, width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
    }

    /// An empty image (`UIImage()`: zero size, no name), as apps use to hide a bar's image.
    public convenience override init() { self.init(name: "", size: .zero, scale: 1) }

    /// The same image, drawn in `renderingMode`.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(name: name, size: size, scale: scale, renderingMode: renderingMode)
    }

    /// The same image tinted (kept: the terminal draws no colour into images).
    open func withTintColor(_ color: UIColor) -> UIImage { self }

    /// The image's data. There are no pixels to encode: the data is the image's archive, which
    /// `UIImage(data:)` reads back into the same image.
    open func pngData() -> Data? {
        try? NSKeyedArchiver.archivedData(withRootObject: self, requiringSecureCoding: true)
    }

    /// As ``pngData()`` (the quality is kept out of it).
    open func jpegData(compressionQuality: CGFloat) -> Data? { pngData() }

    // MARK: - NSSecureCoding

    public static var supportsSecureCoding: Bool { true }

    open func encode(with coder: NSCoder) {
        coder.encode(name, forKey: "UIImageName")
        coder.encode(Double(size.width), forKey: "UIImageWidth")
        coder.encode(Double(size.height), forKey: "UIImageHeight")
        coder.encode(Double(scale), forKey: "UIImageScale")
        coder.encode(renderingMode.rawValue, forKey: "UIImageRenderingMode")
    }

    public required init?(coder: NSCoder) {
        guard let name = coder.decodeObject(of: NSString.self, forKey: "UIImageName") as String? else { return nil }
        self.name = name
        size = CGSize(width: coder.decodeDouble(forKey: "UIImageWidth"), height: coder.decodeDouble(forKey: "UIImageHeight"))
        let scale = coder.decodeDouble(forKey: "UIImageScale")
        self.scale = scale > 0 ? scale : 1
        renderingMode = RenderingMode(rawValue: coder.decodeInteger(forKey: "UIImageRenderingMode")) ?? .automatic
        super.init()
    }

    // MARK: - Equality

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIImage else { return false }
        return other.name == name && other.size == size && other.scale == scale
    }

    open override var hash: Int { name.hashValue }

    open override var description: String { name }
}

/// Image files the simulator can size: PNGs, whose header gives the pixel size.
enum ImageFiles {
    /// The size in points and scale of `name` in `bundle`: `name@3x.png`, `name@2x.png`, `name.png`,
    /// at the top or in an asset catalog's `name.imageset` folder.
    static func size(named name: String, in bundle: Bundle) -> (size: CGSize, scale: CGFloat)? {
        guard !name.isEmpty, !name.contains("/"), let root = bundle.resourceURL else { return nil }
        let folders = [root] + catalogImageSets(named: name, under: root)
        for folder in folders {
            for scale in [3, 2, 1] {
                let file = folder.appendingPathComponent(scale == 1 ? "\(name).png" : "\(name)@\(scale)x.png")
                if let data = try? Data(contentsOf: file), let pixels = pngPixelSize(data) {
                    let points = CGSize(width: pixels.width / CGFloat(scale), height: pixels.height / CGFloat(scale))
                    return (points, CGFloat(scale))
                }
            }
        }
        return nil
    }

    private static func catalogImageSets(named name: String, under root: URL) -> [URL] {
        let catalogs = (try? FileManager.default.contentsOfDirectory(at: root, includingPropertiesForKeys: nil)) ?? []
        return catalogs.filter { $0.pathExtension == "xcassets" }.map { $0.appendingPathComponent("\(name).imageset") }
    }

    /// The width and height in a PNG's IHDR chunk, or nil when `data` is not a PNG.
    static func pngPixelSize(_ data: Data) -> CGSize? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func int(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return CGSize(width: int(16), height: int(20))
    }
}
