import Foundation

/// A gesture recognizer: targets and actions, fired when its gesture is recognized. On the
/// simulated screen a tap recognizer makes its view tappable; other gestures are kept.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// The states of a recognizer (kept; a simulated tap goes straight to `.ended`).
    public enum State: Int, Sendable { case possible, began, changed, ended, cancelled, failed }

    open var isEnabled = true
    open weak var delegate: UIGestureRecognizerDelegate?
    open var cancelsTouchesInView = true
    public internal(set) weak var view: UIView?
    public internal(set) var state: State = .possible
    /// Targets are not retained, as in UIKit (a controller targeting itself from its own view
    /// is no retain cycle).
    private var targets: [TargetAction] = []

    public init(target: Any?, action: Selector?) {
        super.init()
        if let action { addTargetObject(target as AnyObject?, action: action) }
    }

    /// A recognizer of this class as a storyboard makes it (no target yet: the scene's actions are
    /// added next). Each recognizer class returns one of its own.
    class func makeForStoryboard() -> UIGestureRecognizer { UIGestureRecognizer(target: nil, action: nil) }

    /// A storyboard outlet of the recognizer: its `delegate`.
    func connectOutlet(_ key: String, to value: Any) -> Bool {
        guard key == "delegate" else { return false }
        delegate = StoryboardOutlets.value(value, as: UIGestureRecognizerDelegate.self, for: key, of: self)
        return true
    }

    open func addTarget(_ target: Any, action: Selector) {
        addTargetObject(target as AnyObject?, action: action)
    }

    /// A target, or nil for the responder chain (a storyboard action to First Responder).
    func addTargetObject(_ target: AnyObject?, action: Selector) {
        targets.append(TargetAction(target, action))
    }

    open func removeTarget(_ target: Any?, action: Selector?) {
        targets.removeAll { $0.matches(target as AnyObject?, action) }
    }

    /// Whether the recognizer can fire now: enabled, attached, and its view and every view above
    /// it take touches. (A UILabel or UIImageView takes none until `isUserInteractionEnabled` is set:
    /// the classic reason a tap on a label does nothing.)
    public var canFire: Bool {
        guard isEnabled, let view else { return false }
        return view.receivesTouches
    }

    /// A finger performing the gesture: asks the delegate, then sends the actions.
    public func simulateRecognition() {
        guard canFire, delegate?.gestureRecognizerShouldBegin(self) ?? true else { return }
        state = .ended
        for entry in targets { entry.send(from: self) }
        state = .possible
    }
}

extension UIView {
    /// Attaches `gestureRecognizer` (removing it from its previous view).
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
        gestureRecognizer.view = self
    }

    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        gestureRecognizers?.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }

    /// The tap recognizer a finger on this view would fire, if any. As UIKit's hit-testing does:
    /// the touch goes to the deepest view that takes touches, and the recognizers of that view
    /// and of the views above it see it; the nearest one that can fire wins. A label that takes
    /// no touches is passed through to a recognizer on its container.
    var firableTapRecognizer: UITapGestureRecognizer? {
        var current: UIView? = self
        while let view = current {
            let own = view.gestureRecognizers?.lazy.compactMap { $0 as? UITapGestureRecognizer }.first { $0.canFire }
            if let own { return own }
            current = view.superview
        }
        return nil
    }
}
