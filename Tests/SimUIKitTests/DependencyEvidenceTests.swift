import Foundation
import Testing
import TestSupport

@testable import SimUIKit

/// The storyboard's root: made by the storyboard as part of its navigation controller, so no
/// app code could hand it anything between init and its appearance.
final class EvidenceRootViewController: UIViewController {
    var refreshTimer: Timer?
}

/// A form that code asks the storyboard for (`instantiateViewController(withIdentifier:)`), then
/// hands its record: `record` is a dependency; `draft` is state its own viewDidLoad sets;
/// `formatter` is a lazy var; `undoCount` is state the app declares.
final class EvidenceFormViewController: UIViewController {
    var record: String?
    var draft: String?
    var undoCount: Int?
    lazy var formatter: NumberFormatter = NumberFormatter()
    var edits: [String] = []

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        edits = ["opened"]
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        draft = record.map { "editing \($0)" } ?? "new"
    }
}

/// Made in code by its own initializer: a nil it was made with is the initializer's choice.
final class EvidenceMadeInCodeViewController: UIViewController {
    let record: String
    var selection: String?

    init(record: String) {
        self.record = record
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("made in code") }
}

/// A table's delegate that is not a controller.
final class RowWatcher: NSObject, UITableViewDelegate {}

/// "Still nil" only for dependencies, from what the run shows (the trace is the lesson's honest
/// narrator: a controller's own optional state, a lazy var, or what the app declares as state is
/// no missing dependency); and delegate calls name the object that receives them.
@MainActor
@Suite("Dependencies and state, as the run shows them", .engine)
struct DependencyEvidenceTests {
    static func storyboard() -> UIStoryboard {
        UIStoryboard(name: "Dependencies", bundle: fixturesBundle)
    }

    /// Launches Dependencies.storyboard as an app whose description declares `undoCount` state.
    static func launch() -> (Harness, UINavigationController) {
        let h = Harness(injections: true)
        UIStoryboard.appModuleName = "SimUIKitTests"
        var app = AppDescription(module: "SimUIKitTests", bundle: fixturesBundle, mainStoryboard: "Dependencies")
        app.stateProperties = ["EvidenceFormViewController.undoCount"]
        UIApplication.shared.launch(app)
        UIApplication.shared.runUntilIdle()
        h.skip()
        let navigation = UIApplication.shared.keyWindow?.rootViewController as? UINavigationController
        return (h, navigation ?? UINavigationController())
    }

    /// Asks the storyboard for a form, hands it `record` (as a caller does after
    /// `instantiateViewController`), pushes it and lets the push finish.
    static func openForm(_ record: String?, on navigation: UINavigationController) {
        let form = storyboard().instantiateViewController(withIdentifier: "Form") as! EvidenceFormViewController
        form.record = record
        navigation.pushViewController(form, animated: false)
        UIApplication.shared.runUntilIdle()
    }

    @Test("the storyboard's own root is made with nothing to await: its optional state is never reported still nil")
    func rootIsNotAwaited() {
        let h = Harness(injections: true)
        UIStoryboard.appModuleName = "SimUIKitTests"
        _ = UIApplication.shared.launch(mainStoryboard: "Dependencies", bundle: fixturesBundle)
        UIApplication.shared.runUntilIdle()
        #expect(h.recorder.lines.contains("  EvidenceRootViewController#1.refreshTimer = nil  (at init)"))
        #expect(!h.recorder.lines.contains { $0.contains("still nil") }, "\(h.recorder.lines)")
        h.stopAsserting(because: "the launch's whole trace is checked for one kind of line")
    }

