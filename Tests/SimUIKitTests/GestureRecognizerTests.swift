import Foundation
import Testing
import TestSupport

@testable import SimUIKit

/// The Gestures scene: recognizers from the storyboard's scene objects, attached by the views'
/// `gestureRecognizers` outlet collections, their actions sent to the controller.
final class GestureViewController: UIViewController {
    @Outlet var photoTap: UITapGestureRecognizer!
    var taps: [String] = []
    override class var ibActions: [IBActionBinding] {
        [
            .action("photoTapped:", Self.photoTapped),
            .action("captionTapped:", Self.captionTapped),
            .action("cardTapped:", Self.cardTapped),
        ]
    }
    func photoTapped(_ sender: Any) { taps.append("photo") }
    func captionTapped(_ sender: Any) { taps.append("caption") }
    func cardTapped(_ sender: Any) { taps.append("card") }
}

@MainActor
@Suite("Gesture recognizers from storyboards", .engine)
struct GestureRecognizerTests {
    @Test("scene recognizers reach their views and the controller's outlet; hit-testing decides which fires")
    func storyboardRecognizers() throws {
        let h = Harness()
        UIStoryboard.appModuleName = "SimUIKitTests"
        let controller = try #require(
            UIStoryboard(name: "Gestures", bundle: fixturesBundle).instantiateInitialViewController() as? GestureViewController)
        h.show(controller)
        h.flush([
            "GestureViewController#1.init(coder:) [coder] initial view controller",
            "GestureViewController#1.awakeFromNib()",
            "makeKeyAndVisible(GestureViewController#1)",
            "GestureViewController#1.loadView()",
            "GestureViewController#1.viewDidLoad()",
            "GestureViewController#1.viewWillAppear(false)",
            "GestureViewController#1.viewIsAppearing(false)",
            "GestureViewController#1.viewWillLayoutSubviews()",
            "GestureViewController#1.viewDidLayoutSubviews()",
            "GestureViewController#1.viewDidAppear(false)",
        ])
        #expect(controller.photoTap.view is UIImageView)
        let screen = Screen.capture()
        let texts = screen.model.elements.map(\.text)
        #expect(texts == ["[photo]", "Caption", "Card title"])
        // The caption takes no touches and its container (the root view) has no recognizer.
        #expect(screen.isTappable(0) && !screen.isTappable(1) && screen.isTappable(2))
        h.tap("[photo]")
        h.flush([
            "GestureViewController#1 action photoTapped: sender: UITapGestureRecognizer"
        ])
        // The card's title takes no touches: the touch goes to the card, whose recognizer fires.
        h.tap("Card title")
        h.flush([
            "GestureViewController#1 action cardTapped: sender: UITapGestureRecognizer"
        ])
        #expect(controller.taps == ["photo", "card"])
        controller.view.subviews.first { $0.storyboardElementID == "G-caption" }?.isUserInteractionEnabled = true
        h.tap("Caption")
        h.flush([
            "GestureViewController#1 action captionTapped: sender: UITapGestureRecognizer"
        ])
        #expect(controller.taps == ["photo", "card", "caption"])
    }
}
