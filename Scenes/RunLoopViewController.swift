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
            .action("chain:", Self.chain),
            .action("block:", Self.block),
        ]
    }

    static let ping = Notification.Name("RunLoopViewController.ping")

    @Outlet var timerLabel: UILabel!
    @Outlet var performLabel: UILabel!
    @Outlet var mainLabel: UILabel!
    @Outlet var noticeLabel: UILabel!
    @Outlet var chainLabel: UILabel!

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

    /// Main-queue work that queues more, a timer that work schedules, and main-queue work that
    /// timer queues: all of it runs before the tap's action ends, as the main run loop goes on
    /// turning until it is idle.
    @IBAction func chain(_ sender: Any) {
        DispatchQueue.main.async {
            self.chainLabel.text = "Chain 1"
            DispatchQueue.main.async {
                self.chainLabel.text = "Chain 2"
                _ = Timer.scheduledTimer(withTimeInterval: 0, repeats: false) { _ in
                    DispatchQueue.main.async { self.chainLabel.text = "Chain 3: queue, queue, timer, queue" }
                }
            }
        }
    }

    /// A block for the main run loop itself (`RunLoop.perform`, CoreFoundation's
    /// `CFRunLoopPerformBlock`), which wakes nothing: the run loop's next turn runs it.
    @IBAction func block(_ sender: Any) {
        RunLoop.main.perform { MainActor.assumeIsolated { self.chainLabel.text = "Block ran" } }
    }

    func timerFired(_ timer: Timer) { timerLabel.text = "Timer fired: \(timer.userInfo ?? "")" }
    func performed(_ value: Any?) { performLabel.text = "Performed: \(value ?? "")" }
    func ranOnMain(_ value: Any?) { mainLabel.text = "Main: \(value ?? "")" }
    func noticed(_ notification: Notification) { noticeLabel.text = "Noticed \(notification.name.rawValue)" }
}
