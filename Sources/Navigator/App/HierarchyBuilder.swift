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
        let properties = controller.storedPropertySnapshot.map { value in
            InspectedProperty(
                name: value.name, value: value.value, isNil: value.isNil, isOutlet: value.isOutlet, typeName: value.typeName,
                stage: provenance.stage(of: value.name, serial: controller.traceRef.serial),
                history: provenance.history(of: value.name, serial: controller.traceRef.serial))
        }
        let fullName = String(reflecting: type(of: controller))
        return HierarchyNode(
            ref: controller.traceRef,
            className: fullName.hasPrefix("SimUIKit.") ? String(fullName.dropFirst(9)) : fullName,
            title: controller.navigationItem.title ?? controller.title,
            storyboardIdentifier: controller.storyboardScene?.storyboardIdentifier,
            state: controller.isViewLoaded ? .loaded(controller.appearanceState) : .notLoaded,
            role: role, instantiation: controller.instantiation, properties: properties, children: children)
    }
}
