import Foundation

/// The items of one section as a tree (iOS 14): root items, each with children, each child
/// expanded or collapsed. A collection view shows the visible items: the roots, and the children
/// of expanded items whose own parents are visible (Apple, NSDiffableDataSourceSectionSnapshot:
/// "a section snapshot represents the data for a single section … and can express hierarchical
/// relationships between items"). Applied to a section with
/// `UICollectionViewDiffableDataSource.apply(_:to:animatingDifferences:completion:)`.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> {
    /// The items depth first, each with its level (0 for a root).
    private var nodes: [(item: ItemIdentifierType, level: Int)] = []
    private var positions: [ItemIdentifierType: Int] = [:]
    private var expanded = Set<ItemIdentifierType>()

    public init() {}

    // MARK: - What it holds

    /// Every item, depth first (a parent before its children).
    public var items: [ItemIdentifierType] { nodes.map(\.item) }

    /// The items of level 0.
    public var rootItems: [ItemIdentifierType] { nodes.filter { $0.level == 0 }.map(\.item) }

    /// The items a collection view shows: each item whose ancestors are all expanded.
    public var visibleItems: [ItemIdentifierType] {
        var visible: [ItemIdentifierType] = []
        var hiddenBelow = Int.max
        for node in nodes {
            if node.level > hiddenBelow { continue }
            hiddenBelow = expanded.contains(node.item) ? Int.max : node.level
            visible.append(node.item)
        }
        return visible
    }

    public func contains(_ item: ItemIdentifierType) -> Bool { positions[item] != nil }

    /// The item's index among all the items, depth first.
    public func index(of item: ItemIdentifierType) -> Int? { positions[item] }

    /// 0 for a root item, 1 for its child, and so on; UIKit raises for an item it does not have.
    public func level(of item: ItemIdentifierType) -> Int {
        nodes[position(of: item, role: "Item")].level
    }

    public func isExpanded(_ item: ItemIdentifierType) -> Bool {
        _ = position(of: item, role: "Item")
        return expanded.contains(item)
    }

    /// Whether the item is shown: every ancestor is expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        var current = item
        while let parent = parent(of: current) {
            if !expanded.contains(parent) { return false }
            current = parent
        }
        return contains(item)
    }

    /// The item's parent; nil for a root item. UIKit raises for an item it does not have.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? {
        let index = position(of: child, role: "Child item")
        let level = nodes[index].level
        guard level > 0 else { return nil }
        return nodes[..<index].last { $0.level == level - 1 }?.item
    }

    /// The subtree under a parent, its levels counted from the parent (included as the root when
    /// asked, else its children are the roots).
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<
        ItemIdentifierType
    > {
        let index = position(of: parent, role: "Parent item")
        let base = nodes[index].level + (includingParent ? 0 : 1)
        var result = Self()
        result.nodes = nodes[(includingParent ? index : index + 1)..<subtreeEnd(index)].map { ($0.item, $0.level - base) }
        result.expanded = expanded.filter { result.nodes.map(\.item).contains($0) }
        result.index()
        return result
    }

    // MARK: - Changes

    /// Appends items as roots, or as the last children of `parent`.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        var snapshot = Self()
        snapshot.nodes = items.map { ($0, 0) }
        append(snapshot, to: parent)
    }

    /// Appends another section snapshot's trees as roots, or under `parent`, with their expansion.
    public mutating func append(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to parent: ItemIdentifierType? = nil) {
        guard let parent else {
            splice(snapshot, at: nodes.count, level: 0)
            return
        }
        let index = position(of: parent, role: "Parent item")
        splice(snapshot, at: subtreeEnd(index), level: nodes[index].level + 1)
    }

    /// Inserts items before an item, at its level.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insert(Self.flat(items), before: item)
    }

    /// Inserts items after an item (and its children), at its level.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insert(Self.flat(items), after: item)
    }

    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, before item: ItemIdentifierType) {
        let index = position(of: item, role: "Item")
        splice(snapshot, at: index, level: nodes[index].level)
    }

    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, after item: ItemIdentifierType) {
        let index = position(of: item, role: "Item")
        splice(snapshot, at: subtreeEnd(index), level: nodes[index].level)
    }

    /// Deletes items with their children; items it does not have are ignored.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        var doomed = IndexSet()
        for item in items {
            guard let index = positions[item] else { continue }
            doomed.insert(integersIn: index..<subtreeEnd(index))
        }
        nodes = nodes.indices.filter { !doomed.contains($0) }.map { nodes[$0] }
        index()
        expanded = expanded.filter { positions[$0] != nil }
    }

    public mutating func deleteAll() {
        nodes = []
        positions = [:]
        expanded = []
    }

    /// Expands items (their children become visible when they are); items it does not have are
    /// ignored, as UIKit ignores them.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items where positions[item] != nil { expanded.insert(item) }
    }

    /// Collapses items (their children are hidden); items it does not have are ignored.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items { expanded.remove(item) }
    }

    /// Replaces a parent's children with another section snapshot's trees.
    public mutating func replace(
        childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    ) {
        let index = position(of: parent, role: "Parent item")
        delete(nodes[(index + 1)..<subtreeEnd(index)].filter { $0.level == nodes[index].level + 1 }.map(\.item))
        append(snapshot, to: parent)
    }

    // MARK: - The tree

    private static func flat(_ items: [ItemIdentifierType]) -> Self {
        var snapshot = Self()
        snapshot.nodes = items.map { ($0, 0) }
        return snapshot
    }

    /// Puts another snapshot's nodes at `index`, its roots at `level`. UIKit refuses an item named
    /// twice, or one this snapshot has already.
    private mutating func splice(_ snapshot: Self, at index: Int, level: Int) {
        let incoming = snapshot.nodes.map(\.item)
        DiffableFailure.checkUnique(incoming + incoming.filter { positions[$0] != nil }, kind: "item")
        nodes.insert(contentsOf: snapshot.nodes.map { ($0.item, $0.level + level) }, at: index)
        expanded.formUnion(snapshot.expanded)
        self.index()
    }

    /// The index past an item's last descendant.
    private func subtreeEnd(_ index: Int) -> Int {
        var end = index + 1
        while end < nodes.count, nodes[end].level > nodes[index].level { end += 1 }
        return end
    }

    /// Where an item is; UIKit raises "… identifier does not exist in section snapshot" for one it
    /// does not have.
    private func position(of item: ItemIdentifierType, role: String) -> Int {
        guard let index = positions[item] else {
            DiffableFailure.raise("\(role) identifier does not exist in section snapshot: \(DiffableFailure.description(item))")
        }
        return index
    }

    private mutating func index() {
        positions = Dictionary(uniqueKeysWithValues: nodes.enumerated().map { ($1.item, $0) })
    }
}

extension NSDiffableDataSourceSectionSnapshot: Sendable where ItemIdentifierType: Sendable {}
