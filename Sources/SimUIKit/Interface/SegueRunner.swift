import Foundation

/// Fires storyboard segues in UIKit's order: `shouldPerformSegue` (control-fired only), the
/// destination's `init?(coder:)` (or the `@IBSegueAction`) and `awakeFromNib`, the source's
/// `prepare(for:sender:)`, then the segue performs.
@preconcurrency @MainActor
enum SegueRunner {
    /// The segues being performed, innermost last: the controller each started from and its
    /// sender. A container the segue leads to makes its children while the segue is under way,
    /// and a segue action on one of its relationship segues goes to that controller, with that
    /// sender (see `StoryboardInstantiator`).
    private(set) static var leading: [(source: UIViewController, sender: Any?)] = []

    static func fire(
        _ segue: SegueElement, in binding: StoryboardSceneBinding, from source: UIViewController, sender: Any?, askShouldPerform: Bool
    ) {
        let sim = Simulator.shared
        let label = segue.identifier.map { "\"\($0)\"" } ?? "(no identifier)"
        if askShouldPerform, let identifier = segue.identifier {
            sim.emit(
                TraceEvent(
                    kind: .callbackBegin, subject: source.traceRef, name: "shouldPerformSegue",
                    arguments: ["withIdentifier: \"\(identifier)\"", "sender: \(render(sender))"]))
            if !source.shouldPerformSegue(withIdentifier: identifier, sender: sender) {
                sim.emit(
                    TraceEvent(
                        kind: .segue, subject: source.traceRef, name: "cancelled", arguments: [label],
                        detail: "shouldPerformSegue returned false"))
                return
            }
        }
        if segue.kind == .unwind {
            unwind(segue, from: source, sender: sender)
            return
        }
        guard let storyboard = source.storyboard,
            let destinationElement = storyboard.document.controller(withID: segue.destination)
        else {
            sim.warn("[Storyboard] segue \(label) points to unknown id '\(segue.destination)'", subject: source.traceRef)
            return
        }
        sim.emit(TraceEvent(kind: .segue, subject: source.traceRef, name: "fire", arguments: [label, segue.kindName]))
        leading.append((source, sender))
        let destination = makeDestination(
            segue, element: destinationElement, storyboard: storyboard, source: source, sender: sender,
            detail: "segue \(segue.identifier.map { "\"\($0)\"" } ?? segue.id)")
        leading.removeLast()
        destination.engine.arrival = (segue, source.storyboardScene)
        let storyboardSegue = makeSegue(segue, source: source, destination: destination)
        source.invokePrepare(for: storyboardSegue, sender: sender)
        sim.emit(TraceEvent(kind: .segue, subject: source.traceRef, name: "perform", arguments: [label, segue.kindName]))
        storyboardSegue.perform()
    }

    /// A segue's destination: made by the source's segue action when the segue names one (nil
    /// falls back to `init?(coder:)`, with UIKit's log line), else with `init?(coder:)`.
    static func makeDestination(
        _ segue: SegueElement, element: ControllerElement, storyboard: UIStoryboard, source: UIViewController, sender: Any?,
        detail: String, via edge: StoryboardNesting.Edge? = nil
    ) -> UIViewController {
        guard let action = segue.segueAction else {
            return StoryboardInstantiator.instantiate(element, in: storyboard, how: .coder, detail: detail, creator: nil, via: edge)
        }
        let target = source
        guard let binding = ActionDispatch.binding(for: action.selector, in: target) else {
            ActionDispatch.unrecognizedSelector(action.selector, target)
        }
        var resolvedClassName = objcClassName(StoryboardInstantiator.resolveClass(of: element).0)
        if element.isReference, let resolved = StoryboardInstantiator.resolveReference(element, from: storyboard) {
            resolvedClassName = objcClassName(StoryboardInstantiator.resolveClass(of: resolved.element).0)
        }
        let made = StoryboardInstantiator.instantiate(
            element, in: storyboard, how: .segueAction, detail: "\(detail) via @IBSegueAction \(action.selector)",
            creator: { coder in
                Simulator.shared.emit(
                    TraceEvent(
                        kind: .pending, subject: target.traceRef, name: "segueAction",
                        arguments: [action.selector, resolvedClassName.split(separator: ".").last.map(String.init) ?? resolvedClassName]))
                let result = binding.invoke(target, [coder, sender, segue.identifier]) as? UIViewController
                if result == nil {
                    Simulator.shared.warn(
                        "[\(objcDescription(target)) \(action.selector)] returned nil, falling back to [\(resolvedClassName) initWithCoder:]",
                        subject: target.traceRef)
                }
                return result
            }, via: edge)
        return made
    }

    private static func makeSegue(_ segue: SegueElement, source: UIViewController, destination: UIViewController) -> UIStoryboardSegue {
        let animated = segue.animates
        switch segue.kind {
        case .custom:
            if let name = segue.customClass,
                let cls = ClassLookup.find(name, module: segue.customModule, provider: segue.customModuleProvider)
                    as? UIStoryboardSegue.Type
            {
                return cls.init(identifier: segue.identifier, source: source, destination: destination)
            }
            Simulator.shared.warn("Unknown class \(segue.customClass ?? "?") in Interface Builder file.")
            return UIStoryboardSegue(identifier: segue.identifier, source: source, destination: destination)
        case .show, .replace:
            return UIStoryboardSegue(identifier: segue.identifier, source: source, destination: destination) {
                source.show(destination, sender: nil)
            }
        case .showDetail:
            return UIStoryboardSegue(identifier: segue.identifier, source: source, destination: destination) {
                source.showDetailViewController(destination, sender: nil)
            }
        case .push:
            return UIStoryboardSegue(identifier: segue.identifier, source: source, destination: destination) {
                guard let navigation = source.navigationController else {
                    UIKitException.raise(
                        .invalidArgument,
                        "Push segues can only be used when the source controller is managed by an instance of UINavigationController.")
                }
                navigation.pushViewController(destination, animated: animated)
            }
        case .presentation, .modal, .popoverPresentation, .popover:
            if let style = segue.modalPresentationStyle.flatMap(StoryboardInstantiator.presentationStyle(named:)) {
                destination.modalPresentationStyle = style
            } else if segue.kind == .popoverPresentation || segue.kind == .popover {
                destination.modalPresentationStyle = .popover
            }
            return UIStoryboardSegue(identifier: segue.identifier, source: source, destination: destination) {
                source.present(destination, animated: animated)
            }
        // Structural (relationship, embed) or performed elsewhere (unwind), or not a kind UIKit
        // knows: a segue object that does nothing when performed.
        case .relationship, .embed, .unwind, .unknown:
            return UIStoryboardSegue(identifier: segue.identifier, source: source, destination: destination)
        }
    }

    // MARK: - Unwind

    /// Unwind: search the ancestors (the navigation stack below the source, then presenters) for
    /// the nearest controller that can perform the action; then the source's `prepare`, the
    /// destination's unwind action, then the pops and dismissals that reveal it.
    static func unwind(_ segue: SegueElement, from source: UIViewController, sender: Any?) {
        let sim = Simulator.shared
        guard let actionName = segue.unwindAction else { return }
        let action = Selector(actionName)
        var destination: UIViewController?
        for candidate in unwindCandidates(from: source) {
            if candidate.canPerformUnwindSegueAction(action, from: source, sender: sender) {
                destination = candidate
                break
            }
        }
        guard let destination else {
            sim.warn("[Storyboard] no view controller handles the unwind action \(actionName); nothing happens", subject: source.traceRef)
            return
        }
        sim.emit(
            TraceEvent(kind: .segue, subject: source.traceRef, name: "unwind", arguments: [actionName, destination.traceRef.description]))
        let unwindSegue = UIStoryboardSegue(identifier: segue.identifier, source: source, destination: destination)
        source.invokePrepare(for: unwindSegue, sender: sender)
        if let binding = ActionDispatch.binding(for: actionName, in: destination) {
            sim.emit(
                TraceEvent(
                    kind: .action, subject: destination.traceRef, name: actionName,
                    arguments: ["UIStoryboardSegue(\(segue.identifier ?? "unwind"))"]))
            _ = binding.invoke(destination, [unwindSegue])
        }
        reveal(destination, for: unwindSegue)
    }

    /// The order UIKit asks candidates: up the containers from the source (each navigation stack
    /// below the child, nearest first), then across each presentation to the presenter's hierarchy.
    static func unwindCandidates(from source: UIViewController) -> [UIViewController] {
        var result: [UIViewController] = []
        var node = source
        while true {
            var child = node
            while let parent = child.engine.parent {
                if let navigation = parent as? UINavigationController,
                    let index = navigation.stack.firstIndex(where: { $0 === child })
                {
                    result.append(contentsOf: navigation.stack[..<index].reversed())
                }
                result.append(parent)
                child = parent
            }
            guard let presenter = child.engine.presenting else { break }
            result.append(contentsOf: visibleDescendants(of: presenter))
            node = presenter
        }
        var seen = Set<ObjectIdentifier>()
        return result.filter { $0 !== source && seen.insert(ObjectIdentifier($0)).inserted }
    }

    private static func visibleDescendants(of controller: UIViewController) -> [UIViewController] {
        if let navigation = controller as? UINavigationController {
            return Array(navigation.stack.reversed()) + [navigation]
        }
        if let tabs = controller as? UITabBarController, let selected = tabs.selectedViewController {
            return visibleDescendants(of: selected) + [tabs]
        }
        return [controller]
    }

    /// Dismisses what covers `destination`, then asks each container above it to show the child
    /// leading to it (`unwind(for:towards:)`: a navigation controller pops to it).
    private static func reveal(_ destination: UIViewController, for segue: UIStoryboardSegue) {
        let root = destination.hierarchyRoot
        if root.engine.presented != nil {
            root.dismiss(animated: true)
        }
        var child = destination
        while let parent = child.engine.parent {
            parent.unwind(for: segue, towards: child)
            child = parent
        }
    }

    static func render(_ sender: Any?) -> String {
        guard let sender else { return "nil" }
        return ValueRenderer.render(sender)
    }
}

extension UIViewController {
    /// `prepare(for:sender:)` with its trace, then what it injected into the destination.
    func invokePrepare(for segue: UIStoryboardSegue, sender: Any?) {
        let sim = Simulator.shared
        // What changed in the destination before now is not prepare's doing (an unwind's
        // destination changes itself while it is shown): said at its own stage first.
        segue.destination.reportChangesSinceLastSnapshot()
        sim.emit(
            TraceEvent(
                kind: .callbackBegin, subject: traceRef, name: "prepare",
                arguments: [
                    "for: \(segue.identifier.map { "\"\($0)\"" } ?? "segue") → \(segue.destination.traceRef)",
                    "sender: \(SegueRunner.render(sender))",
                ]))
        sim.depth += 1
        prepare(for: segue, sender: sender)
        sim.depth -= 1
        segue.destination.recordInjection(stage: "by \(traceRef).prepare(for:sender:)", by: traceRef)
    }
}
