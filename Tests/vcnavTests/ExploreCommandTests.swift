import Foundation
import Testing
import TestSupport

/// `vcnav explore` on the demo, the acceptance test of the crawler: its pitfalls are deliberate
/// bugs, and the crawl must find each that is a bug (not the sheet, which behaves as iOS does,
/// nor the view touched in init, which is a lesson), with a replay of a few lines that `vcnav
/// replay` passes, and nothing else; the same seed twice gives the same bytes.
@Suite("vcnav explore")
struct ExploreCommandTests {
    @Test("the demo: every pitfall that is a bug, each with a minimal replay that passes, nothing else; twice the same bytes")
    func demo() throws {
        try withTemporaryDirectory("explore") { folder in
            let first = folder.appendingPathComponent("first")
            let second = folder.appendingPathComponent("second")
            let run = try VCNavBinary.run(["explore", "--out", first.path, "--junit", first.appendingPathComponent("report.xml").path])
            #expect(run.status == 1, "\(run.stderr)")
            let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(lines.first?.hasPrefix("explored the Pets app (seed 1): ") == true)
            #expect(lines.first?.hasSuffix("distinct screens, 9 of 9 storyboard scenes reached") == false, "Birds crashes before it shows")
            #expect(lines.contains("6 findings: 4 crash, 1 leak, 1 nil-dependency"))
            // A scene not reached is named as a person knows it, then by its storyboard and XML id.
            #expect(lines.contains("not reached: UIViewController “Birds” (Dogs:Birds-vc)"))
            let replays = try FileManager.default.contentsOfDirectory(atPath: first.path).filter { $0.hasSuffix(".vcreplay") }.sorted()
            #expect(
                replays == [
                    "crash-NSInvalidArgumentException-reason-Storyboard-UIStoryb.vcreplay",
                    "crash-Scenes-DogDetailViewController.swift-15.vcreplay", "crash-Scenes-PitfallsViewController.swift-30.vcreplay",
                    "crash-Scenes-Storyboard.swift-20.vcreplay", "crawl.vcreplay", "leak-LeakyViewController.vcreplay",
                    "nil-dependency-OptionalDependencyViewController.dog.vcreplay",
                ])
            let leak = try String(contentsOf: first.appendingPathComponent("leak-LeakyViewController.vcreplay"), encoding: .utf8)
            #expect(
                leak.split(separator: "\n").filter { !$0.hasPrefix("#") }
                    == ["launch", "tap \"Pitfalls\"", "tap \"Leaky controller\"", "back", "expect leak LeakyViewController"])
            for name in replays where name != "crawl.vcreplay" {
                let text = try String(contentsOf: first.appendingPathComponent(name), encoding: .utf8)
                let commands = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
                #expect(commands.count <= 5, "\(name): a few lines")
                #expect(commands.first == "launch" && commands.last?.hasPrefix("expect ") == true)
            }
            // Every replay (the findings' and the whole crawl's) passes as it is written.
            let replayed = try VCNavBinary.run(["replay", first.path, "--quiet"])
            #expect(replayed.status == 0, "\(replayed.stderr)")
            #expect(replayed.stderr.hasSuffix("7 passed, 0 failed\n"))
            // Deterministic: the same seed, the same report and files, byte for byte.
            let again = try VCNavBinary.run(["explore", "--out", second.path, "--junit", second.appendingPathComponent("report.xml").path])
            #expect(again.stdout == run.stdout)
            for name in replays + ["report.xml"] {
                let a = try String(contentsOf: first.appendingPathComponent(name), encoding: .utf8)
                let b = try String(contentsOf: second.appendingPathComponent(name), encoding: .utf8)
                // The report names the files where they were written.
                #expect(
                    a.replacingOccurrences(of: first.path, with: "DIR") == b.replacingOccurrences(of: second.path, with: "DIR"),
                    "\(name) differs")
            }
            // JUnit, read with the parser CI tools use: one failing test case per finding.
            let check = """
                import sys, xml.etree.ElementTree as ET
                root = ET.parse(sys.argv[1]).getroot()
                suite = root.find("testsuite")
                print(suite.get("name"), suite.get("tests"), suite.get("failures"))
                """
            let python = try VCNavBinary.launch(
                URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", check, first.appendingPathComponent("report.xml").path])
            #expect(python.stdout == "vcnav explore 6 6\n", "\(python.stderr)")
            // The crawl's graph: every scene the crawl took.
            let graph = try VCNavBinary.run(["graph", "--replay", first.path])
            #expect(graph.status == 0)
            #expect(graph.stdout.contains("PitfallsViewController → LeakyViewController: code: push · initializer  [taken]"))
        }
    }

    @Test("JSON, budgets and a clean app: storyboards alone with nothing wrong exit 0")
    func jsonAndBudgets() throws {
        let json = try VCNavBinary.run(["explore", "--format", "json", "--max-actions", "3"])
        #expect(json.status == 0, "three actions find nothing: \(json.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(object?["actions"] as? Int == 3)
        #expect(object?["stoppedBy"] as? String == "--max-actions 3")
        #expect((object?["findings"] as? [Any])?.isEmpty == true)
        let bad = try VCNavBinary.run(["explore", "--seed", "x"])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("--seed needs a number"))
        let text = try VCNavBinary.run(["explore", "--text", "novalue"])
        #expect(text.status == 64)
    }
}
