import Foundation
import Testing

import TestSupport

@testable import SimUIKit

@MainActor
@Suite("Lifecycle: modal presentation", .engine)
struct PresentationTests {
    static func showDogs(_ h: Harness) -> (UIWindow, Dogs) {
        let dogs = Dogs()
        let window = UIWindow()
        window.rootViewController = dogs
        window.makeKeyAndVisible()
        h.skip()
        return (window, dogs)
    }

    @Test("full screen: the presenter disappears; the new did-appear comes before the old did-disappear")
    func fullScreen() {
        let h = Harness()
        let (window, dogs) = Self.showDogs(h)
        let modal = Modal()
        modal.modalPresentationStyle = .fullScreen
        h.skip()
        var completed = false
        h.expect([
            "Dogs#1 present(Modal#1, animated: true, style: fullScreen)",
            "Modal#1.loadView()",
            "Modal#1.viewDidLoad()",
        ]) { dogs.present(modal, animated: true) { completed = true } }
        #expect(!completed)
        h.flush([
            "Dogs#1.viewWillDisappear(true)",
            "Modal#1.viewWillAppear(true)",
            "Modal#1.viewIsAppearing(true)",
            "Modal#1.viewWillLayoutSubviews()",
            "Modal#1.viewDidLayoutSubviews()",
            "Modal#1.viewDidAppear(true)",
            "Dogs#1.viewDidDisappear(true)",
        ])
        #expect(completed)
        #expect(dogs.presentedViewController === modal)
        #expect(modal.presentingViewController === dogs)
        #expect(dogs.viewIfLoaded?.window == nil)
        _ = window
    }

    @Test("full screen dismiss: the presenter reappears; completion; then deinit")
    func fullScreenDismiss() {
        let h = Harness()
        let (window, dogs) = Self.showDogs(h)
        do {
            let modal = Modal()
            modal.modalPresentationStyle = .fullScreen
            dogs.present(modal, animated: false)
        }
        h.skip()
        h.expect(["Dogs#1 dismiss(Modal#1, animated: true)"]) {
            dogs.dismiss(animated: true) { UIApplication.shared.log("completion") }
        }
        h.flush([
            "Modal#1.viewWillDisappear(true)",
            "Dogs#1.viewWillAppear(true)",
            "Dogs#1.viewIsAppearing(true)",
            "Dogs#1.viewWillLayoutSubviews()",
            "Dogs#1.viewDidLayoutSubviews()",
            "Dogs#1.viewDidAppear(true)",
            "Modal#1.viewDidDisappear(true)",
            "log: completion",
            "Modal#1.deinit",
        ])
        #expect(dogs.presentedViewController == nil)
        #expect(dogs.viewIfLoaded?.window === window)
    }

    @Test(
        "sheets and over-styles leave the presenter on screen: it gets no callbacks",
        arguments: [UIModalPresentationStyle.automatic, .pageSheet, .formSheet, .overFullScreen, .overCurrentContext, .popover])
    func sheet(style: UIModalPresentationStyle) {
        let h = Harness()
        let (window, dogs) = Self.showDogs(h)
        do {
            let modal = Modal()
            modal.modalPresentationStyle = style
            h.skip()
            dogs.present(modal, animated: true)
            h.flush([
                "Dogs#1 present(Modal#1, animated: true, style: \(style.resolved))",
                "Modal#1.loadView()",
                "Modal#1.viewDidLoad()",
                "Modal#1.viewWillAppear(true)",
                "Modal#1.viewIsAppearing(true)",
                "Modal#1.viewWillLayoutSubviews()",
                "Modal#1.viewDidLayoutSubviews()",
                "Modal#1.viewDidAppear(true)",
            ])
        }
        #expect(dogs.appearanceState == .appeared)
        h.expect(["Modal#1 dismiss(Modal#1, animated: true)"]) { dogs.presentedViewController?.dismiss(animated: true) }
        h.flush([
            "Modal#1.viewWillDisappear(true)",
            "Modal#1.viewDidDisappear(true)",
            "Modal#1.deinit",
        ])
        _ = window
    }

