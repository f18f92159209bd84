import Foundation
import Testing

import TestSupport

@testable import SimUIKit

/// Appends to a log shared by a test and its controllers (deinit runs outside any test scope).
final class DeinitLog: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String] = []
    func append(_ entry: String) { lock.withLock { entries.append(entry) } }
    var lines: [String] { lock.withLock { entries } }
}

/// A controller written as UIKit code is: its own `deinit`, Auto Layout in `viewDidLoad`.
final class LaidOut: UIViewController {
    let log: DeinitLog
    let label = UILabel()
    let stack = UIStackView()

    init(log: DeinitLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        label.text = "Hello"
        label.font = .preferredFont(forTextStyle: .headline)
        label.textAlignment = .center
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.addArrangedSubview(label)
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            stack.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
        ])
    }

    deinit {
        log.append("LaidOut.deinit body")
    }
}

final class SendableBox: @unchecked Sendable {
    var value: AnyObject?
    init(_ value: AnyObject?) { self.value = value }
}

@MainActor
@Suite("UIKit source compatibility", .engine)
struct SourceCompatibilityTests {
    @Test("a subclass's own deinit runs, then the trace reports the deinit, at once")
    func subclassDeinit() {
        let h = Harness()
        let log = DeinitLog()
        do {
            let controller = LaidOut(log: log)
            controller.loadViewIfNeeded()
        }
        #expect(log.lines == ["LaidOut.deinit body"])
        #expect(h.recorder.lines.suffix(1) == ["LaidOut#1.deinit"])
    }

    @Test("the last release off the main actor still reports the deinit, on the main actor")
    func deinitOffTheMainActor() async {
        let h = Harness()
        let log = DeinitLog()
        let box = SendableBox(LaidOut(log: log))
        h.skip()
        await Task.detached { box.value = nil }.value
        #expect(log.lines == ["LaidOut.deinit body"])
        // The report was queued on the main actor by the deinit, before the detached task ended.
        var turns = 0
        while !h.recorder.lines.contains("LaidOut#1.deinit"), turns < 1_000 {
            await Task.yield()
            turns += 1
        }
        #expect(h.recorder.lines == ["LaidOut#1.deinit"])
    }

    @Test("constraints are made, activated on their first item's view, deactivated; never solved")
    func autoLayout() {
        _ = Harness()
        let controller = LaidOut(log: DeinitLog())
        controller.loadViewIfNeeded()
        let stack = controller.stack
        #expect(stack.constraints.count == 4)
        #expect(stack.constraints.allSatisfy { $0.isActive && $0.firstItem === stack })
        #expect(stack.constraints.compactMap { $0.secondItem as? UILayoutGuide }.allSatisfy { $0.owningView === controller.view })
        #expect(stack.constraints.map(\.constant) == [16, -16, 0, 44])
        #expect(stack.constraints.last?.relation == .greaterThanOrEqual)
        #expect(stack.constraints.last?.secondItem == nil)
        NSLayoutConstraint.deactivate(Array(stack.constraints.prefix(2)))
        #expect(stack.constraints.count == 2)

        let other = UIView()
        let width = other.widthAnchor.constraint(equalTo: stack.widthAnchor, multiplier: 0.5)
        width.priority = .defaultHigh
        #expect(!width.isActive && other.constraints.isEmpty)
        controller.view.addConstraint(width)
        #expect(width.isActive && controller.view.constraints.contains { $0 === width } && other.constraints.isEmpty)
        #expect(width.multiplier == 0.5 && width.priority == UILayoutPriority(750) && width.priority < .required)
        controller.view.removeConstraint(width)
        #expect(!width.isActive && controller.view.constraints.isEmpty)
        #expect(!stack.translatesAutoresizingMaskIntoConstraints && controller.label.translatesAutoresizingMaskIntoConstraints)
    }

