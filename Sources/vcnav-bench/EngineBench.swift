import Foundation
import SimUIKit

/// Push/pop cycles in process, and the cost of one lifecycle callback against calling the same
/// overridden methods directly.
@MainActor
enum EngineBench {
    final class Counting: UIViewController {
        var calls = 0
        override func viewDidLoad() { super.viewDidLoad(); calls += 1 }
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); calls += 1 }
        override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated); calls += 1 }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); calls += 1 }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); calls += 1 }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); calls += 1 }
    }

    static func run(into table: inout Table, quick: Bool) {
        let cycles = quick ? 2_000 : 20_000
        let untraced = pushPop(cycles: cycles, traced: false)
        let traced = pushPop(cycles: cycles, traced: true)
        table.add("engine: push+pop cycles/s, no observer", String(format: "%.0f/s", Double(cycles) / untraced))
        table.add(
            "engine: push+pop cycles/s, traced (Mirror snapshots)", String(format: "%.0f/s", Double(cycles) / traced),
            baseline: String(format: "%.0f/s untraced", Double(cycles) / untraced), ratio: ratio(traced, untraced))

        // One callback through the engine (a push/pop runs 12 wrapped callbacks) against a plain
        // loop calling the overridden methods.
        let direct = Counting()
        let loops = cycles * 12
        let plain = measure {
            for _ in 0..<(loops / 6) {
                direct.viewWillAppear(true); direct.viewIsAppearing(true); direct.viewDidAppear(true)
                direct.viewWillDisappear(true); direct.viewDidDisappear(true); direct.viewDidLoad()
            }
        }
        let perCallback = untraced / Double(cycles * 12)
        let perPlain = plain / Double(loops)
        table.add(
            "engine: cost per lifecycle callback (untraced)", format(perCallback), baseline: "direct call \(format(perPlain))",
            ratio: ratio(perCallback, perPlain))
    }

    /// Seconds for `cycles` push/pop round trips in a visible navigation controller.
    static func pushPop(cycles: Int, traced: Bool) -> Double {
        UIApplication.shared.resetForNewLaunch()
        UIApplication.shared.setConsole { _ in }
        let recorder = TraceRecorder()
        if traced { UIApplication.shared.addTraceObserver(recorder) }
        let navigation = UINavigationController(rootViewController: Counting())
        let window = UIApplication.shared.launch(rootViewController: navigation)
        UIApplication.shared.runUntilIdle()
        let seconds = measure(runs: 3) {
            for _ in 0..<cycles {
                navigation.pushViewController(Counting(), animated: true)
                UIApplication.shared.runUntilIdle()
                navigation.popViewController(animated: true)
                UIApplication.shared.runUntilIdle()
                if traced { _ = recorder.drain() }
            }
        }
        withExtendedLifetime(window) {}
        UIApplication.shared.resetForNewLaunch()
        return seconds
    }
}
