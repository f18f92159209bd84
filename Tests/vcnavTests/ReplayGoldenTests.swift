import Foundation
import Testing
import TestSupport
import VCNavTesting

/// Every demo replay under Scenes/Replays matches its golden transcript: each through VCNavTesting
/// (the testing product an app's own tests use) with the real `vcnav` as the app process, and all
/// of them at once through `vcnav replay --goldens`.
@Suite("Demo replays match their golden transcripts")
struct ReplayGoldenTests {
    static let replays: [String] = ReplayTest.scripts(in: "Scenes/Replays").map { URL(fileURLWithPath: $0).lastPathComponent }

    @Test("there are replays for every pattern and pitfall")
    func inventory() {
        for name in [
            "storyboarded-protocol", "creator-closure", "segue-property-injection", "segue-action", "factory",
            "pitfall-creator-not-used", "pitfall-outlet-before-load", "pitfall-wrong-identifier",
            "pitfall-optional-dependency", "pitfall-sheet-vs-full-screen", "pitfall-leaky-controller",
            "pitfall-view-in-init",
        ] {
            #expect(Self.replays.contains(name + ".vcreplay"), "missing Scenes/Replays/\(name).vcreplay")
        }
    }

    @Test("golden transcript (VCNavTesting, the vcnav executable as the app process)", arguments: replays)
    @MainActor
    func golden(_ name: String) {
        ReplayTest.check("Scenes/Replays/" + name, on: .appProcess(executable: "vcnav"))
    }

    @Test("vcnav replay Scenes/Replays --goldens: every golden from the command line, in parallel")
    func commandLine() throws {
        let result = try VCNavBinary.run(["replay", "Scenes/Replays", "--goldens", "--quiet"], currentDirectory: VCNavBinary.packageRoot)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.hasSuffix("\(Self.replays.count) passed, 0 failed\n"))
    }
}

/// `vcnav replay` on the command line: parse errors, goldens, exit codes.
@Suite("vcnav replay command line")
struct ReplayCommandLineTests {
    /// `name` in `directory`, holding `text`.
    static func script(_ name: String, _ text: String, in directory: URL) throws -> URL {
        let url = directory.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test("errors in a script are reported as file:line:column before anything runs; exit 65")
    func parseErrors() throws {
        try withTemporaryDirectory("replay") { directory in
            let script = try Self.script("bad.vcreplay", "launch\ntapp \"Dogs\"\nwait soon\nexpect value x \"y\"\n", in: directory)
            let result = try VCNavBinary.run(["replay", script.path])
            #expect(result.status == 65)
            #expect(result.stdout.isEmpty, "nothing ran")
            #expect(
                result.stderr == """
                    \(script.path):2:1: unknown command 'tapp'; did you mean 'tap'?
                    \(script.path):3:6: 'wait' needs a duration like 500ms or 2s
                    \(script.path):4:16: expected '==' after the property name, like expect value name == "Rex"

                    """)
        }
    }

