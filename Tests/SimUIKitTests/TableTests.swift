import Foundation
import Testing
import TestSupport

@testable import SimUIKit

/// Tables as UIKit runs them: cells made as UIKit makes them and reused, the table's view of its
/// rows agreeing with the screen, the finger's selection, accessories and editing.
@MainActor
@Suite("Tables: cells, reuse and selection", .engine)
struct TableTests {
    static func list(_ h: Harness) -> (CodeListViewController, UINavigationController) {
        let list = CodeListViewController(style: .plain)
        let navigation = UINavigationController(rootViewController: list)
        h.show(navigation)
        return (list, navigation)
    }

    static func rows() -> [ScreenElement] { Screen.capture().model.elements.filter { $0.kind == .tableRow } }

    @Test("a registered class is made with init(style:reuseIdentifier:), never init(coder:); its contentView is a real subview")
    func registeredCells() throws {
        let h = Harness(
            notAssertingBecause:
                "it checks the table's cells, rows and the delegate's own log; the appearance trace is the lifecycle tests' business")
        CodeBuiltCell.made = 0
        let (list, _) = Self.list(h)
        #expect(CodeBuiltCell.made == 3)
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? CodeBuiltCell)
        #expect(cell.reuseIdentifier == "Item" && cell.contentView.superview === cell && cell.badge.superview === cell.contentView)
        #expect(cell.textLabel?.superview === cell.contentView && cell.superview === list.tableView)
        // The subtitle style its initializer chose: text, the detail on the line under it, then
        // what the content view holds.
        let row = try #require(Self.rows().first { $0.text == "Bread" })
        #expect(row.detailText == nil)
        #expect(h.screenTexts == ["Apples", "row 0", "#0", "Bread", "row 1", "#1", "Cheese", "row 2", "#2"])
    }

    @Test("real reuse: a shown cell stays the same object; reloadData hands each row its cell back after prepareForReuse")
    func reuse() throws {
        let h = Harness(
            notAssertingBecause:
                "it checks the table's cells, rows and the delegate's own log; the appearance trace is the lifecycle tests' business")
        CodeBuiltCell.made = 0
        let (list, _) = Self.list(h)
        let before = list.tableView.visibleCells
        let requests = list.cellRequests
        // Looking at the screen, or at a cell, asks the data source nothing.
        _ = Screen.capture()
        _ = Screen.capture()
        #expect(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) === before[0])
        #expect(list.cellRequests == requests && list.tableView.cellForRow(at: IndexPath(row: 7, section: 0)) == nil)
        list.items = ["Apples", "Bread"]
        list.tableView.reloadData()
        // The reload waits for the next layout: until then the table shows what it showed.
        #expect(list.cellRequests == requests)
        UIApplication.shared.runUntilIdle()
        let after = list.tableView.visibleCells
        #expect(after.count == 2 && after[0] === before[0] && after[1] === before[1] && CodeBuiltCell.made == 3)
        #expect((after[0] as? CodeBuiltCell)?.reuses == 1)
        #expect(
            list.tableView.indexPath(for: before[2]) == nil && list.tableView.indexPath(for: before[1]) == IndexPath(row: 1, section: 0))
        // A row inserted later reuses the cell that left.
        list.items.append("Dates")
        list.tableView.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
        #expect(list.tableView.cellForRow(at: IndexPath(row: 2, section: 0)) === before[2] && CodeBuiltCell.made == 3)
        #expect(h.screenTexts.contains("Dates"))
    }

    @Test("a finger's selection in UIKit's order; indexPathForSelectedRow, the cells and the screen agree")
    func selection() throws {
        let h = Harness(
            notAssertingBecause:
                "it checks the table's cells, rows and the delegate's own log; the appearance trace is the lifecycle tests' business")
        let (list, _) = Self.list(h)
        h.tap("Apples")
        h.tap("Bread")
        #expect(
            list.log == [
                "willSelect Apples", "didSelect Apples", "willSelect Bread", "willDeselect Apples", "didDeselect Apples", "didSelect Bread",
            ])
        #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(Self.rows().map(\.isSelected) == [false, true, false])
        #expect(list.tableView.visibleCells.map(\.isSelected) == [false, true, false])
    }

    @Test("willSelectRowAt: nil refuses the selection, another index path redirects it")
    func willSelect() {
        let h = Harness(
            notAssertingBecause:
                "it checks the table's cells, rows and the delegate's own log; the appearance trace is the lifecycle tests' business")
        let (list, _) = Self.list(h)
        list.vetoed = ["Apples"]
        list.redirect = ["Bread": IndexPath(row: 2, section: 0)]
        h.tap("Apples")
        #expect(list.log == ["willSelect Apples"] && list.tableView.indexPathForSelectedRow == nil)
        h.tap("Bread")
        #expect(list.log.last == "didSelect Cheese" && list.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    }

    @Test("heightForRowAt 0 hides a row; indentationLevelForRowAt indents it on the screen")
    func heightsAndIndentation() {
        let h = Harness(
            notAssertingBecause:
                "it checks the table's cells, rows and the delegate's own log; the appearance trace is the lifecycle tests' business")
        let (list, _) = Self.list(h)
        list.hidden = ["Bread"]
        list.indented = ["Cheese": 2]
        list.tableView.reloadData()
        UIApplication.shared.runUntilIdle()
        let rows = Self.rows()
        #expect(rows.map(\.text) == ["Apples", "Cheese"] && rows.map(\.level) == [1, 3])
        #expect(list.tableView.visibleCells.count == 3 && list.tableView.visibleCells[2].indentationLevel == 2)
        // A level times an indentation width of 0 indents nothing (Xcode's template cell is so).
        list.tableView.visibleCells[2].indentationWidth = 0
        #expect(Self.rows().map(\.level) == [1, 1])
    }

    @Test("clearsSelectionOnViewWillAppear: the selection is gone when the table comes back, kept when false")
    func clearsSelectionOnViewWillAppear() {
        let h = Harness(
            notAssertingBecause:
                "it checks the table's cells, rows and the delegate's own log; the appearance trace is the lifecycle tests' business")
        let (list, navigation) = Self.list(h)
        for clears in [true, false] {
            list.clearsSelectionOnViewWillAppear = clears
            list.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
            navigation.pushViewController(UIViewController(), animated: true)
            UIApplication.shared.runUntilIdle()
            #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
            navigation.popViewController(animated: true)
            UIApplication.shared.runUntilIdle()
            #expect((list.tableView.indexPathForSelectedRow == nil) == clears)
            #expect(list.tableView.visibleCells[1].isSelected == !clears)
        }
    }
}

