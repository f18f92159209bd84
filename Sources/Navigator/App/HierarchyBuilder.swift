import Foundation
import SimUIKit

/// Builds the `_printHierarchy`-style tree of the window, with each controller's properties.
@MainActor
struct HierarchyBuilder {
    let provenance: PropertyProvenance

    func node(for controller: UIViewController, role: String) -> HierarchyNode {
        var children: [HierarchyNode] = []
        if let navigation = controller as? UINavigationController {
            let stack = navigation.viewControllers
            for (index, child) in stack.enumerated() {
                children.append(node(for: child, role: index == stack.count - 1 ? "stack[\(index)], top" : "stack[\(index)]"))
            }
        } else if let tabs = controller as? UITabBarController {
            for (index, child) in (tabs.viewControllers ?? []).enumerated() {
                children.append(node(for: child, role: index == tabs.selectedIndex ? "tab \(index), selected" : "tab \(index)"))
            }
        } else {
            for child in controller.children {
                children.append(node(for: child, role: "child"))
            }
        }
        if let presented = controller.presentedViewController, presented.presentingViewController === controller {
            children.append(node(for: presented, role: "presented (\(presented.modalPresentationStyle))"))
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
            state: controller.isViewLoaded ? controller.appearanceState.rawValue : "not loaded",
            role: role, instantiation: controller.instantiation.rawValue, properties: properties, children: children)
    }
}
