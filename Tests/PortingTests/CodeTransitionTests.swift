import Testing

@testable import Porting

/// The ways code takes to another screen, read from the sources before any run: UIKit's four
/// calls that show a controller (`pushViewController(_:animated:)`, `present(_:animated:)`,
/// `show(_:sender:)`, `showDetailViewController(_:sender:)`), the controller each shows, and
/// how it gets its dependencies: an initializer's arguments, a creator closure
/// (`instantiateViewController(identifier:creator:)`, iOS 13), properties set after it was made,
/// or nothing (a storyboard's `init(coder:)`, a bare `init()`).
@Suite("Code transitions")
struct CodeTransitionTests {
    static let home = """
        import UIKit
        final class HomeViewController: UIViewController {
            let factory = ScreenFactory()
            @IBAction func openProfile(_ sender: Any) {
                navigationController?.pushViewController(ProfileViewController(userID: "42"), animated: true)
            }
            func openDetail() {
                let detail = storyboard!.instantiateViewController(identifier: "Detail") { coder in
                    DetailViewController(coder: coder, item: "x")
                }
                show(detail, sender: self)
            }
            func openSettings() {
                let settings = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Settings") as! SettingsViewController
                settings.user = "me"
                present(settings, animated: true)
            }
            func openAbout() { self.present(AboutViewController(), animated: false) }
            func openHelp() { navigationController?.pushViewController(factory.makeHelp(topic: "x"), animated: true) }
            func openList() { showDetailViewController(ListViewController.instantiate(), sender: nil) }
            func present(message: String) {}
            func alert(_ text: String) { present(text, animated: true) }
        }
        """
    static let factory = """
        final class SettingsViewController: UIViewController {
            var user: String?
        }
        struct ScreenFactory {
            func makeHelp(topic: String) -> UIViewController {
                return HelpViewController(topic: topic)
            }
        }
        """

    /// `line call Source → Destination [Storyboard ID] · injections`.
    static func summary(_ transition: CodeTransition) -> String {
        let identifier = transition.storyboardIdentifier.map { " [\($0)]" } ?? ""
        let injections = transition.injections.map(\.rawValue).joined(separator: ", ")
        return "\(transition.location.line) \(transition.call.rawValue) \(transition.sourceClass) → "
            + "\(transition.destinationClass ?? "?")\(identifier) · \(injections.isEmpty ? "nothing" : injections)"
    }

    @Test("each call, its destination and how it gets its dependencies; a method named present and an unknown value are not ways")
    func found() throws {
        let index = SwiftCodeIndex(sources: [("Home.swift", Self.home), ("Factory.swift", Self.factory)])
        #expect(
            index.transitions.map(Self.summary) == [
                "5 push HomeViewController → ProfileViewController · initializer",
                "11 show HomeViewController → DetailViewController [Detail] · creatorClosure",
                "16 present HomeViewController → SettingsViewController [Settings] · afterInit",
                "18 present HomeViewController → AboutViewController · nothing",
                "19 push HomeViewController → HelpViewController · initializer",
                "20 showDetail HomeViewController → ListViewController [ListViewController] · nothing",
            ])
        let first = try #require(index.transitions.first)
        #expect(first.location.description == "Home.swift:5:31")
    }

    @Test("the demo's own ways: the Storyboarded push, the creator closure, the factory, the pitfalls")
    func demo() throws {
        let dogs = """
            final class DogsViewController: UIViewController, Storyboarded {
                func show(dog: String) {
                    let detail = Storyboard.Dogs.instance.instantiateViewController(identifier: "DogDetailViewController") { coder in
                        DogDetailViewController(coder: coder, dog: dog)
                    }
                    navigationController?.pushViewController(detail, animated: true)
                }
            }
            final class PitfallsViewController: UIViewController {
                @IBAction func creatorNotUsed(_ sender: Any) {
                    let detail = Storyboard.Dogs.instance.instantiateViewController(withIdentifier: "DogDetailViewController")
                    navigationController?.pushViewController(detail, animated: true)
                }
                @IBAction func outletBeforeLoad(_ sender: Any) {
                    let detail = Storyboard.Dogs.instance.instantiateViewController(identifier: "DogDetailViewController") { coder in
                        DogDetailViewController(coder: coder, dog: "Rex")
                    }
                    detail.nameLabel.text = "Rex"
                    navigationController?.pushViewController(detail, animated: true)
                }
                @IBAction func showSheet(_ sender: Any) {
                    let sheet = ModalDemoViewController(style: "Sheet")
                    sheet.modalPresentationStyle = .automatic
                    present(sheet, animated: true)
                }
            }
            final class ModalDemoViewController: UIViewController {
                private let style: String
            }
            """
        let index = SwiftCodeIndex(sources: [("Dogs.swift", dogs)])
        #expect(
            index.transitions.map(Self.summary) == [
                "6 push DogsViewController → DogDetailViewController [DogDetailViewController] · creatorClosure",
                "12 push PitfallsViewController → ? [DogDetailViewController] · nothing",
                // An outlet's property is not a dependency handed over: `detail.nameLabel.text`.
                "19 push PitfallsViewController → DogDetailViewController [DogDetailViewController] · creatorClosure",
                // A UIKit property set before presenting is no dependency: the class does not declare it.
                "24 present PitfallsViewController → ModalDemoViewController · initializer",
            ])
    }
}
