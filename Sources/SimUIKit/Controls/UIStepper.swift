import Foundation

/// A stepper. A tap on the simulated screen presses its plus side: the value goes up by
/// `stepValue` (wrapping to the minimum when `wraps`, else stopping at the maximum) and
/// `.valueChanged` is sent.
open class UIStepper: UIControl {
    open var minimumValue: Double = 0
    open var maximumValue: Double = 100
    open var stepValue: Double = 1
    open var wraps = false
    open var autorepeat = true
    open var isContinuous = true
    private var storedValue: Double = 0
    open var value: Double {
        get { storedValue }
        set { storedValue = min(max(newValue, minimumValue), max(minimumValue, maximumValue)) }
    }

    /// A finger on the plus side.
    public func simulateIncrement() {
        guard isEnabled else { return }
        let next = value + stepValue
        if next > maximumValue {
            guard wraps else { return }
            value = minimumValue
        } else {
            value = next
        }
        sendActions(for: .valueChanged)
    }
}
