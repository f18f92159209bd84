import Foundation
import Navigator
import Scenes
import SimUIKit
import Testing
import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// The map of the app's flow: what the demo's storyboards declare, what a run adds, and the
/// three ways it is written.
@MainActor
@Suite("Flow map", .engine)
struct FlowMapTests {
    static func demoMap() -> FlowMap {
        FlowMapBuilder.storyboards(paths: [ScenesApp.bundle.bundlePath], main: ScenesApp.mainStoryboard).map
    }

    static func edge(_ map: FlowMap, _ from: String, _ to: String) -> FlowMap.Edge? {
        map.edges.first { map.name(of: $0.from) == from && map.name(of: $0.to) == to }
    }

    @Test("the storyboards give scenes with class, Storyboard ID and file; segues, relationships, references across files, unwinds")
    func fromStoryboards() throws {
        let map = Self.demoMap()
        let first = try #require(map.scenes.first)
        #expect(first.className == "UINavigationController" && first.isInitial && first.storyboard == "Selection")
        let cats = try #require(map.scenes.first { $0.className == "CatsViewController" })
        #expect(cats.storyboardIdentifier == "CatsViewController" && cats.storyboard == "Cats")
        #expect(Self.edge(map, "UINavigationController", "SelectionViewController")?.way == .relationship("rootViewController"))
        // Through a storyboard reference into Cats.storyboard: the reference is resolved.
        let showCats = try #require(Self.edge(map, "SelectionViewController", "CatsViewController"))
        #expect(showCats.way == .segue(kind: "show", identifier: "showCats") && showCats.via == "Cats")
        #expect(showCats.dependencies == [.prepare])
        #expect(Self.edge(map, "CatsViewController", "CatDetailViewController")?.dependencies == [.segueAction])
        // The unwind leads to the class that implements its action.
        #expect(Self.edge(map, "CatDetailViewController", "SelectionViewController")?.way == .unwind(action: "unwindToSelection:"))
        #expect(!map.edges.contains { $0.observed })
        #expect(!map.scenes.contains { $0.className == "UIStoryboardReference" })
    }

    /// The demo's code pushes Dogs (Storyboarded), the dog detail (a creator closure) and the
    /// profile (a factory's initializer): only a run shows them.
    @Test("a run adds what code pushes and presents, with how each destination's dependencies arrived")
    func fromARun() throws {
        var map = Self.demoMap()
        let session = InProcessSession(configuration: AppConfiguration(app: ScenesApp.description, summary: "demo"))
        defer { session.terminate() }
        let script = try ReplayScript.parse(
            "tap \"Dogs\"\ntap \"Rex\"\nback\nback\ntap \"Profile\"\nback\ntap \"Cats\"\ntap \"Tom\"\ntap \"Done\"", file: "run.vcreplay")
        FlowRun(session: session).run(script, into: &map)
        #expect(Self.edge(map, "SelectionViewController", "DogsViewController").map { ($0.way, $0.dependencies) }! == (.code("push"), []))
        #expect(Self.edge(map, "DogsViewController", "DogDetailViewController")?.dependencies == [.creatorClosure])
        #expect(Self.edge(map, "SelectionViewController", "ProfileViewController")?.dependencies == [.initializer])
        #expect(map.scene("code:ProfileViewController")?.storyboard == nil)
        // The storyboard's ways the run took are marked, with what really arrived.
        let showCats = try #require(Self.edge(map, "SelectionViewController", "CatsViewController"))
        #expect(showCats.observed && showCats.dependencies == [.prepare])
        #expect(Self.edge(map, "CatDetailViewController", "SelectionViewController")?.observed == true)  // the unwind
        #expect(map.path.map(map.name(of:)).suffix(3) == ["CatsViewController", "CatDetailViewController", "SelectionViewController"])
        #expect(map.pathTook(from: map.path[map.path.count - 2], to: map.path.last!))
    }

    @Test("Mermaid: boxes, arrows by kind, labels escaped; DOT: the same, quoted; text: one line each")
    func formats() {
        var map = FlowMap()
        map.scenes = [
            FlowMap.Scene(key: "A:1", className: "ListViewController", storyboardIdentifier: "List", storyboard: "A", isInitial: true),
            FlowMap.Scene(key: "code:Detail", className: "DetailViewController"),
        ]
        map.edges = [
            FlowMap.Edge(from: "A:1", to: "code:Detail", way: .code("push"), dependencies: [.initializer], observed: true),
            FlowMap.Edge(from: "A:1", to: "A:1", way: .segue(kind: "show", identifier: "say \"hi\" <b>|x"), dependencies: [.prepare]),
        ]
        map.path = ["A:1", "code:Detail"]
        let mermaid = map.mermaid()
        #expect(mermaid.hasPrefix("flowchart LR\n"))
        #expect(mermaid.contains("  n0[\"ListViewController<br/>Storyboard ID List · A.storyboard · initial\"]"))
        #expect(mermaid.contains("  n0 -.->|\"code: push · initializer\"| n1"))
        #expect(mermaid.contains("  n0 -->|\"show #quot;say #quot;hi#quot; #lt;b#gt;#124;x#quot; · prepare(for:sender:)\"| n0"))
        #expect(mermaid.contains("  class n0,n1 visited"))
        let dot = map.dot()
        #expect(dot.hasPrefix("digraph flow {"))
        #expect(dot.contains("n0 -> n1 [label=\"code: push · initializer\", style=dashed, color=\"blue\"];"))
        #expect(dot.contains(#"n0 -> n0 [label="show \"say \"hi\" <b>|x\" · prepare(for:sender:)"];"#))
        let text = map.text()
        #expect(text.contains("  ListViewController → DetailViewController: code: push · initializer  [taken]"))
        #expect(text.contains("Path: ListViewController › DetailViewController"))
    }

    /// Before, each line of the text format looked its scenes' names up by walking every scene:
    /// 3,000 scenes took 23 s in a debug build (2.6 s as Mermaid). Ten times the scenes must now
    /// take about ten times as long (this thread's CPU time, the best of two runs each; quadratic would be a hundred).
    @Test("the text format grows with the map: ten times the scenes, about ten times the time, not a hundred")
    func textScalesLinearly() {
        /// The CPU time `work` takes on this thread: what other tests running meanwhile do not change.
        func threadSeconds(_ work: () -> Void) -> Double {
            var start = timespec()
            var end = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
            work()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
            return Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) * 1e-9
        }
        func seconds(scenes count: Int) -> Double {
            var map = FlowMap()
            for index in 0..<count {
                map.scenes.append(
                    FlowMap.Scene(
                        key: "Main:s\(index)", className: "Class\(index / 2)ViewController", storyboardIdentifier: "id\(index)",
                        storyboard: "Main", title: "Scene \(index)", isInitial: index == 0))
                map.edges.append(
                    FlowMap.Edge(from: "Main:s\(index)", to: "Main:s\((index + 1) % count)", way: .segue(kind: "show", identifier: "next")))
            }
            var best = Double.infinity
            for _ in 0..<2 {
                var lines = 0
                let elapsed = threadSeconds { lines = map.text().split(separator: "\n").count }
                #expect(lines >= 2 * count)
                best = min(best, elapsed)
            }
            return best
        }
        let small = seconds(scenes: 300)
        let large = seconds(scenes: 3_000)
        #expect(large < small * 30, "300 scenes: \(small) s, 3,000: \(large) s")
    }
}
