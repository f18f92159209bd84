import Foundation

/// An on/off switch.
open class UISwitch: UIControl {
    open var isOn = false
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    nonisolated override class var storyboardAttributes: [String] { super.storyboardAttributes + ["on"] }

    override func decode(fromStoryboard element: ViewElement) {
        super.decode(fromStoryboard: element)
        isOn = element.bool("on") ?? false
    }

    /// `on`/`off`; a tap flips it and sends `.valueChanged`.
    override func addToScreen(_ screen: inout ScreenBuilder) {
        screen.add(
            .toggle, isOn ? "on" : "off", for: self, enabled: isEnabled, selected: isOn, taps: [.toggle],
            tap: { [weak self] in self?.simulateToggle() })
    }

    /// A finger flipping the switch.
    public func simulateToggle() {
        isOn.toggle()
        sendActions(for: .valueChanged)
    }
}
