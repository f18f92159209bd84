import Foundation
import SimUIKit

/// Whether an unwind action can reach an implementation: some controller that can lead to the
/// scene (over segues, relationships, embeds and references, across storyboards) implements it, or
/// has a class this binary does not know (then it may). Answered for every unwind segue of a check
/// in time linear in the graph: one walk from every controller of an unknown class, and one per
/// action from the controllers that implement it (their number is bounded by the classes this
/// binary has, not by the storyboards).
@MainActor
final class UnwindReach {
    let graph: ControllerGraph
    private let shapes: ClassShapes
    private var implementers: [String: [ControllerGraph.Node]] = [:]
    private var unknownNodes: [ControllerGraph.Node] = []
    private lazy var reachedFromUnknown: Set<ControllerGraph.Node> = graph.reachable(from: unknownNodes)
    /// Controllers with a Storyboard ID: code can instantiate them and show them from any
    /// controller, one made in code included.
    private var identifiedNodes: [ControllerGraph.Node] = []
    private lazy var reachedFromCode: Set<ControllerGraph.Node> = graph.reachable(from: identifiedNodes).union(identifiedNodes)
    private var reachedFromImplementers: [String: Set<ControllerGraph.Node>] = [:]
    /// What the app's classes answer to, those made in code included (`vcnav check --sources`).
    private let codeActions: Set<String>

    init(graph: ControllerGraph, shapes: ClassShapes, codeActions: Set<String> = []) {
        self.graph = graph
        self.shapes = shapes
        self.codeActions = codeActions
        for node in graph.order {
            guard let controller = graph.controllers[node], !controller.isReference else { continue }
            if controller.storyboardIdentifier?.isEmpty == false { identifiedNodes.append(node) }
            guard let name = controller.customClass, !name.isEmpty else { continue }
            guard let shape = shapes.shape(of: controller) else {
                unknownNodes.append(node)
                continue
            }
            for action in shape.actions.keys { implementers[action, default: []].append(node) }
        }
    }

    /// Whether code can lead to `node`: it, or a controller that leads to it, has a Storyboard ID, so
    /// a controller made in code may present it (and implement its unwind actions).
    func mayBeShownFromCode(_ node: ControllerGraph.Node) -> Bool {
        reachedFromCode.contains(node)
    }

    /// Whether a controller made in code may show `node` and unwind there: code can lead to it
    /// and one of the app's classes implements `action`.
    func mayBeImplementedInCode(_ action: String, above node: ControllerGraph.Node) -> Bool {
        mayBeShownFromCode(node) && codeActions.contains(action)
    }

    /// Whether some controller that can lead to `node` implements `action`, or may (unknown class).
    func mayBeImplemented(_ action: String, above node: ControllerGraph.Node) -> Bool {
        if reachedFromUnknown.contains(node) { return true }
        guard let sources = implementers[action] else { return false }
        if let reached = reachedFromImplementers[action] { return reached.contains(node) }
        let reached = graph.reachable(from: sources)
        reachedFromImplementers[action] = reached
        return reached.contains(node)
    }
}
