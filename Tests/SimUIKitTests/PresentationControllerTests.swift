import Foundation
import Testing

import TestSupport

@testable import SimUIKit

/// The presenter that wants to know when its sheet is swiped away (the usual iOS 13+ fix for
/// "my presenter gets no viewWillAppear after a sheet").
@MainActor
final class SheetWatcher: UIViewController, UIAdaptivePresentationControllerDelegate {
    var allowDismiss = true
    var heard: [String] = []

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        heard.append("should")
        return allowDismiss
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { heard.append("will") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { heard.append("did") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        heard.append("attempt")
    }
}

@MainActor
@Suite("Lifecycle, presenting: presentation controllers and swipe-to-dismiss", .engine)
struct PresentationControllerTests {
    /// A watcher as the window's root presenting `modal` (delegate set before presenting, as apps do).
    static func present(_ modal: UIViewController, _ h: Harness) -> (UIWindow, SheetWatcher) {
        let watcher = SheetWatcher()
        let window = h.show(watcher)
        modal.presentationController?.delegate = watcher
        watcher.present(modal, animated: false)
        h.skip()
        return (window, watcher)
    }

    @Test("reading presentationController before presenting makes one for the style, and the presentation uses it")
    func madeBeforePresenting() {
        let h = Harness()
        let watcher = SheetWatcher()
        let window = h.show(watcher)
        let modal = Modal()
        let early = modal.presentationController
        #expect(early is UISheetPresentationController)  // .automatic: a page sheet on iOS 17
        #expect(modal.sheetPresentationController === early)
        #expect(modal.popoverPresentationController == nil)
        watcher.present(modal, animated: false)
        h.skip()
        #expect(modal.presentationController === early)
        #expect(early?.presentedViewController === modal)
        #expect(early?.presentingViewController === watcher)
        #expect(early?.presentationStyle == .pageSheet)
        #expect(window.rootViewController === watcher)
    }

    @Test("the style decides the kind: full screen has no sheet controller, a popover has a popover controller")
    func kinds() {
        let fullScreen = UIViewController()
        fullScreen.modalPresentationStyle = .fullScreen
        #expect(fullScreen.presentationController != nil)
        #expect(fullScreen.sheetPresentationController == nil)
        let popover = UIViewController()
        popover.modalPresentationStyle = .popover
        #expect(popover.popoverPresentationController != nil)
        #expect(popover.sheetPresentationController == nil)
        // Changing the style after a read makes a controller of the new kind, keeping the delegate.
        let watcher = SheetWatcher()
        let changed = UIViewController()
        changed.presentationController?.delegate = watcher
        changed.modalPresentationStyle = .fullScreen
        #expect(changed.sheetPresentationController == nil)
        #expect(changed.presentationController?.delegate === watcher)
    }

    @Test("a child of a presented navigation controller reads the navigation controller's presentation controller")
    func childReadsTheContainers() {
        let h = Harness()
        let top = Dogs()
        let navigation = UINavigationController(rootViewController: top)
        let (_, _) = Self.present(navigation, h)
        #expect(top.presentationController === navigation.presentationController)
        #expect(top.sheetPresentationController != nil)
    }

    @Test("a swipe down on a sheet: ShouldDismiss, WillDismiss, the dismissal, then DidDismiss; the presenter gets no appearance callbacks")
    func swipeDown() {
        let h = Harness()
        let (_, watcher) = Self.present(Modal(), h)
        var outcome: UIViewController.InteractiveDismissal?
        // No local reference to the sheet: UIKit releases it once it is gone (the leak check would see one).
        h.expect([
            "Modal#1.presentationController.delegate.presentationControllerShouldDismiss(_:) → SheetWatcher#1",
            "Modal#1.presentationController.delegate.presentationControllerWillDismiss(_:) → SheetWatcher#1",
            "gesture: swipe down on Modal#1 (the sheet's interactive dismissal: no dismiss(animated:) call)",
        ]) { outcome = watcher.presentedViewController?.swipeDown() }
        #expect(watcher.heard == ["should", "will"])
        h.flush([
            "Modal#1.viewWillDisappear(true)",
            "Modal#1.viewDidDisappear(true)",
            "Modal#1.presentationController.delegate.presentationControllerDidDismiss(_:) → SheetWatcher#1",
            "Modal#1.deinit",
        ])
        #expect(watcher.heard == ["should", "will", "did"])
        #expect(watcher.presentedViewController == nil)
        #expect(outcome == .dismissed)
    }

    @Test("dismiss(animated:) in code calls none of the delegate's methods")
    func programmaticDismissIsSilent() {
        let h = Harness()
        let (_, watcher) = Self.present(Modal(), h)
        watcher.presentedViewController?.dismiss(animated: true)
        h.flush([
            "Modal#1 dismiss(Modal#1, animated: true)",
            "Modal#1.viewWillDisappear(true)",
            "Modal#1.viewDidDisappear(true)",
            "Modal#1.deinit",
        ])
        #expect(watcher.heard.isEmpty)
    }

