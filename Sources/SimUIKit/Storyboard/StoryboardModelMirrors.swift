/// Mirrors that show the model structs field by field, as declared, even
/// where a child is stored out of line (see ``Indirect``): `dump`,
/// `print` and test failure messages read the same as for plain stored fields.
extension StoryboardScene: CustomReflectable {
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "sceneID": sceneID, "label": label as Any, "controller": controller as Any, "exitID": exitID as Any,
                "otherObjects": otherObjects, "location": location,
            ] as KeyValuePairs<String, Any>, displayStyle: .struct)
    }
}

extension SceneObject: CustomReflectable {
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "elementName": elementName, "id": id, "sceneMemberID": sceneMemberID as Any,
                "placeholderIdentifier": placeholderIdentifier as Any, "customClass": customClass as Any,
                "customModule": customModule as Any, "userLabel": userLabel as Any, "view": view as Any,
                "connections": connections, "location": location,
            ] as KeyValuePairs<String, Any>, displayStyle: .struct)
    }
}

extension ControllerElement: CustomReflectable {
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "elementName": elementName, "id": id, "storyboardIdentifier": storyboardIdentifier as Any,
                "customClass": customClass as Any, "customModule": customModule as Any,
                "customModuleProvider": customModuleProvider as Any, "title": title as Any,
                "modalPresentationStyle": modalPresentationStyle as Any, "reference": reference as Any,
                "view": view as Any, "otherViews": otherViews, "navigationItem": navigationItem as Any,
                "tabBarItem": tabBarItem as Any, "toolbarItems": toolbarItems, "showsToolbar": showsToolbar,
                "layoutGuides": layoutGuides, "connections": connections,
                "runtimeAttributes": runtimeAttributes, "sceneLabel": sceneLabel as Any, "location": location,
            ] as KeyValuePairs<String, Any>, displayStyle: .struct)
    }
}

extension NavigationItemElement: CustomReflectable {
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "id": id, "title": title as Any, "prompt": prompt as Any,
                "largeTitleDisplayMode": largeTitleDisplayMode as Any, "hidesBackButton": hidesBackButton,
                "leftItemsSupplementBackButton": leftItemsSupplementBackButton, "leftBarButtonItems": leftBarButtonItems,
                "rightBarButtonItems": rightBarButtonItems, "backBarButtonItem": backBarButtonItem as Any,
                "titleView": titleView as Any, "location": location,
            ] as KeyValuePairs<String, Any>, displayStyle: .struct)
    }
}

extension BarButtonItemElement: CustomReflectable {
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "id": id, "key": key as Any, "title": title as Any, "systemItem": systemItem as Any,
                "style": style as Any, "imageName": imageName as Any, "isEnabled": isEnabled,
                "customClass": customClass as Any, "customView": customView as Any, "connections": connections,
                "location": location,
            ] as KeyValuePairs<String, Any>, displayStyle: .struct)
    }
}
