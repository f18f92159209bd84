import Foundation
import Testing
import TestSupport

/// `vcnav graph`: the map of the app's flow as text, Mermaid and DOT; what a replay's run adds;
/// the errors a person can act on.
@Suite("vcnav graph")
struct GraphCommandTests {
    static var lesson: String { Bundle.module.url(forResource: "Lesson", withExtension: nil, subdirectory: "Fixtures")!.path }

    static func temporary(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("graph-\(UUID().uuidString)-\(name)")
    }

    @Test("storyboards without code: scenes with class and Storyboard ID, relationships, a reference across files, runtime attributes")
    func text() throws {
        let result = try VCNavBinary.run(["graph", "--storyboards", Self.lesson])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "Scenes (10):")
        #expect(lines.contains("  NotesListViewController  (Storyboard ID Notes · Main.storyboard)"))
        #expect(
            lines.contains(
                "  UITabBarController → UINavigationController (Settings:NavS-vc): relationship viewControllers via Settings.storyboard · nothing injected"
            ))
        #expect(
            lines.contains(
                "  NotesListViewController → UINavigationController “Compose Navigation”: presentation \"compose\" · prepare(for:sender:)"))
        #expect(
            lines.contains(
                "  UINavigationController “Compose Navigation” → ComposeViewController: relationship rootViewController · runtime attribute"
            ))
    }

    @Test("the demo with a replay: the ways code takes, dotted, with the dependencies that arrived; visited scenes marked")
    func mermaidWithARun() throws {
        let script = Self.temporary("run.vcreplay")
        try "launch\ntap \"Dogs\"\ntap \"Rex\"\nexpect top Nope\nback\nback\ntap \"Profile\"\n".write(
            to: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: script) }
        let result = try VCNavBinary.run(
            ["graph", "--replay", script.path, "--format", "mermaid"], currentDirectory: VCNavBinary.packageRoot)
        #expect(result.status == 0, "\(result.stderr)")
        let out = result.stdout
        #expect(out.hasPrefix("flowchart LR\n  n0[\"UINavigationController<br/>Selection.storyboard · initial\"]\n"))
        #expect(out.contains("-.->|\"code: push · creator closure\"|"))
        #expect(out.contains("-.->|\"code: push · initializer\"|"))
        #expect(out.contains("==>|\"relationship rootViewController · nothing injected\"|"))
        #expect(out.contains("-->|\"show #quot;showCats#quot; via Cats.storyboard · prepare(for:sender:)\"|"))
        #expect(out.contains("  classDef visited stroke-width:3px\n"))
    }

    @Test("DOT, drawn by Graphviz when the file is an image", .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/dot")))
    func drawn() throws {
        let dot = try VCNavBinary.run(["graph", "--storyboards", Self.lesson, "--format", "dot"])
        #expect(dot.stdout.hasPrefix("digraph flow {\n  rankdir=LR;"))
        let svg = Self.temporary("map.svg")
        defer { try? FileManager.default.removeItem(at: svg) }
        let result = try VCNavBinary.run(["graph", "--storyboards", Self.lesson, "--format", "dot", "-o", svg.path])
        #expect(result.status == 0, "\(result.stderr)")
        let drawing = try String(contentsOf: svg, encoding: .utf8)
        #expect(drawing.contains("<svg") && drawing.contains("NotesListViewController"))
    }

    @Test("mistakes: an unknown format, an image without DOT, a script that does not parse, a missing directory")
    func errors() throws {
        let format = try VCNavBinary.run(["graph", "--format", "png"])
        #expect(format.status == 64 && format.stderr.contains("--format is text, mermaid or dot, not 'png'"))
        let image = try VCNavBinary.run(["graph", "-o", "x.svg"])
        #expect(image.status == 64 && image.stderr.contains("add --format dot"))
        let script = Self.temporary("bad.vcreplay")
        try "launch\ntapp \"Dogs\"\n".write(to: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: script) }
        let bad = try VCNavBinary.run(["graph", "--replay", script.path])
        #expect(bad.status == 65 && bad.stderr.contains("\(script.path):2:1: unknown command 'tapp'"))
        let missing = try VCNavBinary.run(["graph", "--storyboards", "/no/such/dir"])
        #expect(missing.status == 66)
        let help = try VCNavBinary.run(["graph", "--help"])
        #expect(help.status == 0 && help.stdout.contains("--replay SCRIPT") && help.stdout.contains("mermaid"))
    }
}