/// Standard cell styles and accessories, as UIKit makes and draws them.
@MainActor
@Suite("Tables: cell styles and accessories", .engine)
struct CellStyleTests {
    @Test("textLabel for every style, detailTextLabel for subtitle, value 1 and value 2, no imageView for value 2")
    func styles() {
        _ = Harness(
            notAssertingBecause:
                "it checks the table's cells, rows and the delegate's own log; the appearance trace is the lifecycle tests' business")
        let plain = UITableViewCell(style: .default, reuseIdentifier: nil)
        #expect(plain.textLabel != nil && plain.detailTextLabel == nil && plain.imageView != nil)
        for style in [UITableViewCell.CellStyle.subtitle, .value1, .value2] {
            let cell = UITableViewCell(style: style, reuseIdentifier: nil)
            #expect(cell.detailTextLabel != nil && cell.detailTextLabel?.superview === cell.contentView)
            #expect((cell.imageView == nil) == (style == .value2))
        }
        // A content configuration takes the standard subviews' place (UIKit's documentation of imageView).
        let configured = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        configured.textLabel?.text = "Old"
        var content = configured.defaultContentConfiguration()
        content.text = "New"
        configured.contentConfiguration = content
        #expect(configured.textLabel == nil && configured.displayText == "New")
    }

