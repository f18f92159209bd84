import Foundation
import Testing
import TestSupport

/// The command line is declared once: the help texts are made from the declarations (snapshots
/// beside this file), usage errors suggest the nearest command or option, and every error is
/// printed once.
@Suite("Command line")
struct CommandLineTests {
    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    @Test("--help texts", arguments: [[], ["replay"], ["record"], ["check"], ["graph"], ["explore"], ["port"], ["junit"]])
    func help(_ command: [String]) throws {
        let result = try VCNavBinary.run(command + ["--help"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        Snapshot.assert(result.stdout, named: "help-\(command.first ?? "vcnav").txt", directory: Self.snapshots)
    }

    /// `--play` and `--cast` were missing from the replay help.
    @Test("replay --help lists every option the parser takes")
    func everyFlag() throws {
        let help = try VCNavBinary.run(["replay", "--help"]).stdout
        for flag in [
            "--golden FILE", "--goldens", "--update", "--storyboards DIR", "--main NAME", "--timeout SECONDS", "--in-process",
            "-j, --jobs N", "--junit FILE", "--format FORMAT", "-q, --quiet", "--play", "--cast FILE", "-h, --help",
        ] {
            #expect(help.contains("  \(flag) "), "\(flag) is not in the help")
        }
    }

    @Test(
        "usage errors name the nearest command or option, once, with a hint (exit 64)",
        arguments: [
            (["replya", "x"], "vcnav: unknown command 'replya'; did you mean 'replay'?\nRun 'vcnav --help' for usage.\n"),
            (["chek"], "vcnav: unknown command 'chek'; did you mean 'check'?\nRun 'vcnav --help' for usage.\n"),
            (["frobnicate"], "vcnav: unknown command 'frobnicate'\nRun 'vcnav --help' for usage.\n"),
            (
                ["replay", "x", "--golen", "g"],
                "vcnav: unknown option '--golen'; did you mean '--golden'?\nRun 'vcnav replay --help' for usage.\n"
            ),
            (
                ["replay", "x", "-golden", "g"],
                "vcnav: unknown option '-golden'; did you mean '--golden'?\nRun 'vcnav replay --help' for usage.\n"
            ),
            (["replay", "x", "--jobs"], "vcnav: --jobs needs a value (N)\nRun 'vcnav replay --help' for usage.\n"),
            (
                ["replay", "x", "--jobs", "0"],
                "vcnav: --jobs needs a number from 1 to 256, got '0'\nRun 'vcnav replay --help' for usage.\n"
            ),
            (["replay", "x", "--format", "xml"], "vcnav: --format is text or json, not 'xml'\nRun 'vcnav replay --help' for usage.\n"),
            (["record"], "vcnav: record needs one FILE to write the replay to\nRun 'vcnav record --help' for usage.\n"),
            (
                ["--storyboard", "x"],
                "vcnav: unknown option '--storyboard'; did you mean '--storyboards'?\nRun 'vcnav --help' for usage.\n"
            ),
        ])
    func usageErrors(arguments: [String], stderr: String) throws {
        let result = try VCNavBinary.run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr == stderr)
        #expect(result.stdout.isEmpty)
    }

    @Test("record never replaces a file without --force (exit 73), before any terminal is needed")
    func recordNoClobber() throws {
        try withTemporaryDirectory("taken") { directory in
            let file = directory.appendingPathComponent("taken.vcreplay")
            try "keep\n".write(to: file, atomically: true, encoding: .utf8)
            let result = try VCNavBinary.run(["record", file.path])
            #expect(result.status == 73)
            #expect(result.stderr == "vcnav: '\(file.path)' already exists; give --force to replace it\n")
            #expect(try String(contentsOf: file, encoding: .utf8) == "keep\n")
            // With --force it gets as far as needing a terminal.
            let forced = try VCNavBinary.run(["record", file.path, "--force"])
            #expect(forced.status == 69)
        }
    }
}

extension CommandLineTests {
    /// Before, a full or closed standard error ended vcnav with a trap (exit 132).
    @Test("a full standard error or a closed standard output never crashes vcnav")
    func brokenStreams() throws {
        try withTemporaryDirectory("streams") { directory in
            let script = directory.appendingPathComponent("s.vcreplay")
            try "launch\nexpect top Nope\n".write(to: script, atomically: true, encoding: .utf8)
            let binary = VCNavBinary.url.path
            for redirect in ["2>/dev/full", ">&- 2>&-", "| head -c 10 >/dev/null; exit ${PIPESTATUS[0]}"] {
                let shell = try VCNavBinary.shell("'\(binary)' replay '\(script.path)' \(redirect)")
                #expect(shell.status == 1, "\(redirect): exit \(shell.status)")
            }
        }
    }
}
