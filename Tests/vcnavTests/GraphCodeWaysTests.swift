import Foundation
import Testing
import TestSupport

/// The map before the first run: the ways the app's code takes (a push, a present, a show),
/// read from its Swift sources with the port's outline, with how each destination gets its
/// dependencies, in every format, escaped as the rest of the map.
@Suite("vcnav graph: ways made in code")
struct GraphCodeWaysTests {
    static var fixture: String { Bundle.module.url(forResource: "CodeWays", withExtension: nil, subdirectory: "Fixtures")!.path }

    static func graph(_ format: String) throws -> String {
        let result = try VCNavBinary.run(
            ["graph", "--storyboards", fixture, "--sources", fixture + "/Sources", "--format", format])
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout
    }

    @Test("text: each way the code takes, from the calling screen, with its injection; a coordinator's push is left out")
    func text() throws {
        let lines = try Self.graph("text").split(separator: "\n").map(String.init)
        #expect(lines.contains("  ProfileViewController  (made in code)"))
        #expect(lines.contains("  HelpViewController  (made in code)"))
        #expect(lines.contains("  HomeViewController → ProfileViewController: code: push · initializer"))
        #expect(lines.contains("  HomeViewController → DetailViewController: code: show · creator closure"))
        #expect(lines.contains("  HomeViewController → SettingsViewController: code: present · factory or caller, after init"))
        #expect(lines.contains("  HomeViewController → HelpViewController: code: push · initializer"))
        #expect(!lines.contains { $0.contains("AboutViewController") || $0.contains("Coordinator") })
        // Nothing ran: no way is taken.
        #expect(!lines.contains { $0.hasSuffix("[taken]") })
    }

    @Test("without the sources the storyboard alone has no way out of Home")
    func withoutSources() throws {
        let result = try VCNavBinary.run(["graph", "--storyboards", Self.fixture])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("code:"))
    }

    @Test("Mermaid and DOT: dotted or dashed arrows, labels and a title with quotes and a bar escaped")
    func mermaidAndDot() throws {
        let mermaid = try Self.graph("mermaid")
        #expect(mermaid.contains("n1[\"HomeViewController<br/>Storyboard ID Home · Main.storyboard\"]"))
        #expect(mermaid.contains("  n1 -.->|\"code: show · creator closure\"| n2\n"))
        #expect(mermaid.contains("|\"code: present · factory or caller, after init\"| n3\n"))
        #expect(!mermaid.contains("classDef visited"))
        let dot = try Self.graph("dot")
        #expect(dot.contains("  n1 -> n2 [label=\"code: show · creator closure\", style=dashed];\n"))
        #expect(dot.contains("[label=\"code: push · initializer\", style=dashed];\n"))
    }

    @Test("the demo before any run: every push and presentation its code makes, the sheet from Pitfalls")
    func demoBeforeRun() throws {
        let result = try VCNavBinary.run(["graph"], currentDirectory: VCNavBinary.packageRoot)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        for way in [
            "SelectionViewController → DogsViewController: code: push · nothing injected",
            "DogsViewController → DogDetailViewController: code: push · creator closure",
            "SelectionViewController → ProfileViewController: code: push · initializer",
            "PitfallsViewController → ModalDemoViewController: code: present · initializer",
            "PitfallsViewController → UIViewController: code: push · nothing injected",
            // Creator not used, and Outlet before load (which does use it): two arrows.
            "PitfallsViewController → DogDetailViewController: code: push · nothing injected",
            "PitfallsViewController → DogDetailViewController: code: push · creator closure",
            "PitfallsViewController → ViewInInitViewController: code: push · nothing injected",
        ] {
            #expect(lines.contains("  " + way), "\(way)")
        }
    }

    @Test("a run marks the ways the sources showed as taken, without a second arrow for the same presentation")
    func runMergesWithSources() throws {
        try withTemporaryDirectory("graph") { folder in
            let script = folder.appendingPathComponent("graph.vcreplay")
            try "launch\ntap \"Pitfalls\"\ntap \"Sheet\"\ntap \"Close\"\n".write(to: script, atomically: true, encoding: .utf8)
            let result = try VCNavBinary.run(["graph", "--replay", script.path], currentDirectory: VCNavBinary.packageRoot)
            #expect(result.status == 0, "\(result.stderr)")
            let sheet = result.stdout.split(separator: "\n").filter { $0.contains("→ ModalDemoViewController") }
            #expect(sheet == ["  PitfallsViewController → ModalDemoViewController: code: present · initializer  [taken]"])
        }
    }
}