    @Test("accessories drawn as the cell sets them; the detail button is a tap target of its own")
    func accessories() throws {
        final class Accessories: UITableViewController {
            var tapped: [IndexPath] = []
            let kinds: [UITableViewCell.AccessoryType] = [.none, .disclosureIndicator, .checkmark, .detailButton, .detailDisclosureButton]
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { kinds.count }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = "Row \(indexPath.row)"
                cell.accessoryType = kinds[indexPath.row]
                return cell
            }
            override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
                tapped.append(indexPath)
            }
        }
        let h = Harness(
            notAssertingBecause:
                "it checks the table's cells, rows and the delegate's own log; the appearance trace is the lifecycle tests' business")
        let table = Accessories(style: .plain)
        h.show(table)
        let elements = Screen.capture().model.elements
        #expect(
            elements.filter { $0.kind == .tableRow }.map(\.accessory) == [
                nil, .disclosureIndicator, .checkmark, .detailButton, .detailDisclosureButton,
            ])
        let buttons = elements.indices.filter { elements[$0].kind == .accessoryButton }
        #expect(buttons.count == 2)
        Screen.capture().tap(buttons[1])
        #expect(table.tapped == [IndexPath(row: 4, section: 0)] && table.tableView.indexPathForSelectedRow == nil)
    }
}

/// Deleting and moving rows, by a swipe and in editing mode.
@MainActor
@Suite("Tables: editing", .engine)
struct TableEditingTests {
    @Test("a full swipe deletes: commit(.delete), the data source removes the row; a row that cannot be edited offers no swipe")
    func swipeToDelete() throws {
        let h = Harness(
            notAssertingBecause:
                "it checks the table's cells, rows and the delegate's own log; the appearance trace is the lifecycle tests' business")
        let (list, _) = TableTests.list(h)
        list.locked = ["Apples"]
        list.tableView.reloadData()
        UIApplication.shared.runUntilIdle()
        let screen = Screen.capture()
        let rows = screen.model.elements.indices.filter { screen.model.elements[$0].kind == .tableRow }
        #expect(screen.model.elements[rows[0]].swipeActions.isEmpty)
        #expect(screen.model.elements[rows[1]].swipeActions == [.delete(title: "Delete")])
        #expect(!screen.swipe(rows[0]))
        screen.swipe(rows[1])
        #expect(list.log == ["commit delete Bread"] && list.items == ["Apples", "Cheese"])
        #expect(TableTests.rows().map(\.text) == ["Apples", "Cheese"] && list.tableView.numberOfRows(inSection: 0) == 2)
    }

    @Test("editing mode: the Edit button, a delete control per editable row, the Delete button it reveals, commit")
    func editModeDelete() throws {
        let h = Harness(
            notAssertingBecause:
                "it checks the table's cells, rows and the delegate's own log; the appearance trace is the lifecycle tests' business")
        let (list, _) = TableTests.list(h)
        list.navigationItem.rightBarButtonItem = list.editButtonItem
        list.locked = ["Cheese"]
        h.tap("Edit")
        #expect(list.isEditing && list.tableView.isEditing && list.tableView.visibleCells.allSatisfy(\.isEditing))
        let controls = Screen.capture().model.elements.filter { $0.kind == .deleteControl }.map(\.text)
        #expect(controls == ["Delete Apples", "Delete Bread"])
        h.tap("Delete Bread")
        let confirmation = try #require(Screen.capture().model.elements.first { $0.kind == .deleteConfirmation })
        #expect(confirmation.text == "Delete" && confirmation.taps == [.delete(IndexPath(row: 1, section: 0))])
        #expect(list.log.isEmpty)
        h.tap("Delete")
        #expect(list.log == ["commit delete Bread"] && list.items == ["Apples", "Cheese"])
        h.tap("Done")
        #expect(!list.tableView.isEditing && Screen.capture().model.elements.allSatisfy { $0.kind != .deleteControl })
    }

