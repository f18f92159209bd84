import Foundation
import Diagnostics
import SimUIKit

/// The map the storyboards declare: one scene per controller (references resolved across files),
/// a way per segue, relationship, embed and unwind. An unwind leads to the controllers whose
/// class implements its action and can lead to its scene (classes this binary has); a way's
/// dependencies are what the storyboard can tell (a segue action, runtime attributes, else the
/// source's `prepare(for:sender:)` for a segue); a run tells the rest (see `FlowRecorder`).
@MainActor
public enum FlowMapBuilder {
    /// The map of the storyboards named in `paths` (files, and folders searched as `vcnav check`
    /// searches them), the `main` storyboard's scenes first; what could not be read, with its
    /// reason; what the loader found wrong in what it read, as `vcnav check` reports it
    /// (`Main.storyboard:3:1: …`: a malformed file gives no map).
    public static func storyboards(paths: [String], main: String? = nil) -> (
        map: FlowMap, unreadable: [String], problems: [Diagnostic]
    ) {
        let walk = StoryboardFileWalk(paths: paths)
        var unreadable = walk.unreadable.map { "'\(ValueRenderer.visible($0.path))': \($0.reason)" }
        var documents: [StoryboardDocument] = []
        for url in walk.files {
            do {
                documents.append(try StoryboardDocument.load(contentsOf: url))
            } catch {
                unreadable.append("'\(ValueRenderer.visible(url.path))': \(error.reason)")
            }
        }
        let preferred = StoryboardChecker.preferredByName(documents)
        var chosen = documents.filter { preferred[$0.name]?.path == $0.path }
        if let first = chosen.firstIndex(where: { $0.name == main }) { chosen.insert(chosen.remove(at: first), at: 0) }
        let problems = documents.flatMap(\.problems)
        return (map(of: chosen, byName: preferred.mapValues(\.path)), unreadable, problems)
    }

    static func map(of documents: [StoryboardDocument], byName: [String: String]) -> FlowMap {
        let graph = ControllerGraph(files: documents, byName: byName)
        let shapes = ClassShapes()
        var map = FlowMap()
        func key(_ node: ControllerGraph.Node) -> String? {
            guard let document = graph.documents[node.storyboard] else { return nil }
            return FlowMap.Scene.key(storyboard: document.name, id: node.id)
        }
        /// A reference leads to what it resolves to (a chain of them, to the end).
        func target(_ node: ControllerGraph.Node) -> ControllerGraph.Node? {
            var current = node
            var steps = 0
            while let controller = graph.controllers[current], controller.isReference {
                guard steps < 16, let next = graph.resolve(controller, in: current.storyboard) else { return nil }
                current = next
                steps += 1
            }
            return graph.controllers[current] == nil ? nil : current
        }
        for node in graph.order {
            guard let controller = graph.controllers[node], !controller.isReference, let document = graph.documents[node.storyboard]
            else { continue }
            map.scenes.append(
                FlowMap.Scene(
                    key: FlowMap.Scene.key(storyboard: document.name, id: controller.id),
                    className: controller.customClass ?? controller.baseClassName,
                    storyboardIdentifier: controller.storyboardIdentifier, storyboard: document.name,
                    title: controller.title ?? controller.navigationItem?.title ?? controller.sceneLabel,
                    isInitial: document.initialViewControllerID == controller.id))
        }
        var implementers: [String: [ControllerGraph.Node]] = [:]
        for node in graph.order {
            guard let controller = graph.controllers[node], let shape = shapes.shape(of: controller) else { continue }
            for action in shape.actions.keys { implementers[action, default: []].append(node) }
        }
        for node in graph.order {
            guard let controller = graph.controllers[node], !controller.isReference, let from = key(node) else { continue }
            for segue in controller.segues {
                if segue.kind == .unwind {
                    guard let action = segue.unwindAction else { continue }
                    for implementer in implementers[action] ?? [] where graph.reachable(from: [implementer]).contains(node) {
                        guard let to = key(implementer) else { continue }
                        map.edges.append(FlowMap.Edge(from: from, to: to, way: .unwind(action: action)))
                    }
                    continue
                }
                guard let destination = target(ControllerGraph.Node(storyboard: node.storyboard, id: segue.destination)),
                    let to = key(destination), let destinationController = graph.controllers[destination]
                else { continue }
                let way: FlowMap.Way =
                    switch segue.kind {
                    case .relationship: .relationship(segue.relationship ?? "relationship")
                    case .embed: .embed
                    case .show, .showDetail, .presentation, .popoverPresentation, .unwind, .custom, .push, .modal, .popover,
                        .replace, .unknown:
                        .segue(kind: segue.kindName, identifier: segue.identifier)
                    }
                var dependencies: [FlowMap.Dependency] = []
                if segue.segueAction != nil {
                    dependencies.append(.segueAction)
                } else if segue.kind != .relationship {
                    dependencies.append(.prepare)
                }
                if !destinationController.runtimeAttributes.isEmpty { dependencies.append(.runtimeAttribute) }
                let via = destination.storyboard == node.storyboard ? nil : graph.documents[destination.storyboard]?.name
                map.edges.append(FlowMap.Edge(from: from, to: to, way: way, via: via, dependencies: dependencies))
            }
        }
        return map
    }
}
