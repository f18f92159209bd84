import Foundation
import Navigator
import TerminalUI

/// What issue 20 found quadratic, at ten times its sizes: `vcnav graph`'s text format for
/// 30,000 scenes (beside Mermaid, which never looked a scene up per line), and a 10 MB paste
/// at the navigator's `:` prompt. Each beside the way it was done before.
@MainActor
enum OutputsBench {
    static func run(into table: inout Table, quick: Bool) {
        for count in quick ? [3_000] : [3_000, 30_000] {
            let map = syntheticMap(scenes: count)
            var size = 0
            let text = measure(runs: 3) { size = map.text().utf8.count }
            let mermaid = measure(runs: 3) { size = max(size, map.mermaid().utf8.count) }
            table.add(
                "graph: text format, \(count) scenes, \(map.edges.count) ways", format(text), baseline: "mermaid \(format(mermaid))",
                ratio: ratio(text, mermaid), goal: "linear: ≈ mermaid")
        }
        // Before: every line looked its scenes' names up (`name(of:)` walks all the scenes).
        let small = syntheticMap(scenes: 3_000)
        let names = measure(runs: 1) { _ = small.names() }
        let lookups = measure(runs: 1) { _ = namedByLookup(small) }
        table.add(
            "graph: naming 3,000 scenes' lines, one pass (now)", format(names), baseline: "a lookup per line (before) \(format(lookups))",
            ratio: ratio(names, lookups))
        // The `:` line: every key of a paste, then one frame.
        for megabytes in quick ? [1] : [1, 10] {
            let controller = NavigatorController(session: InProcessSession(configuration: Bench.demo), appSummary: "the Pets demo")
            let app = NavigatorApp(controller: controller, backend: ScriptedBackend(size: Size(width: 200, height: 60)))
            let keys = megabytes * 1_048_576
            let paste = measure(runs: 1) {
                _ = app.handle(.key(.character(":")))
                for _ in 0..<keys { _ = app.handle(.key(.character("x"))) }
                app.draw()
                _ = app.handle(.key(.escape))
            }
            table.add(
                ": prompt: a \(megabytes) MB paste, then one frame", format(paste),
                baseline: "\(format(paste / Double(keys))) a key", goal: "linear; the line holds \(LinePrompt.limit) B")
        }
        // Before: the line was copied at every key (held twice while the key was added).
        for kilobytes in quick ? [64] : [64, 256] {
            let old = CopyingLine()
            let keys = kilobytes * 1024
            let time = measure(runs: 1) { for _ in 0..<keys { old.add("x") } }
            table.add(": prompt before: \(kilobytes) KB pasted, copying the line at each key", format(time), goal: "quadratic")
        }
    }

    /// `count` scenes, two of each class (so names carry their titles), each with two ways out.
    static func syntheticMap(scenes count: Int) -> FlowMap {
        var map = FlowMap()
        for index in 0..<count {
            map.scenes.append(
                FlowMap.Scene(
                    key: "Main:s\(index)", className: "Class\(index / 2)ViewController", storyboardIdentifier: "id\(index)",
                    storyboard: "Main", title: "Scene \(index)", isInitial: index == 0))
        }
        for index in 0..<count {
            map.edges.append(
                FlowMap.Edge(from: "Main:s\(index)", to: "Main:s\((index + 1) % count)", way: .segue(kind: "show", identifier: "next")))
            map.edges.append(
                FlowMap.Edge(from: "Main:s\(index)", to: "Main:s\((index + 7) % count)", way: .relationship("viewControllers")))
        }
        map.path = ["Main:s0", "Main:s1"]
        return map
    }

    /// The scene and way lines named as the text format named them before: a lookup each.
    static func namedByLookup(_ map: FlowMap) -> Int {
        var size = 0
        for scene in map.scenes { size += map.name(of: scene.key).utf8.count }
        for edge in map.edges { size += map.name(of: edge.from).utf8.count + map.name(of: edge.to).utf8.count }
        return size
    }
}

/// The `:` line as it was edited before: the key appended to a copy of the line while the line
/// itself was still held, so every key copied the whole line.
final class CopyingLine {
    private var editing: String? = ""

    @inline(never)
    func add(_ character: Character) {
        guard var text = editing else { return }
        text.append(character)
        editing = text
    }
}
