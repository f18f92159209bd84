import Diagnostics
import Foundation
import SimUIKit

/// Loops of containers: a navigation, tab, split or page relationship, an embed segue or a
/// storyboard reference that leads back to a controller it is part of. Instantiating (or, for an
/// embed, loading the view of) any controller on the loop never ends: UIKit recurses until the
/// stack overflows; vcnav's runtime raises NSInternalInconsistencyException. Each loop is reported
/// once, at the relationship that closes it (the edge back to a controller still on the path of a
/// depth-first walk in document order).
enum ContainmentLoops {
    /// Each loop found, with the path of the file that holds the relationship closing it.
    static func findings(in graph: ControllerGraph) -> [(path: String, finding: Diagnostic)] {
        var findings: [(path: String, finding: Diagnostic)] = []
        var state: [ControllerGraph.Node: Bool] = [:]  // false: on the current path; true: done
        for start in graph.order where state[start] == nil {
            // An explicit stack (no recursion: a chain of thousands of containers is fine).
            var path: [Step] = []
            func enter(_ node: ControllerGraph.Node, via edge: ControllerGraph.Edge?) {
                state[node] = false
                path.append(Step(node: node, via: edge, edges: (graph.outgoing[node] ?? []).filter { $0.kind == .containment }))
            }
            enter(start, via: nil)
            while let top = path.last {
                guard top.next < top.edges.count else {
                    state[top.node] = true
                    path.removeLast()
                    continue
                }
                let edge = top.edges[top.next]
                path[path.count - 1].next += 1
                switch state[edge.to] {
                case nil:
                    enter(edge.to, via: edge)
                case false:
                    findings.append((edge.from.storyboard, finding(closing: edge, path: path, in: graph)))
                default:
                    break
                }
            }
        }
        return findings
    }

    /// A controller on the walk's path: the edge that led to it, its containment edges, the next to follow.
    private struct Step {
        var node: ControllerGraph.Node
        var via: ControllerGraph.Edge?
        var edges: [ControllerGraph.Edge]
        var next = 0
    }

    private static func finding(closing edge: ControllerGraph.Edge, path: [Step], in graph: ControllerGraph) -> Diagnostic {
        let home = edge.from.storyboard
        let first = path.lastIndex { $0.node == edge.to } ?? 0
        var text = graph.describe(edge.to, from: home)
        for step in path[(first + 1)...] {
            text += " → \(step.via?.label ?? "→") → \(graph.describe(step.node, from: home))"
        }
        text += " → \(edge.label) → \(graph.describe(edge.to, from: home))"
        let what: String
        switch edge.label {
        case "resolves to": what = "storyboard reference"
        case let label where label.hasPrefix("embed segue"): what = label
        default: what = "relationship '\(edge.label)'"
        }
        return Diagnostic(
            severity: .error, location: edge.location,
            message:
                "\(what) closes a loop of containers: \(text); instantiating it never ends (on a device the recursion overflows the "
                + "stack, EXC_BAD_ACCESS; vcnav raises NSInternalInconsistencyException)")
    }
}