    @Test("moving a row in editing mode: the table moves it, the data source follows; without moveRowAt nothing moves")
    func moveRows() throws {
        let h = Harness(
            notAssertingBecause:
                "it checks the table's cells, rows and the delegate's own log; the appearance trace is the lifecycle tests' business")
        let (list, _) = TableTests.list(h)
        let cheese = list.tableView.visibleCells[2]
        #expect(!list.tableView.simulateMoveRow(at: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 0)))
        list.setEditing(true, animated: false)
        #expect(list.tableView.simulateMoveRow(at: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 0)))
        #expect(list.items == ["Cheese", "Apples", "Bread"] && list.tableView.visibleCells[0] === cheese)
        #expect(TableTests.rows().map(\.text) == ["Cheese", "Apples", "Bread"])
        final class Fixed: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
        }
        let fixed = Fixed(style: .plain)
        h.show(fixed)
        fixed.setEditing(true, animated: false)
        #expect(!fixed.tableView.simulateMoveRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 0)))
    }
}

/// A form in a static table: the controls inside its cells on the screen and usable.
@MainActor
@Suite("Tables: controls in static cells", .engine)
struct StaticFormTests {
    static func form(_ h: Harness) -> TablesFormViewController {
        let form = UIStoryboard(name: "Tables", bundle: fixturesBundle).instantiateInitialViewController() as! TablesFormViewController
        h.show(UINavigationController(rootViewController: form))
        return form
    }

    @Test("text field, switch, stepper and button in cells: on the screen inside their rows, with actions, delegates and outlets")
    func controlsInCells() throws {
        let h = Harness(
            notAssertingBecause:
                "it checks the table's cells, rows and the delegate's own log; the appearance trace is the lifecycle tests' business")
        let form = Self.form(h)
        let kinds = Screen.capture().model.elements.map { "\($0.level) \($0.kind.rawValue) \($0.text)" }
        #expect(
            kinds == [
                "0 title New Event", "0 tableHeader Name", "1 tableRow ", "2 textField Required", "0 tableHeader Options",
                "1 tableRow Notify", "2 toggle on", "1 tableRow Guests", "2 stepper 2", "1 tableRow ", "2 button Reset",
                "0 tableHeader When",
                "1 tableRow Starts",
            ])
        h.tap("Required")
        Screen.capture().type("Party", into: 3)
        #expect(form.nameField.text == "Party" && form.nameField.isFirstResponder)
        // Return on the keyboard, through the screen: the field's primary action resigns it.
        #expect(Screen.capture().pressReturn(in: 3) && !form.nameField.isFirstResponder)
        #expect(!Screen.capture().pressReturn(in: 2))
        h.tap("on")
        h.tap("2")
        h.tap("Reset")
        #expect(form.events == ["began", "name Party", "notify false", "guests 3", "reset"])
        #expect(!form.notifySwitch.isOn && form.guestsStepper.value == 3)
    }

    @Test("a row made short clips the date picker below its label; tapping the row shows it, and it can be spun")
    func clippedDatePicker() throws {
        let h = Harness(
            notAssertingBecause:
                "it checks the table's cells, rows and the delegate's own log; the appearance trace is the lifecycle tests' business")
        let form = Self.form(h)
        form.datePicker.timeZone = TimeZone(identifier: "UTC")
        #expect(!h.screenTexts.contains("2025-12-06"))
        h.tap("Starts")
        #expect(form.showsPicker && h.screenTexts.contains("2025-12-06"))
        h.tap("2025-12-06")
        #expect(form.events == ["date"] && h.screenTexts.contains("2025-12-07"))
    }
}
