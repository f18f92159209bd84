import Foundation

/// The row and section changes of one table update, checked as UIKit checks them.
struct TableUpdate {
    var insertedRows: [IndexPath] = []
    var deletedRows: [IndexPath] = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()

    /// UIKit's reason when the data source's counts after the update do not add up, else nil.
    /// Deletions use indexes before the update, insertions indexes after it.
    func inconsistency(before: [Int], after: [Int]) -> String? {
        let expectedSections = before.count &+ insertedSections.count &- deletedSections.count
        if after.count != expectedSections {
            return
                "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(after.count)) must be equal to the number of sections contained in the table view before the update (\(before.count)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted)."
        }
        for old in before.indices where !deletedSections.contains(old) {
            let new = newIndex(ofSection: old)
            guard after.indices.contains(new) else { continue }
            let inserted = insertedRows.filter { $0.section == new }.count
            let deleted = deletedRows.filter { $0.section == old }.count
            let movedIn = movedRows.filter { $0.to.section == new && $0.from.section != old }.count
            let movedOut = movedRows.filter { $0.from.section == old && $0.to.section != new }.count
            // Wrapping arithmetic: absurd counts from a data source end in the exception, never a trap.
            if after[new] != before[old] &+ inserted &- deleted &+ movedIn &- movedOut {
                return
                    "Invalid update: invalid number of rows in section \(new). The number of rows contained in an existing section after the update (\(after[new])) must be equal to the number of rows contained in that section before the update (\(before[old])), plus or minus the number of rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
            }
        }
        return nil
    }

    /// Where a surviving section ends up: deletions first, then insertions, as UIKit applies them.
    private func newIndex(ofSection old: Int) -> Int {
        var index = old - deletedSections.count(in: 0..<old)
        for inserted in insertedSections where inserted <= index { index += 1 }
        return index
    }
}
