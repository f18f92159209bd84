import Foundation
import SimUIKit
import Testing
import TestSupport

/// A shopping list built in code, as an app's own test would drive it: a field to add items above
/// a table with a registered cell class, swipe-to-delete, an accessory button on the first row,
/// and an Edit button.
final class ShoppingListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate, UITextFieldDelegate {
    var items = ["Milk", "Eggs", "Bread"]
    var log: [String] = []
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    let tableView = UITableView(frame: CGRect(x: 0, y: 44, width: 390, height: 600), style: .plain)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shopping"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
        tableView.dataSource = self
        tableView.delegate = self
        navigationItem.rightBarButtonItem = editButtonItem
        field.placeholder = "New item"
        field.delegate = self
        view.addSubview(field)
        view.addSubview(tableView)
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        cell.accessoryType = indexPath.row == 0 ? .detailButton : .none
        return cell
    }

    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        log.append("commit \(items[indexPath.row])")
        items.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log.append("move \(items[sourceIndexPath.row])")
        items.insert(items.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("select \(items[indexPath.row])")
    }

    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        log.append("info \(items[indexPath.row])")
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        guard let text = textField.text, !text.isEmpty else { return false }
        items.append(text)
        log.append("add \(text)")
        tableView.insertRows(at: [IndexPath(row: items.count - 1, section: 0)], with: .automatic)
        textField.resignFirstResponder()
        return true
    }
}

/// SimulatedUser as an app's own tests use it: public, documented, each action as a finger does
/// it, and failures that say why in Swift's words.
@MainActor
@Suite("The simulated user", .engine)
struct SimulatedUserTests {
    static func shoppingList(_ h: Harness) -> (ShoppingListViewController, UIWindow) {
        let list = ShoppingListViewController()
        let window = h.show(UINavigationController(rootViewController: list))
        return (list, window)
    }

    static func rows(_ user: SimulatedUser) -> [String] { user.screen.elements.filter { $0.kind == .tableRow }.map(\.text) }

    @Test("rows: select, the accessory button (no selection), a swipe that deletes, editing mode's two taps")
    func rows() throws {
        let h = Harness(notAssertingBecause: "it checks the app's own log and the screen; the table's calls are the table tests' business")
        let (list, window) = Self.shoppingList(h)
        let user = SimulatedUser()
        try user.selectRow(1)
        try user.tapAccessoryButton(row: 0)
        #expect(list.log == ["select Eggs", "info Milk"])
        #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        try user.swipeToDelete(row: 2)
        #expect(Self.rows(user) == ["Milk", "Eggs"])
        try user.tap("Edit")
        #expect(list.isEditing && user.screen.elements.contains { $0.kind == .deleteControl && $0.text == "Delete Milk" })
        try user.deleteRow(0, by: .editingControls)
        #expect(list.log.suffix(2) == ["commit Bread", "commit Milk"] && Self.rows(user) == ["Eggs"])
        _ = window
    }

