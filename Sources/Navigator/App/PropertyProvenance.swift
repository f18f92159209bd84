import Foundation
import SimUIKit

/// Remembers, from the trace, at which stage each property of each controller got its value.
struct PropertyProvenance {
    private var stages: [Int: [String: String]] = [:]

    mutating func record(_ event: TraceEvent) {
        guard let subject = event.subject else { return }
        switch event.kind {
        case .instantiate:
            let how = event.arguments.first ?? "programmatic"
            let label: String
            switch how {
            case "creator": label = "initializer, from a storyboard creator closure"
            case "segueAction": label = "initializer, from an @IBSegueAction"
            case "coder": label = "init(coder:), by the storyboard"
            default: label = "initializer"
            }
            var table: [String: String] = [:]
            for change in event.changes { table[change.name] = label }
            stages[subject.serial] = table
        case .injection:
            for change in event.changes {
                stages[subject.serial, default: [:]][change.name] = Self.describe(event.stage ?? "")
            }
        case .deinitialized:
            stages[subject.serial] = nil
        default:
            break
        }
    }

    func stage(of property: String, serial: Int) -> String? {
        stages[serial]?[property]
    }

    /// Turns the trace's stage wording into the inspector's.
    static func describe(_ stage: String) -> String {
        if stage.hasPrefix("set by ") { return String(stage.dropFirst("set by ".count)) }
        if stage.hasPrefix("by ") { return String(stage.dropFirst(3)) }
        if stage.hasPrefix("in ") { return String(stage.dropFirst(3)) }
        if stage.hasPrefix("after init") { return "after init, from outside (a factory or the caller)" }
        return stage
    }
}
