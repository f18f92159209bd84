/// A collection view's layout as Interface Builder archives it, inside the collection view:
///
/// ```xml
/// <collectionViewFlowLayout key="collectionViewLayout" scrollDirection="horizontal"
///                           minimumLineSpacing="10" minimumInteritemSpacing="8" id="Flw-01">
///     <size key="itemSize" width="120" height="80"/>
///     <inset key="sectionInset" minX="16" minY="0" maxX="16" maxY="0"/>
/// </collectionViewFlowLayout>
/// ```
///
/// or `<collectionViewLayout key="collectionViewLayout" customClass="…" id="…"/>` for a layout class
/// of the app's. The object is made with the collection view, so an outlet to its id connects.
public struct LayoutObjectElement: Hashable, Sendable {
    /// `collectionViewFlowLayout` or `collectionViewLayout`.
    public var elementName: String
    /// The XML id (what outlets name).
    public var id: String
    /// `customClass`.
    public var customClass: String?
    /// `customModule`.
    public var customModule: String?
    /// `customModuleProvider`.
    public var customModuleProvider: String?
    /// Every attribute as written (`scrollDirection`, `minimumLineSpacing`...).
    public var attributes: [String: String]
    /// The numbers of its `<size key=…>` and `<inset key=…>` children, as `key.field`:
    /// `itemSize.width`, `itemSize.height`, `sectionInset.minX` (left), `sectionInset.minY` (top),
    /// `sectionInset.maxX` (right), `sectionInset.maxY` (bottom).
    public var numbers: [String: Double]
    /// Where the element starts.
    public var location: StoryboardLocation

    /// Creates a layout with only its name, id and location.
    public init(elementName: String, id: String, location: StoryboardLocation) {
        self.elementName = elementName
        self.id = id
        self.attributes = [:]
        self.numbers = [:]
        self.location = location
    }

    /// An attribute as a number (nil when absent or not a number).
    public func double(_ name: String) -> Double? { attributes[name].flatMap(Double.init) }
}
