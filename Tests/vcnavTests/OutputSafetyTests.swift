import Foundation
import Testing
import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// Nothing vcnav writes destroys what it was given: reports, casts, maps, goldens and recordings
/// never replace an input (compared by identity, not by name), never anything but a regular
/// file, and replace a file only once the new one is complete; names and storyboard text are
/// printed escaped.
@Suite("Output safety")
struct OutputSafetyTests {
    static let script = "launch\nexpect top Pets\n"

    /// Writes the script `a.vcreplay` in `directory`.
    static func writeScript(in directory: URL) throws {
        try script.write(to: directory.appendingPathComponent("a.vcreplay"), atomically: true, encoding: .utf8)
    }

    static func names(_ directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    /// A storyboard of two plain controllers titled `first` and `second`.
    static func storyboard(first: String = "One", second: String = "Two") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="A-vc">
            <scenes>
                <scene sceneID="A-sc"><objects>
                    <viewController title="\(first)" id="A-vc" sceneMemberID="viewController">
                        <connections><segue destination="B-vc" kind="show" identifier="next" id="A-next"/></connections>
                    </viewController>
                </objects></scene>
                <scene sceneID="B-sc"><objects>
                    <viewController title="\(second)" id="B-vc" sceneMemberID="viewController"/>
                </objects></scene>
            </scenes>
        </document>

        """
    }

    /// Before, `replay --junit Replays/*.vcreplay` overwrote the first script and exited 0.
    @Test("a report, a cast or a map never replaces a script, a golden or a storyboard, whatever its name (exit 73)")
    func inputsAreNeverReplaced() throws {
        try withTemporaryDirectory("outputs") { directory in
            try Self.writeScript(in: directory)
            let script = directory.appendingPathComponent("a.vcreplay").path
            let hard = directory.appendingPathComponent("hard.vcreplay").path
            #expect(link(script, hard) == 0)
            let symbolic = directory.appendingPathComponent("link.xml").path
            try FileManager.default.createSymbolicLink(atPath: symbolic, withDestinationPath: "a.vcreplay")
            for output in [script, "./a.vcreplay", hard, symbolic] {
                let junit = try VCNavBinary.run(["replay", "--junit", output, script, "-q"], currentDirectory: directory)
                #expect(junit.status == 73, "\(output): \(junit.stderr)")
                #expect(junit.stderr.contains("a JUnit report needs a file of its own"), "\(junit.stderr)")
                let cast = try VCNavBinary.run(["replay", script, "--cast", output], currentDirectory: directory)
                #expect(cast.status == 73, "\(output): \(cast.stderr)")
                let map = try VCNavBinary.run(["graph", "--replay", script, "-o", output], currentDirectory: directory)
                #expect(map.status == 73, "\(output): \(map.stderr)")
            }
            let junit = try VCNavBinary.run(["replay", "--junit", hard, script, "-q"])
            #expect(junit.stderr == "vcnav: '\(hard)' is the same file as the script '\(script)'; a JUnit report needs a file of its own\n")
            // A golden being checked is an input too; a storyboard of the app is one.
            let golden = directory.appendingPathComponent("a.transcript").path
            try "> launch\n".write(toFile: golden, atomically: true, encoding: .utf8)
            let overGolden = try VCNavBinary.run(["replay", script, "--goldens", "--junit", golden, "-q"])
            #expect(overGolden.status == 73)
            #expect(overGolden.stderr.contains("is the golden transcript itself; a JUnit report needs a file of its own"))
            let storyboards = directory.appendingPathComponent("UI")
            try FileManager.default.createDirectory(at: storyboards, withIntermediateDirectories: true)
            let main = storyboards.appendingPathComponent("Main.storyboard").path
            try Self.storyboard().write(toFile: main, atomically: true, encoding: .utf8)
            let overStoryboard = try VCNavBinary.run(["graph", "--storyboards", storyboards.path, "-o", main])
            #expect(overStoryboard.status == 73)
            #expect(overStoryboard.stderr.contains("is the storyboard itself; a map needs a file of its own"))
            let recordOver = try VCNavBinary.run(["record", "--storyboards", storyboards.path, main, "--force"])
            #expect(recordOver.status == 73, "\(recordOver.stderr)")
            #expect(try String(contentsOfFile: script, encoding: .utf8) == Self.script)
            #expect(try String(contentsOfFile: golden, encoding: .utf8) == "> launch\n")
            #expect(try String(contentsOfFile: main, encoding: .utf8) == Self.storyboard())
            #expect(try Self.names(directory) == ["UI", "a.transcript", "a.vcreplay", "hard.vcreplay", "link.xml"])
            #expect(try Self.names(storyboards) == ["Main.storyboard"])
        }
    }

    @Test("a report replaces its old version only when complete, through no temporary file left behind")
    func reportReplaced() throws {
        try withTemporaryDirectory("outputs") { directory in
            try Self.writeScript(in: directory)
            let report = directory.appendingPathComponent("report.xml").path
            try "old\n".write(toFile: report, atomically: true, encoding: .utf8)
            chmod(report, 0o640)
            let result = try VCNavBinary.run(["replay", "--junit", report, "a.vcreplay", "-q"], currentDirectory: directory)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try String(contentsOfFile: report, encoding: .utf8).hasPrefix("<?xml"))
            let attributes = try FileManager.default.attributesOfItem(atPath: report)
            #expect((attributes[.posixPermissions] as? Int) == 0o640)
            #expect(try Self.names(directory) == ["a.vcreplay", "report.xml"])
        }
    }

    /// Before, `record --force FILE` emptied FILE, then found no terminal and exited 69; `record
    /// --force FIFO` blocked forever; `record DIR` suggested --force, which then failed.
    @Test("record --force keeps the old recording when the navigator cannot start; a pipe and a directory are refused at once")
    func recordForce() throws {
        try withTemporaryDirectory("outputs") { directory in
            try Self.writeScript(in: directory)
            let old = directory.appendingPathComponent("old.vcreplay").path
            try "tap \"Dogs\"\n".write(toFile: old, atomically: true, encoding: .utf8)
            let forced = try VCNavBinary.run(["record", old, "--force"])
            #expect(forced.status == 69)
            #expect(try String(contentsOfFile: old, encoding: .utf8) == "tap \"Dogs\"\n")
            #expect(try Self.names(directory) == ["a.vcreplay", "old.vcreplay"])
            let fresh = directory.appendingPathComponent("fresh.vcreplay").path
            #expect(try VCNavBinary.run(["record", fresh]).status == 69)
            #expect(try Self.names(directory) == ["a.vcreplay", "old.vcreplay"])
            let fifo = directory.appendingPathComponent("fifo").path
            #expect(mkfifo(fifo, 0o644) == 0)
            for arguments in [["record", fifo, "--force"], ["record", fifo]] {
                let result = try VCNavBinary.run(arguments)
                #expect(result.status == 73)
                #expect(result.stderr == "vcnav: '\(fifo)' is a pipe, not a recording file; it is left as it is\n")
            }
            let folder = try VCNavBinary.run(["record", directory.path])
            #expect(folder.status == 73)
            #expect(folder.stderr == "vcnav: '\(directory.path)' is a directory, not a recording file; it is left as it is\n")
        }
    }

    /// Before, graph exited 0 with an empty map for a malformed storyboard, and printed storyboard
    /// text raw in its text format.
    @Test("graph: a malformed storyboard is exit 65 with file:line:column, as check says; storyboard text is escaped")
    func graphInput() throws {
        try withTemporaryDirectory("outputs") { directory in
            try Self.writeScript(in: directory)
            let storyboards = directory.appendingPathComponent("UI")
            try FileManager.default.createDirectory(at: storyboards, withIntermediateDirectories: true)
            let main = storyboards.appendingPathComponent("Main.storyboard")
            try String(Self.storyboard().prefix(300)).write(to: main, atomically: true, encoding: .utf8)
            let malformed = try VCNavBinary.run(["graph", "--storyboards", storyboards.path])
            let check = try VCNavBinary.run(["check", storyboards.path])
            #expect(malformed.status == 65)
            #expect(check.status == 65)
            let first = try #require(malformed.stderr.split(separator: "\n").first.map(String.init))
            #expect(first.hasPrefix("Main.storyboard:"), "\(malformed.stderr)")
            // check names the file as the user can open it (under the path given); graph by its name.
            #expect(check.stdout.split(separator: "\n").first.map { $0.hasSuffix("/" + first) } == true, "\(check.stdout)")
            #expect(malformed.stdout.isEmpty)
            try Self.storyboard(first: "One&#10;  ✓ forged&#133;", second: "Two&#8232;x").write(to: main, atomically: true, encoding: .utf8)
            for format in ["text", "mermaid", "dot"] {
                let graph = try VCNavBinary.run(["graph", "--storyboards", storyboards.path, "--format", format])
                #expect(graph.status == 0, "\(graph.stderr)")
                #expect(!graph.stdout.contains("\u{85}") && !graph.stdout.contains("\u{2028}"), "\(format)")
                #expect(!graph.stdout.split(separator: "\n").contains { $0.hasPrefix("  ✓") }, "\(format)")
            }
            let text = try VCNavBinary.run(["graph", "--storyboards", storyboards.path]).stdout
            #expect(text.contains("  UIViewController “One\\n  ✓ forged\\u{85}”  (Main.storyboard · initial)"), "\(text)")
            #expect(text.contains("UIViewController “Two\\u{2028}x”"), "\(text)")
        }
    }

    /// Before, graph wrote its DOT text to `$TMPDIR/vcnav-graph-PID.dot`, following a link
    /// planted there.
    @Test(
        "graph draws an image with no named temporary file, and replaces the old image only when dot succeeded",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/dot")))
    func graphImage() throws {
        try withTemporaryDirectory("outputs") { directory in
            try Self.writeScript(in: directory)
            let temporary = directory.appendingPathComponent("tmp")
            try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
            let image = directory.appendingPathComponent("map.svg").path
            try "old\n".write(toFile: image, atomically: true, encoding: .utf8)
            let result = try VCNavBinary.run(["graph", "--format", "dot", "-o", image], environment: ["TMPDIR": temporary.path])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try String(contentsOfFile: image, encoding: .utf8).contains("<svg"))
            #expect(try Self.names(temporary).isEmpty)
            #expect(try Self.names(directory) == ["a.vcreplay", "map.svg", "tmp"])
        }
    }

    /// Before, a script name with a line feed printed a line of its own (`✓ …`, `3 passed, 0
    /// failed`), and a name that is not UTF-8 stopped `replay DIR` before anything ran (66).
    @Test("script names are printed escaped: no forged line; a name that is not UTF-8 fails alone, the others run")
    func names() throws {
        try withTemporaryDirectory("outputs") { directory in
            try Self.writeScript(in: directory)
            let replays = directory.appendingPathComponent("R")
            try FileManager.default.createDirectory(at: replays, withIntermediateDirectories: true)
            let forged = "x\n9 passed, 0 failed\n✓ ok.vcreplay"
            try "launch\nexpect top Nope\n".write(to: replays.appendingPathComponent(forged), atomically: true, encoding: .utf8)
            try Self.script.write(to: replays.appendingPathComponent("good.vcreplay"), atomically: true, encoding: .utf8)
            let bad = Array(replays.path.utf8) + Array("/bad".utf8) + [0xFF] + Array(".vcreplay".utf8) + [0]
            let descriptor = bad.withUnsafeBufferPointer {
                $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) }
            }
            #expect(descriptor >= 0)
            close(descriptor)
            let report = directory.appendingPathComponent("report.xml").path
            let result = try VCNavBinary.run(["replay", replays.path, "--junit", report])
            #expect(result.status == 66)
            let lines = (result.stdout + result.stderr).split(separator: "\n")
            #expect(!lines.contains { $0.hasPrefix("✓ ok") || $0.hasPrefix("9 passed") }, "\(result.stdout)\(result.stderr)")
            #expect(result.stdout.contains("==> \(replays.path)/x\\n9 passed, 0 failed\\n✓ ok.vcreplay <=="))
            #expect(result.stderr.contains("\(replays.path)/x\\n9 passed, 0 failed\\n✓ ok.vcreplay:2:1: expected top Nope"))
            #expect(result.stderr.contains("vcnav: '\(replays.path)/bad\\x{FF}.vcreplay': its name is not UTF-8; rename it to run it\n"))
            #expect(result.stderr.hasSuffix("1 passed, 2 failed\n"))
            let xml = try String(contentsOfFile: report, encoding: .utf8)
            #expect(xml.contains("tests=\"3\" failures=\"1\" errors=\"1\""))
            #expect(xml.contains("name=\"\(replays.path)/x\\n9 passed, 0 failed\\n✓ ok.vcreplay\""))
            #expect(xml.contains("name=\"\(replays.path)/bad\\x{FF}.vcreplay\""))
        }
    }
}