    @Test("a stack view's arranged subviews: removing one keeps it a subview; removing it from the superview unarranges it")
    func stackView() {
        _ = Harness()
        let first = UILabel(), second = UILabel(), third = UIButton(type: .system)
        let stack = UIStackView(arrangedSubviews: [first, second])
        stack.insertArrangedSubview(third, at: 1)
        #expect(stack.arrangedSubviews == [first, third, second])
        #expect(stack.axis == .horizontal && stack.distribution == .fill)
        stack.removeArrangedSubview(first)
        #expect(stack.arrangedSubviews == [third, second])
        #expect(stack.subviews.contains(first))
        second.removeFromSuperview()
        #expect(stack.arrangedSubviews == [third])
        #expect(stack.viewWithTag(0) === stack)
        third.tag = 7
        #expect(stack.viewWithTag(7) === third)
    }

    @Test("an alert's text fields are on its screen, configured before it shows, and typed into")
    func alertTextFields() {
        let h = Harness()
        let root = UIViewController()
        h.show(root)
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        alert.addTextField { field in
            field.placeholder = "Name"
            field.text = "Rex"
        }
        var typed: String?
        alert.addAction(UIAlertAction(title: "OK", style: .default) { [unowned alert] _ in typed = alert.textFields?.first?.text })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        root.present(alert, animated: true)
        h.skip()
        #expect(h.screenTexts.contains("Rex"))
        alert.textFields?.first?.text = "Fido"
        h.tap("OK")
        #expect(typed == "Fido")
    }

    @Test("images, fonts, segments and navigation item settings are kept")
    func smallAPI() {
        _ = Harness()
        let image = UIImage(systemName: "pawprint")
        let imageView = UIImageView(image: image)
        #expect(imageView.imageName == "pawprint" && imageView.image == image)
        let item = UITabBarItem(title: "Dogs", image: image, selectedImage: UIImage(systemName: "pawprint.fill"))
        #expect(item.imageName == "pawprint" && item.selectedImage?.name == "pawprint.fill")
        let segments = UISegmentedControl(items: ["Dogs", "Cats"])
        #expect(segments.numberOfSegments == 2 && segments.selectedSegmentIndex == UISegmentedControl.noSegment)
        segments.insertSegment(withTitle: "Birds", at: 1, animated: false)
        #expect(segments.titleForSegment(at: 1) == "Birds")
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        let navigationItem = UINavigationItem(title: "Dogs")
        navigationItem.largeTitleDisplayMode = .never
        navigationItem.setRightBarButton(UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil), animated: false)
        #expect(navigationItem.largeTitleDisplayMode == .never && navigationItem.rightBarButtonItem != nil)
        let brand: UIColor? = UIColor(named: "Brand")
        #expect(brand?.withAlphaComponent(0.5).name == "Brand(alpha: 0.5)")
        let button = UIButton(type: .system)
        button.setTitle("Plain", for: .normal)
        button.setTitleColor(.systemBlue, for: .normal)
        #expect(button.currentTitle == "Plain" && button.titleColor(for: .disabled) == .systemBlue)
        button.configuration = .tinted()
        button.configuration?.title = "Tinted"
        #expect(button.currentTitle == "Tinted")
    }
}

/// A table of `items`, using content configurations.
final class Rows: UITableViewController {
    var items = ["Row 0", "Row 1"]
    var selected: [IndexPath] = []
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = items[indexPath.row]
        content.secondaryText = "detail"
        cell.contentConfiguration = content
        return cell
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
}

/// A delegate that logs what a text field asks and tells, and refuses any text containing "!".
final class FieldLog: UITextFieldDelegate {
    var lines: [String] = []
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { lines.append("shouldBegin \(textField.tag)"); return true }
    func textFieldDidBeginEditing(_ textField: UITextField) { lines.append("didBegin \(textField.tag)") }
    func textFieldDidEndEditing(_ textField: UITextField) { lines.append("didEnd \(textField.tag)") }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        lines.append("shouldChange \(textField.tag) \(range.location)+\(range.length) \(string)")
        return !string.contains("!")
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        lines.append("shouldReturn \(textField.tag)")
        textField.resignFirstResponder()
        return true
    }
}

