import Foundation
import Testing
import TestSupport

/// `--ios`: the demo's sheet pitfall, the same taps on iOS 17 and on iOS 12, through the app
/// process as `vcnav replay` runs it. The difference is UIKit's: `.automatic` is a page sheet from
/// iOS 13 ("UIKit maps this style to pageSheet in versions of iOS earlier than iOS 18", Apple's
/// documentation of `UIModalPresentationStyle.automatic`, iOS 13.0+), while before iOS 13 "modal
/// view controllers are always presented full-screen" in a compact width (Apple's documentation
/// of `modalPresentationStyle`, Xcode 10); `viewIsAppearing(_:)` "deploys back to iOS 13" (Apple's
/// UIKit updates, June 2023), so iOS 12 never calls it.
@Suite("vcnav --ios")
struct IOSVersionReplayTests {
    static let script = "Scenes/Replays/ios-versions-sheet.vcreplay"

    /// The transcript's lines from the tap on "Sheet" to the end.
    static func sheetLines(_ arguments: [String]) throws -> [String] {
        let result = try VCNavBinary.run(["replay", script, "--verbose"] + arguments, currentDirectory: VCNavBinary.packageRoot)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        return Array(lines.drop { $0 != "> tap \"Sheet\"" })
    }

    @Test("the sheet pitfall: on iOS 12 the presenter disappears and reappears and nothing gets viewIsAppearing; on 17 neither")
    func sheetOn12And17() throws {
        let modern = try Self.sheetLines([])
        let legacy = try Self.sheetLines(["--ios", "12"])
        let presenterCalls = [
            "PitfallsViewController#1.viewWillDisappear(true)", "PitfallsViewController#1.viewDidDisappear(true)",
            "PitfallsViewController#1.viewWillAppear(true)", "PitfallsViewController#1.viewDidAppear(true)",
        ]
        #expect(modern.contains("PitfallsViewController#1 present(ModalDemoViewController#1, animated: true, style: pageSheet)"))
        #expect(legacy.contains("PitfallsViewController#1 present(ModalDemoViewController#1, animated: true, style: fullScreen)"))
        for call in presenterCalls {
            #expect(!modern.contains(call), "iOS 17: \(call)")
            #expect(legacy.contains(call), "iOS 12: \(call)")
        }
        #expect(modern.contains("ModalDemoViewController#1.viewIsAppearing(true)"))
        #expect(!legacy.contains { $0.contains("viewIsAppearing") })
        // Everything else is the same: the lines iOS 12 adds are the presenter's (and its
        // navigation controller's), the lines it drops are viewIsAppearing and the style.
        let added = Set(legacy).subtracting(modern).filter { !$0.contains(" present(") }
        let dropped = Set(modern).subtracting(legacy).filter { !$0.contains(" present(") }
        #expect(added.allSatisfy { $0.hasPrefix("PitfallsViewController#1.") || $0.hasPrefix("UINavigationController#1.") }, "\(added)")
        #expect(dropped.allSatisfy { $0.contains("viewIsAppearing") }, "\(dropped)")
    }

    @Test("several scripts run by parallel workers run on the version asked for too")
    func parallelWorkers() throws {
        try withTemporaryDirectory("ios") { directory in
            let text = try String(contentsOf: VCNavBinary.packageRoot.appendingPathComponent(Self.script), encoding: .utf8)
            for name in ["a", "b"] {
                try text.write(to: directory.appendingPathComponent("\(name).vcreplay"), atomically: true, encoding: .utf8)
            }
            let result = try VCNavBinary.run(["replay", directory.path, "--ios", "12", "--jobs", "2", "--verbose"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.components(separatedBy: "style: fullScreen)").count == 3, "\(result.stdout)")
            #expect(!result.stdout.contains("style: pageSheet"))
        }
    }

    @Test("the default is iOS 17: --ios 17 prints the golden transcript byte for byte")
    func defaultIs17() throws {
        let result = try VCNavBinary.run(
            ["replay", Self.script, "--ios", "17", "--golden", "Scenes/Replays/ios-versions-sheet.transcript"],
            currentDirectory: VCNavBinary.packageRoot)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }

    @Test("an unknown version is a usage error that lists the versions")
    func unknownVersion() throws {
        let result = try VCNavBinary.run(["replay", Self.script, "--ios", "14"], currentDirectory: VCNavBinary.packageRoot)
        #expect(result.status == 64)
        #expect(result.stderr.contains("12, 13, 15, 17 or 18, not '14'"), "\(result.stderr)")
    }
}
