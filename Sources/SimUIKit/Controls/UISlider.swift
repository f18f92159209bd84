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
}
