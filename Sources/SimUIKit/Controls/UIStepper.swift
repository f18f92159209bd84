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

    nonisolated override class var storyboardAttributes: [String] {
        super.storyboardAttributes + ["value", "minimumValue", "maximumValue", "stepValue"]
    }

    override func decode(fromStoryboard element: ViewElement) {
        super.decode(fromStoryboard: element)
        minimumValue = element.double("minimumValue") ?? 0
        maximumValue = element.double("maximumValue") ?? 100
        stepValue = element.double("stepValue") ?? 1
        value = element.double("value") ?? 0
    }

    /// Its value; a tap presses the plus side while there is room to step (or it wraps).
    override func addToScreen(_ screen: inout ScreenBuilder) {
        let canStep = value + stepValue <= maximumValue || wraps
        screen.add(
            .stepper, ScreenBuilder.number(value), for: self, value: .number(value), enabled: isEnabled,
            taps: canStep ? [.advance] : [], tap: canStep ? { [weak self] in self?.simulateIncrement() } : nil)
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
