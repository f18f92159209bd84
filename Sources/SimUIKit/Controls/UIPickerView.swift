import Foundation

/// Where a picker view gets its components and rows. Both methods are required, as in UIKit.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// What a picker view asks and tells its delegate. Every method is optional, as in UIKit.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
}

extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { 0 }
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 0 }
}

/// Spinning wheels of rows, one per component. The screen shows the selected row of each
/// component; a tap flicks the first wheel on by one row (to the first after the last), then
/// tells the delegate `pickerView(_:didSelectRow:inComponent:)`, as a finger's spin does.
/// `selectRow(_:inComponent:animated:)` in code tells no delegate, as in UIKit.
open class UIPickerView: UIView {
    /// Weak, as in UIKit.
    open weak var dataSource: UIPickerViewDataSource?
    /// Weak, as in UIKit.
    open weak var delegate: UIPickerViewDelegate?

    /// A storyboard outlet to one of its UIKit properties (`dataSource`, `delegate`).
    override func connectOutlet(_ key: String, to value: Any) -> Bool {
        switch key {
        case "dataSource": dataSource = StoryboardOutlets.value(value, as: UIPickerViewDataSource.self, for: key, of: self)
        case "delegate": delegate = StoryboardOutlets.value(value, as: UIPickerViewDelegate.self, for: key, of: self)
        default: return super.connectOutlet(key, to: value)
        }
        return true
    }
    /// The selected row of each component, by component (unset: row 0).
    private var selectedRows: [Int: Int] = [:]

    /// At most 100 components are read: a data source reporting more is not drawn beyond them.
    open var numberOfComponents: Int { min(max(0, dataSource?.numberOfComponents(in: self) ?? 0), 100) }

    open func numberOfRows(inComponent component: Int) -> Int {
        max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
    }

    /// The selected row of a component; -1 when it has no rows, as in UIKit.
    open func selectedRow(inComponent component: Int) -> Int {
        let rows = numberOfRows(inComponent: component)
        guard rows > 0 else { return -1 }
        return min(selectedRows[component] ?? 0, rows - 1)
    }

    /// Selects a row in code: no delegate call, as in UIKit.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        selectedRows[component] = max(0, row)
    }

    /// Rows are read whenever the screen is drawn; reloading keeps the selections.
    open func reloadAllComponents() {}
    open func reloadComponent(_ component: Int) {}

    /// A finger spinning the first wheel one row on.
    public func simulateSpin() {
        let rows = numberOfRows(inComponent: 0)
        guard rows > 0 else { return }
        let row = (selectedRow(inComponent: 0) + 1) % rows
        selectedRows[0] = row
        delegate?.pickerView(self, didSelectRow: row, inComponent: 0)
    }

    /// The selected row's title of each component, `A | B`; a row the delegate gives no title
    /// reads `?`.
    var displayText: String {
        (0..<numberOfComponents).map { component in
            let row = selectedRow(inComponent: component)
            guard row >= 0 else { return "" }
            return delegate?.pickerView(self, titleForRow: row, forComponent: component) ?? "?"
        }.joined(separator: " | ")
    }

    /// Its selection in a box; a tap spins the first wheel when it has rows.
    override func addToScreen(_ screen: inout ScreenBuilder) {
        let canSpin = numberOfComponents > 0 && numberOfRows(inComponent: 0) > 1
        screen.add(
            .picker, displayText, for: self, taps: canSpin ? [.advance] : [],
            tap: canSpin ? { [weak self] in self?.simulateSpin() } : nil)
    }

    /// A picker shows its own rows: the screen does not enter it.
    override var screenShowsSubviews: Bool { false }
}
