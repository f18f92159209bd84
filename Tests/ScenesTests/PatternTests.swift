import Foundation
import Scenes
import SimUIKit
import Testing
import TestSupport

/// The demo's injection patterns, driven as a person would, with the exact trace each produces.
@MainActor
@Suite("Scenes: injection patterns", .engine)
struct PatternTests {
    /// A launched demo app, its launch trace already checked elsewhere.
    static func launched() -> Harness {
        let h = Harness(injections: true, layout: false)
        ScenesApp.launch()
        UIApplication.shared.runUntilIdle()
        h.skip()
        return h
    }

    @Test("launch: the main storyboard's navigation controller with Pets at its root")
    func launch() {
        let h = Harness(injections: true, layout: false)
        h.expect([
            "launch(\"Selection\")",
            "UINavigationController#1.init(coder:) [coder] initial view controller",
            "SelectionViewController#1.init(coder:) [coder] relationship rootViewController",
            "SelectionViewController#1.awakeFromNib()",
            "UINavigationController#1 setViewControllers([SelectionViewController#1], animated: false)",
            "SelectionViewController#1.willMove(toParent: UINavigationController#1)",
            "UINavigationController#1.awakeFromNib()",
            "makeKeyAndVisible(UINavigationController#1)",
            "UINavigationController#1.loadView()",
            "UINavigationController#1.viewDidLoad()",
            "UINavigationController#1.viewWillAppear(false)",
            "SelectionViewController#1.loadView()",
            "  SelectionViewController#1.titleLabel = UILabel  (outlet connected in loadView())",
            "SelectionViewController#1.viewDidLoad()",
            "SelectionViewController#1.viewWillAppear(false)",
            "UINavigationController#1.viewIsAppearing(false)",
            "SelectionViewController#1.viewIsAppearing(false)",
            "UINavigationController#1.viewDidAppear(false)",
            "SelectionViewController#1.viewDidAppear(false)",
            "SelectionViewController#1.didMove(toParent: UINavigationController#1)",
        ]) {
            ScenesApp.launch()
            UIApplication.shared.runUntilIdle()
        }
        #expect(h.screenTexts == ["Pets", "Pick a pet", "Dogs", "Cats", "Profile", "Pitfalls"])
    }

    @Test("Dogs: the Storyboarded protocol instantiates by Storyboard ID = class name")
    func dogs() {
        let h = Self.launched()
        h.expect([
            "SelectionViewController#1 action selectDog: sender: UIButton \"Dogs\"",
            "DogsViewController#1.init(coder:) [coder] identifier \"DogsViewController\"",
            "  DogsViewController#1.dogs = [\"Rex\", \"Fido\", \"Bella\"]  (at init)",
            "DogsViewController#1.awakeFromNib()",
            "UINavigationController#1 push(DogsViewController#1, animated: true)",
            "DogsViewController#1.willMove(toParent: UINavigationController#1)",
            "DogsViewController#1.loadView()",
            "  DogsViewController#1.tableView = UITableView  (outlet connected in loadView())",
            "DogsViewController#1.viewDidLoad()",
            "SelectionViewController#1.viewWillDisappear(true)",
            "DogsViewController#1.viewWillAppear(true)",
            "DogsViewController#1.viewIsAppearing(true)",
            "SelectionViewController#1.viewDidDisappear(true)",
            "DogsViewController#1.viewDidAppear(true)",
            "DogsViewController#1.didMove(toParent: UINavigationController#1)",
        ]) { h.tap("Dogs") }
        #expect(h.screenTexts == ["Pets", "Dogs", "Rex", "Fido", "Bella"])
    }

    @Test("Dog detail: the creator closure injects the dog at init")
    func dogDetail() {
        let h = Self.launched()
        h.tap("Dogs")
        h.skip()
        h.expect([
            "DogsViewController#1.tableView(_:didSelectRowAt: [0, 1])",
            "DogDetailViewController#1.init(coder:) [creator] identifier \"DogDetailViewController\"",
            "  DogDetailViewController#1.dog = \"Fido\"  (at init)",
            "DogDetailViewController#1.awakeFromNib()",
            "UINavigationController#1 push(DogDetailViewController#1, animated: true)",
            "DogDetailViewController#1.willMove(toParent: UINavigationController#1)",
            "DogDetailViewController#1.loadView()",
            "  DogDetailViewController#1.nameLabel = UILabel  (outlet connected in loadView())",
            "DogDetailViewController#1.viewDidLoad()",
            "DogsViewController#1.viewWillDisappear(true)",
            "DogDetailViewController#1.viewWillAppear(true)",
            "DogDetailViewController#1.viewIsAppearing(true)",
            "DogsViewController#1.viewDidDisappear(true)",
            "DogDetailViewController#1.viewDidAppear(true)",
            "DogDetailViewController#1.didMove(toParent: UINavigationController#1)",
        ]) { h.tap("Fido") }
        #expect(h.screenTexts == ["Dogs", "Fido", "Fido", "Injected by init?(coder:dog:)"])
        h.expect([
            "UINavigationController#1 pop(DogDetailViewController#1, animated: true)",
            "DogDetailViewController#1.willMove(toParent: nil)",
            "DogDetailViewController#1.viewWillDisappear(true)",
            "DogsViewController#1.viewWillAppear(true)",
            "DogsViewController#1.viewIsAppearing(true)",
            "DogDetailViewController#1.viewDidDisappear(true)",
            "DogsViewController#1.viewDidAppear(true)",
            "DogDetailViewController#1.didMove(toParent: nil)",
            "DogDetailViewController#1.deinit",
        ]) { h.tap("Dogs") }
    }

