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
            dogs.present(alert, animated: true)
        }
        UIApplication.shared.runUntilIdle()
        #expect(!h.recorder.lines.contains { $0.hasPrefix("Dogs#1.view") })
        #expect(Screen.capture().model.elements.map(\.text) == ["Delete Rex?", "This cannot be undone.", "Cancel", "Delete"])
        _ = h.recorder.drain()
        do {
            let screen = Screen.capture()
            screen.tap(screen.indices(withText: "Delete")[0])
        }
        UIApplication.shared.runUntilIdle()
        #expect(chosen == "Delete")
        #expect(dogs.presentedViewController == nil)
        #expect(h.recorder.lines.first == "UIAlertController#1 action alert action sender: \"Delete\"")
        #expect(h.recorder.lines.contains("UIAlertController#1.deinit"))
        _ = window
    }

    @Test("UIButton(type:), setNavigationBarHidden")
    func smallAPI() {
        _ = Harness()
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        #expect(button.buttonType == .system && button.currentTitle == "Go")
        let navigation = UINavigationController(rootViewController: Dogs())
        navigation.setNavigationBarHidden(true, animated: false)
        #expect(navigation.isNavigationBarHidden)
    }
}
