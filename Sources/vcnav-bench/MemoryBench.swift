import Foundation
import SimUIKit

/// Resident memory after 100,000 push/pop cycles against after 1,000: flat means nothing leaks.
@MainActor
enum MemoryBench {
    static func run(into table: inout Table, quick: Bool) {
        UIApplication.shared.resetForNewLaunch()
        UIApplication.shared.setConsole { _ in }
        let navigation = UINavigationController(rootViewController: EngineBench.Counting())
        let window = UIApplication.shared.launch(rootViewController: navigation)
        UIApplication.shared.runUntilIdle()
        func cycles(_ count: Int) {
            for _ in 0..<count {
                navigation.pushViewController(EngineBench.Counting(), animated: true)
                UIApplication.shared.runUntilIdle()
                navigation.popViewController(animated: true)
                UIApplication.shared.runUntilIdle()
            }
        }
        cycles(1_000)
        let after1k = residentBytes()
        cycles(quick ? 10_000 : 99_000)
        let after100k = residentBytes()
        withExtendedLifetime(window) {}
        let growth = Double(after100k - after1k) / 1_048_576
        table.add(
            "memory: RSS after \(quick ? "11,000" : "100,000") push/pop cycles", String(format: "%.1f MB", Double(after100k) / 1_048_576),
            baseline: String(format: "after 1,000: %.1f MB", Double(after1k) / 1_048_576), ratio: String(format: "%+.2f MB", growth),
            goal: "flat within 1 MB")
    }
}
