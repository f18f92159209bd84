import Foundation
import Testing
import TestSupport

/// What a CI system gets from `vcnav replay` on every exit: a JUnit report even when a script
/// does not parse or cannot be read, `failure` (a check) told apart from `error` (a crash, a
/// hang, an unreadable file), the transcript up to the failure, goldens as `file:line:column:`,
/// one line per passing script, and shards that merge into the unsharded report.
@Suite("Replay reports")
struct ReplayReportTests {
    /// The cases of a JUnit report as Python's ElementTree reads them (the parser CI tools use):
    /// one line per case, `name|element|type|message`, then `system-out:` and its last line.
    static func cases(_ report: URL) throws -> [String] {
        let code = """
            import sys, xml.etree.ElementTree as ET
            root = ET.parse(sys.argv[1]).getroot()
            suite = root.find("testsuite")
            print("counts", root.get("tests"), root.get("failures"), root.get("errors"), root.get("skipped"))
            for case in suite.findall("testcase"):
                outcome = [e for e in case if e.tag in ("failure", "error", "skipped")]
                e = outcome[0] if outcome else None
                line = case.get("name").split("/")[-1] + "|" + (e.tag + "|" + e.get("type") + "|" + e.get("message") if e is not None else "ok")
                print(line)
                out = case.find("system-out")
                if out is not None:
                    print("system-out:" + out.text.split("\\n")[-1])
            """
        let python = try ReplayCITests.python(code, report.path)
        #expect(python.status == 0, "\(python.stderr)")
        return python.stdout.split(separator: "\n").map(String.init)
    }