    @Test("asked for by code, a form awaits what may come from outside; once the run shows its own code sets draft, only record is awaited")
    func evidenceNarrowsTheReport() {
        let (h, navigation) = Self.launch()
        Self.openForm("Milk", on: navigation)
        let first = h.recorder.lines
        _ = h.recorder.drain()
        // Nothing is known yet: whatever it needs must come from outside after init(coder:). The
        // lazy var and the declared state are never awaited.
        #expect(first.contains("  EvidenceFormViewController#1: still nil after awakeFromNib(): record, draft"), "\(first)")
        #expect(first.contains("  EvidenceFormViewController#1.record = \"Milk\"  (set after awakeFromNib())"), "\(first)")
        // Its own init?(coder:) set edits after super.init(coder:): its own doing, not an injection.
        #expect(first.contains("  EvidenceFormViewController#1.edits = [\"opened\"]  (set in init(coder:))"), "\(first)")
        #expect(first.contains("  EvidenceFormViewController#1.draft = \"editing Milk\"  (set in viewDidLoad())"), "\(first)")
        #expect(!first.contains { $0.contains("still nil after viewDidAppear") }, "\(first)")

        navigation.popViewController(animated: false)
        UIApplication.shared.runUntilIdle()
        _ = h.recorder.drain()
        // The caller forgets the record this time: it came from outside before, so it is a
        // dependency still missing when the form appears; draft is the form's own state.
        Self.openForm(nil, on: navigation)
        let second = h.recorder.lines
        _ = h.recorder.drain()
        #expect(second.contains("  EvidenceFormViewController#2: still nil after awakeFromNib(): record"), "\(second)")
        #expect(second.contains("  EvidenceFormViewController#2: still nil after viewDidAppear(false): record"), "\(second)")
        h.stopAsserting(because: "the two pushes' traces are checked for the lines that judge dependencies")
    }

    @Test("made in code by its own initializer, a controller's nil optional is its initializer's choice, not reported")
    func madeInCodeIsNotAwaited() {
        let h = Harness(injections: true)
        let navigation = UINavigationController(rootViewController: EvidenceMadeInCodeViewController(record: "Tea"))
        let window = h.show(navigation)
        #expect(h.recorder.lines.contains("  EvidenceMadeInCodeViewController#1.selection = nil  (at init)"))
        #expect(!h.recorder.lines.contains { $0.contains("still nil") }, "\(h.recorder.lines)")
        _ = window
        h.stopAsserting(because: "the trace is checked for one kind of line")
    }

    @Test("a delegate that is not a controller is named by its class and a number, the same object by the same name")
    func delegateIsNamed() {
        let h = Harness()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 600), style: .plain)
        let source = StaticRows(count: 3)
        table.dataSource = source
        let first = RowWatcher()
        let second = RowWatcher()
        table.delegate = first
        table.reloadData()
        h.expect(["RowWatcher#1.tableView(_:didSelectRowAt: [0, 0])"]) { table.simulateTap(onRowAt: IndexPath(row: 0, section: 0)) }
        table.delegate = second
        // The previous row is deselected first (single selection), told to the delegate now set.
        h.expect(["RowWatcher#2.tableView(_:didDeselectRowAt: [0, 0])", "RowWatcher#2.tableView(_:didSelectRowAt: [0, 1])"]) {
            table.simulateTap(onRowAt: IndexPath(row: 1, section: 0))
        }
        table.delegate = first
        h.expect(["RowWatcher#1.tableView(_:didDeselectRowAt: [0, 1])", "RowWatcher#1.tableView(_:didSelectRowAt: [0, 2])"]) {
            table.simulateTap(onRowAt: IndexPath(row: 2, section: 0))
        }
        withExtendedLifetime((source, first, second)) {}
    }

    @Test("a delegate reached through its owner is named after the call")
    func ownersDelegateIsNamed() {
        let h = Harness()
        let watcher = NavigationWatcher()
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.delegate = watcher
        let window = h.show(navigation)
        #expect(
            h.recorder.lines.contains(
                "UINavigationController#1.delegate.navigationController(_:didShow: UIViewController#1, animated: false) → NavigationWatcher#1"
            ),
            "\(h.recorder.lines)")
        withExtendedLifetime((watcher, window)) {}
        h.stopAsserting(because: "the launch's trace is checked for the delegate's line")
    }
}

/// A navigation controller's delegate that is not a controller.
final class NavigationWatcher: NSObject, UINavigationControllerDelegate {}

/// Rows "0", "1", "2"… in one section.
final class StaticRows: NSObject, UITableViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = String(indexPath.row)
        return cell
    }
}
