import UIKit

struct ScreenFactory {
    func makeHelp(topic: String) -> UIViewController {
        return HelpViewController(topic: topic)
    }
}

final class SettingsViewController: UIViewController {
    var user: String?
}
