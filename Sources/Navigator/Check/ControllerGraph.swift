import Foundation
import SimUIKit

/// Every controller of the checked storyboards and the ways one leads to another, built once per
/// check (building it once per unwind segue made `check` quadratic: 4,000 scenes took 55 s).
struct ControllerGraph {
    /// A controller: its storyboard file (by path: two files may share a name) and its XML id.
    struct Node: Hashable {
        var storyboard: String
        var id: String
    }

    struct Edge {
        enum Kind {
            /// A relationship, an embed, a reference resolved: the storyboard builds the target with
            /// the source, whatever the user does.
            case containment
            /// A segue the user or the code fires (show, present, custom...).
            case segue
        }

        var from: Node
        var to: Node
        var kind: Kind
        /// `rootViewController`, `embed segue 'e-1'`, `resolves to`, `show`.
        var label: String
        var location: StoryboardLocation
    }

    /// The controllers, in a stable order: the files in the order given, then document order.
    private(set) var order: [Node] = []
    private(set) var controllers: [Node: ControllerElement] = [:]
    /// The files by path.
    private(set) var documents: [String: StoryboardDocument] = [:]
    /// The file a storyboard name means (what a reference to it loads), by name.
    private let byName: [String: String]
    private(set) var outgoing: [Node: [Edge]] = [:]

    /// `files`: every storyboard checked; `byName`: the path each storyboard name resolves to.
    init(files: [StoryboardDocument], byName: [String: String]) {
        self.byName = byName
        for document in files where documents[document.path] == nil {
            documents[document.path] = document
            for controller in document.allControllers {
                let node = Node(storyboard: document.path, id: controller.id)
                guard controllers[node] == nil else { continue }  // a duplicate id (reported by the loader)
                controllers[node] = controller
                order.append(node)
            }
        }
        for node in order {
            guard let controller = controllers[node] else { continue }
            if let target = resolve(controller, in: node.storyboard) {
                add(Edge(from: node, to: target, kind: .containment, label: "resolves to", location: controller.location))
            }
            for segue in controller.segues where segue.kind != .unwind {
                let to = Node(storyboard: node.storyboard, id: segue.destination)
                guard controllers[to] != nil else { continue }
                switch segue.kind {
                case .relationship:
                    add(Edge(from: node, to: to, kind: .containment, label: segue.relationship ?? "relationship", location: segue.location))
                case .embed:
                    add(Edge(from: node, to: to, kind: .containment, label: "embed segue '\(segue.id)'", location: segue.location))
                case .show, .showDetail, .presentation, .popoverPresentation, .unwind, .custom, .push, .modal, .popover, .replace,
                    .unknown:
                    add(Edge(from: node, to: to, kind: .segue, label: segue.kindName, location: segue.location))
                }
            }
        }
    }

    private mutating func add(_ edge: Edge) {
        outgoing[edge.from, default: []].append(edge)
    }

    /// A storyboard reference's target: by identifier, else the initial controller.
    func resolve(_ controller: ControllerElement, in storyboard: String) -> Node? {
        guard controller.isReference, let reference = controller.reference, reference.storyboardBundle == nil else { return nil }
        let path = reference.storyboardName.flatMap { byName[$0] } ?? (reference.storyboardName == nil ? storyboard : nil)
        guard let path, let document = documents[path] else { return nil }
        let target =
            reference.referencedIdentifier.map { document.controller(withStoryboardIdentifier: $0) } ?? document.initialController
        return target.map { Node(storyboard: path, id: $0.id) }
    }

    /// The nodes reachable from `sources` by at least one edge (a source itself only when a loop
    /// leads back to it). Linear in the graph.
    func reachable(from sources: [Node]) -> Set<Node> {
        var reached: Set<Node> = []
        var queue: [Node] = []
        for source in sources {
            for edge in outgoing[source] ?? [] where reached.insert(edge.to).inserted { queue.append(edge.to) }
        }
        while let next = queue.popLast() {
            for edge in outgoing[next] ?? [] where reached.insert(edge.to).inserted { queue.append(edge.to) }
        }
        return reached
    }

    /// `UINavigationController 'Nav-1'` (with its file when it is not `home`).
    func describe(_ node: Node, from home: String) -> String {
        guard let controller = controllers[node] else { return "'\(node.id)'" }
        let kind = controller.isReference ? "storyboard reference" : controller.customClass ?? controller.baseClassName
        let file = documents[node.storyboard]?.fileName ?? node.storyboard
        return "\(kind) '\(node.id)'" + (node.storyboard == home ? "" : " in \(file)")
    }
}
