import SimUIKit

/// Not part of the demo's screens: a controller whose `viewDidLoad` never returns, as an app does
/// when it blocks the main thread. vcnav's tests use it (through a storyboard naming it) to check
/// that a hung app is detected and killed.
final class BusyViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        var spins = 0
        while spins >= 0 { spins = (spins + 1) % 1_000_000 }
    }
}
