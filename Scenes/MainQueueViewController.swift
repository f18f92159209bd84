import SimUIKit

/// Not part of the demo's screens: schedules work with `DispatchQueue.main.async` from
/// `viewDidLoad`, the way apps defer work to the next turn of the main run loop. vcnav's tests
/// use it (through a storyboard naming it) to check that such work runs in the app process.
final class MainQueueViewController: UIViewController {
    @Outlet var statusLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        statusLabel.text = "Scheduled"
        DispatchQueue.main.async {
            self.statusLabel.text = "Ran on the main queue"
        }
    }
}
