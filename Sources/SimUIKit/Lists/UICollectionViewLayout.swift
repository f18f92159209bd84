import Foundation

/// How a collection view lays out its items (kept: the screen lists them in order). What a
/// layout decides here is which supplementary views (headers, footers) each section shows.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    public override init() { super.init() }

    /// Decoding from a storyboard or nib, as UIKit's `NSCoding` conformance does (a subclass with
    /// an initializer of its own must provide it, as in UIKit).
    public required init?(coder: NSCoder) { super.init() }

    /// The layout object a storyboard's collection view archives (`<collectionViewFlowLayout
    /// key="collectionViewLayout">`, or a `<collectionViewLayout>` of a custom class), decoded with
    /// `init(coder:)`. A class that is not found is a flow layout, with UIKit's log line.
    static func decoded(fromStoryboard element: LayoutObjectElement) -> UICollectionViewLayout {
        var cls: UICollectionViewLayout.Type =
            element.elementName == "collectionViewFlowLayout" ? UICollectionViewFlowLayout.self : UICollectionViewLayout.self
        if let name = element.customClass, !name.isEmpty {
            if let found = ClassLookup.find(name, module: element.customModule, provider: element.customModuleProvider)
                as? UICollectionViewLayout.Type
            {
                cls = found
            } else {
                Simulator.shared.warn("Unknown class \(name) in Interface Builder file.")
            }
        }
        let layout = cls.init(coder: ViewCoder(element: nil)) ?? UICollectionViewFlowLayout()
        (layout as? UICollectionViewFlowLayout)?.decode(fromStoryboard: element)
        return layout
    }

    /// What a section shows around its items (the base layout: nothing).
    func boundaries(ofSection section: Int, in collectionView: UICollectionView) -> SectionBoundaries { SectionBoundaries() }
}

/// What a layout shows around a section's items: the element kinds of the supplementary views
/// before and after them, and whether its first item is drawn as its header (a list's
/// `firstItemInSection` header mode).
struct SectionBoundaries: Equatable {
    var top: [String] = []
    var bottom: [String] = []
    var firstItemIsHeader = false
}

extension UICollectionView {
    /// The direction a layout scrolls in.
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
}

@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    public typealias ScrollDirection = UICollectionView.ScrollDirection
    open var itemSize = CGSize(width: 50, height: 50)
    open var estimatedItemSize = CGSize.zero
    open var minimumLineSpacing: Double = 10
    open var minimumInteritemSpacing: Double = 10
    open var sectionInset = UIEdgeInsets.zero
    open var scrollDirection: ScrollDirection = .vertical
    /// The size of each section's header and footer: a section gets one only when its size is not
    /// zero (Apple: "If the size in the appropriate scrolling dimension is 0, no header is added").
    open var headerReferenceSize = CGSize.zero
    open var footerReferenceSize = CGSize.zero
    open var sectionHeadersPinToVisibleBounds = false
    open var sectionFootersPinToVisibleBounds = false
    /// "Use this value to let cells size themselves" (kept).
    public static let automaticSize = CGSize(width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

    /// A section's header and footer: each only when its size (the flow layout delegate's, else
    /// the layout's) is not zero in the scrolling dimension.
    override func boundaries(ofSection section: Int, in collectionView: UICollectionView) -> SectionBoundaries {
        let sizing = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        let header =
            sizing?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize
        let footer =
            sizing?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize
        func shown(_ size: CGSize) -> Bool { (scrollDirection == .vertical ? size.height : size.width) > 0 }
        return SectionBoundaries(
            top: shown(header) ? [UICollectionView.elementKindSectionHeader] : [],
            bottom: shown(footer) ? [UICollectionView.elementKindSectionFooter] : [])
    }

    /// The sizes, spacings, insets and direction Interface Builder wrote; what it left out keeps
    /// the class's default.
    func decode(fromStoryboard element: LayoutObjectElement) {
        func size(_ key: String) -> CGSize? {
            guard let width = element.numbers[key + ".width"], let height = element.numbers[key + ".height"] else { return nil }
            return CGSize(width: width, height: height)
        }
        if let value = size("itemSize") { itemSize = value }
        if let value = size("estimatedItemSize") { estimatedItemSize = value }
        if let value = size("headerReferenceSize") { headerReferenceSize = value }
        if let value = size("footerReferenceSize") { footerReferenceSize = value }
        if let value = element.double("minimumLineSpacing") { minimumLineSpacing = value }
        if let value = element.double("minimumInteritemSpacing") { minimumInteritemSpacing = value }
        if element.attributes["scrollDirection"] == "horizontal" { scrollDirection = .horizontal }
        let inset = { (field: String) in element.numbers["sectionInset." + field] ?? 0 }
        sectionInset = UIEdgeInsets(top: inset("minY"), left: inset("minX"), bottom: inset("maxY"), right: inset("maxX"))
    }
}

/// A flow layout's delegate: the collection view's delegate, asked for sizes section by section
/// (each method optional; without one, the layout's own property).
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    )
        -> CGSize
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int
    )
        -> UIEdgeInsets
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize { (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int
    ) -> UIEdgeInsets { (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0 }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat { (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0 }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize { (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize { (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero }
}
