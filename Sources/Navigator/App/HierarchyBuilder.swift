import Foundation
import SimUIKit

/// Builds the `_printHierarchy`-style tree of the window, with each controller's properties.
@MainActor
struct HierarchyBuilder {
    let provenance: PropertyProvenance

    func node(for controller: UIViewController, role: HierarchyNode.Role) -> HierarchyNode {
        var children: [HierarchyNode] = []
        if let navigation = controller as? UINavigationController {
            let stack = navigation.viewControllers
            for (index, child) in stack.enumerated() {
                children.append(node(for: child, role: .stack(index: index, isTop: index == stack.count - 1)))
            }
        } else if let tabs = controller as? UITabBarController {
            for (index, child) in (tabs.viewControllers ?? []).enumerated() {
                children.append(node(for: child, role: .tab(index: index, isSelected: index == tabs.selectedIndex)))
            }
        } else {
            let shown = controller.shownChildViewController
            for child in controller.children {
                children.append(node(for: child, role: .child(isShown: child === shown)))
            }
        }
        if let presented = controller.presentedViewController, presented.presentingViewController === controller {
            children.append(node(for: presented, role: .presented(presented.modalPresentationStyle)))
        }
        let properties = inspected(controller.storedPropertySnapshot, serial: controller.traceRef.serial)
        let fullName = String(reflecting: type(of: controller))
        return HierarchyNode(
            ref: controller.traceRef,
            className: fullName.hasPrefix("SimUIKit.") ? String(fullName.dropFirst(9)) : fullName,
            title: controller.navigationItem.title ?? controller.title,
            storyboardIdentifier: controller.storyboardScene?.storyboardIdentifier,
            state: controller.isViewLoaded ? .loaded(controller.appearanceState) : .notLoaded,
            role: role, instantiation: controller.instantiation, properties: properties, children: children)
    }

    /// A controller known only from the trace (its name and the snapshot an event carried): the
    /// inspector's view of one that is in no hierarchy yet, such as a controller being created
    /// or prepared while step mode pauses.
    func node(tracing ref: ObjectRef, snapshot: [PropertyValue]?) -> HierarchyNode {
        HierarchyNode(
            ref: ref, className: ref.className, title: nil, storyboardIdentifier: nil, state: .notLoaded, role: .child(isShown: false),
            instantiation: provenance.instantiation(of: ref.serial) ?? .programmatic,
            properties: inspected(snapshot ?? [], serial: ref.serial), children: [])
    }

    private func inspected(_ values: [PropertyValue], serial: Int) -> [InspectedProperty] {
        values.map { value in
            InspectedProperty(
                name: value.name, value: value.value, isNil: value.isNil, isOutlet: value.isOutlet, typeName: value.typeName,
                stage: provenance.stage(of: value.name, serial: serial), history: provenance.history(of: value.name, serial: serial),
                source: provenance.source(of: value.name, serial: serial),
                awaited: value.isNil && provenance.isAwaited(value.name, serial: serial))
        }
    }
}
