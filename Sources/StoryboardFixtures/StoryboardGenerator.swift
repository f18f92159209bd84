/// Writes large, realistic storyboards for tests and benchmarks.
public enum StoryboardGenerator {
    /// A storyboard in Xcode's format: a navigation controller (the initial
    /// controller) whose root is scene 1, then `scenes` view controllers, each
    /// with a label, a button pushing the next scene (the last one pushes
    /// the first), a button presenting the scene after next, an outlet and a
    /// navigation item (every fifth also a runtime attribute); every tenth
    /// scene is a table view controller with a prototype cell that pushes the
    /// next scene. 2,000 scenes come to about 3.5 MB. With `unwinds`, each view controller scene
    /// also has a button with an unwind segue (`unwindToScreen:`) to its exit.
    public static func makeStoryboard(scenes: Int, unwinds: Bool = false) -> String {
        let count = max(scenes, 1)
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Nav-00-000">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <dependencies>
                    <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
                    <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                    <capability name="System colors in document resources" minToolsVersion="11.0"/>
                    <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
                </dependencies>
                <scenes>
                    <!--Navigation Controller-->
                    <scene sceneID="NSc-00-000">
                        <objects>
                            <navigationController id="Nav-00-000" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="NBr-00-000">
                                    <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="\(controllerID(1))" kind="relationship" relationship="rootViewController" id="Rel-00-000"/>
                                </connections>
                            </navigationController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="NFR-00-000" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                        </objects>
                        <point key="canvasLocation" x="-700" y="0"/>
                    </scene>

            """
        out.reserveCapacity(count * 1_700 + 2_000)
        for index in 1...count {
            out += index % 10 == 0 ? tableScene(index, count) : plainScene(index, count, unwind: unwinds)
        }
        out += """
                </scenes>
                <resources>
                    <systemColor name="systemBackgroundColor">
                        <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </systemColor>
                </resources>
            </document>

            """
        return out
    }

    /// The XML id of scene `index`'s controller, in Xcode's `abc-12-xyz` shape.
    public static func controllerID(_ index: Int) -> String { id("V", index) }

    private static func id(_ prefix: String, _ index: Int) -> String {
        let digits = String(index)
        let padded = String(repeating: "0", count: max(0, 5 - digits.count)) + digits
        return "\(prefix)\(padded.prefix(2))-\(padded.dropFirst(2))-\(prefix.lowercased())Q"
    }

    private static func next(_ index: Int, _ count: Int, by step: Int) -> Int {
        (index - 1 + step) % count + 1
    }

    private static func plainScene(_ index: Int, _ count: Int, unwind: Bool) -> String {
        let vc = controllerID(index)
        let unwindButton =
            unwind
            ? """
                                        <button opaque="NO" buttonType="system" id="\(id("U", index))">
                                            <rect key="frame" x="20" y="260" width="120" height="35"/>
                                            <state key="normal" title="Done"/>
                                            <connections>
                                                <segue destination="\(id("E", index))" kind="unwind" unwindAction="unwindToScreen:" id="\(id("X", index))"/>
                                            </connections>
                                        </button>

            """ : ""
        let push = controllerID(next(index, count, by: 1))
        let present = controllerID(next(index, count, by: 2))
        let extras =
            index % 5 == 0
            ? """
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="number" keyPath="screenNumber">
                                        <integer key="value" value="\(index)"/>
                                    </userDefinedRuntimeAttribute>
                                </userDefinedRuntimeAttributes>

            """ : ""
        return """
                    <!--Screen \(index)-->
                    <scene sceneID="\(id("S", index))">
                        <objects>
                            <viewController storyboardIdentifier="Screen\(index)" title="Screen \(index)" id="\(vc)" customClass="ScreenViewController" customModule="Demo" customModuleProvider="target" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="\(id("W", index))">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <subviews>
                                        <label opaque="NO" text="Welcome to screen \(index)" id="\(id("L", index))">
                                            <rect key="frame" x="20" y="120" width="353" height="21"/>
                                        </label>
                                        <button opaque="NO" buttonType="system" id="\(id("B", index))">
                                            <rect key="frame" x="20" y="160" width="120" height="35"/>
                                            <buttonConfiguration key="configuration" style="filled" title="Next"/>
                                            <connections>
                                                <segue destination="\(push)" kind="show" identifier="next" id="\(id("G", index))"/>
                                            </connections>
                                        </button>
                                        <button opaque="NO" buttonType="system" id="\(id("P", index))">
                                            <rect key="frame" x="20" y="210" width="120" height="35"/>
                                            <state key="normal" title="Present"/>
                                            <connections>
                                                <segue destination="\(present)" kind="presentation" identifier="present" modalPresentationStyle="fullScreen" id="\(id("H", index))"/>
                                            </connections>
                                        </button>
            \(unwindButton)                        </subviews>
                                </view>
                                <navigationItem key="navigationItem" title="Screen \(index)" id="\(id("N", index))"/>
            \(extras)                    <connections>
                                    <outlet property="titleLabel" destination="\(id("L", index))" id="\(id("O", index))"/>
                                </connections>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="\(id("F", index))" sceneMemberID="firstResponder"/>
                            <exit id="\(id("E", index))" userLabel="Exit" sceneMemberID="exit"/>
                        </objects>
                    </scene>

            """
    }

    private static func tableScene(_ index: Int, _ count: Int) -> String {
        let vc = controllerID(index)
        let push = controllerID(next(index, count, by: 1))
        return """
                    <!--List \(index)-->
                    <scene sceneID="\(id("S", index))">
                        <objects>
                            <tableViewController storyboardIdentifier="List\(index)" title="List \(index)" id="\(vc)" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="-1" estimatedSectionHeaderHeight="-1" sectionFooterHeight="28" id="\(id("W", index))">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <prototypes>
                                        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" reuseIdentifier="Row" textLabel="\(id("L", index))" style="IBUITableViewCellStyleDefault" id="\(id("C", index))">
                                            <rect key="frame" x="0.0" y="50" width="393" height="43.666667938232422"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="\(id("C", index))" id="\(id("K", index))">
                                                <rect key="frame" x="0.0" y="0.0" width="362.66666666666669" height="43.666667938232422"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <subviews>
                                                    <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Row" textAlignment="natural" lineBreakMode="tailTruncation" id="\(id("L", index))">
                                                        <rect key="frame" x="20" y="0.0" width="334.66666666666669" height="43.666667938232422"/>
                                                        <autoresizingMask key="autoresizingMask"/>
                                                    </label>
                                                </subviews>
                                            </tableViewCellContentView>
                                            <connections>
                                                <segue destination="\(push)" kind="show" identifier="open" id="\(id("G", index))"/>
                                            </connections>
                                        </tableViewCell>
                                    </prototypes>
                                    <connections>
                                        <outlet property="dataSource" destination="\(vc)" id="\(id("D", index))"/>
                                        <outlet property="delegate" destination="\(vc)" id="\(id("O", index))"/>
                                    </connections>
                                </tableView>
                                <navigationItem key="navigationItem" title="List \(index)" id="\(id("N", index))"/>
                            </tableViewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="\(id("F", index))" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                        </objects>
                        <point key="canvasLocation" x="\(index * 400)" y="600"/>
                    </scene>

            """
    }
}
