import Foundation
import Testing
import TestSupport

@testable import SimUIKit

/// NoteCell.xib's cell, with an outlet to its label.
final class NibNoteCell: UITableViewCell {
    @Outlet var titleLabel: UILabel!
    private(set) var awoke = 0

    override func awakeFromNib() {
        super.awakeFromNib()
        awoke += 1
    }
}

/// A list whose cells come from a nib registered for their reuse identifier (LoginProject's
/// lessons list, and most apps from before storyboard prototypes, register cells this way).
final class NibNotes: UITableViewController {
    let notes = ["Milk", "Eggs", "Bread"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UINib(nibName: "NoteCell", bundle: fixturesBundle), forCellReuseIdentifier: "Note")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath)
        (cell as? NibNoteCell)?.titleLabel.text = notes[indexPath.row]
        return cell
    }
}

@MainActor
@Suite("Cells from a registered nib", .engine)
struct NibCellTests {
    @Test("register(_:forCellReuseIdentifier:) with a nib: each new cell is the nib's cell, its outlets connected and awake")
    func registeredNib() throws {
        UIStoryboard.appModuleName = "SimUIKitTests"
        let h = Harness(notAssertingBecause: "checks the cells the nib makes, not the trace")
        let notes = NibNotes()
        h.show(notes)
        let cells = notes.tableView.visibleCells.compactMap { $0 as? NibNoteCell }
        #expect(cells.count == 3 && Set(cells.map(ObjectIdentifier.init)).count == 3)
        #expect(cells.map { $0.titleLabel.text } == ["Milk", "Eggs", "Bread"])
        #expect(cells.allSatisfy { $0.awoke == 1 && $0.reuseIdentifier == "Note" })
        #expect(h.screenTexts == ["Milk", "Eggs", "Bread"])
        // The last registration for an identifier wins: a class replaces the nib.
        notes.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Note")
        #expect(type(of: notes.tableView.dequeueReusableCell(withIdentifier: "Note")!) == UITableViewCell.self)
    }

    /// UIKit's texts as apps met them: github.com/tigerAndBull/TABAnimated/issues/60 (a nib with
    /// more than one object), issues/54 (a nib whose cell has another reuse identifier),
    /// github.com/wokalski/WCFastCell/issues/11 (a collection view's).
    @Test("a nib that holds anything but one cell ends the app with UIKit's exception")
    func invalidNib() async {
        let result = await #expect(processExitsWith: .signal(SIGABRT), observing: [\.standardErrorContent]) {
            await MainActor.run {
                let table = UITableView(frame: .zero, style: .plain)
                table.register(UINib(nibName: "TwoViews", bundle: fixturesBundle), forCellReuseIdentifier: "Two")
                _ = table.dequeueReusableCell(withIdentifier: "Two")
            }
        }
        #expect(
            CrashOutput.hasReason(
                CrashOutput.stderr(result), "NSInternalInconsistencyException",
                "invalid nib registered for identifier \\(Two\\) - nib must contain exactly one top level object which must be a UITableViewCell instance"
            ))
    }

    @Test("a nib whose cell names another reuse identifier ends the app with UIKit's exception")
    func mismatchedIdentifier() async {
        let result = await #expect(processExitsWith: .signal(SIGABRT), observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIStoryboard.appModuleName = "SimUIKitTests"
                let table = UITableView(frame: .zero, style: .plain)
                table.register(UINib(nibName: "NoteCell", bundle: fixturesBundle), forCellReuseIdentifier: "Notes")
                _ = table.dequeueReusableCell(withIdentifier: "Notes")
            }
        }
        #expect(
            CrashOutput.hasReason(
                CrashOutput.stderr(result), "NSInternalInconsistencyException",
                "cell reuse indentifier in nib \\(Note\\) does not match the identifier used to register the nib \\(Notes\\)"))
    }

    @Test("a collection's nib must hold one cell too")
    func invalidCollectionNib() async {
        let result = await #expect(processExitsWith: .signal(SIGABRT), observing: [\.standardErrorContent]) {
            await MainActor.run {
                let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                collection.register(UINib(nibName: "TwoViews", bundle: fixturesBundle), forCellWithReuseIdentifier: "cell")
                _ = collection.dequeueReusableCell(withReuseIdentifier: "cell", for: IndexPath(item: 0, section: 0))
            }
        }
        #expect(
            CrashOutput.hasReason(
                CrashOutput.stderr(result), "NSInternalInconsistencyException",
                "invalid nib registered for identifier \\(cell\\) - nib must contain exactly one top level object which must be a UICollectionReusableView instance"
            ))
    }
}