final class FormViewController: UIViewController {
    let name = UITextField(), breed = UITextField()
    let fieldLog = FieldLog()
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        for (tag, field) in [(1, name), (2, breed)] {
            field.tag = tag
            field.placeholder = tag == 1 ? "Name" : "Breed"
            field.delegate = fieldLog
            field.addAction(UIAction { [unowned self] _ in events.append("changed \(tag)") }, for: .editingChanged)
            field.addAction(UIAction { [unowned self] _ in events.append("ended \(tag)") }, for: .editingDidEnd)
            view.addSubview(field)
        }
        let save = UIButton(configuration: .filled(), primaryAction: UIAction { [unowned self] _ in events.append("save") })
        save.configuration?.title = "Save"
        view.addSubview(save)
    }
}

@MainActor
@Suite("UIKit behaviours behind common API", .engine)
struct CommonAPIBehaviourTests {
    @Test("UIView.animate runs the animations at once and the completion on a later turn of the run loop")
    func animate() {
        _ = Harness()
        var order: [String] = []
        UIView.animate(
            withDuration: 0.3, animations: { order.append("animations") },
            completion: { finished in order.append("completion \(finished)") })
        order.append("after the call")
        #expect(order == ["animations", "after the call"])
        UIApplication.shared.runUntilIdle()
        #expect(order == ["animations", "after the call", "completion true"])
        UIView.animate(withDuration: 0.3) { order.append("no completion") }
        #expect(order.last == "no completion")
    }

