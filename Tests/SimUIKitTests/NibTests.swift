import Foundation
import Testing
import TestSupport

@testable import SimUIKit

/// The File's Owner of MealCard.xib.
final class NibOwner: UIResponder {
    @Outlet var titleLabel: UILabel!
    @Outlet var card: NibCardView!
    var likes = 0
    override class var ibActions: [IBActionBinding] { [.action("like:", Self.like)] }
    func like(_ sender: Any) { likes += 1 }
}

/// MealCard.xib's top-level view, with an outlet of its own.
final class NibCardView: UIView {
    @Outlet var likeButton: UIButton!
    var outletAtAwake: UIButton?
    override func awakeFromNib() {
        super.awakeFromNib()
        outletAtAwake = likeButton
    }
}

/// A controller whose view comes from NibProfileViewController.xib.
final class NibProfileViewController: UIViewController {
    @Outlet var nameLabel: UILabel!
}

@MainActor
@Suite("UINib: a .xib's top-level views, its File's Owner's outlets and actions, awakeFromNib; a controller's nib", .engine)
struct NibTests {
    @Test("instantiate(withOwner:) makes the top-level views, connects the owner's and the views' outlets, then wakes them")
    func instantiate() throws {
        UIStoryboard.appModuleName = "SimUIKitTests"
        let owner = NibOwner()
        let objects = UINib(nibName: "MealCard", bundle: fixturesBundle).instantiate(withOwner: owner, options: nil)
        #expect(objects.count == 2)
        let card = try #require(objects.first as? NibCardView)
        #expect((objects.last as? UILabel)?.text == "Footnote")
        #expect(owner.card === card && owner.titleLabel.text == "Caprese" && card.likeButton.currentTitle == "Like")
        // awakeFromNib comes once every outlet of the nib is connected.
        #expect(card.outletAtAwake === card.likeButton)
        card.likeButton.sendActions(for: .touchUpInside)
        #expect(owner.likes == 1)
        let again = Bundle(url: fixturesBundle.bundleURL)?.loadNibNamed("MealCard", owner: nil)
        #expect((again?.first as? NibCardView).map { $0 !== card } == true)
    }

    @Test("a controller made in code loads its view from the .xib named after its class, before viewDidLoad")
    func controllerNib() throws {
        let h = Harness()
        let profile = NibProfileViewController(nibName: nil, bundle: fixturesBundle)
        h.expect([
            "NibProfileViewController#1.init(nibName:bundle:) [programmatic]",
            "NibProfileViewController#1.loadView()  (early: its view was read before it was shown)",
            "NibProfileViewController#1.viewDidLoad()",
        ]) { profile.loadViewIfNeeded() }
        #expect(profile.nameLabel.text == "Profile" && profile.view.subviews.first === profile.nameLabel)
        // A plain UIViewController finds no UIViewController.xib: an empty view.
        let plain = UIViewController(nibName: nil, bundle: fixturesBundle)
        h.expect([
            "UIViewController#1.init(nibName:bundle:) [programmatic]",
            "UIViewController#1.loadView()  (early: its view was read before it was shown)",
            "UIViewController#1.viewDidLoad()",
        ]) { #expect(plain.view.subviews.isEmpty) }
    }

    @Test("a missing nib: UIKit's exception when it is instantiated")
    func missingNib() async {
        let result = await #expect(processExitsWith: .signal(SIGABRT), observing: [\.standardErrorContent]) {
            await MainActor.run { _ = UINib(nibName: "Nope", bundle: nil).instantiate(withOwner: nil) }
        }
        #expect(CrashOutput.stderr(result).contains("reason: 'Could not load NIB in bundle: 'NSBundle <"))
        #expect(CrashOutput.stderr(result).contains("> (loaded)' with name 'Nope''"))
    }
}
