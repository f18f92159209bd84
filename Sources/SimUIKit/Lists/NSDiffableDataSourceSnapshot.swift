import Foundation

/// The state of a diffable data source's data at one moment: sections in order, each with its
/// items in order, every section and item named by an identifier unique in the snapshot (Apple,
/// NSDiffableDataSourceSnapshot: "Each of your sections and items must have unique
/// identifiers"). A value: changing a copy changes nothing on screen until a data source applies
/// it. A misuse stops the app with UIKit's exception and reason.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    private var sections: [SectionIdentifierType] = []
    private var itemsBySection: [[ItemIdentifierType]] = []
    private var sectionIndexes: [SectionIdentifierType: Int] = [:]
    private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    /// The sections marked by `reloadSections(_:)` since the snapshot was made.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []
    /// The items marked by `reloadItems(_:)` since the snapshot was made.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// The items marked by `reconfigureItems(_:)` since the snapshot was made.
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

    public init() {}

    // MARK: - What it holds

    public var numberOfItems: Int { sectionOfItem.count }
    public var numberOfSections: Int { sections.count }
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// Every item, section after section.
    public var itemIdentifiers: [ItemIdentifierType] { Array(itemsBySection.joined()) }

    /// The number of items in a section; UIKit raises for a section the snapshot does not have.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }

    /// A section's items in order; UIKit raises for a section the snapshot does not have (since
    /// iOS 14; iOS 13 answered an empty array).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let index = sectionIndexes[identifier] else {
            DiffableFailure.raise(
                "Section identifier was not found. You can verify the section exists by calling the indexOfSectionIdentifier API (which has O(1) performance)"
            )
        }
        return itemsBySection[index]
    }

    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }

    /// The item's position among all the snapshot's items, counted across sections.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let path = indexPath(of: identifier) else { return nil }
        return itemsBySection[..<path.section].reduce(0) { $0 + $1.count } + path.item
    }

    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sectionIndexes[identifier] }

    /// Where an item is: its section's index and its index in the section.
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        guard let section = sectionOfItem[identifier], let index = sectionIndexes[section],
            let item = itemsBySection[index].firstIndex(of: identifier)
        else { return nil }
        return IndexPath(item: item, section: index)
    }

    /// The item at an index path; nil outside the snapshot.
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, itemsBySection.indices.contains(indexPath.section),
            itemsBySection[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return itemsBySection[indexPath.section][indexPath.item]
    }

    /// The items of the section at an index (empty past the end).
    func items(inSectionAt index: Int) -> [ItemIdentifierType] {
        itemsBySection.indices.contains(index) ? itemsBySection[index] : []
    }

    /// The same sections and items without the reload and reconfigure marks: what a data source
    /// keeps and hands back once a snapshot is applied.
    var withoutMarks: Self {
        var copy = self
        copy.reloadedSectionIdentifiers = []
        copy.reloadedItemIdentifiers = []
        copy.reconfiguredItemIdentifiers = []
        return copy
    }

    // MARK: - Items

    /// Appends items to a section (the last one when none is named). An item already in the
    /// snapshot is moved here, as UIKit does (it logs that this costs more).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard let last = sections.last else {
            DiffableFailure.raise("There are currently no sections in the data source. Please add a section first.")
        }
        DiffableFailure.checkUnique(identifiers, kind: "item")
        let section = sectionIdentifier ?? last
        guard sectionIndexes[section] != nil else { DiffableFailure.notFound("section") }
        removeItems(identifiers)
        guard let index = sectionIndexes[section] else { return }
        itemsBySection[index] += identifiers
        for identifier in identifiers { sectionOfItem[identifier] = section }
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insertItems(identifiers, next: beforeIdentifier, after: false)
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insertItems(identifiers, next: afterIdentifier, after: true)
    }

    private mutating func insertItems(_ identifiers: [ItemIdentifierType], next destination: ItemIdentifierType, after: Bool) {
        DiffableFailure.checkUnique(identifiers, kind: "item")
        if identifiers.contains(destination) {
            DiffableFailure.raise(
                "Invalid update: destination for insertion operation [\(DiffableFailure.description(destination))] is in the insertion identifier list for update: \(Self.updateDescription("INS", destination, identifiers, destinationIsSection: false))."
            )
        }
        guard sectionOfItem[destination] != nil else { DiffableFailure.notFound("section") }
        removeItems(identifiers)
        guard let path = indexPath(of: destination), let section = sectionOfItem[destination] else { return }
        itemsBySection[path.section].insert(contentsOf: identifiers, at: path.item + (after ? 1 : 0))
        for identifier in identifiers { sectionOfItem[identifier] = section }
    }

    /// Deletes items; identifiers the snapshot does not have are ignored.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        removeItems(identifiers)
    }

    /// Deletes every item and every section.
    public mutating func deleteAllItems() {
        sections = []
        itemsBySection = []
        sectionIndexes = [:]
        sectionOfItem = [:]
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, next: toIdentifier, after: false)
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, next: toIdentifier, after: true)
    }

    private mutating func moveItem(_ identifier: ItemIdentifierType, next destination: ItemIdentifierType, after: Bool) {
        if identifier == destination {
            DiffableFailure.raise(
                "Invalid update: destination for item move is the same as the source [\(DiffableFailure.description(destination))] for update: \(Self.updateDescription("MOV", destination, [identifier], destinationIsSection: false))."
            )
        }
        guard sectionOfItem[identifier] != nil else { DiffableFailure.notFound("fromIndex") }
        guard sectionOfItem[destination] != nil else { DiffableFailure.notFound("toIndex") }
        removeItems([identifier])
        guard let path = indexPath(of: destination), let section = sectionOfItem[destination] else { return }
        itemsBySection[path.section].insert(identifier, at: path.item + (after ? 1 : 0))
        sectionOfItem[identifier] = section
    }

    /// Marks items whose cells the next apply asks for again (new cells, as `reloadRows`).
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        DiffableFailure.checkUnique(identifiers, kind: "item")
        for identifier in identifiers where sectionOfItem[identifier] == nil {
            DiffableFailure.raise(
                "Attempted to reload item identifier that does not exist in the snapshot: \(DiffableFailure.description(identifier))")
        }
        for identifier in identifiers where !reloadedItemIdentifiers.contains(identifier) { reloadedItemIdentifiers.append(identifier) }
    }

    /// Marks items whose existing cells the next apply configures again, in place (iOS 15).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        DiffableFailure.checkUnique(identifiers, kind: "item")
        for identifier in identifiers where sectionOfItem[identifier] == nil {
            DiffableFailure.raise(
                "Attempted to reconfigure item identifier that does not exist in the snapshot: \(DiffableFailure.description(identifier))")
        }
        for identifier in identifiers where !reconfiguredItemIdentifiers.contains(identifier) {
            reconfiguredItemIdentifiers.append(identifier)
        }
    }

    private mutating func removeItems(_ identifiers: [ItemIdentifierType]) {
        var gone: [Int: Set<ItemIdentifierType>] = [:]
        for identifier in identifiers {
            guard let section = sectionOfItem.removeValue(forKey: identifier), let index = sectionIndexes[section] else { continue }
            gone[index, default: []].insert(identifier)
        }
        for (index, items) in gone { itemsBySection[index].removeAll { items.contains($0) } }
    }

    // MARK: - Sections

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        DiffableFailure.checkUnique(identifiers, kind: "section")
        refuseExisting(identifiers)
        insertSections(identifiers, at: sections.count)
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, next: toIdentifier, after: false)
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, next: toIdentifier, after: true)
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], next destination: SectionIdentifierType, after: Bool) {
        DiffableFailure.checkUnique(identifiers, kind: "section")
        if identifiers.contains(destination) {
            DiffableFailure.raise(
                "Invalid update: destination for section operation [\(DiffableFailure.description(destination))] is in the inserted section list for update: \(Self.updateDescription("INS", destination, identifiers, destinationIsSection: false))"
            )
        }
        guard let index = sectionIndexes[destination] else { DiffableFailure.notFound("insertIndex") }
        refuseExisting(identifiers)
        insertSections(identifiers, at: index + (after ? 1 : 0))
    }

    /// UIKit refuses a section identifier the snapshot already has.
    private func refuseExisting(_ identifiers: [SectionIdentifierType]) {
        let existing = identifiers.filter { sectionIndexes[$0] != nil }
        guard !existing.isEmpty else { return }
        let count =
            existing.count == 1 ? "1 section identifier that already exists" : "\(existing.count) section identifiers that already exist"
        DiffableFailure.raise(
            "Diffable data source detected an attempt to insert or append \(count) in the snapshot. Identifiers in a snapshot must be unique. Section identifiers that already exist: \(DiffableFailure.arrayDescription(existing))"
        )
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        sections.insert(contentsOf: identifiers, at: index)
        itemsBySection.insert(contentsOf: identifiers.map { _ in [] }, at: index)
        indexSections()
    }

    /// Deletes sections with their items; identifiers the snapshot does not have are ignored.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers)
        for (index, section) in sections.enumerated() where doomed.contains(section) {
            for item in itemsBySection[index] { sectionOfItem[item] = nil }
        }
        let kept = sections.indices.filter { !doomed.contains(sections[$0]) }
        sections = kept.map { sections[$0] }
        itemsBySection = kept.map { itemsBySection[$0] }
        indexSections()
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, next: toIdentifier, after: false)
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, next: toIdentifier, after: true)
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, next destination: SectionIdentifierType, after: Bool) {
        if identifier == destination {
            DiffableFailure.raise(
                "Invalid update: destination for section move is the same as the source [\(DiffableFailure.description(destination))] for update: \(Self.updateDescription("MOV", destination, [identifier], destinationIsSection: false))."
            )
        }
        guard let from = sectionIndexes[identifier] else { DiffableFailure.notFound("fromSection") }
        guard sectionIndexes[destination] != nil else { DiffableFailure.notFound("toSection") }
        let items = itemsBySection.remove(at: from)
        sections.remove(at: from)
        indexSections()
        guard let to = sectionIndexes[destination] else { return }
        sections.insert(identifier, at: to + (after ? 1 : 0))
        itemsBySection.insert(items, at: to + (after ? 1 : 0))
        indexSections()
    }

    /// Marks sections whose every cell the next apply asks for again.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers where sectionIndexes[identifier] == nil {
            DiffableFailure.raise("Invalid section identifier for reload specified: \(DiffableFailure.description(identifier))")
        }
        for identifier in identifiers where !reloadedSectionIdentifiers.contains(identifier) {
            reloadedSectionIdentifiers.append(identifier)
        }
    }

    /// Replaces one section's items, keeping the section (what applying a section snapshot does).
    mutating func replaceItems(ofSection section: SectionIdentifierType, with identifiers: [ItemIdentifierType]) {
        if sectionIndexes[section] == nil { insertSections([section], at: sections.count) }
        guard let index = sectionIndexes[section] else { return }
        for item in itemsBySection[index] { sectionOfItem[item] = nil }
        itemsBySection[index] = []
        removeItems(identifiers)
        itemsBySection[index] = identifiers
        for identifier in identifiers { sectionOfItem[identifier] = section }
    }

    private mutating func indexSections() {
        sectionIndexes = Dictionary(uniqueKeysWithValues: sections.enumerated().map { ($1, $0) })
    }

    /// `<_UIDiffableDataSourceUpdate 0x…> - action: INS; …`: the update UIKit names in the reason.
    private static func updateDescription<Destination, Identifier>(
        _ action: String, _ destination: Destination, _ identifiers: [Identifier], destinationIsSection: Bool
    ) -> String {
        let list = identifiers.map { DiffableFailure.description($0) }.joined(separator: ",")
        return
            "<_UIDiffableDataSourceUpdate 0x600002d00000 - action: \(action); destinationIdentifier:\(DiffableFailure.description(destination)); destIsSection: \(destinationIsSection ? 1 : 0); identifiers: [\(list)]>"
    }
}

extension NSDiffableDataSourceSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
