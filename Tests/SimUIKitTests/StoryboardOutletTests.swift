import Foundation
import Testing
import TestSupport

@testable import SimUIKit

/// Outlets.storyboard loaded as UIKit loads a nib: every object of the scene made first, then every
/// object's outlets and actions, then `awakeFromNib()`; outlets belong to whatever object holds
/// them, and Interface Builder's attributes mean what they mean on a device.
@MainActor
@Suite("Storyboards: outlets, attributes, events", .engine)
struct StoryboardOutletTests {
    static func storyboard() -> UIStoryboard { UIStoryboard(name: "Outlets", bundle: fixturesBundle) }

    static func form(_ h: Harness) -> OutletsFormViewController {
        let form = storyboard().instantiateViewController(withIdentifier: "Form") as! OutletsFormViewController
        h.show(UINavigationController(rootViewController: form))
        return form
    }

    @Test(
        "outlets owned by views (a custom view's, a text field's and a picker's delegates), collections in the order written, top-level objects"
    )
    func outletsOfAnyObject() throws {
        let h = Harness(
            notAssertingBecause:
                "it checks what the storyboard load connected and what the screen offers; showing a scene is the lifecycle tests' business")
        let form = Self.form(h)
        // A custom view's own outlets: to its subview and to the scene's controller.
        #expect(form.badge.titleLabel.text == "New" && form.badge.owner === form)
        // Views' delegate and data source outlets to the controller.
        #expect(form.nameField.delegate === form)
        let picker = try #require(form.view.subviews.first { $0 is UIPickerView } as? UIPickerView)
        #expect(picker.dataSource === form && picker.delegate === form)
        #expect(h.screenTexts.contains("Tea"))
        // An outlet collection holds its objects in the order its connections are written.
        #expect(form.starButtons.map { $0.title(for: .normal) } == ["Three", "One", "Two"])
        // Of any element type: a label inside the view and one inside a top-level view.
        #expect(form.labels.map(\.text) == ["Off", "Overlay label"])
        // Top-level objects outside the view tree are made and connected, and stay out of it.
        #expect(form.overlay.subviews.first.map { ($0 as? UILabel)?.text } == "Overlay label")
        #expect(form.overlay.superview == nil && form.spareDatePicker.superview == nil)
        #expect(form.spareDatePicker.datePickerMode == .date)
        #expect(form.plainTap.view === form.view.viewWithTag(7))
    }

    @Test("awakeFromNib: after every outlet of the load is connected, before viewDidLoad")
    func awakeFromNibOfViews() {
        let h = Harness(
            notAssertingBecause:
                "it checks what the storyboard load connected and what the screen offers; showing a scene is the lifecycle tests' business")
        let form = Self.form(h)
        #expect(form.badge.awoke && form.badge.textAtAwake == "New")
        #expect(form.badgeAwakeWhenViewDidLoad)
    }

    @Test("an absent userInteractionEnabled means YES (IB writes only NO); tag and viewWithTag")
    func interfaceBuilderAttributes() throws {
        let h = Harness(
            notAssertingBecause:
                "it checks what the storyboard load connected and what the screen offers; showing a scene is the lifecycle tests' business")
        let form = Self.form(h)
        let plain = try #require(form.view.viewWithTag(7) as? UILabel)
        #expect(plain.text == "Plain" && plain.isUserInteractionEnabled)
        #expect(form.labels[0].isUserInteractionEnabled == false)
        // In code a label takes no touches until told to, as in UIKit.
        #expect(UILabel(frame: .zero).isUserInteractionEnabled == false)
        // So the plain label's recognizer fires, the other one's cannot.
        h.tap("Plain")
        h.tap("Off")
        #expect(form.events == ["tapped Plain"])
        #expect(form.view.viewWithTag(99) == nil && form.view.viewWithTag(0) === form.view)
    }

    @Test(
        "a button's other states from the storyboard (its selected image) on the screen; a control inside a view that takes no touches is not tappable"
    )
    func buttonStatesAndHitTesting() throws {
        let h = Harness(
            notAssertingBecause:
                "it checks what the storyboard load connected and what the screen offers; showing a scene is the lifecycle tests' business")
        let form = Self.form(h)
        let fav = try #require(form.view.subviews.first { $0.storyboardElementID == "Form-fav" } as? UIButton)
        #expect(Screen.capture().model.elements.first { $0.identifier == "Form-fav" }?.text == "heart")
        fav.isSelected = true
        let element = try #require(Screen.capture().model.elements.first { $0.identifier == "Form-fav" })
        #expect(element.text == "heart.fill" && element.isSelected)
        let locked = try #require(Screen.capture().model.elements.first { $0.text == "Locked" })
        #expect(locked.taps.isEmpty)
        h.tap("Locked")
        #expect(form.events.isEmpty)
    }

