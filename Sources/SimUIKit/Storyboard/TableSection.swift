/// A static table section: `<tableViewSection headerTitle=...><cells>...`.
public struct TableSection: Hashable, Sendable {
    /// The section's XML id.
    public var id: String?
    /// `headerTitle`.
    public var headerTitle: String?
    /// `footerTitle`.
    public var footerTitle: String?
    /// The section's cells.
    public var cells: [ViewElement]
    /// Where the section starts.
    public var location: StoryboardLocation

    /// Creates a section.
    public init(id: String?, headerTitle: String?, footerTitle: String?, cells: [ViewElement], location: StoryboardLocation) {
        self.id = id
        self.headerTitle = headerTitle
        self.footerTitle = footerTitle
        self.cells = cells
        self.location = location
    }
}
