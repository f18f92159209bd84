import UIKit

/// Every way this screen leaves is made in code: no segue in the storyboard says so.
final class HomeViewController: UIViewController {
    let factory = ScreenFactory()

    @IBAction func openProfile(_ sender: Any) {
        navigationController?.pushViewController(ProfileViewController(userID: "42"), animated: true)
    }

    @IBAction func openDetail(_ sender: Any) {
        let detail = storyboard!.instantiateViewController(identifier: "Detail") { coder in
            DetailViewController(coder: coder, item: "x")
        }
        show(detail, sender: self)
    }

    @IBAction func openSettings(_ sender: Any) {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let settings = storyboard.instantiateViewController(withIdentifier: "Settings") as! SettingsViewController
        settings.user = "me"
        present(settings, animated: true)
    }

    @IBAction func openHelp(_ sender: Any) {
        navigationController?.pushViewController(factory.makeHelp(topic: "x"), animated: true)
    }
}

/// A coordinator is no screen: what it pushes has no scene to leave from.
final class Coordinator {
    let navigationController = UINavigationController()
    func start() { navigationController.pushViewController(AboutViewController(), animated: false) }
}
