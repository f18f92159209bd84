import Foundation
import TestSupport

@testable import SimUIKit

/// The classes Runtime.storyboard names (`customModule="SimUIKitTests"`).
final class HomeViewController: UIViewController {
    override class var ibActions: [IBActionBinding] {
        [
            .action("act:", Self.act),
            .unwind("unwindToHome:", Self.unwindToHome),
            .segueAction("makeDetail:sender:", Self.makeDetail),
            .segueAction("makeNothing:", Self.makeNothing),
            .segueAction("makeWithIdentifier:sender:segueIdentifier:", Self.makeWithIdentifier),
        ]
    }

    @Outlet var welcomeLabel: UILabel!
    @Inspectable var greeting: String?
    @Inspectable var count: Int = 0
    @Inspectable var flag: Bool = false
    var acted = 0

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        identifier != "guarded"
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        (segue.destination as? DetailViewController)?.item = segue.identifier
    }

    @IBAction func act(_ sender: Any) { acted += 1 }

    @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {}

    @IBSegueAction func makeDetail(_ coder: NSCoder, sender: Any?) -> DetailViewController? {
        DetailViewController(coder: coder, item: "made")
    }

    @IBSegueAction func makeNothing(_ coder: NSCoder) -> DetailViewController? { nil }

    @IBSegueAction func makeWithIdentifier(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> DetailViewController? {
        DetailViewController(coder: coder, item: segueIdentifier)
    }
}

final class DetailViewController: UIViewController {
    var item: String?

    init?(coder: NSCoder, item: String?) {
        self.item = item
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// A custom segue: it records that it performed, then pushes.
final class FadeSegue: UIStoryboardSegue {
    override func perform() {
        UIApplication.shared.log("FadeSegue.perform")
        source.navigationController?.pushViewController(destination, animated: false)
    }
}
