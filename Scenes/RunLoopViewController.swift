import SimUIKit

/// Not part of the demo's screens: a timer, a delayed perform, a main-thread perform and a
/// notification, each reaching its method by selector through `ibActions`, as ported UIKit code
/// does. vcnav's tests use it (through a storyboard naming it) to check that such work runs on the
/// app process's main run loop.
final class RunLoopViewController: UIViewController {
    override class var ibActions: [IBActionBinding] {
        [
            .action("post:", Self.post),
            .action("performMissing:", Self.performMissing),
            .action("timerFired:", Self.timerFired),
            .action("performed:", Self.performed),
            .action("ranOnMain:", Self.ranOnMain),
            .action("noticed:", Self.noticed),
        ]
    }

    static let ping = Notification.Name("RunLoopViewController.ping")

    @Outlet var timerLabel: UILabel!
    @Outlet var performLabel: UILabel!
    @Outlet var mainLabel: UILabel!
    @Outlet var noticeLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: Selector("noticed:"), name: Self.ping, object: nil)
        Timer.scheduledTimer(timeInterval: 0, target: self, selector: Selector("timerFired:"), userInfo: "tick", repeats: false)
        perform(Selector("performed:"), with: "later", afterDelay: 0)
        performSelector(onMainThread: Selector("ranOnMain:"), with: "queued", waitUntilDone: false)
        timerLabel.text = "Timer waiting"
        performLabel.text = "Perform waiting"
        mainLabel.text = "Main waiting"
    }

    @IBAction func post(_ sender: Any) {
        NotificationCenter.default.post(name: Self.ping, object: nil)
    }

    /// A selector built at run time, so no table can list it: the perform raises.
    @IBAction func performMissing(_ sender: Any) {
        perform(NSSelectorFromString(["missing", ":"].joined()), with: nil, afterDelay: 0)
    }

    func timerFired(_ timer: Timer) { timerLabel.text = "Timer fired: \(timer.userInfo ?? "")" }
    func performed(_ value: Any?) { performLabel.text = "Performed: \(value ?? "")" }
    func ranOnMain(_ value: Any?) { mainLabel.text = "Main: \(value ?? "")" }
    func noticed(_ notification: Notification) { noticeLabel.text = "Noticed \(notification.name.rawValue)" }
}
