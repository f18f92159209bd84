import Foundation
import Testing
import TestSupport

@testable import SimUIKit

/// A picker view: made from its storyboard element by the class's name alone (no table in the
/// loader knows it), drawn as its selected rows, spun by a tap.
@MainActor
@Suite("Picker views", .engine)
struct PickerViewTests {
    /// Sizes and colours, the way a form's picker is usually fed.
    final class Order: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
        let rows = [["Small", "Medium", "Large"], ["Red", "Blue"]]
        var selections: [String] = []

        func numberOfComponents(in pickerView: UIPickerView) -> Int { rows.count }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows[component].count }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            rows[component][row]
        }
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
            selections.append("\(component):\(row)")
        }
    }

    @Test("a storyboard <pickerView> is a UIPickerView; an element naming no class here is a plain UIView")
    func fromStoryboard() throws {
        _ = Harness(notAssertingBecause: "it checks the views a storyboard builds; loading the scene is StoryboardRuntimeTests' business")
        let controller = UIStoryboard(name: "Pickers", bundle: fixturesBundle).instantiateInitialViewController()!
        let views = controller.view.subviews
        #expect(views.count == 2)
        #expect(type(of: views[0]) == UIPickerView.self)
        #expect(type(of: views[1]) == UIView.self)
        #expect(views[0].storyboardElementID == "Order-picker" && views[0].frame.minY == 100)
    }

    @Test("the selected row of each component on screen; a tap spins the first wheel and tells the delegate")
    func spin() throws {
        let h = Harness(
            notAssertingBecause: "it checks the picker on the screen and what a tap tells its delegate, which the trace does not show")
        let controller = UIStoryboard(name: "Pickers", bundle: fixturesBundle).instantiateInitialViewController()!
        let order = Order()
        let picker = try #require(controller.view.subviews.first as? UIPickerView)
        picker.dataSource = order
        picker.delegate = order
        picker.selectRow(1, inComponent: 1, animated: false)
        h.show(controller)
        let element = try #require(Screen.capture().model.elements.first)
        #expect(element.kind == .picker && element.text == "Small | Blue" && element.taps == [.advance])
        // Selecting in code tells no delegate, as in UIKit.
        #expect(order.selections.isEmpty)
        h.tap("Small | Blue")
        h.tap("Medium | Blue")
        h.tap("Large | Blue")
        #expect(order.selections == ["0:1", "0:2", "0:0"])
        #expect(h.screenTexts.first == "Small | Blue")
        #expect(picker.selectedRow(inComponent: 0) == 0 && picker.selectedRow(inComponent: 1) == 1)
    }

    @Test("no data source: nothing to spin; no title from the delegate: a question mark")
    func empty() throws {
        _ = Harness()
        let picker = UIPickerView(frame: .zero)
        #expect(picker.numberOfComponents == 0 && picker.selectedRow(inComponent: 0) == -1)
        let order = Order()
        picker.dataSource = order
        #expect(picker.displayText == "? | ?")
    }
}
