import Diagnostics
import Foundation
import SimUIKit

/// Checks of a storyboard against the classes it names, for the classes this binary contains.
@MainActor
struct ClassChecks {
    let document: StoryboardDocument
    let shapes: ClassShapes
    let unwinds: UnwindReach
    /// What the app's Swift sources say about a class, when `vcnav check --sources` read them.
    let sources: (String) -> SourceClassActions?
    private var findings: [Diagnostic] = []

    init(
        document: StoryboardDocument, shapes: ClassShapes, unwinds: UnwindReach,
        sources: @escaping (String) -> SourceClassActions? = { _ in nil }
    ) {
        self.document = document
        self.shapes = shapes
        self.unwinds = unwinds
        self.sources = sources
    }

    mutating func run() -> [Diagnostic] {
        for controller in document.allControllers where !controller.isReference {
            guard let name = controller.customClass, !name.isEmpty else { continue }
            guard let shape = shape(of: controller) else {
                warn(
                    controller.location,
                    "unknown class \(ClassShapes.qualified(controller)): vcnav uses a stand-in \(controller.baseClassName) (UIKit logs 'Unknown class \(name) in Interface Builder file.')"
                )
                if let actions = sources(name) { checkTable(controller, name: name, against: actions) }
                continue
            }
            checkOutlets(controller, shape)
            checkActions(controller, shape)
            for attribute in controller.runtimeAttributes where !shape.acceptsRuntimeAttribute(attribute.keyPath) {
                problem(
                    attribute.location,
                    "runtime attribute '\(attribute.keyPath)' of \(name): the class has no `@Inspectable var \(attribute.keyPath)` (UIKit raises NSUnknownKeyException for key \(attribute.keyPath))"
                )
            }
        }
        checkUnwinds()
        return findings
    }

    private func shape(of controller: ControllerElement) -> ClassShape? {
        shapes.shape(of: controller)
    }

    private mutating func checkOutlets(_ controller: ControllerElement, _ shape: ClassShape) {
        for case .outlet(let outlet) in controller.connections {
            if let message = shape.outletProblem(outlet.property) {
                problem(outlet.location, message)
            } else if !shape.hasProperty(outlet.property) {
                problem(
                    outlet.location,
                    "outlet '\(outlet.property)' of \(controller.customClass ?? ""): the class has no such property (loading this scene raises NSUnknownKeyException: not key value coding-compliant for the key \(outlet.property))"
                )
            }
        }
    }

    private mutating func checkActions(_ controller: ControllerElement, _ shape: ClassShape) {
        for action in actions(in: controller) where action.destination == controller.id {
            if shape.actions[action.selector] == nil {
                problem(
                    action.location,
                    "action '\(action.selector)' is not in \(controller.customClass ?? "").ibActions: a tap raises 'unrecognized selector sent to instance'"
                )
            }
        }
        for segue in controller.segues {
            if let creation = segue.segueAction, shape.actions[creation.selector] == nil {
                problem(
                    segue.location,
                    "segue action '\(creation.selector)' is not in \(controller.customClass ?? "").ibActions: performing the segue raises 'unrecognized selector sent to instance'"
                )
            }
        }
    }

    func actions(in controller: ControllerElement) -> [ActionElement] {
        var result: [ActionElement] = []
        func visit(_ view: ViewElement) {
            for case .action(let action) in view.connections { result.append(action) }
            view.subviews.forEach(visit)
            view.prototypes.forEach(visit)
            view.sections.forEach { $0.cells.forEach(visit) }
            for item in view.barButtonItems { for case .action(let action) in item.connections { result.append(action) } }
        }
        if let view = controller.view { visit(view) }
        if let item = controller.navigationItem {
            for bar in item.leftBarButtonItems + item.rightBarButtonItems {
                for case .action(let action) in bar.connections { result.append(action) }
            }
        }
        return result
    }

    /// An unwind action must be implemented by some controller that can lead to the source scene.
    private mutating func checkUnwinds() {
        for controller in document.allControllers {
            for segue in controller.segues where segue.kind == .unwind {
                guard let action = segue.unwindAction else { continue }
                let node = ControllerGraph.Node(storyboard: document.path, id: controller.id)
                guard !unwinds.mayBeImplemented(action, above: node) else { continue }
                if unwinds.mayBeShownFromCode(node) {
                    // Made in code, the presenter is out of the storyboards' sight: UIKit finds it at run time.
                    warn(
                        segue.location,
                        "unwind action '\(action)' is implemented by no storyboard controller that can lead to this scene; it unwinds only to a controller made in code that shows it (through its Storyboard ID)"
                    )
                } else {
                    problem(
                        segue.location,
                        "unwind action '\(action)' is implemented by no controller that can lead to this scene: the unwind does nothing")
                }
            }
        }
    }

    private mutating func problem(_ location: StoryboardLocation, _ message: String) {
        findings.append(Diagnostic(severity: .error, location: location, message: message))
    }

    mutating func warn(_ location: StoryboardLocation, _ message: String) {
        findings.append(Diagnostic(severity: .warning, location: location, message: message))
    }
}