    /// A swipe is the presentation controller's interactive dismissal, not a call to the
    /// controller's `dismiss(animated:completion:)`: an override that logs dismissals misses
    /// swipes, which is why the delegate exists ("This method is not called if the presentation
    /// is dismissed programmatically", Apple's documentation of
    /// `presentationControllerDidDismiss(_:)`). The trace tells the two apart.
    @Test("a swipe does not call an override of dismiss(animated:completion:); code does, and the trace says which was which")
    func swipeIsNotCode() {
        let h = Harness()
        CountingDismissModal.calls = 0
        let (_, watcher) = Self.present(CountingDismissModal(), h)
        h.expect([
            "CountingDismissModal#1.presentationController.delegate.presentationControllerShouldDismiss(_:) → SheetWatcher#1",
            "CountingDismissModal#1.presentationController.delegate.presentationControllerWillDismiss(_:) → SheetWatcher#1",
            "gesture: swipe down on CountingDismissModal#1 (the sheet's interactive dismissal: no dismiss(animated:) call)",
        ]) { _ = watcher.presentedViewController?.swipeDown() }
        h.skip()
        #expect(CountingDismissModal.calls == 0)
        watcher.present(CountingDismissModal(), animated: false)
        h.skip()
        h.expect(["CountingDismissModal#2 dismiss(CountingDismissModal#2, animated: true)"]) {
            watcher.presentedViewController?.dismiss(animated: true)
        }
        #expect(CountingDismissModal.calls == 1)
        h.skip()
    }

    @Test("isModalInPresentation on the top of a presented navigation controller: only DidAttemptToDismiss; the sheet stays")
    func modalInPresentation() {
        let h = Harness()
        let top = Dogs()
        let navigation = UINavigationController(rootViewController: top)
        let (_, watcher) = Self.present(navigation, h)
        top.isModalInPresentation = true
        var outcome: UIViewController.InteractiveDismissal?
        h.expect([
            "log: the sheet stays: Dogs#1.isModalInPresentation is true",
            "UINavigationController#1.presentationController.delegate.presentationControllerDidAttemptToDismiss(_:) → SheetWatcher#1",
        ]) { outcome = navigation.swipeDown() }
        h.flush([])
        #expect(outcome == .refused(reason: "Dogs#1.isModalInPresentation is true"))
        #expect(watcher.heard == ["attempt"])
        #expect(watcher.presentedViewController === navigation)
    }

    @Test("presentationControllerShouldDismiss returning false: then DidAttemptToDismiss; the sheet stays")
    func delegateRefuses() {
        let h = Harness()
        let modal = Modal()
        let (_, watcher) = Self.present(modal, h)
        watcher.allowDismiss = false
        h.expect([
            "Modal#1.presentationController.delegate.presentationControllerShouldDismiss(_:) → SheetWatcher#1",
            "log: the sheet stays: presentationControllerShouldDismiss(_:) returned false",
            "Modal#1.presentationController.delegate.presentationControllerDidAttemptToDismiss(_:) → SheetWatcher#1",
        ]) { _ = modal.swipeDown() }
        h.flush([])
        #expect(watcher.heard == ["should", "attempt"])
        #expect(watcher.presentedViewController === modal)
    }

    @Test(
        "a full-screen presentation cannot be swiped down: nothing happens",
        arguments: [
            UIModalPresentationStyle.fullScreen, .overFullScreen,
        ])
    func fullScreenIsNotSwipeable(style: UIModalPresentationStyle) {
        let h = Harness()
        let modal = Modal()
        modal.modalPresentationStyle = style
        let (_, watcher) = Self.present(modal, h)
        var outcome: UIViewController.InteractiveDismissal?
        h.expect([]) { outcome = modal.swipeDown() }
        #expect(outcome == .notSwipeable(style))
        #expect(watcher.presentedViewController === modal)
        #expect(watcher.heard.isEmpty)
    }

    @Test("the presentation controller holds its delegate weakly")
    func delegateIsWeak() {
        let modal = Modal()
        weak var gone: SheetWatcher?
        do {
            let watcher = SheetWatcher()
            gone = watcher
            modal.presentationController?.delegate = watcher
        }
        #expect(gone == nil)
        #expect(modal.presentationController?.delegate == nil)
    }
}

/// Counts the calls that reach its `dismiss(animated:completion:)`.
@MainActor
final class CountingDismissModal: UIViewController {
    static var calls = 0

    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        Self.calls += 1
        super.dismiss(animated: flag, completion: completion)
    }
}
