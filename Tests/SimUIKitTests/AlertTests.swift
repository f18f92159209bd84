import Foundation
import Testing
import TestSupport

@testable import SimUIKit

@MainActor
@Suite("Alerts and small API", .engine)
struct AlertTests {
    @Test("an alert covers nothing: the presenter gets no callbacks; a tap dismisses, then runs the handler")
    func alert() {
        let h = Harness(layout: false)
        let dogs = Dogs()
        let window = UIApplication.shared.launch(rootViewController: dogs)
        UIApplication.shared.runUntilIdle()
        var chosen: String?
        do {
            let alert = UIAlertController(title: "Delete Rex?", message: "This cannot be undone.", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { action in chosen = action.title })
            h.skip()
            // An alert covers nothing: no line of Dogs#1.
            h.expect([
                "Dogs#1 present(UIAlertController#1, animated: true, style: overFullScreen)",
                "UIAlertController#1.loadView()",
                "UIAlertController#1.viewDidLoad()",
                "UIAlertController#1.viewWillAppear(true)",
                "UIAlertController#1.viewIsAppearing(true)",
                "UIAlertController#1.viewDidAppear(true)",
            ]) {
                dogs.present(alert, animated: true)
                UIApplication.shared.runUntilIdle()
            }
        }
        #expect(Screen.capture().model.elements.map(\.text) == ["Delete Rex?", "This cannot be undone.", "Cancel", "Delete"])
        h.expect([
            "UIAlertController#1 action alert action sender: \"Delete\"",
            "Dogs#1 dismiss(UIAlertController#1, animated: true)",
            "UIAlertController#1.viewWillDisappear(true)",
            "UIAlertController#1.viewDidDisappear(true)",
            "UIAlertController#1.deinit",
        ]) {
            let screen = Screen.capture()
            screen.tap(screen.indices(withText: "Delete")[0])
            UIApplication.shared.runUntilIdle()
        }
        #expect(chosen == "Delete")
        #expect(dogs.presentedViewController == nil)
        _ = window
    }

    @Test("UIButton(type:), setNavigationBarHidden")
    func smallAPI() {
        _ = Harness(notAssertingBecause: "it checks two properties; the trace of a root push is NavigationTests' business")
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        #expect(button.buttonType == .system && button.currentTitle == "Go")
        let navigation = UINavigationController(rootViewController: Dogs())
        navigation.setNavigationBarHidden(true, animated: false)
        #expect(navigation.isNavigationBarHidden)
    }
}