    @Test("a script that does not parse or cannot be read: exit 65/66, and the report has an error case for each, the rest skipped")
    func reportOnEveryExit() throws {
        try withTemporaryDirectory("ci") { directory in
            try ReplayCITests.write(
                [
                    "a.vcreplay": "launch\nexpect top Pets\n", "b.vcreplay": "launch\ntapp \"Dogs\"\n",
                ], in: directory)
            let report = directory.appendingPathComponent("report.xml")
            let parse = try VCNavBinary.run(["replay", "a.vcreplay", "b.vcreplay", "--junit", report.path], currentDirectory: directory)
            #expect(parse.status == 65)
            #expect(parse.stderr.hasPrefix("b.vcreplay:2:1: unknown command 'tapp'"))
            let parsed = try Self.cases(report)
            #expect(parsed.first == "counts 2 0 1 1")
            #expect(parsed.contains { $0.hasPrefix("b.vcreplay|error|parse|b.vcreplay:2:1: unknown command 'tapp'") })
            #expect(parsed.contains { $0.hasPrefix("a.vcreplay|skipped|not-run|not run") })

            let unreadable = try VCNavBinary.run(
                ["replay", "a.vcreplay", "missing.vcreplay", "--junit", report.path, "--format", "json"], currentDirectory: directory)
            #expect(unreadable.status == 66)
            #expect(
                try Self.cases(report).contains(
                    "missing.vcreplay|error|unreadable|vcnav: cannot read the script 'missing.vcreplay': no such file or directory"))
            let objects = try unreadable.stdout.split(separator: "\n").map {
                try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
            }
            #expect(objects.contains { $0["script"] as? String == "missing.vcreplay" && $0["kind"] as? String == "unreadable" })
            #expect(objects.last?["type"] as? String == "summary" && objects.last?["notRun"] as? Int == 1)
        }
    }

    @Test("a failed check is a failure; an unexpected crash is an error named by its signal, with the transcript up to it")
    func failureOrError() throws {
        try withTemporaryDirectory("ci") { directory in
            try ReplayCITests.write(
                [
                    "check.vcreplay": "launch\ntap \"Dogs\"\nexpect top Cats\n",
                    "crash.vcreplay": "launch\ntap \"Pitfalls\"\ntap \"Creator not used\"\n",
                    "ok.vcreplay": "launch\nexpect top Pets\n",
                ], in: directory)
            let report = directory.appendingPathComponent("report.xml")
            let result = try VCNavBinary.run(["replay", ".", "-q", "--junit", report.path], currentDirectory: directory)
            #expect(result.status == 1)
            let cases = try Self.cases(report)
            #expect(cases.first == "counts 3 1 1 0")
            #expect(cases.contains { $0.hasPrefix("check.vcreplay|failure|check|./check.vcreplay:3:1: expected top Cats") })
            #expect(cases.contains { $0.hasPrefix("crash.vcreplay|error|crash|./crash.vcreplay:3:1: the app crashed") })
            #expect(cases.contains("ok.vcreplay|ok"))
            #expect(
                cases.contains(
                    "system-out:FAILED expect top Cats: expected top Cats; the visible controller is DogsViewController (title \"Dogs\")"))
            let xml = try String(contentsOf: report, encoding: .utf8)
            #expect(xml.contains("  signal 4 (SIGILL: a Swift trap)&#10;") || xml.contains("  signal 5 (SIGTRAP: a Swift trap)&#10;"))
            #expect(xml.contains("&gt; tap &quot;Creator not used&quot;&#10;PitfallsViewController#1 action creatorNotUsed:"))
        }
    }

    @Test("a golden that differs is reported at its first differing line, by its path as given, then the diff")
    func goldenLine() throws {
        try withTemporaryDirectory("ci") { directory in
            try ReplayCITests.write(
                [
                    "s/g.vcreplay": "launch\nexpect top Pets\n",
                    "s/g.transcript": "> launch\nlaunch(\"Selection\")\nsomething else\n",
                ], in: directory)
            let result = try VCNavBinary.run(["replay", "s", "--goldens", "-q"], currentDirectory: directory)
            #expect(result.status == 1)
            #expect(
                result.stderr.hasPrefix(
                    "s/g.transcript:3:1: the transcript differs from the golden from this line on (--update accepts it)\n--- s/g.transcript\n+++ s/g.vcreplay (this run)\n"
                ))
        }
    }

    @Test("several scripts: one line per script that passed, everything for one that failed; --quiet only the failure")
    func concise() throws {
        try withTemporaryDirectory("ci") { directory in
            try ReplayCITests.write(ReplayCITests.suite, in: directory)
            let result = try VCNavBinary.run(["replay", ".", "--jobs", "2"], currentDirectory: directory)
            #expect(result.status == 1)
            let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map {
                String($0.replacing(/\ \(\d+\.\d\ds\)$/, with: ""))
            }
            #expect(lines.first == "✓ ./a/one.vcreplay")
            #expect(lines.dropFirst().first == "==> ./a/two.vcreplay <==")
            #expect(lines.dropFirst(2).first == "> launch")
            #expect(
                lines.contains("FAILED expect top Cats: expected top Cats; the visible controller is DogsViewController (title \"Dogs\")"))
            #expect(lines.suffix(2) == ["✓ ./b/three.vcreplay", ""])
            #expect(result.stderr.hasPrefix("./a/two.vcreplay:3:1: expected top Cats"))
            let quiet = try VCNavBinary.run(["replay", ".", "--quiet"], currentDirectory: directory)
            #expect(quiet.stdout.isEmpty)
            #expect(quiet.stderr.hasSuffix("2 passed, 1 failed\n"))
        }
    }

    static let shardSuite: [String: String] = Dictionary(
        uniqueKeysWithValues: (1...7).map { index in
            ("r\(index).vcreplay", index == 3 ? "launch\nexpect top Dogs\n" : "launch\nexpect top Pets\n")
        })

    /// A report with every time set to 0 (what differs from run to run).
    static func timeless(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8).replacing(/time="[0-9.]+"/, with: "time=\"0\"")
    }

    @Test("--shard K/N: the shards run every script once; their reports merged equal the unsharded report (times aside)")
    func shards() throws {
        try withTemporaryDirectory("ci") { directory in
            try ReplayCITests.write(Self.shardSuite, in: directory)
            func run(_ extra: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
                try VCNavBinary.run(["replay", "scripts", "-q"] + extra, currentDirectory: directory)
            }
            try FileManager.default.createDirectory(at: directory.appendingPathComponent("scripts"), withIntermediateDirectories: true)
            for name in Self.shardSuite.keys {
                try FileManager.default.moveItem(
                    at: directory.appendingPathComponent(name), to: directory.appendingPathComponent("scripts/\(name)"))
            }
            #expect(try run(["--junit", "all.xml"]).status == 1)
            let first = try run(["--shard", "1/2", "--junit", "shard-1.xml"])
            let second = try run(["--shard", "2/2", "--junit", "shard-2.xml"])
            #expect(Set([first.status, second.status]) == [0, 1])
            let merge = try VCNavBinary.run(
                ["junit", "merge", "shard-1.xml", "shard-2.xml", "-o", "merged.xml"], currentDirectory: directory)
            #expect(merge.status == 0, "\(merge.stderr)")
            let merged = try Self.timeless(directory.appendingPathComponent("merged.xml"))
            #expect(merged == (try Self.timeless(directory.appendingPathComponent("all.xml"))))
            let one = try Self.cases(directory.appendingPathComponent("shard-1.xml")).filter { $0.contains("|") }
            let two = try Self.cases(directory.appendingPathComponent("shard-2.xml")).filter { $0.contains("|") }
            #expect(!one.isEmpty && !two.isEmpty)
            #expect(Set(one).isDisjoint(with: two) && one.count + two.count == 7)

            // Adding a script moves no other: each shard keeps its scripts.
            try "launch\n".write(to: directory.appendingPathComponent("scripts/new.vcreplay"), atomically: true, encoding: .utf8)
            _ = try run(["--shard", "1/2", "--junit", "shard-1.xml"])
            let after = try Self.cases(directory.appendingPathComponent("shard-1.xml")).filter { $0.contains("|") }
            #expect(Set(one).isSubset(of: after) && after.count - one.count <= 1)
        }
    }

    /// The workflow README's "Replays in CI" shows, run here: each matrix job's commands with its
    /// shard, then the merge job's; the merged report is the one an unsharded run writes.
    @Test("the README's sharded GitHub Actions workflow, run locally: its merged report equals the unsharded one")
    func readmeWorkflow() throws {
        let readme = try String(contentsOf: VCNavBinary.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "```yaml\n# .github/workflows/replays.yml"))
        let end = try #require(readme[start.upperBound...].range(of: "```"))
        let workflow = readme[start.upperBound..<end.lowerBound]
        let shards = try #require(workflow.firstMatch(of: /shard: \[([0-9, ]+)\]/)).1.split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        let commands = workflow.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: "- run: .build/release/vcnav ") else { return nil }
            return VCNavBinary.url.path + " " + line[range.upperBound...]
        }
        try #require(commands.count == 2, "the workflow runs vcnav replay, then vcnav junit merge")
        #expect(shards.count > 1)
        try withTemporaryDirectory("ci") { directory in
            try ReplayCITests.write(Self.shardSuite.mapKeys { "Replays/" + $0 }, in: directory)
            #expect(try VCNavBinary.run(["replay", "Replays/", "--goldens", "--update", "-q"], currentDirectory: directory).status == 1)
            for shard in shards {
                let command = commands[0].replacingOccurrences(of: "${{ matrix.shard }}", with: shard)
                #expect([0, 1].contains(try VCNavBinary.shell("cd '\(directory.path)' && \(command)").status), "\(command)")
            }
            let merge = try VCNavBinary.shell("cd '\(directory.path)' && \(commands[1])")
            #expect(merge.status == 0, "\(merge.stderr)")
            _ = try VCNavBinary.run(["replay", "Replays/", "--goldens", "--junit", "all.xml", "-q"], currentDirectory: directory)
            #expect(
                try Self.timeless(directory.appendingPathComponent("replays.xml"))
                    == Self.timeless(directory.appendingPathComponent("all.xml"))
            )
        }
    }

    @Test("junit merge: a report that is not JUnit XML is exit 65 with its name; a missing one 66 with the reason")
    func mergeErrors() throws {
        try withTemporaryDirectory("ci") { directory in
            try ReplayCITests.write(["bad.xml": "<testsuites><testsuite>", "text.xml": "<html/>\n"], in: directory)
            let bad = try VCNavBinary.run(["junit", "merge", "bad.xml"], currentDirectory: directory)
            #expect(bad.status == 65)
            #expect(bad.stderr.hasPrefix("bad.xml:1:"))
            #expect(bad.stderr.contains(": not JUnit XML: "))
            let html = try VCNavBinary.run(["junit", "merge", "text.xml"], currentDirectory: directory)
            #expect(html.status == 65)
            let missing = try VCNavBinary.run(["junit", "merge", "nope.xml"], currentDirectory: directory)
            #expect(missing.status == 66)
            #expect(missing.stderr == "vcnav: cannot read the report 'nope.xml': no such file or directory\n")
            let usage = try VCNavBinary.run(["junit", "split", "a.xml"])
            #expect(usage.status == 64)
        }
    }
}

extension Dictionary {
    fileprivate func mapKeys(_ transform: (Key) -> Key) -> [Key: Value] {
        Dictionary(uniqueKeysWithValues: map { (transform($0.key), $0.value) })
    }
}