    @Test(".automatic resolves to .pageSheet on iOS 17 once presented")
    func automaticResolves() {
        let h = Harness()
        let (window, dogs) = Self.showDogs(h)
        let modal = Modal()
        #expect(modal.modalPresentationStyle == .automatic)
        h.expect([
            "Modal#1.init(nibName:bundle:) [programmatic]",
            "Dogs#1 present(Modal#1, animated: true, style: pageSheet)",
            "Modal#1.loadView()",
            "Modal#1.viewDidLoad()",
        ]) { dogs.present(modal, animated: true) }
        #expect(modal.modalPresentationStyle == .pageSheet)
        h.flush([
            "Modal#1.viewWillAppear(true)",
            "Modal#1.viewIsAppearing(true)",
            "Modal#1.viewWillLayoutSubviews()",
            "Modal#1.viewDidLayoutSubviews()",
            "Modal#1.viewDidAppear(true)",
        ])
        _ = window
    }

    @Test("presentingViewController is the presenter's farthest ancestor; presentedViewController answers for ancestors")
    func links() {
        let h = Harness()
        let dogs = Dogs()
        let nav = UINavigationController(rootViewController: dogs)
        let window = UIWindow()
        window.rootViewController = nav
        window.makeKeyAndVisible()
        h.skip()
        let modal = Modal()
        h.expect([
            "Modal#1.init(nibName:bundle:) [programmatic]",
            "Dogs#1 present(Modal#1, animated: true, style: pageSheet)",
            "Modal#1.loadView()",
            "Modal#1.viewDidLoad()",
        ]) { dogs.present(modal, animated: true) }
        #expect(modal.presentingViewController === nav)
        #expect(nav.presentedViewController === modal)
        #expect(dogs.presentedViewController === modal)
        let child = Child()
        h.expect([
            "Child#1.init(nibName:bundle:) [programmatic]",
            "Child#1.willMove(toParent: Modal#1)",
        ]) { modal.addChild(child) }
        #expect(child.presentingViewController === nav)
        #expect(nav.visibleViewController === modal)
        h.flush([
            "Modal#1.viewWillAppear(true)",
            "Modal#1.viewIsAppearing(true)",
            "Modal#1.viewWillLayoutSubviews()",
            "Modal#1.viewDidLayoutSubviews()",
            "Modal#1.viewDidAppear(true)",
        ])
        _ = window
    }

    @Test("present while presenting: UIKit's warning, nothing presented, no completion")
    func alreadyPresenting() {
        let h = Harness()
        let (window, dogs) = Self.showDogs(h)
        let first = Modal()
        dogs.present(first, animated: false)
        h.skip()
        var completed = false
        let second = Cats()
        h.skip()
        h.expect([
            "warning: [Presentation] Attempt to present <SimUIKitTests.Cats: 0x…> on <SimUIKitTests.Dogs: 0x…> (from <SimUIKitTests.Dogs: 0x…>) which is already presenting <SimUIKitTests.Modal: 0x…>."
        ]) {
            dogs.present(second, animated: true) { completed = true }
            UIApplication.shared.runUntilIdle()
        }
        #expect(!completed)
        #expect(dogs.presentedViewController === first)
        #expect(h.consoleLines.count == 1)
        #expect(h.consoleLines.first?.contains("which is already presenting") == true)
        _ = window
    }

