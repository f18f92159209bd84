import Foundation
import Testing

import TestSupport

@testable import SimUIKit

@MainActor
@Suite("Lifecycle: creation and the view", .engine)
struct CreationTests {
    @Test("init loads nothing; the first read of view loads it once")
    func lazyView() {
        let h = Harness()
        var dogs: Dogs!
        h.expect(["Dogs#1.init(nibName:bundle:) [programmatic]"]) { dogs = Dogs() }
        #expect(!dogs.isViewLoaded)
        #expect(dogs.viewIfLoaded == nil)
        h.expect([]) { _ = dogs.isViewLoaded }
        h.expect(["Dogs#1.loadView()  (early: its view was read before it was shown)", "Dogs#1.viewDidLoad()"]) { _ = dogs.view }
        h.expect([]) {
            _ = dogs.view; dogs.loadViewIfNeeded()
        }
        #expect(dogs.isViewLoaded)
    }

    @Test("loadViewIfNeeded loads at most once")
    func loadViewIfNeeded() {
        let h = Harness()
        let dogs = Dogs()
        h.skip()
        h.expect(["Dogs#1.loadView()  (early: its view was read before it was shown)", "Dogs#1.viewDidLoad()"]) {
            dogs.loadViewIfNeeded()
            dogs.loadViewIfNeeded()
        }
    }

    final class OwnView: UIViewController {
        override func loadView() { view = UILabel(frame: .zero) }
    }

    @Test("a loadView override that assigns view without super works")
    func loadViewAssigns() {
        let h = Harness()
        let controller = OwnView()
        h.skip()
        h.expect(["OwnView#1.loadView()  (early: its view was read before it was shown)", "OwnView#1.viewDidLoad()"]) {
            _ = controller.view
        }
        #expect(controller.view is UILabel)
    }

    final class NoView: UIViewController {
        var didLoad = 0
        override func loadView() {}
        override func viewDidLoad() {
            super.viewDidLoad()
            didLoad += 1
        }
    }

    @Test("a loadView override that neither calls super nor assigns view leaves it nil; viewDidLoad still runs")
    func loadViewLeavesNil() {
        let h = Harness()
        let controller = NoView()
        h.skip()
        h.expect(["NoView#1.loadView()  (early: its view was read before it was shown)", "NoView#1.viewDidLoad()"]) {
            controller.loadViewIfNeeded()
        }
        #expect(controller.viewIfLoaded == nil)
        #expect(controller.didLoad == 1)
    }

    @Test("init() is init(nibName: nil, bundle: nil)")
    func plainInit() {
        let dogs = Dogs()
        #expect(dogs.nibName == nil)
        #expect(dogs.nibBundle == nil)
        #expect(dogs.instantiation == .programmatic)
    }

    final class Injected: UIViewController {
        let userID: String
        var later: String?
        init(userID: String) {
            self.userID = userID
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("Use init(userID:) instead") }
    }

    @Test("the snapshot taken inside UIViewController.init shows what the initializer injected")
    func injectionAtInit() {
        let h = Harness(injections: true)
        var controller: Injected!
        h.expect([
            "Injected#1.init(nibName:bundle:) [programmatic]",
            "  Injected#1.userID = \"user-123\"  (at init)",
            "  Injected#1.later = nil  (at init)",
        ]) { controller = Injected(userID: "user-123") }
        controller.later = "set by a factory"
        h.expect([
            "  Injected#1.later = \"set by a factory\"  (set after init(nibName:bundle:))",
            "Injected#1.loadView()  (early: its view was read before it was shown)",
            "Injected#1.viewDidLoad()",
        ]) { _ = controller.view }
    }

    final class NoSuper: UIViewController {
        override func viewDidLoad() {}
    }

    @Test("each lifecycle method has its own position, so the engine's per-method counts and sets keep them apart")
    func lifecycleOrdinals() {
        #expect(LifecycleMethod.allCases.map(\.ordinal) == Array(0..<LifecycleMethod.count))
        var inProgress = LifecycleMethods()
        var counts = LifecycleCounts()
        for method in LifecycleMethod.allCases {
            #expect(!inProgress.contains(method))
            inProgress.insert(method)
            counts[method, default: 0] += method.ordinal + 1
        }
        inProgress.remove(.viewDidLoad)
        #expect(LifecycleMethod.allCases.filter { !inProgress.contains($0) } == [.viewDidLoad])
        #expect(LifecycleMethod.allCases.map { counts[$0, default: 0] } == Array(1...LifecycleMethod.count))
    }

    @Test("an override that does not call super is reported")
    func missingSuper() {
        let h = Harness()
        let controller = NoSuper()
        h.skip()
        h.expect([
            "NoSuper#1.loadView()  (early: its view was read before it was shown)",
            "NoSuper#1.viewDidLoad()",
            "warning: SimUIKitTests.CreationTests.NoSuper.viewDidLoad() does not call super.viewDidLoad",
        ]) { _ = controller.view }
    }

    @Test("the trace never keeps a controller alive; deinit is traced")
    func deinitTraced() {
        let h = Harness()
        h.expect([
            "Dogs#1.init(nibName:bundle:) [programmatic]", "Dogs#1.loadView()  (early: its view was read before it was shown)",
            "Dogs#1.viewDidLoad()", "Dogs#1.deinit",
        ]) {
            let dogs = Dogs()
            _ = dogs.view
        }
    }
}
