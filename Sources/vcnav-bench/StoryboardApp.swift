import Foundation

/// A storyboard-only app for the process benchmark, as a project's storyboards run without
/// its code: a tab bar controller with two navigation controllers, a table of static cells
/// whose rows push a detail, a plain screen whose button pushes one; every controller's class
/// is missing, so each runs as a stand-in.
enum StoryboardApp {
    /// Writes the app's `Main.storyboard` into a new temporary directory and returns it.
    static func write() -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bench-app-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? storyboard.write(to: directory.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
        return directory
    }

    /// One round of the replay: six actions, back where it started.
    static let round = "tap \"Alpha\"\nback\ntap \"Second\"\ntap \"Go\"\nback\ntap \"First\"\n"

    private static func cell(_ id: String, _ text: String) -> String {
        """
                                    <tableViewCell textLabel="l-\(id)" style="IBUITableViewCellStyleDefault" id="\(id)">
                                        <tableViewCellContentView key="contentView" tableViewCell="\(id)" id="v-\(id)">
                                            <subviews><label text="\(text)" id="l-\(id)"/></subviews>
                                        </tableViewCellContentView>
                                        <connections><segue destination="detail" kind="show" id="s-\(id)"/></connections>
                                    </tableViewCell>

        """
    }

    private static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="tabs">
            <scenes>
                <scene sceneID="s-tabs"><objects>
                    <tabBarController id="tabs" customClass="AppTabBarController" customModule="BenchApp" sceneMemberID="viewController">
                        <connections>
                            <segue destination="nav1" kind="relationship" relationship="viewControllers" id="r-1"/>
                            <segue destination="nav2" kind="relationship" relationship="viewControllers" id="r-2"/>
                        </connections>
                    </tabBarController>
                </objects></scene>
                <scene sceneID="s-nav1"><objects>
                    <navigationController id="nav1" sceneMemberID="viewController">
                        <tabBarItem key="tabBarItem" title="First" id="t-1"/>
                        <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r-3"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s-nav2"><objects>
                    <navigationController id="nav2" sceneMemberID="viewController">
                        <tabBarItem key="tabBarItem" title="Second" id="t-2"/>
                        <connections><segue destination="plain" kind="relationship" relationship="rootViewController" id="r-4"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s-list"><objects>
                    <tableViewController title="List" id="list" customClass="ListViewController" customModule="BenchApp" sceneMemberID="viewController">
                        <tableView key="view" dataMode="static" style="grouped" id="table">
                            <sections>
                                <tableViewSection headerTitle="Pets" id="section">
                                    <cells>
        \(cell("c-1", "Alpha"))\(cell("c-2", "Beta"))
                                    </cells>
                                </tableViewSection>
                            </sections>
                        </tableView>
                    </tableViewController>
                </objects></scene>
                <scene sceneID="s-plain"><objects>
                    <viewController title="Plain" id="plain" customClass="PlainViewController" customModule="BenchApp" sceneMemberID="viewController">
                        <view key="view" id="v-plain">
                            <subviews>
                                <label text="A plain screen" id="l-plain"/>
                                <button id="b-go">
                                    <state key="normal" title="Go"/>
                                    <connections><segue destination="detail" kind="show" id="s-go"/></connections>
                                </button>
                            </subviews>
                        </view>
                    </viewController>
                </objects></scene>
                <scene sceneID="s-detail"><objects>
                    <viewController title="Detail" id="detail" customClass="DetailViewController" customModule="BenchApp" sceneMemberID="viewController">
                        <view key="view" id="v-detail">
                            <subviews><label text="Details" id="l-detail"/><label text="More" id="l-more"/></subviews>
                        </view>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """
}