    final class PresentsEarly: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            present(Modal(), animated: true)
        }
    }

    @Test("presenting from viewDidLoad: 'whose view is not in the window hierarchy'")
    func notInWindow() {
        let h = Harness()
        let early = PresentsEarly()
        let window = h.show(early)
        h.flush([
            "PresentsEarly#1.init(nibName:bundle:) [programmatic]",
            "makeKeyAndVisible(PresentsEarly#1)",
            "PresentsEarly#1.loadView()",
            "PresentsEarly#1.viewDidLoad()",
            "Modal#1.init(nibName:bundle:) [programmatic]",
            "warning: [Presentation] Attempt to present <SimUIKitTests.Modal: 0x…> on <SimUIKitTests.PresentationTests.PresentsEarly: 0x…> (from <SimUIKitTests.PresentationTests.PresentsEarly: 0x…>) whose view is not in the window hierarchy.",
            "Modal#1.deinit",
            "PresentsEarly#1.viewWillAppear(false)",
            "PresentsEarly#1.viewIsAppearing(false)",
            "PresentsEarly#1.viewWillLayoutSubviews()",
            "PresentsEarly#1.viewDidLayoutSubviews()",
            "PresentsEarly#1.viewDidAppear(false)",
        ])
        #expect(early.presentedViewController == nil)
        _ = window
    }

    @Test("dismissing from a lower controller dismisses everything above it")
    func dismissChain() {
        let h = Harness()
        let (window, dogs) = Self.showDogs(h)
        weak var weakModal: Modal?
        do {
            let modal = Modal()
            weakModal = modal
            dogs.present(modal, animated: false)
            UIApplication.shared.runUntilIdle()
            let cats = Cats()
            cats.modalPresentationStyle = .fullScreen
            modal.present(cats, animated: false)
            UIApplication.shared.runUntilIdle()
        }
        h.skip()
        dogs.dismiss(animated: true)
        // The sheet under the full-screen controller had already disappeared: only the top one
        // gets callbacks. Both are released when the transition ends, the lower one first.
        h.flush([
            "Dogs#1 dismiss(Modal#1, animated: true)",
            "Cats#1.viewWillDisappear(true)",
            "Cats#1.viewDidDisappear(true)",
            "Modal#1.deinit",
            "Cats#1.deinit",
        ])
        #expect(weakModal == nil)
        #expect(dogs.presentedViewController == nil)
        _ = window
    }
}

extension PresentationTests {
    @Test("the screen shows the top of the presentation chain, even past a sheet covered by a full-screen controller")
    func screenFollowsChain() {
        let h = Harness()
        let (window, dogs) = Self.showDogs(h)
        let sheet = Modal()
        sheet.title = "Sheet"
        dogs.present(sheet, animated: false)
        h.flush([
            "Modal#1.init(nibName:bundle:) [programmatic]",
            "Dogs#1 present(Modal#1, animated: false, style: pageSheet)",
            "Modal#1.loadView()",
            "Modal#1.viewDidLoad()",
            "Modal#1.viewWillAppear(false)",
            "Modal#1.viewIsAppearing(false)",
            "Modal#1.viewWillLayoutSubviews()",
            "Modal#1.viewDidLayoutSubviews()",
            "Modal#1.viewDidAppear(false)",
        ])
        #expect(Screen.capture().model.controller == sheet.traceRef)
        let cover = Cats()
        cover.modalPresentationStyle = .fullScreen
        h.expect([
            "Cats#1.init(nibName:bundle:) [programmatic]",
            "Modal#1 present(Cats#1, animated: false, style: fullScreen)",
            "Cats#1.loadView()",
            "Cats#1.viewDidLoad()",
        ]) { sheet.present(cover, animated: false) }
        #expect(Screen.capture().model.controller == sheet.traceRef, "the cover's transition has not begun")
        h.flush([
            "Modal#1.viewWillDisappear(false)",
            "Cats#1.viewWillAppear(false)",
            "Cats#1.viewIsAppearing(false)",
            "Cats#1.viewWillLayoutSubviews()",
            "Cats#1.viewDidLayoutSubviews()",
            "Cats#1.viewDidAppear(false)",
            "Modal#1.viewDidDisappear(false)",
        ])
        #expect(sheet.appearanceState == .disappeared)
        let model = Screen.capture().model
        #expect(model.controller == cover.traceRef)
        #expect(model.presentation.coversPresenter)
        _ = window
    }
}
