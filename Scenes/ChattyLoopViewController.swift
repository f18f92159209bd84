import SimUIKit

/// Not part of the demo's screens: a controller whose `viewDidLoad` never returns and keeps the
/// trace busy all the while (each turn makes a controller, loads its view and drops it), as an app
/// stuck in a loop that logs. vcnav's tests use it (through a storyboard naming it) to check that
/// the watchdog measures progress, not chatter, and that the navigator can always be quit.
final class ChattyLoopViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        var turns = 0
        while turns >= 0 {
            let passing = UIViewController()
            passing.title = "turn \(turns)"
            _ = passing.view
            turns = (turns + 1) % 1_000_000
        }
    }
}
