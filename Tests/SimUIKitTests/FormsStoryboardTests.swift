import Foundation
import Testing
import TestSupport

@testable import SimUIKit

/// The Forms storyboard's list: a navigation controller that shows its toolbar, with the list's
/// toolbar items.
final class FormsListViewController: UIViewController {
    var composed = 0
    override class var ibActions: [IBActionBinding] { [.action("compose:", Self.compose)] }
    func compose(_ sender: Any) { composed += 1 }
}

final class FormsDetailViewController: UIViewController {}

/// The Forms storyboard's editor: Cancel replaces the back button; a text field sends its
/// primary action on Return; a toolbar in the view.
final class FormsEditViewController: UIViewController {
    @Outlet var nameField: UITextField!
    var events: [String] = []
    override class var ibActions: [IBActionBinding] {
        [
            .action("cancel:", Self.cancel), .action("returnPressed:", Self.returnPressed), .action("bold:", Self.bold),
        ]
    }
    func cancel(_ sender: Any) {
        events.append("cancel")
        navigationController?.popViewController(animated: true)
    }
    func returnPressed(_ sender: Any) {
        events.append("returnPressed")
        nameField.resignFirstResponder()
    }
    func bold(_ sender: Any) { events.append("bold") }
}

/// A rating control written as Apple's FoodTracker tutorial writes it: a stack view subclass whose
/// `required init(coder:)` is not failable (as UIKit declares UIStackView's), loading its images with
/// `UIImage(named:in:compatibleWith:)` and its own trait collection.
final class FormsRatingControl: UIStackView {
    private(set) var ratingButtons: [UIButton] = []
    private(set) var woke = false
    var rating = 0 {
        didSet { updateButtonSelectionStates() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        setupButtons()
    }

    required init(coder: NSCoder) {
        super.init(coder: coder)
        setupButtons()
    }

    override class var ibActions: [IBActionBinding] { [.action("ratingButtonTapped:", Self.ratingButtonTapped)] }

    override func awakeFromNib() {
        super.awakeFromNib()
        woke = true
    }

    func ratingButtonTapped(_ button: UIButton) {
        guard let index = ratingButtons.firstIndex(of: button) else { fatalError("not a rating button: \(button)") }
        rating = index + 1 == rating ? 0 : index + 1
    }

    private func setupButtons() {
        let bundle = Bundle(for: type(of: self))
        let filledStar = UIImage(named: "filledStar", in: bundle, compatibleWith: traitCollection)
        let emptyStar = UIImage(named: "emptyStar", in: bundle, compatibleWith: traitCollection)
        for index in 0..<3 {
            let button = UIButton()
            button.setImage(emptyStar, for: .normal)
            button.setImage(filledStar, for: .selected)
            button.accessibilityLabel = "Set \(index + 1) star rating"
            button.addTarget(self, action: Selector("ratingButtonTapped:"), for: .touchUpInside)
            addArrangedSubview(button)
            ratingButtons.append(button)
        }
        updateButtonSelectionStates()
    }

    private func updateButtonSelectionStates() {
        for (index, button) in ratingButtons.enumerated() {
            button.isSelected = index < rating
            button.accessibilityValue = rating == 0 ? "No rating set." : "\(rating) stars set."
        }
    }
}

@MainActor
@Suite("Forms: bar items, toolbars, Show Detail, text fields and accessibility from a storyboard", .engine)
struct FormsStoryboardTests {
    static func launch(_ h: Harness) throws -> (UIWindow, UINavigationController) {
        UIStoryboard.appModuleName = "SimUIKitTests"
        let navigation = try #require(
            UIStoryboard(name: "Forms", bundle: fixturesBundle).instantiateInitialViewController() as? UINavigationController)
        let window = h.show(navigation)
        h.skip()
        return (window, navigation)
    }

    static func kinds(_ screen: Screen = Screen.capture()) -> [String] {
        screen.model.elements.map { "\($0.kind.rawValue) \($0.text)\($0.isEnabled ? "" : " (disabled)")" }
    }

