import Foundation
import SimUIKit

/// Watches the window's controllers after each action and reports the ways into the flow that a
/// run took: a controller seen for the first time came in by a storyboard segue (the engine
/// remembers which), a relationship or an embed, or by code (a push, a presentation, a tab, a
/// child); with how its dependencies arrived (from the trace, see `PropertyProvenance`).
@MainActor
struct FlowRecorder {
    /// Controllers already reported, by serial.
    private var seen: Set<Int> = []
    private var lastCurrent: String?

    /// What is new since the last call, in the window whose root is `root`; `visible` is the
    /// controller on screen.
    mutating func observe(root: UIViewController?, visible: UIViewController?, provenance: PropertyProvenance) -> FlowObservation {
        var observation = FlowObservation()
        if let root { walk(root, parent: nil, below: nil, provenance: provenance, into: &observation) }
        let current = visible.map(Self.key)
        if current != lastCurrent {
            observation.current = current
            lastCurrent = current
        }
        return observation
    }

    /// Forgets everything (a new launch).
    mutating func reset() {
        seen.removeAll()
        lastCurrent = nil
    }

    private mutating func walk(
        _ controller: UIViewController, parent: UIViewController?, below: UIViewController?, provenance: PropertyProvenance,
        into observation: inout FlowObservation
    ) {
        if seen.insert(controller.traceRef.serial).inserted {
            if controller.storyboardScene == nil { observation.scenes.append(Self.scene(of: controller)) }
            if let edge = Self.edge(into: controller, parent: parent, below: below, provenance: provenance) {
                observation.edges.append(edge)
            }
        }
        if let navigation = controller as? UINavigationController {
            var previous: UIViewController?
            for child in navigation.viewControllers {
                walk(child, parent: navigation, below: previous, provenance: provenance, into: &observation)
                previous = child
            }
        } else if let tabs = controller as? UITabBarController {
            for child in tabs.viewControllers ?? [] { walk(child, parent: tabs, below: nil, provenance: provenance, into: &observation) }
        } else {
            for child in controller.children { walk(child, parent: controller, below: nil, provenance: provenance, into: &observation) }
        }
        if let presented = controller.presentedViewController, presented.presentingViewController === controller {
            walk(presented, parent: controller, below: nil, provenance: provenance, into: &observation)
        }
    }

    /// The way `controller` came in: its segue, its storyboard container, or what code did.
    private static func edge(
        into controller: UIViewController, parent: UIViewController?, below: UIViewController?, provenance: PropertyProvenance
    ) -> FlowMap.Edge? {
        let to = key(controller)
        let dependencies = provenance.dependencies(of: controller.traceRef.serial)
        if let arrival = controller.arrivalSegue, let source = arrival.source {
            let from = FlowMap.Scene.key(storyboard: source.document.name, id: source.element.id)
            let via = controller.storyboardScene.flatMap { $0.document.name == source.document.name ? nil : $0.document.name }
            return FlowMap.Edge(
                from: from, to: to, way: .segue(kind: arrival.segue.kindName, identifier: arrival.segue.identifier), via: via,
                dependencies: dependencies)
        }
        if let container = controller.storyboardScene?.containingScene {
            let from = FlowMap.Scene.key(storyboard: container.binding.document.name, id: container.binding.element.id)
            let way: FlowMap.Way = container.edge.hasPrefix("embed") ? .embed : .relationship(container.edge)
            return FlowMap.Edge(from: from, to: to, way: way, dependencies: dependencies)
        }
        if let below {
            return FlowMap.Edge(from: key(below), to: to, way: .code("push"), dependencies: dependencies)
        }
        guard let parent else { return nil }
        let call: String
        if controller.presentingViewController === parent {
            call = "present"
        } else if parent is UINavigationController {
            call = "navigation root"
        } else if parent is UITabBarController {
            call = "tab"
        } else {
            call = "addChild"
        }
        return FlowMap.Edge(from: key(parent), to: to, way: .code(call), dependencies: dependencies)
    }

    /// The scene key of a controller: its storyboard scene's, else its class's; a navigation
    /// controller made in code is told apart by its root's class (an app makes one per flow).
    static func key(_ controller: UIViewController) -> String {
        if let binding = controller.storyboardScene {
            return FlowMap.Scene.key(storyboard: binding.document.name, id: binding.element.id)
        }
        if let root = rootClass(of: controller) { return FlowMap.Scene.key(codeClass: "\(controller.traceRef.className)(\(root))") }
        return FlowMap.Scene.key(codeClass: controller.traceRef.className)
    }

    /// A scene for a controller that code made.
    static func scene(of controller: UIViewController) -> FlowMap.Scene {
        let title = rootClass(of: controller).map { "of \($0)" } ?? controller.title
        return FlowMap.Scene(key: key(controller), className: controller.traceRef.className, title: title)
    }

    /// The class of the root of a navigation controller made in code.
    private static func rootClass(of controller: UIViewController) -> String? {
        guard let navigation = controller as? UINavigationController, let root = navigation.viewControllers.first else { return nil }
        return root.traceRef.className
    }
}
