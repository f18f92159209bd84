/// When a rule runs. Rules run phase by phase, and within a phase in the order of
/// `PortRule.all`: what a later phase reads (the actions collected, the `@main` removed), an
/// earlier one has made.
enum PortPhase: Int, Comparable, CaseIterable {
    /// Each file's own rewrites: imports, outlets, attributes, APIs.
    case file
    /// Methods that join their class's table (actions).
    case collect
    /// References to methods, resolved across files (selectors).
    case resolve
    /// What the program as a whole needs written (tables, the entry point).
    case write
    /// Code moved between files (overrides).
    case move
    /// What earlier phases made a file need (its `import SimUIKit`).
    case finish

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A kind of finding a rule reports: its severity and what it is about (for the docs, and so that
/// a rule reporting what it does not declare fails its tests).
struct PortFinding: Equatable {
    var severity: PortDiagnostic.Severity
    var summary: String

    init(_ severity: PortDiagnostic.Severity, _ summary: String) {
        self.severity = severity
        self.summary = summary
    }
}

/// One rewrite of `vcnav port`, in a file of its own (as swift-format's rules are): its phase,
/// the findings it may report, and what it does to the program being ported. A new rule is a new
/// file and one line in `all`.
protocol PortRule {
    /// A short name, shown with each of its findings in the tests.
    static var name: String { get }
    static var phase: PortPhase { get }
    static var findings: [PortFinding] { get }
    var context: PortContext { get }
    init(context: PortContext)
    /// Adds its edits and findings to the context.
    func apply()
}

extension PortRule {
    /// Every rule, in the order they run within a phase.
    static var all: [any PortRule.Type] { PortRules.all }

    var program: Program { context.program }
    var files: [ParsedFile] { context.files }

    func edit(_ file: Int, _ edit: TextEdit) { context.edit(file, edit) }

    func report(_ file: Int, at position: Int, _ severity: PortDiagnostic.Severity, _ message: String) {
        context.report(file, at: position, severity, message)
    }
}

/// The registry: every port rule, once.
enum PortRules {
    static var all: [any PortRule.Type] {
        [
            ImportRule.self, OutletRule.self, TypeAttributeRule.self, ObjCRule.self, APIRule.self, MemberRule.self, BundleRule.self,
            StoryboardModuleRule.self, ActionRule.self, SelectorRule.self,
            TableRule.self, CellInitializerRule.self, EntryPointRule.self, OverrideRule.self, SimUIKitImportRule.self,
        ]
    }

    /// Runs every rule on the context, phase by phase, in declared order within a phase.
    static func run(_ context: PortContext) {
        let ordered = all.enumerated().sorted { ($0.element.phase, $0.offset) < ($1.element.phase, $1.offset) }.map(\.element)
        for rule in ordered {
            context.rule = rule
            rule.init(context: context).apply()
        }
        context.rule = nil
    }
}