    @Test(
        "a navigation controller that shows its toolbar draws the top's toolbar items, spaces left out; a tap sends the action or fires the segue"
    )
    func navigationToolbar() throws {
        let h = Harness()
        let (window, navigation) = try Self.launch(h)
        #expect(!navigation.isToolbarHidden)
        let list = try #require(navigation.topViewController as? FormsListViewController)
        #expect(
            list.toolbarItems?.map { $0.title ?? $0.systemItem?.rawValue ?? "" } == [
                "flexibleSpace", "Compose", "fixedSpace", "Archive", "flexibleSpace",
            ])
        // A system item has no title in UIKit (it shows a word or symbol of its own).
        #expect(list.toolbarItems?.first?.title == nil && list.toolbarItems?.first?.isSpace == true)
        #expect(
            Self.kinds() == [
                "title List", "button Show", "button Show Detail", "button Edit", "toolbarButton Compose", "toolbarButton Archive",
            ])
        h.expect(["FormsListViewController#1 action compose: sender: UIBarButtonItem"]) { h.tap("Compose") }
        #expect(list.composed == 1)
        h.expect([
            "FormsListViewController#1.shouldPerformSegue(withIdentifier: \"archive\", sender: UIBarButtonItem)",
            "segue fire \"archive\", show",
            "FormsDetailViewController#1.init(coder:) [coder] segue \"archive\"",
            "FormsDetailViewController#1.awakeFromNib()",
            "FormsListViewController#1.prepare(for: \"archive\" → FormsDetailViewController#1, sender: UIBarButtonItem)",
            "segue perform \"archive\", show",
            "UINavigationController#1 push(FormsDetailViewController#1, animated: true)",
            "FormsDetailViewController#1.willMove(toParent: UINavigationController#1)",
        ]) { Screen.capture().tap(Screen.capture().indices(withText: "Archive")[0]) }
        h.stopAsserting(because: "the push that follows is NavigationTests' business")
        UIApplication.shared.runUntilIdle()
        // The detail has no toolbar items: the bar stays, empty, as UIKit's does. An image-only
        // button shows its image's name.
        #expect(Self.kinds() == ["backButton List", "title Detail", "label Details here", "button square.and.arrow.up"])
        navigation.setToolbarHidden(true, animated: true)
        navigation.popViewController(animated: false)
        UIApplication.shared.runUntilIdle()
        #expect(!Self.kinds().contains { $0.hasPrefix("toolbarButton") })
        _ = window
    }

    @Test(
        "a left bar button item replaces the back button (UINavigationItem.leftItemsSupplementBackButton); with supplement set, both show")
    func leftItemsReplaceBack() throws {
        // UIKit documents it on leftItemsSupplementBackButton: "Normally, the presence of custom left
        // bar button items causes the back button to be removed in favor of the custom items."
        let h = Harness(notAssertingBecause: "it checks the navigation bar on the screen; the pushes are NavigationTests' business")
        let (window, navigation) = try Self.launch(h)
        h.tap("Edit")
        #expect(Self.kinds().prefix(3) == ["barButton Cancel", "title Edit", "barButton Save"])
        #expect(!Screen.capture().model.elements.contains { $0.kind == .backButton })
        let edit = try #require(navigation.topViewController as? FormsEditViewController)
        h.tap("Cancel")
        #expect(edit.events == ["cancel"] && navigation.topViewController is FormsListViewController)
        let supplement = UIStoryboard(name: "Forms", bundle: fixturesBundle).instantiateViewController(withIdentifier: "Supplement")
        navigation.pushViewController(supplement, animated: false)
        UIApplication.shared.runUntilIdle()
        #expect(supplement.navigationItem.leftItemsSupplementBackButton)
        #expect(Self.kinds().prefix(3) == ["backButton List", "barButton Help", "title Supplement"])
        supplement.navigationItem.setHidesBackButton(true, animated: true)
        #expect(Self.kinds().prefix(2) == ["barButton Help", "title Supplement"])
        supplement.navigationItem.hidesBackButton = false
        supplement.navigationItem.leftItemsSupplementBackButton = false
        #expect(Self.kinds().prefix(2) == ["barButton Help", "title Supplement"])
        supplement.navigationItem.leftBarButtonItems = nil
        #expect(Self.kinds().prefix(2) == ["backButton List", "title Supplement"])
        _ = window
    }

    @Test("a Show Detail segue outside a split view is presented by the source, never pushed by its navigation controller")
    func showDetailSegue() throws {
        // UIViewController.showDetailViewController(_:sender:): the default implementation finds the
        // target with targetViewController(forAction:sender:) (no navigation controller overrides
        // it) and, with none, presents vc modally.
        let h = Harness()
        let (window, navigation) = try Self.launch(h)
        h.expect([
            "FormsListViewController#1.shouldPerformSegue(withIdentifier: \"showDetail\", sender: UIButton \"Show Detail\")",
            "segue fire \"showDetail\", showDetail",
            "FormsDetailViewController#1.init(coder:) [coder] segue \"showDetail\"",
            "FormsDetailViewController#1.awakeFromNib()",
            "FormsListViewController#1.prepare(for: \"showDetail\" → FormsDetailViewController#1, sender: UIButton \"Show Detail\")",
            "segue perform \"showDetail\", showDetail",
            "FormsListViewController#1 present(FormsDetailViewController#1, animated: true, style: pageSheet)",
            "FormsDetailViewController#1.loadView()",
            "FormsDetailViewController#1.viewDidLoad()",
            "FormsDetailViewController#1.viewWillAppear(true)",
            "FormsDetailViewController#1.viewIsAppearing(true)",
            "FormsDetailViewController#1.viewWillLayoutSubviews()",
            "FormsDetailViewController#1.viewDidLayoutSubviews()",
            "FormsDetailViewController#1.viewDidAppear(true)",
        ]) { h.tap("Show Detail") }
        #expect(navigation.viewControllers.count == 1 && navigation.presentedViewController is FormsDetailViewController)
        _ = window
    }

    @Test("Return in a storyboard text field sends its primary action; the editor's toolbar shows its items, a disabled one greyed")
    func fieldAndViewToolbar() throws {
        let h = Harness(notAssertingBecause: "it checks the actions a text field and a toolbar send; the push is NavigationTests' business")
        let (window, navigation) = try Self.launch(h)
        h.tap("Edit")
        let edit = try #require(navigation.topViewController as? FormsEditViewController)
        #expect(Self.kinds().suffix(2) == ["toolbarButton Bold", "toolbarButton Italic (disabled)"])
        #expect(!UIApplication.shared.simulateReturnKey())
        let screen = Screen.capture()
        screen.type("Caprese", into: try #require(screen.indices(withText: "Name").first))
        #expect(edit.nameField.isFirstResponder && edit.nameField.text == "Caprese")
        #expect(UIApplication.shared.simulateReturnKey())
        #expect(edit.events == ["returnPressed"] && !edit.nameField.isFirstResponder)
        h.tap("Bold")
        h.tap("Italic")
        #expect(edit.events == ["returnPressed", "bold"])
        _ = window
    }

    @Test("a storyboard's accessibility configuration and content mode reach the views; UIKit's defaults otherwise")
    func accessibilityFromStoryboard() throws {
        let h = Harness(notAssertingBecause: "it checks view properties a storyboard sets")
        let (window, navigation) = try Self.launch(h)
        h.tap("Edit")
        let view = try #require(navigation.topViewController?.view)
        let rating = try #require(view.subviews.compactMap { $0 as? UILabel }.first)
        #expect(rating.accessibilityLabel == "Meal rating" && rating.accessibilityHint == "Three stars out of five")
        #expect(rating.accessibilityTraits == [.staticText, .updatesFrequently] && rating.isAccessibilityElement)
        #expect(rating.accessibilityIdentifier == "rating")
        let photo = try #require(view.subviews.compactMap { $0 as? UIImageView }.first)
        #expect(photo.accessibilityTraits == [.image, .notEnabled] && !photo.isAccessibilityElement)
        #expect(photo.contentMode == .scaleAspectFit && photo.clipsToBounds == false && photo.image?.name == "defaultPhoto")
        let name = try #require(view.subviews.compactMap { $0 as? UITextField }.first)
        // Not configured: UIKit's defaults (a control is an element; a field's value is its text).
        #expect(name.isAccessibilityElement && name.accessibilityLabel == nil && name.accessibilityValue == "")
        name.text = "Pasta"
        #expect(name.accessibilityValue == "Pasta")
        _ = window
    }

    @Test(
        "a stack view subclass with a non-failable init(coder:) decodes from the storyboard, wakes from the nib, and its star buttons work")
    func ratingControl() throws {
        let h = Harness(notAssertingBecause: "it checks a custom view's state; the push is NavigationTests' business")
        let (window, navigation) = try Self.launch(h)
        h.tap("Edit")
        let view = try #require(navigation.topViewController?.view)
        let stars = try #require(view.subviews.compactMap { $0 as? FormsRatingControl }.first)
        #expect(stars.woke && stars.arrangedSubviews.count == 3 && stars.frame.minY == 420)
        #expect(Self.kinds().filter { $0.hasPrefix("button") } == ["button emptyStar", "button emptyStar", "button emptyStar"])
        let screen = Screen.capture()
        screen.tap(screen.indices(withText: "emptyStar")[1])
        #expect(stars.rating == 2 && stars.ratingButtons.map(\.isSelected) == [true, true, false])
        #expect(Self.kinds().filter { $0.hasPrefix("button") } == ["button filledStar", "button filledStar", "button emptyStar"])
        #expect(
            stars.ratingButtons[0].accessibilityLabel == "Set 1 star rating" && stars.ratingButtons[0].accessibilityValue == "2 stars set.")
        _ = window
    }
}
