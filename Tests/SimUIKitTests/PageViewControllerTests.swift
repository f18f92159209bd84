import Foundation
import Testing
import TestSupport

@testable import SimUIKit

final class Page: UIViewController {
    let number: Int
    init(number: Int) {
        self.number = number
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func viewDidLoad() {
        super.viewDidLoad()
        let label = UILabel()
        label.text = "Page \(number)"
        view.addSubview(label)
    }
}

/// Three onboarding pages, made on demand (as apps write their data sources).
final class Onboarding: UIPageViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    var events: [String] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        delegate = self
        setViewControllers([Page(number: 1)], direction: .forward, animated: false)
    }
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController)
        -> UIViewController?
    {
        guard let page = viewController as? Page, page.number > 1 else { return nil }
        return Page(number: page.number - 1)
    }
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController)
        -> UIViewController?
    {
        guard let page = viewController as? Page, page.number < 3 else { return nil }
        return Page(number: page.number + 1)
    }
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
        events.append("will \((pendingViewControllers.first as? Page)?.number ?? 0)")
    }
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
        events.append("did \((previousViewControllers.first as? Page)?.number ?? 0) \(completed)")
    }
}

@MainActor
@Suite("Page view controllers", .engine)
struct PageViewControllerTests {
    @Test("the first page is added in viewDidLoad and appears with the pager; a swipe swaps pages like a tab switch, told to the delegate")
    func swipe() {
        let h = Harness(layout: false)
        let onboarding = Onboarding(transitionStyle: .scroll, navigationOrientation: .horizontal)
        h.skip()
        h.expect([
            "makeKeyAndVisible(Onboarding#1)",
            "Onboarding#1.loadView()",
            "Onboarding#1.viewDidLoad()",
            "Page#1.init(nibName:bundle:) [programmatic]",
            "Onboarding#1 setPage(Page#1, animated: false)",
            "Page#1.willMove(toParent: Onboarding#1)",
            // The pager puts the page's view in place at once, so it loads inside setViewControllers.
            "Page#1.loadView()",
            "Page#1.viewDidLoad()",
            "Page#1.didMove(toParent: Onboarding#1)",
            "Onboarding#1.viewWillAppear(false)",
            "Page#1.viewWillAppear(false)",
            "Onboarding#1.viewIsAppearing(false)",
            "Page#1.viewIsAppearing(false)",
            "Onboarding#1.viewDidAppear(false)",
            "Page#1.viewDidAppear(false)",
        ]) {
            let window = UIWindow()
            window.rootViewController = onboarding
            window.makeKeyAndVisible()
            UIApplication.shared.runUntilIdle()
            _ = window
        }
        #expect(h.screenTexts == ["Page 1", "< page", "page >"])
        h.tap("< page")
        h.flush([])
        #expect(onboarding.events.isEmpty)
        h.tap("page >")
        h.flush([
            "Page#2.init(nibName:bundle:) [programmatic]",
            "Onboarding#1 swipe(forward, Page#2)",
            "Onboarding#1.delegate.pageViewController(_:willTransitionTo: [Page#2]) → Onboarding#1",
            "Page#2.willMove(toParent: Onboarding#1)",
            "Page#1.willMove(toParent: nil)",
            "Page#2.loadView()",
            "Page#2.viewDidLoad()",
            "Page#2.viewWillAppear(true)",
            "Page#1.viewWillDisappear(true)",
            "Page#2.viewIsAppearing(true)",
            "Page#1.viewDidDisappear(true)",
            "Page#2.viewDidAppear(true)",
            "Page#1.didMove(toParent: nil)",
            "Page#2.didMove(toParent: Onboarding#1)",
            "Onboarding#1.delegate.pageViewController(_:didFinishAnimating: true, previousViewControllers: [Page#1], transitionCompleted: true) → Onboarding#1",
            "Page#1.deinit",
        ])
        #expect(onboarding.events == ["will 2", "did 1 true"])
        #expect(h.screenTexts.first == "Page 2")
        #expect(onboarding.children.count == 1 && onboarding.viewControllers?.first === onboarding.children.first)
    }

    @Test("setViewControllers completes on a later turn of the run loop")
    func completion() {
        let h = Harness()
        let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .vertical)
        var finished: Bool?
        h.expect([
            "UIPageViewController#1.init(nibName:bundle:) [programmatic]",
            "Page#1.init(nibName:bundle:) [programmatic]",
            "UIPageViewController#1 setPage(Page#1, animated: true)",
            "Page#1.willMove(toParent: UIPageViewController#1)",
            "Page#1.didMove(toParent: UIPageViewController#1)",
        ]) {
            pager.setViewControllers([Page(number: 1)], direction: .reverse, animated: true) { finished = $0 }
        }
        #expect(finished == nil && pager.viewControllers?.count == 1)
        h.flush([])
        #expect(finished == true)
    }
}

@Suite("Page view controllers: misuse crashes as on a device")
struct PageViewControllerCrashTests {
    @Test("two pages for a single-sided spine")
    func twoPages() async {
        let result = await #expect(processExitsWith: .signal(SIGABRT), observing: [\.standardErrorContent]) {
            await MainActor.run {
                let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
                pager.setViewControllers([UIViewController(), UIViewController()], direction: .forward, animated: false)
            }
        }
        #expect(
            CrashOutput.hasReason(
                CrashOutput.stderr(result), "NSInvalidArgumentException",
                "The number of view controllers provided \\(2\\) doesn't match the number required \\(1\\) for the requested transition"))
    }
}
