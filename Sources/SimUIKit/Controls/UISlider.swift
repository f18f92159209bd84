import Foundation

/// A slider. Drawn as a bar; the simulated finger does not drag it (set `value` in code).
open class UISlider: UIControl {
    open var minimumValue: Float = 0
    open var maximumValue: Float = 1
    open var isContinuous = true
    private var storedValue: Float = 0
    /// The value, kept between the minimum and the maximum, as UIKit clamps it.
    open var value: Float {
        get { storedValue }
        set { storedValue = min(max(newValue, minimumValue), max(minimumValue, maximumValue)) }
    }
    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    /// Where the value sits between the minimum and the maximum (0 to 1).
    var fraction: Double {
        maximumValue > minimumValue ? Double((value - minimumValue) / (maximumValue - minimumValue)) : 0
    }

    nonisolated override class var storyboardAttributes: [String] {
        super.storyboardAttributes + ["value", "minValue", "maxValue"]
    }

    override func decode(fromStoryboard element: ViewElement) {
        super.decode(fromStoryboard: element)
        minimumValue = Float(element.double("minValue") ?? 0)
        maximumValue = Float(element.double("maxValue") ?? 1)
        value = Float(element.double("value") ?? 0)
    }

    /// A bar filled to the value's fraction; the finger does not drag it.
    override func addToScreen(_ screen: inout ScreenBuilder) {
        screen.add(.slider, ScreenBuilder.fraction(fraction), for: self, value: .fraction(fraction), enabled: isEnabled)
    }
}
