import Foundation
import Testing

@testable import Porting

/// Ports sources in memory and checks what came out.
enum PortCheck {
    /// Ports `files` (path, text); every port is also run again on its own output, which must
    /// change nothing and leave the same work by hand. With `findings`, the port must report
    /// exactly those (`line:column: severity: message`).
    static func port(
        _ files: [(String, String)], knows: @escaping @Sendable (String) -> Bool = { _ in true }, storyboards: [String] = [],
        surface: UIKitSurface? = nil, interface: [(String, String)] = [], findings: [String]? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> PortReport {
        let porter = Porter(
            knowsUIKitType: knows, surface: surface, storyboards: storyboards,
            interface: interface.map { PortSource(path: $0.0, text: $0.1) })
        let report = porter.port(files.map { PortSource(path: $0.0, text: $0.1) })
        let again = porter.port(report.files.map { PortSource(path: $0.path, text: $0.ported) })
        for file in again.files where file.isChanged {
            Issue.record("a second run changed \(file.path):\n\(file.ported)", sourceLocation: sourceLocation)
        }
        // The app delegate is reported by name once its attribute is gone.
        func byHand(_ report: PortReport) -> [String] {
            report.diagnostics.filter { $0.severity == .byHand }.map {
                $0.message.replacingOccurrences(of: "@main removed: ", with: "").replacingOccurrences(
                    of: "@UIApplicationMain removed: ", with: "")
            }.sorted()
        }
        #expect(byHand(again) == byHand(report), "a second run left different work by hand", sourceLocation: sourceLocation)
        // Each finding comes from a rule that declares findings of its severity.
        for (diagnostic, name) in zip(report.diagnostics + again.diagnostics, report.rules + again.rules) {
            let rule = PortRules.all.first { $0.name == name }
            #expect(rule != nil, "\(diagnostic) comes from no registered rule", sourceLocation: sourceLocation)
            #expect(
                rule?.findings.contains { $0.severity == diagnostic.severity } != false,
                "\(name ?? "?") reports \(diagnostic.severity.rawValue) findings it does not declare: \(diagnostic)",
                sourceLocation: sourceLocation)
        }
        if let findings {
            #expect(messages(report) == findings, "the findings differ", sourceLocation: sourceLocation)
        }
        return report
    }

    /// Ports one file and returns its text; `findings` is the complete list the port reports.
    static func ported(_ text: String, findings: [String], sourceLocation: SourceLocation = #_sourceLocation) -> String {
        port([("A.swift", text)], findings: findings, sourceLocation: sourceLocation).files[0].ported
    }

    /// The diagnostics of a port as `line:column: severity: message`.
    static func messages(_ report: PortReport) -> [String] {
        report.diagnostics.map { "\($0.line):\($0.column): \($0.severity.rawValue): \($0.message)" }
    }
}
