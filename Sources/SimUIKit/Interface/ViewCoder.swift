import Foundation

/// The coder storyboard views are decoded with: it carries the view's storyboard element, which
/// `UIView.init(coder:)` hands to ``UIView/decode(fromStoryboard:)`` (each class reads its own
/// attributes). Keyed lookups find nothing: the element is the whole archive.
final class ViewCoder: NSCoder {
    let element: ViewElement?

    init(element: ViewElement?) {
        self.element = element
        super.init()
    }

    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { false }
    override func decodeObject(forKey key: String) -> Any? { nil }
}
