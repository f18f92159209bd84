import Navigator
import Testing

/// What a run adds to ways the app's sources showed before it: a run sees where UIKit put the
/// controller, the sources see which class's code called. A presentation is made "by the
/// presenting view controller", which UIKit takes as the caller's farthest ancestor (its
/// navigation controller), so a run's present matches the sources' way into the same scene from
/// any scene; a push comes from the controller below, the caller; `show(_:sender:)` pushes in a
/// navigation controller.
@Suite("Flow map: runs over the sources' ways")
struct FlowMapMergeTests {
    static func map() -> FlowMap {
        var map = FlowMap()
        map.scenes = ["nav", "pitfalls", "modal", "detail"].map { FlowMap.Scene(key: $0, className: $0) }
        map.edges = [
            FlowMap.Edge(from: "pitfalls", to: "modal", way: .code("present"), dependencies: [.initializer]),
            FlowMap.Edge(from: "pitfalls", to: "detail", way: .code("show")),
            FlowMap.Edge(from: "pitfalls", to: "detail", way: .code("push")),
            FlowMap.Edge(from: "pitfalls", to: "detail", way: .code("push"), dependencies: [.creatorClosure]),
        ]
        return map
    }

    @Test("a run's present from the navigation controller is the sources' present from the calling screen")
    func presentFromAnyScene() {
        var map = Self.map()
        map.merge(FlowObservation(edges: [FlowMap.Edge(from: "nav", to: "modal", way: .code("present"), dependencies: [.initializer])]))
        #expect(map.edges.count == 4)
        #expect(map.edges[0].observed && map.edges[0].from == "pitfalls")
    }

    @Test("a run's push marks the way with the same dependencies, of the two the sources showed")
    func pushPrefersSameDependencies() {
        var map = Self.map()
        map.merge(
            FlowObservation(edges: [FlowMap.Edge(from: "pitfalls", to: "detail", way: .code("push"), dependencies: [.creatorClosure])]))
        #expect(map.edges.map(\.observed) == [false, false, false, true])
    }

    @Test("a push from another scene is a way of its own; a show the sources read is a push from the same scene")
    func pushFromElsewhere() {
        var map = Self.map()
        map.edges.removeSubrange(2...)
        map.merge(FlowObservation(edges: [FlowMap.Edge(from: "nav", to: "detail", way: .code("push"))]))
        #expect(map.edges.count == 3 && map.edges[2].from == "nav" && map.edges[2].observed)
        map.merge(FlowObservation(edges: [FlowMap.Edge(from: "pitfalls", to: "detail", way: .code("push"))]))
        #expect(map.edges.count == 3 && map.edges[1].observed && map.edges[1].way == .code("show"))
    }
}
