import Foundation
import SimUIKit
import Testing

@testable import TestSupport

/// Tests of the test helper: what a failing lifecycle test prints, and what the end-of-test
/// check finds.
@MainActor
@Suite("Harness", .engine)
struct HarnessTests {
    @Test("a mismatch is a line diff: every line aligned, - only for what did not happen, + only for what nobody expected")
    func diffAligns() {
        let text = Harness.diff(
            expected: ["Dogs#1.viewWillDisappear(true)", "Cats#1.viewWillAppear(true)", "Cats#1.viewDidAppear(true)"],
            actual: [
                "Dogs#1.viewWillDisappear(true)", "Cats#1.viewWillAppear(true)", "Cats#1.viewIsAppearing(true)",
                "Cats#1.viewDidAppear(true)", "Dogs#1.viewDidDisappear(true)",
            ])
        #expect(
            text == """
                trace mismatch:
                --- expected
                +++ actual
                @@ -1,3 +1,5 @@
                 Dogs#1.viewWillDisappear(true)
                 Cats#1.viewWillAppear(true)
                +Cats#1.viewIsAppearing(true)
                 Cats#1.viewDidAppear(true)
                +Dogs#1.viewDidDisappear(true)
                """)
    }

    @Test("a line in the wrong place shows as moved, not as everything after it changed")
    func diffMovedLine() {
        let text = Harness.diff(expected: ["a", "b", "c", "d", "e"], actual: ["a", "c", "d", "b", "e"])
        // The old diff printed "- b c d e" and "+ c d b e" from the first mismatch on.
        #expect(text.split(separator: "\n").filter { $0.hasPrefix("-") || $0.hasPrefix("+") }.count == 4)
        #expect(text.hasSuffix("\n-b\n c\n d\n+b\n e"))
    }

    @Test("an expectation that fails records the diff at the caller")
    func expectRecordsDiff() {
        let h = Harness(layout: false)
        withKnownIssue {
            h.expect(["UIViewController#1.init(nibName:bundle:) [programmatic]", "UIViewController#1.viewDidLoad()"]) {
                _ = UIViewController().view
            }
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                """
                trace mismatch:
                --- expected
                +++ actual
                @@ -1,2 +1,4 @@
                 UIViewController#1.init(nibName:bundle:) [programmatic]
                +UIViewController#1.loadView()  (early: its view was read before it was shown)
                 UIViewController#1.viewDidLoad()
                +UIViewController#1.deinit
                """
            ]
        }
    }

    @Test("at the end of a test: the lines nobody asserted, without the deinits of the test's own variables")
    func leftovers() {
        _ = Harness(layout: false)
        let window = UIWindow()
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        // A controller that deinits last: a deinit at the very end is the test's end, not work left.
        do { _ = UIViewController() }
        // Called here rather than by the trait, so the test can read what it returns.
        #expect(
            Harness.finishActive() == [
                "UIViewController#1.init(nibName:bundle:) [programmatic]", "makeKeyAndVisible(UIViewController#1)",
                "UIViewController#1.loadView()", "UIViewController#1.viewDidLoad()",
                "UIViewController#1.viewWillAppear(false)", "UIViewController#1.viewIsAppearing(false)",
                "UIViewController#1.viewDidAppear(false)", "UIViewController#2.init(nibName:bundle:) [programmatic]",
            ])
        _ = window
    }
}
