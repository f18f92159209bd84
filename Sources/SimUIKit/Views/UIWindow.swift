import Foundation

/// A window: nothing appears until it is in one that is visible.
open class UIWindow: UIView {
    public private(set) var isKeyWindow = false
    /// Whether `makeKeyAndVisible()` was called (and the window not hidden since).
    public private(set) var isVisible = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public convenience init() {
        self.init(frame: UIScreen.main.bounds)
    }

    /// A window of `windowScene`, the size of its screen (Xcode's scene template:
    /// `window = UIWindow(windowScene: windowScene)`).
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
    }

    /// The scene the window belongs to (weak, as in UIKit: the scene keeps its windows).
    open weak var windowScene: UIWindowScene?

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The root controller. Replacing it in a visible window makes the old one disappear and the
    /// new one appear, without animation.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            guard isVisible else { return }
            if let old = oldValue {
                old.beginAppearance(false, animated: false)
                old.storedView?.removeFromSuperview()
                old.endAppearance(false, animated: false)
                Simulator.shared.leakWatch.append(LeakCandidate(controller: old, ref: old.traceRef, event: "replaced as root"))
            }
            showRoot(deferringEnd: false)
        }
    }

    /// Makes the window key and visible: loads the root controller's view and runs its appearance
    /// callbacks (`viewWillAppear` through layout now; `viewDidAppear` on the main run loop).
    open func makeKeyAndVisible() {
        for window in Simulator.shared.windows { window.isKeyWindow = false }
        isKeyWindow = true
        if !Simulator.shared.windows.contains(where: { $0 === self }) { Simulator.shared.windows.append(self) }
        guard !isVisible else { return }
        isVisible = true
        Simulator.shared.emit(
            TraceEvent(
                kind: .operation, name: "makeKeyAndVisible",
                arguments: [rootViewController?.traceRef.description ?? "nil"]))
        showRoot(deferringEnd: true)
    }

    private func showRoot(deferringEnd: Bool) {
        guard let root = rootViewController else { return }
        root.loadViewIfNeeded()
        root.beginAppearance(true, animated: false)
        if let view = root.storedView {
            view.frame = bounds
            addSubview(view)
        }
        root.isAppearingPass(animated: false)
        root.layoutPass()
        if deferringEnd {
            Simulator.shared.runLoop.enqueue { [weak root] in root?.endAppearance(true, animated: false) }
        } else {
            root.endAppearance(true, animated: false)
        }
    }
}
