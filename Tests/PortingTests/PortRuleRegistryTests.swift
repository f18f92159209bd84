import Foundation
import Testing

@testable import Porting

/// The port's rules are declared once: one type per file, registered in `PortRules.all`.
@Suite("Port: the rules")
struct PortRuleRegistryTests {
    @Test("every rule is registered once, under a name of its own, and lives in a file named after it")
    func registry() throws {
        let names = PortRules.all.map { String(describing: $0) }
        #expect(Set(names).count == names.count)
        #expect(Set(PortRules.all.map { $0.name }).count == names.count)
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/Porting/Port/Rules")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }
        #expect(Set(files) == Set(names.map { $0 + ".swift" } + ["PortRule.swift"]))
        for name in names {
            let text = try String(contentsOf: directory.appendingPathComponent(name + ".swift"), encoding: .utf8)
            #expect(text.contains("struct \(name): PortRule {"), "\(name).swift declares \(name)")
        }
    }

    @Test("the rules run phase by phase, in declared order within a phase; each finding names its rule")
    func order() {
        let context = PortContext(program: Program(files: []), knowsUIKitType: { _ in true })
        PortRules.run(context)
        #expect(context.rule == nil)
        let phases = PortRules.all.map { $0.phase }
        // Declared in the order they run: the list reads as the pipeline does.
        #expect(phases == phases.sorted())
        let report = Porter().port([PortSource(path: "A.swift", text: "import UIKit\nimport MapKit\n@IBDesignable class V: UIView {}\n")])
        #expect(
            zip(report.rules, report.diagnostics).map { "\($0 ?? "-") \($1.severity.rawValue)" } == [
                "imports by hand", "type attributes note",
            ])
    }
}
