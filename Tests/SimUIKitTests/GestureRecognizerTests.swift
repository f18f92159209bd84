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
        #expect(controller.photoTap.view is UIImageView)
        let screen = Screen.capture()
        let texts = screen.model.elements.map(\.text)
        #expect(texts == ["[photo]", "Caption", "Card title"])
        // The caption takes no touches and its container (the root view) has no recognizer.
        #expect(screen.isTappable(0) && !screen.isTappable(1) && screen.isTappable(2))
        h.tap("[photo]")
        // The card's title takes no touches: the touch goes to the card, whose recognizer fires.
        h.tap("Card title")
        #expect(controller.taps == ["photo", "card"])
        controller.view.subviews.first { $0.storyboardElementID == "G-caption" }?.isUserInteractionEnabled = true
        h.tap("Caption")
        #expect(controller.taps == ["photo", "card", "caption"])
    }
}
