import Foundation
import SimUIKit

/// Remembers, from the trace, at which stage each property of each controller got its value.
struct PropertyProvenance {
    private var stages: [Int: [String: String]] = [:]
    /// Each property's values over time: `nil at init(coder:)`, `set by …`.
    private var histories: [Int: [String: [String]]] = [:]

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
            var history: [String: [String]] = [:]
            for change in event.changes {
                table[change.name] = label
                history[change.name] = ["\(change.newValue) at \(event.name)"]
            }
            stages[subject.serial] = table
            histories[subject.serial] = history
        case .injection:
            for change in event.changes {
                let stage = Self.describe(event.stage ?? "")
                stages[subject.serial, default: [:]][change.name] = stage
                histories[subject.serial, default: [:]][change.name, default: []].append("\(Self.brief(change.newValue)) from \(stage)")
            }
        case .unset:
            for name in event.arguments {
                histories[subject.serial, default: [:]][name, default: []].append("still nil \(event.stage ?? "")")
            }
        case .deinitialized:
            stages[subject.serial] = nil
            histories[subject.serial] = nil
        default:
            break
        }
    }

    func stage(of property: String, serial: Int) -> String? {
        stages[serial]?[property]
    }

    func history(of property: String, serial: Int) -> [String] {
        histories[serial]?[property] ?? []
    }

    private static func brief(_ value: String) -> String {
        value.count > 24 ? String(value.prefix(23)) + "…" : value
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
