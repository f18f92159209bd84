import Foundation
import Testing
import TestSupport
import TerminalUI

/// `vcnav replay SCRIPT --cast FILE`: recordings the real asciinema plays, and an exit status
/// that says whether the script's checks held.
@Suite("Casts")
struct CastTests {
    /// `demo.vcreplay` holding `text` in `directory`, and the place for its cast.
    static func script(_ text: String, in directory: URL) throws -> (script: URL, cast: URL) {
        let script = directory.appendingPathComponent("demo.vcreplay")
        try text.write(to: script, atomically: true, encoding: .utf8)
        return (script, directory.appendingPathComponent("demo.cast"))
    }

    /// Before, a blank line followed every JSON line and asciinema 2.4 played nothing.
    @Test("asciinema plays the cast: asciinema cat prints the navigator's screens", .enabled(if: Asciinema.isAvailable))
    func asciinemaPlaysIt() throws {
        try withTemporaryDirectory("cast") { directory in
            let (script, cast) = try Self.script(
                "resize 90x28\nlaunch\nmarker \"Dogs\"\ntap \"Dogs\"\nexpect top DogsViewController\n", in: directory)
            let result = try VCNavBinary.run(["replay", script.path, "--cast", cast.path])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try !String(contentsOf: cast, encoding: .utf8).contains("\n\n"))
            let played = try Asciinema.cat(cast)
            #expect(played.status == 0)
            #expect(played.output.contains("Pick a pet"))
            #expect(played.output.contains("Bella"))
            #expect(try AsciicastReader(contentsOf: cast).markers == ["Dogs"])
        }
    }

    @Test("a check that fails stops the cast, which shows it, and exits 1 with the failure")
    func failingCheck() throws {
        try withTemporaryDirectory("cast") { directory in
            let (script, cast) = try Self.script("launch\nexpect top Cats\ntap \"Dogs\"\n", in: directory)
            let result = try VCNavBinary.run(["replay", script.path, "--cast", cast.path])
            #expect(result.status == 1)
            #expect(
                result.stderr.hasSuffix(
                    "\(script.path):2:1: expected top Cats; the visible controller is SelectionViewController (title \"Pets\")\n"))
            let reader = try AsciicastReader(contentsOf: cast)
            #expect(reader.finalScreen.joined().contains("expected top Cats"))
        }
    }

    @Test("a crash nothing expects fails the cast too")
    func crash() throws {
        try withTemporaryDirectory("cast") { directory in
            let (script, cast) = try Self.script("launch\ntap \"Pitfalls\"\ntap \"Creator not used\"\n", in: directory)
            let result = try VCNavBinary.run(["replay", script.path, "--cast", cast.path])
            #expect(result.status == 1)
            #expect(result.stderr.contains(":3:1: the app crashed, and no 'expect crash' acknowledges it"))
        }
    }
}
