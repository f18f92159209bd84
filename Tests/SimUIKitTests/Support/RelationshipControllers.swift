import Foundation
import SimUIKit

/// A custom view of the app's own target, named with a `customModule` that is not a module.
final class RelationshipBadgeView: UIView {}

/// A list that presents a navigation controller whose root is made by this list's segue action.
final class RelationshipPeopleController: UIViewController {
    override class var ibActions: [IBActionBinding] { [.segueAction("editPerson:sender:", Self.editPerson)] }

    @Outlet var badge: RelationshipBadgeView!
    var person = "Ada"
    private(set) var senders: [Any?] = []

    @IBSegueAction func editPerson(_ coder: NSCoder, sender: Any?) -> RelationshipFormController? {
        senders.append(sender)
        return RelationshipFormController(coder: coder, person: person)
    }
}

/// The form at the navigation controller's root: made with the person it edits.
final class RelationshipFormController: UIViewController {
    let person: String?

    init?(coder: NSCoder, person: String) {
        self.person = person
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        person = nil
        super.init(coder: coder)
    }
}
