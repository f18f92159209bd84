import Foundation
import Testing
import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// Self- and mutually-referencing containers at run time (Fixtures/Cycles): the app stops with a
/// clear simulated exception, in the app process and `--in-process`, instead of recursing until
/// the stack overflows (before: "killed by signal 11" after 52 s of a growing app, and vcnav itself
/// segfaulted in process). What a device does is the overflow (EXC_BAD_ACCESS, no message); the
/// exception's name and wording follow UIKit's for a broken embed (see StoryboardNesting.swift).
@Suite("Loops of containers at run time")
struct ControllerLoopTests {
    static let cycles = VCNavBinary.packageRoot.appendingPathComponent("Tests/vcnavTests/Fixtures/Cycles").path
    static let prefix = "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '"
    static let suffix = ". On a device this recurses until the stack overflows (EXC_BAD_ACCESS); `vcnav check` reports the loop'"

    static let reasons: [(String, String)] = [
        (
            "NavSelf",
            "Storyboard (<UIStoryboard: 0x…>) relationship segue 'NavSelf-root' (NavSelf.storyboard:9:25) leads back to a controller that is still being instantiated: UINavigationController 'NavSelf-nav' → rootViewController → UINavigationController 'NavSelf-nav'"
        ),
        (
            "TabNav",
            "Storyboard (<UIStoryboard: 0x…>) relationship segue 'TabNav-back' (TabNav.storyboard:24:25) leads back to a controller that is still being instantiated: UITabBarController 'TabNav-tabs' → viewControllers → UINavigationController 'TabNav-nav' → rootViewController → UITabBarController 'TabNav-tabs'"
        ),
        (
            "Embed",
            "Storyboard (<UIStoryboard: 0x…>) embed segue 'Embed-embed' (Embed.storyboard:21:37) leads back to a controller that contains it: UINavigationController 'Embed-nav' → rootViewController → UIViewController 'Embed-root' → embed segue 'Embed-embed' → UINavigationController 'Embed-nav'"
        ),
        (
            "Split",
            "Storyboard (<UIStoryboard: 0x…>) embed segue 'Split-embed' (Split.storyboard:38:37) leads back to a controller that contains it: UISplitViewController 'Split-split' → detailViewController → UIViewController 'Split-detail' → embed segue 'Split-embed' → UISplitViewController 'Split-split'"
        ),
        (
            "RefA",
            "Storyboard reference 'RefB-ref' (RefB.storyboard:7:17) leads back to one still being resolved: storyboard reference 'RefA-ref' → resolves to → storyboard reference 'RefB-ref' in RefB.storyboard → resolves to → storyboard reference 'RefA-ref'"
        ),
    ]

    /// `loop.vcreplay` in `folder`, holding `text`.
    static func script(_ text: String, in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent("loop.vcreplay")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test("in the app process: the launch crashes with the exception, reported like a device's", arguments: reasons)
    func appProcess(main: String, reason: String) throws {
        try withTemporaryDirectory("loop") { folder in
            let script = try Self.script("launch\nexpect crash \"NSInternalInconsistencyException\"\n", in: folder)
            let result = try VCNavBinary.run(["replay", script.path, "--storyboards", Self.cycles, "--main", main])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("crash: " + Self.prefix + reason + Self.suffix + "\n"), "\(result.stdout)")
        }
    }

    @Test("--in-process: vcnav ends with the exception (SIGABRT), not a segfault", arguments: reasons)
    func inProcess(main: String, reason: String) throws {
        try withTemporaryDirectory("loop") { folder in
            let script = try Self.script("launch\n", in: folder)
            let result = try VCNavBinary.run(["replay", script.path, "--storyboards", Self.cycles, "--main", main, "--in-process"])
            #expect(result.status == SIGABRT)
            // The address is real here (the transcript scrubs it): compare around it.
            for piece in (Self.prefix + reason).components(separatedBy: "0x…") {
                #expect(result.stderr.contains(piece), "\(result.stderr)")
            }
        }
    }

    @Test("no loop: a scene that pushes itself again and again, a scene embedded twice")
    func finite() throws {
        try withTemporaryDirectory("loop") { folder in
            let script = try Self.script(
                "launch\ntap \"Again\"\ntap \"Again\"\nexpect stack Fine > Fine > Fine\nexpect screen \"Leaf\"\n", in: folder)
            let result = try VCNavBinary.run(["replay", script.path, "--storyboards", Self.cycles, "--main", "Fine"])
            #expect(result.status == 0, "\(result.stderr)")
        }
    }
}
