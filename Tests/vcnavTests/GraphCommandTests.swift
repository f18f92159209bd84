import Foundation
import Testing
import TestSupport

/// `vcnav graph`: the map of the app's flow as text, Mermaid and DOT; what a replay's run adds;
/// the errors a person can act on.
@Suite("vcnav graph")
struct GraphCommandTests {
    static var lesson: String { Bundle.module.url(forResource: "Lesson", withExtension: nil, subdirectory: "Fixtures")!.path }

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
        try withTemporaryDirectory("graph") { folder in
            let script = folder.appendingPathComponent("run.vcreplay")
            try "launch\ntap \"Dogs\"\ntap \"Rex\"\nexpect top Nope\nback\nback\ntap \"Profile\"\n".write(
                to: script, atomically: true, encoding: .utf8)
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
    }

    @Test("DOT, drawn by Graphviz when the file is an image", .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/dot")))
    func drawn() throws {
        let dot = try VCNavBinary.run(["graph", "--storyboards", Self.lesson, "--format", "dot"])
        // Top to bottom in a font a projected slide shows (left to right it was a 3417x423 strip).
        #expect(dot.stdout.hasPrefix("digraph flow {\n  rankdir=TB;"))
        #expect(dot.stdout.contains("node [shape=box, fontname=\"Helvetica\", fontsize=16"))
        try withTemporaryDirectory("graph") { folder in
            let svg = folder.appendingPathComponent("map.svg")
            // The image's extension says DOT: no --format needed.
            let result = try VCNavBinary.run(["graph", "--storyboards", Self.lesson, "-o", svg.path])
            #expect(result.status == 0, "\(result.stderr)")
            let drawing = try String(contentsOf: svg, encoding: .utf8)
            #expect(drawing.contains("<svg") && drawing.contains("NotesListViewController"))
        }
    }

    @Test("mistakes: an unknown format, an image without DOT, a script that does not parse, a missing directory")
    func errors() throws {
        let format = try VCNavBinary.run(["graph", "--format", "png"])
        #expect(format.status == 64 && format.stderr.contains("--format is text, mermaid or dot, not 'png'"))
        let image = try VCNavBinary.run(["graph", "--format", "text", "-o", "x.svg"])
        #expect(image.status == 64 && image.stderr.contains("a .svg FILE is drawn from DOT: leave out --format text"))
        try withTemporaryDirectory("graph") { folder in
            let script = folder.appendingPathComponent("bad.vcreplay")
            try "launch\ntapp \"Dogs\"\n".write(to: script, atomically: true, encoding: .utf8)
            let bad = try VCNavBinary.run(["graph", "--replay", script.path])
            #expect(bad.status == 65 && bad.stderr.contains("\(script.path):2:1: unknown command 'tapp'"))
            let missing = try VCNavBinary.run(["graph", "--storyboards", "/no/such/dir"])
            #expect(missing.status == 66)
            let help = try VCNavBinary.run(["graph", "--help"])
            #expect(help.status == 0 && help.stdout.contains("--replay SCRIPT") && help.stdout.contains("mermaid"))
        }
    }

    @Test("several --replay scripts: every scene any of them visited is marked, not only the last script's")
    func visitedAcrossScripts() throws {
        try withTemporaryDirectory("graph") { folder in
            let dogs = folder.appendingPathComponent("dogs.vcreplay")
            let cats = folder.appendingPathComponent("cats.vcreplay")
            try "launch\ntap \"Dogs\"\n".write(to: dogs, atomically: true, encoding: .utf8)
            try "launch\ntap \"Cats\"\n".write(to: cats, atomically: true, encoding: .utf8)
            let result = try VCNavBinary.run(["graph", "--replay", dogs.path, "--replay", cats.path, "--format", "dot"])
            #expect(result.status == 0, "\(result.stderr)")
            let marked = result.stdout.split(separator: "\n").filter { $0.contains("penwidth=3") }
            for name in ["SelectionViewController", "DogsViewController", "CatsViewController"] {
                #expect(marked.contains { $0.contains("label=\"\(name)\\n") }, "\(name) is not marked visited")
            }
        }
    }

    @Test("a segue is labelled prepare(for:sender:) only when the source's prepare names it: showPitfalls injects nothing")
    func prepareFromSources() throws {
        let result = try VCNavBinary.run(["graph"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.contains("  SelectionViewController → CatsViewController: show \"showCats\" via Cats.storyboard · prepare(for:sender:)"))
        #expect(
            lines.contains(
                "  SelectionViewController → PitfallsViewController: show \"showPitfalls\" via Pitfalls.storyboard · nothing injected"))
    }

    @Test("a launch screen is not part of the app's flow: it is left out of the map")
    func launchScreenLeftOut() throws {
        try withTemporaryDirectory("graph") { directory in
            for name in try FileManager.default.contentsOfDirectory(atPath: Self.lesson) {
                try FileManager.default.copyItem(
                    atPath: Self.lesson + "/" + name, toPath: directory.appendingPathComponent(name).path)
            }
            let main = try String(contentsOfFile: Self.lesson + "/Main.storyboard", encoding: .utf8)
            try main.write(to: directory.appendingPathComponent("LaunchScreen.storyboard"), atomically: true, encoding: .utf8)
            let result = try VCNavBinary.run(["graph", "--storyboards", directory.path, "--main", "Main"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(!result.stdout.contains("LaunchScreen.storyboard"))
            #expect(result.stdout.contains("Main.storyboard"))
        }
    }
}
