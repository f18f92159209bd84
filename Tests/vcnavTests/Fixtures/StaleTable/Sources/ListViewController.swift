import SimUIKit

/// Its table was written before `share(sender:)` and `makeDetail(_:sender:)` were added.
final class ListViewController: UIViewController {
    override class var ibActions: [IBActionBinding] {
        [
            .action("save:", Self.save)
        ]
    }

    @IBAction func save(_ sender: Any) {}
}

extension ListViewController {
    @IBAction func share(sender: UIButton) {}

    @IBSegueAction func makeDetail(_ coder: NSCoder, sender: Any?) -> UIViewController? { nil }
}