    @Test("text fields: focus asks and tells the delegate; the next field takes over; typing can be refused; return resigns")
    func textFields() throws {
        let h = Harness()
        let form = FormViewController()
        h.show(form)
        let screen = Screen.capture()
        #expect(screen.tap(try #require(screen.indices(withText: "Name").first)))
        #expect(form.name.isFirstResponder && form.name.isEditing)
        #expect(screen.type("Breed?", into: try #require(screen.indices(withText: "Breed").first)))
        #expect(form.breed.isFirstResponder && !form.name.isFirstResponder)
        #expect(screen.type("Rex!", into: try #require(screen.indices(withText: "Name").first)))
        #expect(form.name.text == "")
        #expect(screen.type("Rex", into: try #require(screen.indices(withText: "Name").first)))
        #expect(form.name.text == "Rex")
        form.name.simulateReturnKey()
        #expect(!form.name.isFirstResponder)
        // The field taking over is asked first, then the editing one ends, then the new one
        // begins: UIKit's order (becomeFirstResponder asks, then the old first responder resigns).
        #expect(
            form.fieldLog.lines == [
                "shouldBegin 1", "didBegin 1",
                "shouldBegin 2", "didEnd 1", "didBegin 2", "shouldChange 2 0+0 Breed?",
                "shouldBegin 1", "didEnd 2", "didBegin 1", "shouldChange 1 0+0 Rex!",
                "shouldChange 1 0+0 Rex",
                "shouldReturn 1", "didEnd 1",
            ])
        #expect(form.events == ["ended 1", "changed 2", "ended 2", "changed 1", "ended 1"])
        form.breed.becomeFirstResponder()
        #expect(form.view.endEditing(true) && !form.breed.isFirstResponder)
        form.breed.becomeFirstResponder()
        form.breed.removeFromSuperview()
        #expect(!form.breed.isFirstResponder && form.fieldLog.lines.last == "didEnd 2")
        form.view.addSubview(form.breed)
        h.tap("Save")
        #expect(form.events.last == "save")
    }

    @Test(
        "the software keyboard: will-show when a field begins editing, did-show a turn later; it stays up across fields; it hides when editing ends"
    )
    func keyboard() throws {
        let h = Harness()
        let form = FormViewController()
        h.show(form)
        final class Box: @unchecked Sendable { var lines: [String] = [] }
        let box = Box()
        var tokens: [NSObjectProtocol] = []
        for name in [
            UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
            UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
        ] {
            tokens.append(
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                    let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
                    box.lines.append("\(note.name.rawValue) \(Int(end?.minY ?? -1))")
                })
        }
        defer { tokens.forEach(NotificationCenter.default.removeObserver) }
        form.name.becomeFirstResponder()
        #expect(box.lines == ["UIKeyboardWillShowNotification 516"])
        UIApplication.shared.runUntilIdle()
        form.breed.becomeFirstResponder()
        UIApplication.shared.runUntilIdle()
        #expect(box.lines == ["UIKeyboardWillShowNotification 516", "UIKeyboardDidShowNotification 516"])
        form.breed.simulateReturnKey()
        #expect(box.lines.last == "UIKeyboardWillHideNotification 852")
        UIApplication.shared.runUntilIdle()
        #expect(box.lines.last == "UIKeyboardDidHideNotification 852" && box.lines.count == 4)
    }

    @Test("a cell's content configuration is what the row shows; selecting a row in code tells no delegate")
    func tableContent() {
        let h = Harness()
        let rows = Rows(style: .insetGrouped)
        h.show(rows)
        #expect(h.screenTexts.contains("Row 0") && h.screenTexts.contains("Row 1"))
        rows.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        #expect(rows.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0) && rows.selected.isEmpty)
        h.tap("Row 0")
        #expect(rows.selected == [IndexPath(row: 0, section: 0)])
    }

    @Test("updates that add up: the model first, then the rows, in a batch or alone; the completion comes later")
    func consistentUpdates() {
        let h = Harness()
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

    @Test("a tap gesture on a label does nothing until the label takes touches, as in UIKit")
    func tapGestureOnLabel() {
        final class Profile: UIViewController {
            let avatar = UILabel()
            var taps = 0
            override class var ibActions: [IBActionBinding] {
                [
                    .action("avatarTapped:", Self.avatarTapped)
                ]
            }
            func avatarTapped(_ sender: Any) { taps += 1 }
            override func viewDidLoad() {
                super.viewDidLoad()
                avatar.text = "Avatar"
                avatar.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector("avatarTapped:")))
                view.addSubview(avatar)
            }
        }
        let h = Harness()
        let profile = Profile()
        h.show(profile)
        let screen = Screen.capture()
        let index = try! #require(screen.indices(withText: "Avatar").first)
        #expect(!screen.isTappable(index))
        #expect(!screen.tap(index) && profile.taps == 0)
        profile.avatar.isUserInteractionEnabled = true
        h.tap("Avatar")
        #expect(profile.taps == 1)
        profile.avatar.gestureRecognizers?.first?.isEnabled = false
        #expect(!Screen.capture().isTappable(index))
        #expect(UIView().isUserInteractionEnabled && !UIImageView().isUserInteractionEnabled)
    }

    @Test("a recognizer does not keep its target alive: a controller targeting itself deinits")
    func recognizerTargetIsWeak() {
        final class Tappable: UIViewController {
            override class var ibActions: [IBActionBinding] { [.action("tapped:", Self.tapped)] }
            func tapped(_ sender: Any) {}
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector("tapped:")))
            }
        }
        let h = Harness()
        weak var weakController: Tappable?
        do {
            let controller = Tappable()
            controller.loadViewIfNeeded()
            weakController = controller
        }
        #expect(weakController == nil)
        #expect(h.recorder.lines.last == "Tappable#1.deinit")
    }

    @Test("the share sheet is a sheet that lists its items; Close dismisses it, then reports a cancel")
    func shareSheet() {
        let h = Harness()
        let root = UIViewController()
        h.show(root)
        let share = UIActivityViewController(activityItems: ["Rex the dog"], applicationActivities: nil)
        var result: (UIActivityViewController.ActivityType?, Bool)?
        share.completionWithItemsHandler = { type, completed, _, _ in result = (type, completed) }
        root.present(share, animated: true)
        h.skip()
        #expect(share.modalPresentationStyle == .pageSheet)
        #expect(h.screenTexts.contains("Rex the dog"))
        h.tap("Close")
        #expect(root.presentedViewController == nil)
        #expect(result?.0 == nil && result?.1 == false)
    }

    @Test("an image bar button item shows its image's name; toolbars and the edge-swipe recognizer are kept")
    func barsAndToolbars() {
        let h = Harness()
        let root = UIViewController()
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "plus"), style: .plain, target: nil, action: nil)
        root.toolbarItems = [.flexibleSpace(), UIBarButtonItem(systemItem: .trash)]
        let navigation = UINavigationController(rootViewController: root)
        h.show(navigation)
        #expect(h.screenTexts.contains("plus"))
        #expect(navigation.isToolbarHidden)
        navigation.setToolbarHidden(false, animated: false)
        navigation.interactivePopGestureRecognizer?.isEnabled = false
        #expect(!navigation.isToolbarHidden && navigation.interactivePopGestureRecognizer?.isEnabled == false)
        #expect(root.toolbarItems?.count == 2)
    }

    @Test("traits: an iPhone in portrait; the style is the nearest override up the parents and presenters")
    func traits() {
        let h = Harness()
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        h.show(navigation)
        #expect(root.traitCollection.userInterfaceStyle == .light)
        #expect(root.traitCollection.horizontalSizeClass == .compact && root.traitCollection.userInterfaceIdiom == .phone)
        navigation.overrideUserInterfaceStyle = .dark
        let modal = UIViewController()
        root.present(modal, animated: false)
        h.skip()
        #expect(root.traitCollection.userInterfaceStyle == .dark && modal.traitCollection.userInterfaceStyle == .dark)
        let label = UILabel()
        modal.view.addSubview(label)
        #expect(label.traitCollection.userInterfaceStyle == .dark)
        modal.overrideUserInterfaceStyle = .light
        #expect(label.traitCollection.userInterfaceStyle == .light)
        #expect(label.safeAreaInsets.top == 59 && UIView().safeAreaInsets == .zero)
    }

    @Test("a column-style split view on an iPhone shows its secondary column over the primary; a compact column wins")
    func splitColumns() {
        let h = Harness()
        let split = UISplitViewController(style: .doubleColumn)
        let primary = UIViewController(), secondary = UIViewController(), compact = UIViewController()
        primary.title = "Primary"
        secondary.title = "Secondary"
        compact.title = "Compact"
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        #expect(split.viewController(for: .secondary) === secondary && split.isCollapsed)
        h.show(split)
        #expect(secondary.viewIfLoaded?.window != nil)
        #expect(primary.parent === split && secondary.parent === split)
        split.setViewController(compact, for: .compact)
        #expect(split.children == [primary, compact])
        #expect(secondary.parent == nil)
    }
}

