import Foundation
import Testing
import TestSupport

@testable import SimUIKit

/// The table's bookkeeping of row counts, behind UIKit's "Invalid update" exception: internal
/// state a test reads through `@testable` (the API tests cannot).
@MainActor
@Suite("Table view updates", .engine)
struct TableUpdateTests {
    @Test("updates that add up: the model first, then the rows, in a batch or alone; the completion comes later")
    func consistentUpdates() {
        let h = Harness(notAssertingBecause: "it checks the table's row bookkeeping; showing the table is the lifecycle tests' business")
        let rows = Rows(style: .plain)
        h.show(rows)
        #expect(rows.tableView.loadedRowCounts == [2])
        var done = false
        rows.tableView.performBatchUpdates({
            rows.items.remove(at: 0)
            rows.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            rows.items += ["Row 2", "Row 3"]
            rows.tableView.insertRows(at: [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)], with: .fade)
        }) { done = $0 }
        #expect(!done && rows.tableView.loadedRowCounts == [3])
        UIApplication.shared.runUntilIdle()
        #expect(done)
        #expect(h.screenTexts.contains("Row 3") && !h.screenTexts.contains("Row 0"))
        rows.items.append("Row 4")
        rows.tableView.reloadData()
        #expect(rows.tableView.loadedRowCounts == [4])
        // Another data source: the loaded counts are forgotten until the table's next layout.
        let other = Rows(style: .plain)
        rows.tableView.dataSource = other
        #expect(rows.tableView.loadedRowCounts == nil)
        rows.tableView.insertRows(at: [IndexPath(row: 5, section: 0)], with: .none)
        rows.tableView.layoutSubviews()
        #expect(rows.tableView.loadedRowCounts == [2])
    }

    @Test(
        "an update the data source does not match is UIKit's inconsistency, section by section",
        arguments: [
            // (before, after, inserted sections, deleted sections, inserted rows, deleted rows, reason's start)
            (
                [2], [2], [], [], [IndexPath(row: 2, section: 0)], [],
                "invalid number of rows in section 0. The number of rows contained in an existing section after the update (2) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
            ),
            ([1, 3], [0, 5, 3], [1], [], [], [IndexPath(row: 0, section: 0)], nil),
            ([1, 3], [5, 3], [0], [0], [], [], nil),
            ([1, 3], [1, 5, 3], [1], [], [], [], nil),
            (
                [1, 3], [1, 3, 4], [], [], [], [],
                "invalid number of sections. The number of sections contained in the table view after the update (3) must be equal to the number of sections contained in the table view before the update (2), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."
            ),
            (
                [1, 3], [1, 5, 2], [1], [], [], [],
                "invalid number of rows in section 2. The number of rows contained in an existing section after the update (2) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
            ),
        ] as [([Int], [Int], [Int], [Int], [IndexPath], [IndexPath], String?)])
    func inconsistencies(_ c: ([Int], [Int], [Int], [Int], [IndexPath], [IndexPath], String?)) {
        let update = TableUpdate(
            insertedRows: c.4, deletedRows: c.5, insertedSections: IndexSet(c.2), deletedSections: IndexSet(c.3))
        #expect(update.inconsistency(before: c.0, after: c.1) == c.6.map { "Invalid update: " + $0 })
    }

    @Test("absurd counts from a data source end in the exception's text, never an arithmetic trap")
    func absurdCounts() {
        let update = TableUpdate(insertedRows: [IndexPath(row: 0, section: 0)])
        #expect(update.inconsistency(before: [Int.max], after: [Int.max])?.contains("(1 inserted, 0 deleted)") == true)
        #expect(TableUpdate(insertedSections: IndexSet([0])).inconsistency(before: [], after: [1]) == nil)
    }

    @Test("a move between sections counts as out of one and into the other")
    func moves() {
        var update = TableUpdate()
        update.movedRows = [(IndexPath(row: 0, section: 0), IndexPath(row: 3, section: 1))]
        #expect(update.inconsistency(before: [2, 3], after: [1, 4]) == nil)
        #expect(
            update.inconsistency(before: [2, 3], after: [2, 4])?.contains(
                "(0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 1 moved out).")
                == true)
    }

}
