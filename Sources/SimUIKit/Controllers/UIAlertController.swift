import Foundation

/// An action of an alert: a title, a style and what a tap does.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// The styles of an alert's actions.
    public enum Style: Int, Sendable { case `default`, cancel, destructive }

    public let title: String?
    public let style: Style
    open var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?

    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}

/// An alert or action sheet. Presented like any controller (it covers nothing: the presenter gets
/// no appearance callbacks); tapping an action dismisses the alert, then runs the action's handler,
/// as UIKit does.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// Alert or action sheet.
    public enum Style: Int, Sendable { case actionSheet, alert }

    /// The alert's message.
    open var message: String?
    public let preferredStyle: Style
    public private(set) var actions: [UIAlertAction] = []

    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
        // UIKit presents alerts with its own transition over the presenter.
        modalPresentationStyle = .overFullScreen
    }

    public required init?(coder: NSCoder) {
        preferredStyle = .alert
        super.init(coder: coder)
    }

    /// The text fields added with `addTextField(configurationHandler:)` (alerts only).
    public private(set) var textFields: [UITextField]?
    /// The action the alert emphasises (kept).
    open var preferredAction: UIAlertAction?

    /// Adds an action (a button of the alert). A second `.cancel` action raises, as in UIKit.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            UIKitException.raise(
                .internalInconsistency, "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
        }
        actions.append(action)
    }

    /// Adds a text field, configured by `configurationHandler` at once. UIKit allows text fields
    /// on alerts only and raises for an action sheet. (This message and the one in `addAction`:
    /// UIAlertController.m's handleFailureInMethod, as decompiled in public repositories.)
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            UIKitException.raise(
                .internalInconsistency, "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
        }
        let field = UITextField(frame: .zero)
        textFields = (textFields ?? []) + [field]
        configurationHandler?(field)
    }

    open override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        var y = 300.0
        for text in [title, message].compactMap({ $0 }) {
            let label = UILabel(frame: CGRect(x: 40, y: y, width: 313, height: 24))
            label.text = text
            root.addSubview(label)
            y += 30
        }
        for field in textFields ?? [] {
            field.frame = CGRect(x: 40, y: y, width: 313, height: 34)
            root.addSubview(field)
            y += 40
        }
        for action in actions {
            let button = UIButton(frame: CGRect(x: 40, y: y, width: 313, height: 44))
            button.setTitle(action.title, for: .normal)
            button.isEnabled = action.isEnabled
            button.addAction(
                UIAction(title: action.title ?? "") { [weak self, action] _ in
                    self?.choose(action)
                }, for: .touchUpInside)
            root.addSubview(button)
            y += 50
        }
        view = root
    }

    private func choose(_ action: UIAlertAction) {
        Simulator.shared.emit(
            TraceEvent(kind: .action, subject: traceRef, name: "alert action", arguments: [ValueRenderer.quote(action.title ?? "")]))
        let presenter = presentingViewController
        presenter?.dismiss(animated: true) {
            action.handler?(action)
        }
    }
}
