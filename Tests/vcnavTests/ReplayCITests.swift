import Foundation
import Testing
import TestSupport

/// `vcnav replay` as a CI job runs it: a crash or hang never passes, folders of scripts in
/// parallel, a closing summary, JUnit XML, JSON lines.
@Suite("Replays in CI")
struct ReplayCITests {
    /// Writes each script at its relative path under `directory`.
    static func write(_ scripts: [String: String], in directory: URL) throws {
        for (name, text) in scripts {
            let url = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    static let hang = Bundle.module.url(forResource: "Hang", withExtension: nil, subdirectory: "Fixtures")!

    /// Before, each of these exited 0: a smoke test stayed green while the app crashed.
    @Test(
        "a crash or hang that nothing expects fails the script, with the crash report",
        arguments: [
            ("launch\ntap \"Pitfalls\"\ntap \"Creator not used\"\n", 3),
            ("launch\ntap \"Pitfalls\"\ntap \"Creator not used\"\nrelaunch\nexpect alive\n", 3),
            ("launch\ntap \"Pitfalls\"\ntap \"Creator not used\"\nlaunch\n", 3),
            ("launch\nsegue \"nope\"\n", 2),
            // Blamed on the tap, not the check after it (before: `:4:1: the app has crashed …`).
            ("launch\ntap \"Pitfalls\"\ntap \"Creator not used\"\nexpect top Pets\ntap \"Dogs\"\n", 3),
        ])
    func unexpectedCrash(script: String, line: Int) throws {
        try withTemporaryDirectory("ci") { directory in
            try Self.write(["crash.vcreplay": script], in: directory)
            let path = directory.appendingPathComponent("crash.vcreplay").path
            let result = try VCNavBinary.run(["replay", path, "-q"])
            #expect(result.status == 1)
            #expect(result.stderr.hasPrefix("\(path):\(line):1: the app crashed, and no 'expect crash' acknowledges it: "))
            #expect(result.stderr.contains("\n  crash: "))
            // Named as the navigator names it: `signal 4 (SIGILL: a Swift trap)`, `signal 6 (SIGABRT: abort)`.
            #expect(result.stderr.contains(/\n  signal \d+ \(SIG[A-Z]+: [^)]+\)\n/))
            #expect(result.stderr.contains("\n  last events:\n"))
        }
    }

    @Test("a hang killed by --timeout fails the script unless expect hang acknowledges it")
    func unexpectedHang() throws {
        try withTemporaryDirectory("ci") { directory in
            try Self.write(
                [
                    "hang.vcreplay": "launch\ntap \"Busy\"\n", "expected.vcreplay": "launch\ntap \"Busy\"\nexpect hang\n",
                ], in: directory)
            let hang = try VCNavBinary.run([
                "replay", directory.appendingPathComponent("hang.vcreplay").path, "--storyboards", Self.hang.path, "--timeout", "1",
                "-q",
            ])
            #expect(hang.status == 1)
            #expect(hang.stderr.contains(":2:1: the app hung (it did not answer in time and was killed), and no 'expect hang'"))
            let expected = try VCNavBinary.run([
                "replay", directory.appendingPathComponent("expected.vcreplay").path, "--storyboards", Self.hang.path, "--timeout",
                "1",
            ])
            #expect(expected.status == 0, "\(expected.stderr)")
            #expect(expected.stdout.contains("✓ expect hang"))
        }
    }

    static let suite = [
        "a/one.vcreplay": "launch\nexpect top Pets\n",
        "a/two.vcreplay": "launch\ntap \"Dogs\"\nexpect top Cats\n",
        "b/three.vcreplay": "launch\ntap \"Profile\"\nexpect no log \"tap\"\n",
        "notes.txt": "not a script\n",
    ]

    @Test("a folder runs every script under it, in parallel, each transcript whole and in order (--verbose), then N passed, N failed")
    func folderInParallel() throws {
        try withTemporaryDirectory("ci") { directory in
            try Self.write(Self.suite, in: directory)
            let parallel = try VCNavBinary.run(["replay", directory.path, "--jobs", "3", "--verbose"])
            let serial = try VCNavBinary.run(["replay", directory.path, "--jobs", "1", "--verbose"])
            #expect(parallel.status == 1)
            #expect(parallel.stdout == serial.stdout)
            #expect(parallel.stderr == serial.stderr)
            let headings = parallel.stdout.split(separator: "\n").filter { $0.hasPrefix("==> ") }.map(String.init)
            #expect(headings == ["a/one", "a/two", "b/three"].map { "==> \(directory.path)/\($0).vcreplay <==" })
            #expect(parallel.stderr.hasSuffix("2 passed, 1 failed\n"))
            #expect(parallel.stderr.contains("\(directory.path)/a/two.vcreplay:3:1: expected top Cats"))
        }
    }

    @Test("--junit writes the JUnit XML CI systems read: one test case per script, the failure's file:line:column")
    func junit() throws {
        try withTemporaryDirectory("ci") { directory in
            try Self.write(Self.suite, in: directory)
            let report = directory.appendingPathComponent("report.xml")
            let result = try VCNavBinary.run(["replay", directory.path, "-q", "--junit", report.path])
            #expect(result.status == 1)
            // Read with the XML parser CI tools use (Python's ElementTree), not ours.
            let check = """
                import sys, xml.etree.ElementTree as ET
                root = ET.parse(sys.argv[1]).getroot()
                assert root.tag == "testsuites", root.tag
                suites = root.findall("testsuite")
                assert len(suites) == 1
                cases = suites[0].findall("testcase")
                print(root.get("tests"), root.get("failures"), suites[0].get("tests"), len(cases))
                for case in cases:
                    failure = case.find("failure")
                    print(case.get("name").split("/")[-1], failure.get("message") if failure is not None else "ok")
                """
            let python = try Self.python(check, report.path)
            #expect(python.status == 0, "\(python.stderr)")
            let lines = python.stdout.split(separator: "\n").map(String.init)
            #expect(lines.first == "3 1 3 3")
            #expect(lines.dropFirst().first == "one.vcreplay ok")
            #expect(
                lines.dropFirst(2).first
                    == "two.vcreplay \(directory.path)/a/two.vcreplay:3:1: expected top Cats; the visible controller is DogsViewController (title \"Dogs\")"
            )
            #expect(lines.last == "three.vcreplay ok")
        }
    }

    @Test("--format json: one JSON object per line, transcript lines, each script's result, the summary")
    func json() throws {
        try withTemporaryDirectory("ci") { directory in
            try Self.write(Self.suite, in: directory)
            let result = try VCNavBinary.run(["replay", directory.path, "--format", "json"])
            let objects = try result.stdout.split(separator: "\n").map {
                try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
            }
            #expect(objects.filter { $0["type"] as? String == "line" }.count > 10)
            let results = objects.filter { $0["type"] as? String == "result" }
            #expect(
                results.map { ($0["script"] as? String)?.split(separator: "/").last.map(String.init) } == [
                    "one.vcreplay", "two.vcreplay", "three.vcreplay",
                ])
            #expect(results.map { $0["status"] as? Int } == [0, 1, 0])
            #expect((objects.last?["type"] as? String) == "summary" && (objects.last?["failed"] as? Int) == 1)
        }
    }

