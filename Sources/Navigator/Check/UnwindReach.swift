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
    private var reachedFromImplementers: [String: Set<ControllerGraph.Node>] = [:]

    init(graph: ControllerGraph, shapes: ClassShapes) {
        self.graph = graph
        self.shapes = shapes
        for node in graph.order {
            guard let controller = graph.controllers[node], !controller.isReference,
                let name = controller.customClass, !name.isEmpty
            else { continue }
            guard let shape = shapes.shape(of: controller) else {
                unknownNodes.append(node)
                continue
            }
            for action in shape.actions.keys { implementers[action, default: []].append(node) }
        }
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
