import Foundation

/// The share sheet: presented as a sheet, it lists what is shared and offers only Close (no
/// activities exist here). Closing dismisses it, then calls `completionWithItemsHandler` with
/// no activity and `completed` false, as UIKit does when the user cancels.
open class UIActivityViewController: UIViewController {
    /// An activity's type (none are offered here; kept for `excludedActivityTypes`).
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let airDrop = ActivityType(rawValue: "com.apple.UIKit.activity.AirDrop")
        public static let copyToPasteboard = ActivityType(rawValue: "com.apple.UIKit.activity.CopyToPasteboard")
        public static let message = ActivityType(rawValue: "com.apple.UIKit.activity.Message")
        public static let mail = ActivityType(rawValue: "com.apple.UIKit.activity.Mail")
    }

    public typealias CompletionWithItemsHandler = (ActivityType?, Bool, [Any]?, Error?) -> Void

    public let activityItems: [Any]
    open var excludedActivityTypes: [ActivityType]?
    open var completionWithItemsHandler: CompletionWithItemsHandler?

    public init(activityItems: [Any], applicationActivities: [AnyObject]?) {
        self.activityItems = activityItems
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        activityItems = []
        super.init(coder: coder)
    }

    open override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        var y = 80.0
        for item in activityItems {
            let label = UILabel(frame: CGRect(x: 20, y: y, width: 353, height: 24))
            label.text = "\(item)"
            root.addSubview(label)
            y += 30
        }
        let close = UIButton(frame: CGRect(x: 20, y: y + 20, width: 353, height: 44))
        close.setTitle("Close", for: .normal)
        close.addAction(UIAction(title: "Close") { [weak self] _ in self?.close() }, for: .touchUpInside)
        root.addSubview(close)
        view = root
    }

    private func close() {
        let handler = completionWithItemsHandler
        presentingViewController?.dismiss(animated: true) { handler?(nil, false, nil, nil) }
    }
}
