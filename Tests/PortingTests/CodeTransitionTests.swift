import Foundation
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

    @Test("the demo's own ways, read from Scenes/: the Storyboarded push, the creator closure, the factory, the pitfalls")
    func demo() throws {
        let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Scenes").standardized
        let files = try FileManager.default.contentsOfDirectory(atPath: scenes.path).filter { $0.hasSuffix(".swift") }.sorted()
        let sources = try files.map { (path: $0, text: try String(contentsOf: scenes.appendingPathComponent($0), encoding: .utf8)) }
        let index = SwiftCodeIndex(sources: sources)
        #expect(
            index.transitions.map(Self.summary) == [
                "31 push DogsViewController → DogDetailViewController [DogDetailViewController] · creatorClosure",
                // Creator not used: the storyboard's init(coder:); the cast-less result names no class.
                "22 push PitfallsViewController → ? [DogDetailViewController] · nothing",
                // Outlet before load: `detail.nameLabel.text = …` sets an outlet's property, no dependency.
                "31 push PitfallsViewController → DogDetailViewController [DogDetailViewController] · creatorClosure",
                "36 push PitfallsViewController → BirdsViewController [BirdsViewController] · nothing",
                "41 push PitfallsViewController → HamstersViewController [HamstersViewController] · nothing",
                // `modalPresentationStyle` is UIKit's, not a property the class declares.
                "51 present PitfallsViewController → ModalDemoViewController · initializer",
                "58 present PitfallsViewController → ModalDemoViewController · initializer",
                "62 push PitfallsViewController → LeakyViewController · nothing",
                "66 push PitfallsViewController → ViewInInitViewController · nothing",
                "22 push SelectionViewController → DogsViewController [DogsViewController] · nothing",
                // Through ProfileSceneFactory.makeProfileViewController(userID:).
                "28 push SelectionViewController → ProfileViewController · initializer",
            ])
    }
}
