import Foundation

/// What a view sets for assistive technologies, over its class's defaults (nil: the default).
struct AccessibilitySettings {
    var isElement: Bool?
    var label: String?
    var hint: String?
    var value: String?
    var traits: UIAccessibilityTraits?

    /// A storyboard's `<accessibility key="accessibilityConfiguration" label=… hint=…>` with its
    /// `<accessibilityTraits>` and `<bool key="isElement">`.
    mutating func decode(_ element: ViewElement) {
        if let label = element.accessibilityLabel { self.label = label }
        if let hint = element.accessibilityHint { self.hint = hint }
        if let traits = element.accessibilityTraits { self.traits = UIAccessibilityTraits(storyboardNames: traits) }
        if let isElement = element.isAccessibilityElement { self.isElement = isElement }
    }
}

extension UIView {
    /// How a view lays out its content in its bounds.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right, topLeft, topRight,
            bottomLeft, bottomRight

        /// Interface Builder's `contentMode` names (`scaleAspectFit`...).
        init?(storyboardName name: String) {
            let names: [String: ContentMode] = [
                "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill,
                "redraw": .redraw, "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right,
                "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
            ]
            guard let mode = names[name] else { return nil }
            self = mode
        }
    }
}
