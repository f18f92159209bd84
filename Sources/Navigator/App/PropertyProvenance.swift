import Foundation
import SimUIKit

/// Remembers, from the trace, at which stage each property of each controller got its value.
struct PropertyProvenance {
    private var stages: [Int: [String: String]] = [:]
    /// Each property's values over time: `nil at init(coder:)`, `set by …`.
    private var histories: [Int: [String: [String]]] = [:]
    /// How each controller was created.
    private var instantiations: [Int: InstantiationKind] = [:]
    /// How each controller's dependencies arrived, in the order they did.
    private var arrivals: [Int: [FlowMap.Dependency]] = [:]
    /// Who gave each property its current value.
    private var sources: [Int: [String: InspectedProperty.ValueSource]] = [:]
    /// The properties the trace reported still nil (dependencies not arrived), until they change.
    private var awaited: [Int: Set<String>] = [:]

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
            var source: [String: InspectedProperty.ValueSource] = [:]
            let kind = InstantiationKind(rawValue: how) ?? .programmatic
            for change in event.changes {
                table[change.name] = label
                history[change.name] = ["\(change.newValue) at \(event.name)"]
                source[change.name] = kind == .coder || kind == .archive ? .declaredDefault : .initializer(kind)
            }
            sources[subject.serial] = source
            awaited[subject.serial] = []
            stages[subject.serial] = table
            histories[subject.serial] = history
            instantiations[subject.serial] = InstantiationKind(rawValue: how)
            let injected = event.changes.contains { !$0.isOutlet }
            switch how {
            case "creator": arrivals[subject.serial] = [.creatorClosure]
            case "segueAction": arrivals[subject.serial] = [.segueAction]
            case "programmatic" where injected: arrivals[subject.serial] = [.initializer]
            default: arrivals[subject.serial] = []
            }
        case .injection:
            if let way = Self.dependency(stage: event.stage ?? ""), event.changes.contains(where: { !$0.isOutlet }),
                arrivals[subject.serial]?.contains(way) != true
            {
                arrivals[subject.serial, default: []].append(way)
            }
            for change in event.changes {
                sources[subject.serial, default: [:]][change.name] = Self.source(stage: event.stage ?? "")
                awaited[subject.serial]?.remove(change.name)
                let stage = Self.describe(event.stage ?? "")
                stages[subject.serial, default: [:]][change.name] = stage
                histories[subject.serial, default: [:]][change.name, default: []].append("\(Self.brief(change.newValue)) from \(stage)")
            }
        case .unset:
            awaited[subject.serial, default: []].formUnion(event.arguments)
            for name in event.arguments {
                histories[subject.serial, default: [:]][name, default: []].append("still nil \(event.stage ?? "")")
            }
        case .deinitialized:
            stages[subject.serial] = nil
            histories[subject.serial] = nil
            instantiations[subject.serial] = nil
            arrivals[subject.serial] = nil
            sources[subject.serial] = nil
            awaited[subject.serial] = nil
        // Events that set no stored property.
        case .callbackBegin, .callbackEnd, .delegate, .operation, .gesture, .segue, .action, .warning, .exception, .fatal, .leak,
            .missingSuper, .note, .pending:
            break
        }
    }

    func stage(of property: String, serial: Int) -> String? {
        stages[serial]?[property]
    }

    /// How controller `serial`'s dependencies arrived (initializer, creator closure, segue
    /// action, `prepare(for:sender:)`, runtime attributes, set after init), in order.
    func dependencies(of serial: Int) -> [FlowMap.Dependency] {
        arrivals[serial] ?? []
    }

    /// The way a change at the trace's `stage` arrived from outside the controller; nil for a
    /// change the controller made itself (in one of its callbacks), or one seen after one of its
    /// callbacks whose author the trace cannot name.
    static func dependency(stage: String) -> FlowMap.Dependency? {
        if stage.hasSuffix("prepare(for:sender:)") { return .prepare }
        if stage.contains("runtime attributes") { return .runtimeAttribute }
        if stage == "in the creator closure" { return .creatorClosure }
        if stage.hasPrefix("after init") || stage == "after awakeFromNib()" { return .factory }
        return nil
    }

    /// Who set a value the trace reported at `stage`.
    static func source(stage: String) -> InspectedProperty.ValueSource {
        switch dependency(stage: stage) {
        case .prepare: return .injected(by: describe(stage))
        case .runtimeAttribute: return .injected(by: "the storyboard's runtime attributes")
        case .creatorClosure: return .injected(by: "the creator closure")
        case .factory where stage == "after init(nibName:bundle:)":
            return .injected(by: "its initializer after super.init, or the code that made it (a factory)")
        case .factory: return .injected(by: "code outside it, \(stage)")
        case .initializer, .segueAction, nil: break
        }
        if stage.hasPrefix("in ") { return .own(String(stage.dropFirst(3))) }
        return .later(stage)
    }

    /// Who gave `property` of controller `serial` its current value.
    func source(of property: String, serial: Int) -> InspectedProperty.ValueSource? {
        sources[serial]?[property]
    }

    /// Whether the trace reported `property` of controller `serial` still nil (and it has not
    /// changed since).
    func isAwaited(_ property: String, serial: Int) -> Bool {
        awaited[serial]?.contains(property) == true
    }

    /// How controller `serial` was created, if the trace said.
    func instantiation(of serial: Int) -> InstantiationKind? {
        instantiations[serial]
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