    @Test("a failed check: exit 1 and file:line:column with what it saw")
    func failedCheck() throws {
        try withTemporaryDirectory("replay") { directory in
            let script = try Self.script("check.vcreplay", "launch\nexpect top Dogs\n", in: directory)
            let result = try VCNavBinary.run(["replay", script.path, "--quiet"])
            #expect(result.status == 1)
            #expect(
                result.stderr
                    == "\(script.path):2:1: expected top Dogs; the visible controller is SelectionViewController (title \"Pets\")\n")
        }
    }

    @Test("golden mismatch: a readable line diff and exit 1; --update rewrites; then it matches")
    func golden() throws {
        try withTemporaryDirectory("replay") { directory in
            let script = try Self.script("g.vcreplay", "launch\ntap \"Profile\"\n", in: directory)
            let golden = script.deletingPathExtension().appendingPathExtension("transcript")
            let missing = try VCNavBinary.run(["replay", script.path, "--golden", golden.path, "-q"])
            #expect(missing.status == 1)
            #expect(missing.stderr.contains("no golden transcript at \(golden.path); run again with --update to create it"))
            let update = try VCNavBinary.run(["replay", script.path, "--golden", golden.path, "--update", "-q"])
            #expect(update.status == 0)
            let recorded = try String(contentsOf: golden, encoding: .utf8)
            #expect(recorded.hasPrefix("> launch\nlaunch(\"Selection\")\n"))
            try recorded.replacingOccurrences(of: "ProfileViewController#1.viewDidLoad()", with: "ProfileViewController#1.viewDidLoad()  ")
                .replacingOccurrences(of: "  ProfileViewController#1.userID = \"user-123\"  (at init)\n", with: "")
                .write(to: golden, atomically: true, encoding: .utf8)
            let mismatch = try VCNavBinary.run(["replay", script.path, "--golden", golden.path, "-q"])
            #expect(mismatch.status == 1)
            // The golden's first differing line, as file:line:column (an absolute path stays so), then the diff.
            let edited = try String(contentsOf: golden, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            let original = recorded.split(separator: "\n", omittingEmptySubsequences: false)
            let first = try #require(zip(edited, original).enumerated().first { $0.element.0 != $0.element.1 }).offset + 1
            #expect(
                mismatch.stderr.hasPrefix(
                    "\(golden.path):\(first):1: the transcript differs from the golden from this line on (--update accepts it)\n--- \(golden.path)\n"
                ))
            #expect(mismatch.stderr.contains("+  ProfileViewController#1.userID = \"user-123\"  (at init)"))
            #expect(mismatch.stderr.contains("-ProfileViewController#1.viewDidLoad()··"))
            #expect(mismatch.stderr.contains("@@ "))
            try recorded.write(to: golden, atomically: true, encoding: .utf8)
            #expect(try VCNavBinary.run(["replay", script.path, "--golden", golden.path, "-q"]).status == 0)
        }
    }

    @Test("several scripts in one call, each checked against its golden")
    func severalScripts() throws {
        let root = VCNavBinary.packageRoot.appendingPathComponent("Scenes/Replays")
        let result = try VCNavBinary.run([
            "replay", root.appendingPathComponent("factory.vcreplay").path,
            root.appendingPathComponent("creator-closure.vcreplay").path, "--goldens",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        // One line each when they pass (their transcripts with --verbose).
        let lines = result.stdout.split(separator: "\n").map { String($0.replacing(/\ \(\d+\.\d\ds\)$/, with: "")) }
        #expect(
            lines == [
                "✓ " + root.appendingPathComponent("factory.vcreplay").path,
                "✓ " + root.appendingPathComponent("creator-closure.vcreplay").path,
            ])
        let verbose = try VCNavBinary.run([
            "replay", root.appendingPathComponent("factory.vcreplay").path,
            root.appendingPathComponent("creator-closure.vcreplay").path, "--goldens", "--verbose",
        ])
        #expect(verbose.stdout.contains("==> \(root.appendingPathComponent("factory.vcreplay").path) <=="))
        #expect(verbose.stdout.contains("==> \(root.appendingPathComponent("creator-closure.vcreplay").path) <=="))
    }

    @Test("usage errors: exit 64 with a hint")
    func usage() throws {
        let none = try VCNavBinary.run(["replay"])
        #expect(none.status == 64)
        #expect(none.stderr == "vcnav: replay needs at least one SCRIPT or DIR\nRun 'vcnav replay --help' for usage.\n")
        let both = try VCNavBinary.run(["replay", "a.vcreplay", "b.vcreplay", "--golden", "x"])
        #expect(both.status == 64)
        let unknown = try VCNavBinary.run(["replay", "a.vcreplay", "--frobnicate"])
        #expect(unknown.stderr.hasPrefix("vcnav: unknown option '--frobnicate'"))
        let help = try VCNavBinary.run(["replay", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("USAGE: vcnav replay SCRIPT|DIR... [options]"))
    }

    @Test("an unreadable script: exit 66, with the system's reason")
    func unreadable() throws {
        let result = try VCNavBinary.run(["replay", "/nonexistent/x.vcreplay"])
        #expect(result.status == 66)
        #expect(result.stderr == "vcnav: cannot read the script '/nonexistent/x.vcreplay': no such file or directory\n")
        try withTemporaryDirectory("empty") { empty in
            let folder = try VCNavBinary.run(["replay", empty.path])
            #expect(folder.status == 66)
            #expect(
                folder.stderr.hasPrefix(
                    "vcnav: cannot read the directory '\(empty.path)': no .vcreplay script in this directory or below it\n")
            )
        }
    }
}