@Suite("UIKit source compatibility: alert misuse crashes as on a device")
struct AlertMisuseCrashTests {
    @Test("a text field on an action sheet")
    func textFieldOnActionSheet() async {
        let result = await #expect(processExitsWith: .signal(SIGABRT), observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet).addTextField()
            }
        }
        #expect(
            CrashTests.hasReason(
                CrashTests.stderr(result), "NSInternalInconsistencyException",
                "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert"))
    }

    @Test("inserting a row before the model has it: UIKit's invalid update")
    func invalidTableUpdate() async {
        let result = await #expect(processExitsWith: .signal(SIGABRT), observing: [\.standardErrorContent]) {
            await MainActor.run {
                let rows = Rows(style: .plain)
                let window = UIWindow()
                window.rootViewController = rows
                window.makeKeyAndVisible()
                rows.tableView.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
                rows.items.append("too late")
            }
        }
        #expect(
            CrashTests.hasReason(
                CrashTests.stderr(result), "NSInternalInconsistencyException",
                "Invalid update: invalid number of rows in section 0\\. The number of rows contained in an existing section after the update \\(2\\) must be equal to the number of rows contained in that section before the update \\(2\\), plus or minus the number of rows inserted or deleted from that section \\(1 inserted, 0 deleted\\) and plus or minus the number of rows moved into or out of that section \\(0 moved in, 0 moved out\\)\\. Table view: <UITableView: 0x[0-9a-f]+>"
            ))
    }

    @Test("a second cancel action")
    func twoCancelActions() async {
        let result = await #expect(processExitsWith: .signal(SIGABRT), observing: [\.standardErrorContent]) {
            await MainActor.run {
                let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addAction(UIAlertAction(title: "Never mind", style: .cancel))
            }
        }
        #expect(
            CrashTests.hasReason(
                CrashTests.stderr(result), "NSInternalInconsistencyException",
                "UIAlertController can only have one action with a style of UIAlertActionStyleCancel"))
    }
}