    /// Before, the runner sent all million actions before reading the first answer: the failure
    /// at line 2 came after 23 s and 1.76 GB.
    @Test("launch and a million back: line 2 fails, and nothing after it runs")
    func millionActions() throws {
        try withTemporaryDirectory("ci") { directory in
            try Self.write(["long.vcreplay": "launch\n" + String(repeating: "back\n", count: 1_000_000)], in: directory)
            let path = directory.appendingPathComponent("long.vcreplay").path
            let result = try VCNavBinary.run(["replay", path])
            #expect(result.status == 1)
            #expect(result.stderr == "\(path):2:1: there is no back button on this screen\n")
            #expect(result.stdout.split(separator: "\n").filter { $0 == "> back" }.count == 1)
        }
    }

    @Test("every number of a script is bounded before anything runs (exit 65)")
    func numbers() throws {
        try withTemporaryDirectory("ci") { directory in
            try Self.write(["big.vcreplay": "resize 99999x99999\nlaunch\nwait 9223372036855s\nwait 9223372036854775807ms\n"], in: directory)
            let path = directory.appendingPathComponent("big.vcreplay").path
            for extra in [[], ["--cast", directory.appendingPathComponent("x.cast").path]] {
                let result = try VCNavBinary.run(["replay", path] + extra)
                #expect(result.status == 65)
                #expect(
                    result.stderr == """
                        \(path):1:8: '99999x99999' is too large; a terminal size is at most 1000x1000
                        \(path):3:6: '9223372036855s' is too large; a wait lasts at most 3600s (an hour)
                        \(path):4:6: '9223372036854775807ms' is too large; a wait lasts at most 3600s (an hour)

                        """)
            }
        }
    }

    static func python(_ code: String, _ arguments: String...) throws -> (status: Int32, stdout: String, stderr: String) {
        try VCNavBinary.launch(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", code] + arguments)
    }
}