    @Test("control events as wired: editingDidEndOnExit only on Return, editingDidEnd on every end of editing, nothing for touch drags")
    func controlEventsAsWired() throws {
        let h = Harness(
            notAssertingBecause:
                "it checks what the storyboard load connected and what the screen offers; showing a scene is the lifecycle tests' business")
        let form = Self.form(h)
        let field = form.nameField!
        field.simulateTyping("Rex")
        field.endEditing(true)
        // Leaving the field another way is no Return: no editingDidEndOnExit, no primary action.
        #expect(form.events == ["editingDidEnd"])
        form.events = []
        field.simulateTyping("Rex")
        field.simulateReturnKey()
        // Return asks the delegate, then sends both events (their order is not documented: the
        // simulator's policy, see ReturnKeyTests); a field with a Did End On Exit action then resigns
        // by itself, ending editing ("Empty implementation gives the ability of dismissing keyboard
        // on tapping return", honghaoz/AutoKeyboardScrollView#5).
        #expect(form.events == ["textFieldShouldReturn", "primaryActionTriggered", "editingDidEndOnExit", "editingDidEnd"])
        #expect(!field.isFirstResponder)
        h.tap("One")
        #expect(form.events.last == "rate 1")
    }
}

/// Prototype cells of Outlets.storyboard's task list: each copy a nib of its own.
@MainActor
@Suite("Storyboards: prototype cells and relationship segue actions", .engine)
struct StoryboardCellTests {
    static func list(_ h: Harness) -> OutletsTaskListViewController {
        let list = StoryboardOutletTests.storyboard().instantiateViewController(withIdentifier: "List") as! OutletsTaskListViewController
        h.show(UINavigationController(rootViewController: list))
        return list
    }

    @Test("a prototype cell subclass: outlets to its subviews, awakeFromNib once per copy, its button's action to the cell itself")
    func prototypeCellSubclass() throws {
        let h = Harness(
            notAssertingBecause:
                "it checks what the storyboard load connected and what the screen offers; showing a scene is the lifecycle tests' business")
        let list = Self.list(h)
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? OutletsTaskCell)
        #expect(cell.titleLabel.text == "Feed" && cell.doneButton.title(for: .normal) == "Done")
        #expect(cell.awakeCount == 1 && cell.titleLabel.superview === cell.contentView && cell.contentView.superview === cell)
        // The button inside the cell is on the screen, after its row, and its action reaches the cell.
        let screen = Screen.capture()
        let rows = screen.model.elements.filter { $0.kind == .tableRow }.map(\.text)
        #expect(rows == ["Walk", "Feed", "About"])
        let buttons = screen.model.elements.indices.filter { screen.model.elements[$0].kind == .button }
        #expect(buttons.count == 2 && screen.model.elements[buttons[1]].level == 2)
        screen.tap(buttons[1])
        #expect(cell.done && list.tableView.indexPath(for: cell) == IndexPath(row: 1, section: 0))
    }

    @Test("a cell's selection segue fires from the row, its accessoryAction segue from the accessory button (which selects nothing)")
    func accessoryVersusSelectionSegues() throws {
        let h = Harness(
            notAssertingBecause:
                "it checks what the storyboard load connected and what the screen offers; showing a scene is the lifecycle tests' business")
        let list = Self.list(h)
        let elements = Screen.capture().model.elements
        let about = try #require(elements.firstIndex { $0.text == "About" })
        // A subtitle cell: its detail is the line under its title.
        #expect(elements[about].accessory == .detailDisclosureButton && elements[about].detailText == nil)
        #expect(elements[about + 1].kind == .label && elements[about + 1].text == "Version 1")
        #expect(elements[about].taps.first == .segue(identifier: "showItem", kind: "show"))
        let info = try #require(elements.first { $0.kind == .accessoryButton })
        #expect(info.taps == [.accessoryButton(IndexPath(row: 0, section: 1)), .segue(identifier: "showInfo", kind: "show")])
        h.tap("More Info")
        #expect(list.accessoryTaps == [IndexPath(row: 0, section: 1)] && list.prepared == ["showInfo"])
        #expect(list.tableView.indexPathForSelectedRow == nil)
        list.navigationController?.popViewController(animated: false)
        UIApplication.shared.runUntilIdle()
        h.tap("About")
        #expect(list.prepared == ["showInfo", "showItem"] && list.accessoryTaps.count == 1)
    }

    @Test(
        "with no segue under way (instantiated by identifier), a relationship's segue action is the container's own method"
    )
    func relationshipSegueAction() throws {
        _ = Harness(
            notAssertingBecause:
                "it checks what the storyboard load connected and what the screen offers; showing a scene is the lifecycle tests' business")
        let navigation = try #require(
            StoryboardOutletTests.storyboard().instantiateViewController(withIdentifier: "Nav") as? OutletsNavigationController)
        let root = try #require(navigation.viewControllers.first as? OutletsTaskListViewController)
        #expect(root.madeBy == "makeRoot:" && root.instantiation == .segueAction)
    }
}