    @Test("Cats: prepare(for:sender:) sets cats after init and awakeFromNib: the half-built window")
    func cats() {
        let h = Self.launched()
        h.expect([
            "SelectionViewController#1.shouldPerformSegue(withIdentifier: \"showCats\", sender: UIButton \"Cats\")",
            "segue fire \"showCats\", show",
            "CatsViewController#1.init(coder:) [coder] segue \"showCats\"",
            "  CatsViewController#1.cats = nil  (at init)",
            "CatsViewController#1.awakeFromNib()",
            "  CatsViewController#1: still nil after awakeFromNib(): cats",
            "SelectionViewController#1.prepare(for: \"showCats\" → CatsViewController#1, sender: UIButton \"Cats\")",
            "  CatsViewController#1.cats = [\"Tom\", \"Luna\"]  (set by SelectionViewController#1.prepare(for:sender:))",
            "segue perform \"showCats\", show",
            "UINavigationController#1 push(CatsViewController#1, animated: true)",
            "CatsViewController#1.willMove(toParent: UINavigationController#1)",
            "CatsViewController#1.loadView()",
            "  CatsViewController#1.tableView = UITableView  (outlet connected in loadView())",
            "CatsViewController#1.viewDidLoad()",
            "SelectionViewController#1.viewWillDisappear(true)",
            "CatsViewController#1.viewWillAppear(true)",
            "CatsViewController#1.viewIsAppearing(true)",
            "SelectionViewController#1.viewDidDisappear(true)",
            "CatsViewController#1.viewDidAppear(true)",
            "CatsViewController#1.didMove(toParent: UINavigationController#1)",
        ]) { h.tap("Cats") }
        #expect(h.screenTexts == ["Pets", "Cats", "Tom", "Luna"])
    }

    @Test("Cat detail: an @IBSegueAction builds the destination; Done unwinds to Pets")
    func catDetailAndUnwind() {
        let h = Self.launched()
        h.tap("Cats")
        h.skip()
        h.expect([
            "CatsViewController#1.shouldPerformSegue(withIdentifier: \"showCat\", sender: UITableViewCell \"Luna\")",
            "segue fire \"showCat\", show",
            "CatDetailViewController#1.init(coder:) [segueAction] segue \"showCat\" via @IBSegueAction makeCatDetail:sender:",
            "  CatDetailViewController#1.cat = \"Luna\"  (at init)",
            "CatDetailViewController#1.awakeFromNib()",
            "CatsViewController#1.prepare(for: \"showCat\" → CatDetailViewController#1, sender: UITableViewCell \"Luna\")",
            "segue perform \"showCat\", show",
            "UINavigationController#1 push(CatDetailViewController#1, animated: true)",
            "CatDetailViewController#1.willMove(toParent: UINavigationController#1)",
            "CatDetailViewController#1.loadView()",
            "  CatDetailViewController#1.nameLabel = UILabel  (outlet connected in loadView())",
            "CatDetailViewController#1.viewDidLoad()",
            "CatsViewController#1.viewWillDisappear(true)",
            "CatDetailViewController#1.viewWillAppear(true)",
            "CatDetailViewController#1.viewIsAppearing(true)",
            "CatsViewController#1.viewDidDisappear(true)",
            "CatDetailViewController#1.viewDidAppear(true)",
            "CatDetailViewController#1.didMove(toParent: UINavigationController#1)",
        ]) { h.tap("Luna") }
        #expect(h.screenTexts == ["Cats", "Luna", "Luna", "Made by @IBSegueAction makeCatDetail", "Done"])
        h.expect([
            "segue unwind unwindToSelection:, SelectionViewController#1",
            "CatDetailViewController#1.prepare(for: segue → SelectionViewController#1, sender: UIButton \"Done\")",
            "SelectionViewController#1 action unwindToSelection: sender: UIStoryboardSegue(unwind)",
            "UINavigationController#1 popTo(SelectionViewController#1, animated: true)",
            "CatDetailViewController#1.willMove(toParent: nil)",
            "CatsViewController#1.willMove(toParent: nil)",
            "CatDetailViewController#1.viewWillDisappear(true)",
            "SelectionViewController#1.viewWillAppear(true)",
            "SelectionViewController#1.viewIsAppearing(true)",
            "CatDetailViewController#1.viewDidDisappear(true)",
            "SelectionViewController#1.viewDidAppear(true)",
            "CatDetailViewController#1.didMove(toParent: nil)",
            "CatsViewController#1.didMove(toParent: nil)",
            "CatDetailViewController#1.deinit",
            "CatsViewController#1.deinit",
        ]) { h.tap("Done") }
    }

    @Test("Profile: programmatic creation through a factory; its title is the user ID")
    func profile() {
        let h = Self.launched()
        h.expect([
            "SelectionViewController#1 action showProfile: sender: UIButton \"Profile\"",
            "ProfileViewController#1.init(nibName:bundle:) [programmatic]",
            "  ProfileViewController#1.userID = \"user-123\"  (at init)",
            "  ProfileViewController#1.apiClient = APIClient  (at init)",
            "UINavigationController#1 push(ProfileViewController#1, animated: true)",
            "ProfileViewController#1.willMove(toParent: UINavigationController#1)",
            "ProfileViewController#1.loadView()",
            "ProfileViewController#1.viewDidLoad()",
            "SelectionViewController#1.viewWillDisappear(true)",
            "ProfileViewController#1.viewWillAppear(true)",
            "ProfileViewController#1.viewIsAppearing(true)",
            "SelectionViewController#1.viewDidDisappear(true)",
            "ProfileViewController#1.viewDidAppear(true)",
            "ProfileViewController#1.didMove(toParent: UINavigationController#1)",
        ]) { h.tap("Profile") }
        #expect(h.screenTexts == ["Pets", "user-123", "Signed in as user-123"])
    }
}
