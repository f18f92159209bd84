import Foundation
import Testing
import TestSupport

/// `vcnav check` checks everything it is given, never less: every file of a name (folders,
/// `.lproj` variants), folders reached through symbolic links; what cannot be read, and a folder
/// with no storyboard, are errors (exit 66), never a pass. And it finds loops of containers.
@Suite("vcnav check: coverage and loops")
struct CheckCoverageTests {
    /// A storyboard with one problem: a segue to an unknown id, named after `marker`.
    static func storyboard(_ marker: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc">
            <scenes>
                <scene sceneID="s">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <connections>
                                <segue destination="\(marker)" kind="show" identifier="go" id="g"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """
    }

    /// `root` holding `files` (relative path -> text), made if it is not there; `root`.
    @discardableResult
    static func folder(_ files: [String: String], in root: URL) throws -> URL {
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root
    }

    static func problem(_ marker: String) -> String {
        "8:25: segue 'go' points to unknown id '\(marker)'"
    }

    @Test("same-named files in different folders and every .lproj variant: each is checked, shown by its path")
    func sameNames() throws {
        try withTemporaryDirectory("check") { root in
            try Self.folder(
                [
                    "A/Main.storyboard": Self.storyboard("in-A"), "B/Main.storyboard": Self.storyboard("in-B"),
                    "App/Base.lproj/Main.storyboard": Self.storyboard("in-Base"), "App/en.lproj/Main.storyboard": Self.storyboard("in-en"),
                ], in: root)
            let result = try VCNavBinary.run(["check", "A", "B", "App"], currentDirectory: root)
            #expect(result.status == 65)
            for (folder, marker) in [("A", "in-A"), ("B", "in-B"), ("App/Base.lproj", "in-Base"), ("App/en.lproj", "in-en")] {
                #expect(result.stdout.contains("\(folder)/Main.storyboard:\(Self.problem(marker))"), "\(result.stdout)")
            }
            #expect(result.stdout.hasSuffix("4 storyboards: 4 problems, 0 warnings\n"))
        }
    }

    @Test("a folder given through a symbolic link, and one linked inside: checked (a link back up is followed once)")
    func symlinkedFolders() throws {
        try withTemporaryDirectory("check") { root in
            try Self.folder(["Real/One.storyboard": Self.storyboard("one"), "Other/Two.storyboard": Self.storyboard("two")], in: root)
            let manager = FileManager.default
            try manager.createSymbolicLink(atPath: root.appendingPathComponent("Link").path, withDestinationPath: "Real")
            try manager.createSymbolicLink(atPath: root.appendingPathComponent("Real/Inner").path, withDestinationPath: "../Other")
            try manager.createSymbolicLink(atPath: root.appendingPathComponent("Other/Up").path, withDestinationPath: "..")
            let result = try VCNavBinary.run(["check", "Link"], currentDirectory: root)
            #expect(result.stdout.contains("One.storyboard:\(Self.problem("one"))"))
            #expect(result.stdout.contains("Two.storyboard:\(Self.problem("two"))"))
            #expect(result.stdout.hasSuffix("2 storyboards: 2 problems, 0 warnings\n"))
            #expect(result.status == 65)
        }
    }

    @Test("a folder with no storyboard: exit 66, never a pass")
    func emptyFolder() throws {
        try withTemporaryDirectory("check") { root in
            try Self.folder(["notes.txt": "nothing here"], in: root)
            let result = try VCNavBinary.run(["check", root.path])
            #expect(result.status == 66)
            #expect(result.stderr == "vcnav: cannot read '\(root.path)': no .storyboard file in this folder or below it\n")
        }
    }

    @Test("an unreadable folder inside, an unreadable file: exit 66 with the reason; the rest is still checked")
    func unreadable() throws {
        try withTemporaryDirectory("check") { root in
            try Self.folder(
                [
                    "Fine/Main.storyboard": Self.storyboard("fine"), "Locked/Hidden.storyboard": Self.storyboard("hidden"),
                    "Closed.storyboard": Self.storyboard("closed"),
                ], in: root)
            #expect(chmod(root.appendingPathComponent("Locked").path, 0o000) == 0)
            #expect(chmod(root.appendingPathComponent("Closed.storyboard").path, 0o000) == 0)
            let result = try VCNavBinary.run(["check", root.path], unprivileged: true)
            #expect(result.status == 66)
            #expect(result.stderr.contains("vcnav: cannot read '\(root.path)/Locked': permission denied\n"))
            #expect(result.stderr.contains("vcnav: cannot read '\(root.path)/Closed.storyboard': permission denied\n"))
            #expect(result.stdout.contains("Main.storyboard:\(Self.problem("fine"))"))
        }
    }

    @Test("a Main.storyboard that is a directory or cannot be read: its exact reason, in check and at run time")
    func unreadableMain() throws {
        try withTemporaryDirectory("check") { root in
            let directory = try Self.folder(["notes.txt": ""], in: root.appendingPathComponent("directory"))
            let locked = try Self.folder(["Main.storyboard": Self.storyboard("vc")], in: root.appendingPathComponent("locked"))
            try FileManager.default.createDirectory(
                at: directory.appendingPathComponent("Main.storyboard"), withIntermediateDirectories: true)
            #expect(chmod(locked.appendingPathComponent("Main.storyboard").path, 0o000) == 0)
            let script = try Self.folder(["launch.vcreplay": "launch\n"], in: root.appendingPathComponent("script"))
                .appendingPathComponent("launch.vcreplay")
            for (folder, reason) in [(directory, "it is a directory"), (locked, "permission denied")] {
                let run = try VCNavBinary.run(["replay", script.path, "--storyboards", folder.path], unprivileged: true)
                #expect(
                    run.stdout.contains("warning: [Storyboard] Main.storyboard:1:1: cannot read the file: \(reason)\n"), "\(run.stdout)")
            }
            let check = try VCNavBinary.run(["check", directory.path])
            #expect(check.status == 66)
            #expect(
                check.stderr.contains("vcnav: cannot read '\(directory.path)/Main.storyboard': it is a directory, not a storyboard file\n"))
        }
    }

    static let loopCause =
        "instantiating it never ends (on a device the recursion overflows the stack, EXC_BAD_ACCESS; vcnav raises NSInternalInconsistencyException)"

    @Test("loops of containers (relationships, embeds, references): each at the relationship that closes it; pushes are no loop")
    func loops() throws {
        let result = try VCNavBinary.run(["check", "Tests/vcnavTests/Fixtures/Cycles"], currentDirectory: VCNavBinary.packageRoot)
        #expect(result.status == 65)
        let lines = result.stdout.split(separator: "\n").map { $0.replacingOccurrences(of: "Tests/vcnavTests/Fixtures/Cycles/", with: "") }
        #expect(
            Array(lines.prefix(5)) == [
                "Embed.storyboard:21:37: embed segue 'Embed-embed' closes a loop of containers: UINavigationController 'Embed-nav' → rootViewController → UIViewController 'Embed-root' → embed segue 'Embed-embed' → UINavigationController 'Embed-nav'; \(Self.loopCause)",
                "NavSelf.storyboard:9:25: relationship 'rootViewController' closes a loop of containers: UINavigationController 'NavSelf-nav' → rootViewController → UINavigationController 'NavSelf-nav'; \(Self.loopCause)",
                "RefB.storyboard:7:17: storyboard reference closes a loop of containers: storyboard reference 'RefA-ref' in RefA.storyboard → resolves to → storyboard reference 'RefB-ref' → resolves to → storyboard reference 'RefA-ref' in RefA.storyboard; \(Self.loopCause)",
                "Split.storyboard:38:37: embed segue 'Split-embed' closes a loop of containers: UISplitViewController 'Split-split' → detailViewController → UIViewController 'Split-detail' → embed segue 'Split-embed' → UISplitViewController 'Split-split'; \(Self.loopCause)",
                "TabNav.storyboard:24:25: relationship 'rootViewController' closes a loop of containers: UITabBarController 'TabNav-tabs' → viewControllers → UINavigationController 'TabNav-nav' → rootViewController → UITabBarController 'TabNav-tabs'; \(Self.loopCause)",
            ])
        #expect(result.stdout.hasSuffix("7 storyboards: 5 problems, 0 warnings\n"))
    }
}
