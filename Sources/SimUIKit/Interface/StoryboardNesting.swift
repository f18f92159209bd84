import Foundation

/// What the storyboard is building right now, outermost first: scenes being instantiated (with
/// the relationships and storyboard references they instantiate in turn). A relationship, a
/// reference or an embed segue that leads back to a controller it is part of would build forever.
///
/// What UIKit does: nothing checks for it; the recursion runs until the stack overflows and the
/// app dies with EXC_BAD_ACCESS and no message (infinite recursion in UIKit ends at the stack's
/// guard page: https://github.com/LeoNatan/LNPopupController/issues/650). The simulator stops it
/// with an uncaught `NSInternalInconsistencyException`, the name UIKit raises for a broken embed
/// ("There are unexpected subviews in the container view. Perhaps the embed segue has already
/// fired once or a subview was added programmatically?",
/// https://github.com/mluton/EmbeddedSwapping/issues/11), with a reason that names the loop
/// (policy: a clear message where a device has none); `vcnav check` finds the same loops before
/// anything runs.
@preconcurrency @MainActor
enum StoryboardNesting {
    /// How a storyboard scene came to be built inside another.
    enum Edge {
        /// A container's relationship segue (`rootViewController`, `viewControllers`...).
        case relationship(SegueElement)
        /// A storyboard reference (`viewControllerPlaceholder`) resolved to its target.
        case reference(ControllerElement)
    }

    private struct Step {
        var key: String
        /// The scene (`UINavigationController 'Nav-1'`).
        var element: ControllerElement
        var document: StoryboardDocument
        /// How the step before led here (`rootViewController`, `resolves to`); nil for the first.
        var edge: String?
    }

    private static var steps: [Step] = []

    /// Runs `body` while `element` of `storyboard` is being instantiated. When the storyboard itself
    /// asks for it (`edge`: a relationship or a reference) and that scene is already being
    /// instantiated, it raises instead: the loop would never end.
    static func instantiating<T>(
        _ element: ControllerElement, in storyboard: UIStoryboard, via edge: Edge?, _ body: () -> T
    ) -> T {
        let document = storyboard.document
        let step = Step(key: "\(document.fileName)#\(element.id)", element: element, document: document, edge: edge?.label)
        if let edge, let first = steps.firstIndex(where: { $0.key == step.key }) {
            let loop = path(steps[first...].map { ($0.element, $0.document, $0.edge) } + [(element, document, edge.label)], from: document)
            switch edge {
            case .relationship(let segue):
                raise(
                    "Storyboard (\(objcDescription(storyboard))) relationship segue '\(segue.id)' (\(segue.location)) leads back to a "
                        + "controller that is still being instantiated: \(loop)")
            case .reference(let placeholder):
                raise("Storyboard reference '\(placeholder.id)' (\(placeholder.location)) leads back to one still being resolved: \(loop)")
            }
        }
        steps.append(step)
        defer { steps.removeLast() }
        return body()
    }

    /// Checks an embedded controller, just made by `parent`'s embed segue `segue`: when its scene
    /// is one of those whose relationships and embeds made `parent` (the storyboard's own
    /// structure, not a push or a presentation), loading its view would embed it again, and so on
    /// forever; that raises.
    static func checkEmbed(_ child: UIViewController, by segue: SegueElement, parent: UIViewController, in storyboard: UIStoryboard) {
        guard let embedded = child.storyboardScene else { return }
        var chain: [(ControllerElement, StoryboardDocument, String?)] = []
        var current = parent.storyboardScene
        var edge = "embed segue '\(segue.id)'"
        while let binding = current {
            // Built from the embed upwards: each entry's edge is the one that led to the entry after it.
            chain.insert((binding.element, binding.document, nil), at: 0)
            if chain.count > 1 { chain[1].2 = edge }
            if binding.document.fileName == embedded.document.fileName, binding.element.id == embedded.element.id {
                let loop = path(chain + [(embedded.element, embedded.document, "embed segue '\(segue.id)'")], from: storyboard.document)
                raise(
                    "Storyboard (\(objcDescription(storyboard))) embed segue '\(segue.id)' (\(segue.location)) leads back to a "
                        + "controller that contains it: \(loop)")
            }
            guard let container = binding.container else { break }
            edge = container.edge
            current = container.binding
        }
    }

    /// `UINavigationController 'Nav-1' → rootViewController → UIViewController 'Root-1' → …`; the
    /// file is named where it is not `home`'s.
    private static func path(_ nodes: [(ControllerElement, StoryboardDocument, String?)], from home: StoryboardDocument) -> String {
        var text = ""
        for (element, document, edge) in nodes {
            if let edge, !text.isEmpty { text += " → \(edge) → " }
            let kind = element.isReference ? "storyboard reference" : element.customClass ?? element.baseClassName
            text += "\(kind) '\(element.id)'" + (document.fileName == home.fileName ? "" : " in \(document.fileName)")
        }
        return text
    }

    private static func raise(_ reason: String) -> Never {
        UIKitException.raise(
            .internalInconsistency,
            reason + ". On a device this recurses until the stack overflows (EXC_BAD_ACCESS); `vcnav check` reports the loop")
    }
}

extension StoryboardNesting.Edge {
    var label: String {
        switch self {
        case .relationship(let segue): segue.relationship ?? "relationship"
        case .reference: "resolves to"
        }
    }
}
