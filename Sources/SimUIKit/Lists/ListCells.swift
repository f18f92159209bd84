import Foundation

/// What a list reuses: a table or collection view cell.
@preconcurrency @MainActor
protocol ReusableCell: UIView {
    var reuseIdentifier: String? { get }
    func prepareForReuse()
}

extension UITableViewCell: ReusableCell {}
extension UITableViewHeaderFooterView: ReusableCell {}
extension UICollectionReusableView: ReusableCell {}

/// The cells a list (a table, a collection view) shows, by index path, and the cells waiting to
/// be reused, as UIKit keeps them: a cell stays the same object while its row is shown; a cell
/// that leaves the screen waits in its reuse identifier's queue until a dequeue hands it out
/// again, after `prepareForReuse()`.
///
/// The queues are first in, first out: reloading hands each row back the cell it had, which UIKit
/// does not promise but usually does.
@preconcurrency @MainActor
struct ListCells<Cell: ReusableCell> {
    /// The shown cells, by section then row.
    private(set) var sections: [[Cell]] = []
    private var queues: [String: [Cell]] = [:]
    /// The shown cell being configured again in place (`reconfigureRows`, `reconfigureItems`):
    /// dequeuing its reuse identifier hands it back, without `prepareForReuse()`.
    var reconfiguring: Cell?

    /// The cell shown at `indexPath`, if any.
    func cell(at indexPath: IndexPath) -> Cell? {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].indices.contains(indexPath.item) else {
            return nil
        }
        return sections[indexPath.section][indexPath.item]
    }

    /// Where `cell` is shown, if it is.
    func indexPath(of cell: UIView) -> IndexPath? {
        for (section, cells) in sections.enumerated() {
            if let row = cells.firstIndex(where: { $0 === cell }) { return IndexPath(item: row, section: section) }
        }
        return nil
    }

    /// Every shown cell, in order, with its index path.
    var shown: [(IndexPath, Cell)] {
        sections.enumerated().flatMap { section, cells in
            cells.enumerated().map { (IndexPath(item: $0.offset, section: section), $0.element) }
        }
    }

    /// Shows `sections` in place of what was shown; cells no longer shown wait for reuse.
    mutating func show(_ newSections: [[Cell]]) {
        let kept = Set(newSections.joined().map { ObjectIdentifier($0) })
        let gone = sections.joined().filter { !kept.contains(ObjectIdentifier($0)) }
        sections = newSections
        for cell in gone { enqueue(cell) }
    }

    /// Takes every shown cell off the screen, into its queue (a reload asks for all rows again).
    mutating func enqueueAll() {
        let all = sections.joined()
        sections = []
        for cell in all { enqueue(cell) }
    }

    /// A cell leaves the screen; it waits for reuse when it has a reuse identifier.
    private mutating func enqueue(_ cell: Cell) {
        cell.removeFromSuperview()
        guard let identifier = cell.reuseIdentifier else { return }
        queues[identifier, default: []].append(cell)
    }

    /// Shows `cell` at `indexPath` in place of the cell there, which waits for reuse.
    mutating func replace(at indexPath: IndexPath, with cell: Cell) {
        guard let old = self.cell(at: indexPath), old !== cell else { return }
        sections[indexPath.section][indexPath.item] = cell
        enqueue(old)
    }

    /// The cell being reconfigured when it has this identifier; else a waiting cell for
    /// `identifier`, prepared for reuse; nil when none waits.
    mutating func dequeue(_ identifier: String) -> Cell? {
        if let cell = reconfiguring, cell.reuseIdentifier == identifier {
            reconfiguring = nil
            return cell
        }
        guard var queue = queues[identifier], !queue.isEmpty else { return nil }
        let cell = queue.removeFirst()
        queues[identifier] = queue
        cell.prepareForReuse()
        return cell
    }
}
