import Foundation
import Testing
import TestSupport

/// Deep but finite hierarchies work through the app process: the state reply (the whole
/// hierarchy) arrives. Nested JSON of 300 presented controllers used to exceed the decoder's
/// nesting limit: the reply was dropped, the host waited 10 s, then said the app was not running.
@Suite("Deep hierarchies")
struct DeepHierarchyTests {
    static func storyboard(scenes: String, initial: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="\(initial)">
            <scenes>
        \(scenes)
            </scenes>
        </document>

        """
    }

    static func run(storyboard: String, script: String, arguments: [String] = []) throws -> (status: Int32, stdout: String, stderr: String)
    {
        try withTemporaryDirectory("deep") { directory in
            try storyboard.write(to: directory.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
            let scriptURL = directory.appendingPathComponent("deep.vcreplay")
            try script.write(to: scriptURL, atomically: true, encoding: .utf8)
            return try VCNavBinary.run(["replay", scriptURL.path, "--storyboards", directory.path, "--quiet"] + arguments)
        }
    }

    @Test("300 nested presentations: checks after them get the state", arguments: [[], ["--in-process"]])
    func nestedPresentations(_ mode: [String]) throws {
        let scene = """
                    <scene sceneID="s1"><objects>
                        <viewController title="Level" id="A-1" sceneMemberID="viewController">
                            <view key="view" id="v-1"><subviews>
                                <button id="b-1"><state key="normal" title="Deeper"/>
                                    <connections><segue destination="A-1" kind="presentation" modalPresentationStyle="fullScreen" id="p-1"/></connections>
                                </button>
                            </subviews></view>
                        </viewController>
                    </objects></scene>
            """
        let script =
            "launch\n" + String(repeating: "tap \"Deeper\"\n", count: 300) + "expect alive\nexpect top Level\nexpect presented Level\n"
        let result = try Self.run(storyboard: Self.storyboard(scenes: scene, initial: "A-1"), script: script, arguments: mode)
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test("260 nested embeds: the launch and the checks after it", arguments: [[], ["--in-process"]])
    func nestedEmbeds(_ mode: [String]) throws {
        let scenes = (0..<260).map { level in
            let content =
                level < 259
                ? #"<containerView id="c-\#(level)"><connections><segue destination="V-\#(level + 1)" kind="embed" id="e-\#(level)"/></connections></containerView>"#
                : #"<label text="Bottom" id="bottom"/>"#
            return
                #"<scene sceneID="s\#(level)"><objects><viewController title="Level \#(level)" id="V-\#(level)" sceneMemberID="viewController"><view key="view" id="v-\#(level)"><subviews>\#(content)</subviews></view></viewController></objects></scene>"#
        }
        let script = "launch\nexpect alive\nexpect top \"Level 0\"\nexpect screen \"Bottom\"\n"
        let result = try Self.run(
            storyboard: Self.storyboard(scenes: scenes.joined(separator: "\n"), initial: "V-0"), script: script, arguments: mode)
        #expect(result.status == 0, "\(result.stderr)")
    }
}
