import Foundation
import Testing
import TestSupport

@testable import SimUIKit

/// Relationships.storyboard: a list whose button presents a navigation controller; the root
/// relationship of that navigation controller names `editPerson:sender:`, a method of the list.
@MainActor
@Suite("Storyboards: a relationship segue's action goes where the segue came from; classes of the app's target", .engine)
struct RelationshipSegueActionTests {
    /// The scene, loaded as the app "SimUIKitTests" loads it (its classes are that target's):
    /// the caller sets the app's module back to none when it ends.
    static func people(_ h: Harness) -> RelationshipPeopleController {
        UIStoryboard.appModuleName = "SimUIKitTests"
        let storyboard = UIStoryboard(name: "Relationships", bundle: fixturesBundle)
        let people = storyboard.instantiateViewController(withIdentifier: "People") as! RelationshipPeopleController
        h.show(people)
        return people
    }

    /// Xcode connects a segue action on the root relationship of a presented navigation controller
    /// to a method of the controller that presents it (the Xcode editor offers that controller's
    /// `@IBSegueAction`s), and apps built that way work on devices: Apple's "Develop in Swift"
    /// to-do list (`ToDoTableViewController`'s segue action making `ToDoDetailTableViewController`
    /// inside the presented navigation controller, with the tapped cell as sender) and public apps
    /// written from it (a list of people's `editPerson(_:sender:)` returning
    /// `IntroductionScreen(coder:person:)`; a to-do's `fromReadtoEdit(_:sender:)`). UIKit sends the
    /// action to the controller whose segue led to the container, with that segue's sender.
    @Test("a presented navigation controller's root is made by the presenting list's segue action, with the segue's sender")
    func presentedRootByPresentersAction() throws {
        let h = Harness(notAssertingBecause: "it checks who made the root and with what; the presentation's callbacks are tested elsewhere")
        defer { UIStoryboard.appModuleName = nil }
        let people = Self.people(h)
        h.tap("Edit")
        let navigation = try #require(people.presentedViewController as? UINavigationController)
        let form = try #require(navigation.viewControllers.first as? RelationshipFormController)
        #expect(form.person == "Ada")
        #expect(form.instantiation == .segueAction)
        #expect(people.senders.count == 1)
        #expect(people.senders.first.flatMap { $0 as? UIButton }?.title(for: .normal) == "Edit")
    }

    /// `customModuleProvider="target"` is how Xcode marks a class of the app's own target: it is
    /// looked up in the target's module, whatever `customModule` says (the inspector shows the
    /// product name there; a product named "4.5Something" has the module `_4_5Something`, and
    /// renaming the target leaves old names behind). Views and cells are resolved the same way.
    @Test("customModuleProvider=\"target\" finds the app's own classes, controllers and views, whatever customModule says")
    func targetProviderWins() throws {
        let h = Harness(notAssertingBecause: "it checks the classes the storyboard load made")
        defer { UIStoryboard.appModuleName = nil }
        let people = Self.people(h)
        #expect(type(of: people) == RelationshipPeopleController.self)
        #expect(people.badge != nil)
        #expect(!h.recorder.lines.contains { $0.contains("Unknown class") })
    }
}