    @Test("editing mode: a row's reorder control moves it; outside editing mode there is none")
    func moveRow() throws {
        let h = Harness(notAssertingBecause: "it checks the app's own log and the screen")
        let (list, window) = Self.shoppingList(h)
        let user = SimulatedUser()
        #expect(throws: SimulatedUser.Failure(.notEditingToMove(IndexPath(row: 2, section: 0)))) {
            try user.moveRow(2, to: IndexPath(row: 0, section: 0))
        }
        try user.tap("Edit")
        #expect(throws: SimulatedUser.Failure(.noRow(.table, IndexPath(row: 3, section: 0), rows: 3))) {
            try user.moveRow(0, to: IndexPath(row: 3, section: 0))
        }
        try user.moveRow(2, to: IndexPath(row: 0, section: 0))
        #expect(list.log == ["move Bread"] && list.items == ["Bread", "Milk", "Eggs"] && Self.rows(user) == list.items)
        _ = window
    }

    @Test("date pickers: a date written as the screen shows it, the rest of the date kept; anything else says what it shows")
    func pickDates() throws {
        let h = Harness(notAssertingBecause: "it checks the pickers' dates")
        let form = UIViewController()
        let utc = TimeZone(identifier: "UTC")!
        let start = Date(timeIntervalSince1970: 1_796_047_500)  // 2026-11-30 14:05 UTC
        func picker(_ mode: UIDatePicker.Mode, _ id: String, y: Double) -> UIDatePicker {
            let picker = UIDatePicker(frame: CGRect(x: 0, y: y, width: 320, height: 44))
            picker.datePickerMode = mode
            picker.timeZone = utc
            picker.date = start
            picker.accessibilityIdentifier = id
            form.view.addSubview(picker)
            return picker
        }
        let day = picker(.date, "day", y: 100)
        let time = picker(.time, "time", y: 150)
        let timer = picker(.countDownTimer, "timer", y: 200)
        var changes = 0
        day.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        let label = UILabel(frame: CGRect(x: 0, y: 250, width: 320, height: 21))
        label.text = "Due"
        form.view.addSubview(label)
        let window = h.show(form)
        let user = SimulatedUser()
        try user.pick("2026-12-24")
        #expect(day.date == Date(timeIntervalSince1970: 1_798_121_100) && changes == 1)  // 2026-12-24 14:05 UTC
        try user.pick("09:30", in: .id("time"))
        #expect(time.date == Date(timeIntervalSince1970: 1_796_031_000))  // 2026-11-30 09:30 UTC
        try user.pick("1:30", in: .id("timer"))
        #expect(timer.countDownDuration == 5400)
        #expect(throws: SimulatedUser.Failure(.notADate("24/12/2026", shown: "2026-12-24"))) { try user.pick("24/12/2026", in: .id("day")) }
        #expect(throws: SimulatedUser.Failure(.notADatePicker(.text("Due"), .label))) { try user.pick("2026-12-24", in: .text("Due")) }
        _ = window
    }

    @Test("a row the user cannot act on: out of range, no accessory button, a swipe in editing mode, Delete not revealed")
    func rowFailures() throws {
        let h = Harness(notAssertingBecause: "it checks failures, which leave the app as it was")
        let (list, window) = Self.shoppingList(h)
        let user = SimulatedUser()
        #expect(throws: SimulatedUser.Failure(.noRow(.table, IndexPath(row: 7, section: 0), rows: 3))) { try user.selectRow(7) }
        #expect(
            throws: SimulatedUser.Failure(.noSection(.table, section: 1, sections: 1)),
            performing: { try user.swipeToDelete(row: 0, inSection: 1) })
        let noInfo = #expect(throws: SimulatedUser.Failure.self) { try user.tapAccessoryButton(row: 1) }
        #expect(
            noInfo?.description
                == "row 1 has no accessory button (its cell's accessoryType is not .detailButton or .detailDisclosureButton)")
        let notEditing = #expect(throws: SimulatedUser.Failure.self) { try user.tapDeleteControl(row: 0) }
        #expect(notEditing?.description == "the table is not in editing mode, so row 0 shows no delete control (tap the Edit button first)")
        list.setEditing(true, animated: false)
        user.settle()
        let swipe = #expect(throws: SimulatedUser.Failure.self) { try user.swipeToDelete(row: 1) }
        #expect(
            swipe?.description
                == "the table is in editing mode, where a swipe does nothing; tapDeleteControl(row: 1) reveals the row's Delete button")
        let hidden = #expect(throws: SimulatedUser.Failure.self) { try user.tapDeleteButton(row: 2) }
        #expect(hidden?.description == "row 2 shows no Delete button; tapDeleteControl(row: 2) reveals it")
        #expect(list.items == ["Milk", "Eggs", "Bread"] && list.log.isEmpty)
        _ = window
    }

    @Test("text and ids: the one match a tap does something to; several: the failure lists them; none: what is visible")
    func findingElements() throws {
        let h = Harness(notAssertingBecause: "it checks what the taps found; the trace is the lifecycle tests' business")
        let form = UIViewController()
        let first = UIButton(type: .system)
        first.setTitle("OK", for: .normal)
        first.accessibilityIdentifier = "first"
        let second = UIButton(type: .system)
        second.setTitle("OK", for: .normal)
        let off = UIButton(type: .system)
        off.setTitle("Off", for: .normal)
        off.isEnabled = false
        var tapped: [String] = []
        first.addAction(UIAction { _ in tapped.append("first") }, for: .touchUpInside)
        second.addAction(UIAction { _ in tapped.append("second") }, for: .touchUpInside)
        let label = UILabel()
        label.text = "Plain"
        for view in [first, second, off, label] { form.view.addSubview(view) }
        let window = h.show(form)
        let user = SimulatedUser()
        let ambiguous = #expect(throws: SimulatedUser.Failure.self) { try user.tap("OK") }
        #expect(
            ambiguous?.description
                == "\"OK\" matches 2 elements: button \"OK\" (index 0), button \"OK\" (index 1); say which with tap(\"OK\", index: N) or tap(id:)"
        )
        try user.tap("OK", index: 1)
        try user.tap(id: "first")
        #expect(tapped == ["second", "first"])
        #expect(throws: SimulatedUser.Failure(.disabled(.text("Off")))) { try user.tap("Off") }
        #expect(throws: SimulatedUser.Failure(.doesNothing(.text("Plain"), .label))) { try user.tap("Plain") }
        let missing = #expect(throws: SimulatedUser.Failure.self) { try user.tap("Cancel") }
        #expect(missing?.description == "nothing on screen matches \"Cancel\"; visible: \"OK\", \"OK\", \"Off\", \"Plain\"")
        _ = window
    }

    @Test("the keyboard: type into the field tapped last, Return for the field being edited; Return with the keyboard down fails")
    func keyboard() throws {
        let h = Harness(notAssertingBecause: "it checks the app's own log and the screen")
        let (list, window) = Self.shoppingList(h)
        let user = SimulatedUser()
        #expect(throws: SimulatedUser.Failure(.keyboardDown)) { try user.pressReturn() }
        try user.tap("New item")
        try user.type("Tea")
        try user.pressReturn()
        #expect(list.log == ["add Tea"] && Self.rows(user).last == "Tea" && !list.field.isFirstResponder)
        #expect(throws: SimulatedUser.Failure(.keyboardDown)) { try user.pressReturn() }
        _ = window
    }

    /// A form whose Return moves on to the next field, as forms do.
    final class TwoFieldsViewController: UIViewController, UITextFieldDelegate {
        let first = UITextField(frame: CGRect(x: 0, y: 100, width: 390, height: 44))
        let second = UITextField(frame: CGRect(x: 0, y: 150, width: 390, height: 44))

        override func viewDidLoad() {
            super.viewDidLoad()
            first.placeholder = "First"
            second.placeholder = "Second"
            first.delegate = self
            view.addSubview(first)
            view.addSubview(second)
        }

        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            second.becomeFirstResponder()
            return true
        }
    }

    @Test("the keyboard types into the first responder: after Return moves it on, typing goes to the next field")
    func typingFollowsTheFirstResponder() throws {
        let h = Harness(notAssertingBecause: "it checks the fields' texts")
        let form = TwoFieldsViewController()
        let window = h.show(form)
        let user = SimulatedUser()
        try user.tap("First")
        try user.type("Tea")
        try user.pressReturn()
        try user.type("Green")
        #expect(form.first.text == "Tea" && form.second.text == "Green" && form.second.isFirstResponder)
        _ = window
    }

    @Test("sheets: a swipe down dismisses one, the app may keep it, and a full-screen presentation cannot be swiped")
    func sheets() throws {
        let h = Harness(notAssertingBecause: "it checks what is presented; the presentation trace is the presentation tests' business")
        let root = UIViewController()
        let window = h.show(root)
        let user = SimulatedUser()
        #expect(throws: SimulatedUser.Failure(.nothingPresented)) { try user.swipeDown() }
        root.present(UIViewController(), animated: true)
        user.settle()
        #expect(try user.swipeDown())
        #expect(root.presentedViewController == nil)
        let kept = UIViewController()
        kept.isModalInPresentation = true
        root.present(kept, animated: true)
        user.settle()
        #expect(try !user.swipeDown())
        #expect(root.presentedViewController === kept)
        kept.dismiss(animated: false)
        user.settle()
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: false)
        user.settle()
        #expect(throws: SimulatedUser.Failure(.notSwipeable(cover.traceRef, .fullScreen))) { try user.swipeDown() }
        _ = window
    }

    @Test("tabs by title; the back button; no tab bar or back button: a failure naming what there is")
    func tabsAndBack() throws {
        let h = Harness(notAssertingBecause: "it checks the visible controller")
        let first = UIViewController()
        first.title = "First"
        let second = UIViewController()
        second.title = "Second"
        let tabs = UITabBarController()
        let navigation = UINavigationController(rootViewController: first)
        navigation.tabBarItem = UITabBarItem(title: "First", image: nil, tag: 0)
        tabs.viewControllers = [navigation, second]
        let window = h.show(tabs)
        let user = SimulatedUser()
        #expect(throws: SimulatedUser.Failure(.noBackButton)) { try user.tapBackButton() }
        #expect(throws: SimulatedUser.Failure(.noSuchTab("Third", tabs: ["First", "Second"]))) { try user.selectTab("Third") }
        try user.selectTab("Second")
        #expect(user.visibleViewController === second && tabs.selectedIndex == 1)
        try user.selectTab("First")
        first.navigationController?.pushViewController(UIViewController(), animated: false)
        user.settle()
        try user.tapBackButton()
        #expect(user.visibleViewController === first)
        _ = window
    }

    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
    }

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let scene = scene as? UIWindowScene else { return }
            window = UIWindow(windowScene: scene)
            window?.rootViewController = UINavigationController(rootViewController: ShoppingListViewController())
            window?.makeKeyAndVisible()
        }
    }

    @Test("the home screen and back: the scene delegate hears each step; twice in a row is a failure")
    func backgroundAndForeground() throws {
        let h = Harness()
        UIApplication.shared.launch(AppDescription(bundle: .main, delegate: AppDelegate(), sceneDelegate: SceneDelegate()))
        let user = SimulatedUser()
        user.settle()
        h.skip()
        #expect(throws: SimulatedUser.Failure(.notInBackground)) { try user.returnToForeground() }
        h.expect(["SceneDelegate#1.sceneWillResignActive(_:)", "SceneDelegate#1.sceneDidEnterBackground(_:)"]) {
            try? user.goToBackground()
        }
        #expect(throws: SimulatedUser.Failure(.notActive)) { try user.goToBackground() }
        h.expect(["SceneDelegate#1.sceneWillEnterForeground(_:)", "SceneDelegate#1.sceneDidBecomeActive(_:)"]) {
            try? user.returnToForeground()
        }
        #expect(UIApplication.shared.applicationState == .active && user.screen.title == "Shopping")
    }
}
