import Foundation

/// The app's flow as a graph: its scenes (one per storyboard controller, one per class that code
/// makes) and the ways from one to another, each with how the destination gets its
/// dependencies. The storyboards give the ways they declare; a run adds the ones code takes
/// (see `FlowRecorder`), and where the user has been.
public struct FlowMap: Sendable, Equatable, Codable {
    /// A place in the flow.
    public struct Scene: Sendable, Equatable, Hashable, Codable {
        /// `Selection:Sel-vc` (storyboard name and XML id), or `code:ProfileViewController`.
        public var key: String
        /// The controller's class, without its module.
        public var className: String
        /// Its Storyboard ID, if any.
        public var storyboardIdentifier: String?
        /// The storyboard (file name without extension) it is in; nil when code makes it.
        public var storyboard: String?
        /// Its title, if the storyboard gives one.
        public var title: String?
        /// Whether it is its storyboard's initial controller.
        public var isInitial: Bool

        /// A scene with these fields.
        public init(
            key: String, className: String, storyboardIdentifier: String? = nil, storyboard: String? = nil, title: String? = nil,
            isInitial: Bool = false
        ) {
            self.key = key
            self.className = className
            self.storyboardIdentifier = storyboardIdentifier
            self.storyboard = storyboard
            self.title = title
            self.isInitial = isInitial
        }

        /// The key of a storyboard controller: its storyboard's name and its XML id.
        public static func key(storyboard: String, id: String) -> String { "\(storyboard):\(id)" }

        /// The key of a class that code makes.
        public static func key(codeClass: String) -> String { "code:\(codeClass)" }
    }

    /// How the flow goes from one scene to the next.
    public enum Way: Sendable, Equatable, Hashable, Codable {
        /// A storyboard segue of this kind (`show`, `presentation`...), with its identifier.
        case segue(kind: String, identifier: String?)
        /// A container's relationship (`rootViewController`, `viewControllers`...).
        case relationship(String)
        /// A container view's embed segue.
        case embed
        /// An unwind segue back to the controller that implements `action`.
        case unwind(action: String)
        /// App code: `push`, `present`, `addChild`, … as a run saw it.
        case code(String)

        /// `show "showCats"`, `relationship rootViewController`, `code: push`.
        public var text: String {
            switch self {
            case .segue(let kind, let identifier): kind + (identifier.map { " \"\($0)\"" } ?? "")
            case .relationship(let name): "relationship \(name)"
            case .embed: "embed"
            case .unwind(let action): "unwind \(action)"
            case .code(let call): "code: \(call)"
            }
        }
    }

    /// How a destination gets its dependencies on a way in.
    public enum Dependency: String, Sendable, Equatable, Hashable, Codable, CaseIterable {
        /// Its own initializer's parameters, called by code.
        case initializer
        /// A storyboard creator closure calling its own `init?(coder:…)`.
        case creatorClosure
        /// An `@IBSegueAction` building it with its dependencies.
        case segueAction
        /// The source's `prepare(for:sender:)` setting properties after init.
        case prepare
        /// User-defined runtime attributes in the storyboard.
        case runtimeAttribute
        /// Set from outside after init (a factory or the caller).
        case factory

        /// How the map labels it.
        public var text: String {
            switch self {
            case .initializer: "initializer"
            case .creatorClosure: "creator closure"
            case .segueAction: "segue action"
            case .prepare: "prepare(for:sender:)"
            case .runtimeAttribute: "runtime attribute"
            case .factory: "factory or caller, after init"
            }
        }
    }

    /// A way from one scene to another.
    public struct Edge: Sendable, Equatable, Hashable, Codable {
        public var from: String
        public var to: String
        public var way: Way
        /// The storyboard a reference crossed into (`Cats`), when the way goes through one.
        public var via: String?
        /// How the destination gets its dependencies this way (empty: nothing is injected; the
        /// storyboard's `init(coder:)` alone).
        public var dependencies: [Dependency]
        /// Whether a run took this way.
        public var observed: Bool

        /// An edge with these fields.
        public init(from: String, to: String, way: Way, via: String? = nil, dependencies: [Dependency] = [], observed: Bool = false) {
            self.from = from
            self.to = to
            self.way = way
            self.via = via
            self.dependencies = dependencies
            self.observed = observed
        }

        /// `show "showCats" via Cats.storyboard · prepare(for:sender:)`.
        public var label: String {
            var text = way.text
            if let via { text += " via \(via).storyboard" }
            let ways =
                dependencies.isEmpty
                ? (way == .embed || isUnwind ? nil : "nothing injected") : dependencies.map(\.text).joined(separator: ", ")
            if let ways { text += " · " + ways }
            return text
        }

        var isUnwind: Bool {
            if case .unwind = way { true } else { false }
        }

        var isCode: Bool {
            if case .code = way { true } else { false }
        }
    }

    /// The scenes, in a stable order (storyboards first, in file and document order).
    public var scenes: [Scene] = []
    /// The ways between them.
    public var edges: [Edge] = []
    /// The scenes the user has been on, in order (a scene again after others is listed again).
    public var path: [String] = []
    /// Every scene a run was on, in the order first seen, across launches and scripts (the path
    /// is the last launch's; this is all of them).
    public var visited: [String] = []

    /// An empty map.
    public init() {}

    /// The scene on screen now: the end of the path.
    public var current: String? { path.last }

    /// The scene with this key.
    public func scene(_ key: String) -> Scene? {
        scenes.first { $0.key == key }
    }

    /// Adds what a run saw: new scenes, and ways taken (a way the storyboards declare is marked
    /// taken, and labelled with the dependencies the run saw arrive, which are the truth where
    /// the storyboard could only tell what may happen).
    public mutating func merge(_ observation: FlowObservation) {
        for scene in observation.scenes where self.scene(scene.key) == nil { scenes.append(scene) }
        for edge in observation.edges {
            if let index = index(matching: edge) {
                edges[index].observed = true
                edges[index].dependencies = edge.dependencies
            } else {
                var taken = edge
                taken.observed = true
                edges.append(taken)
            }
        }
        if let current = observation.current, current != path.last {
            // An unwind brings no new controller: a step of the path from an unwind's source
            // straight to its destination is that unwind taken.
            if let previous = path.last {
                for index in edges.indices where edges[index].isUnwind && edges[index].from == previous && edges[index].to == current {
                    edges[index].observed = true
                }
            }
            path.append(current)
            if !visited.contains(current) { visited.append(current) }
        }
    }

    /// The way already on the map that a run's `edge` is: the same ends and kind (the one with the
    /// same dependencies, when the sources showed the code take it two ways); or, for code
    /// the sources showed, the call they read (`show` pushes in a navigation controller), and a
    /// presentation from any scene (UIKit presents from the caller's farthest ancestor, a run sees
    /// that one; the sources see the class that calls `present`).
    private func index(matching edge: Edge) -> Int? {
        let same = edges.indices.filter { edges[$0].from == edge.from && edges[$0].to == edge.to && edges[$0].way == edge.way }
        if let index = same.first(where: { edges[$0].dependencies == edge.dependencies }) ?? same.first { return index }
        guard case .code(let call) = edge.way else { return nil }
        return edges.firstIndex { known in
            guard case .code(let read) = known.way, known.to == edge.to else { return false }
            switch (call, read) {
            case ("present", "present"), ("present", "show"), ("present", "showDetail"): return true
            case ("push", "show"): return known.from == edge.from
            default: return false
            }
        }
    }

    /// Whether the user's path went from `from` to `to` (in that order, one after the other).
    public func pathTook(from: String, to: String) -> Bool {
        zip(path, path.dropFirst()).contains { $0 == from && $1 == to }
    }
}

/// What a run saw since the last look: scenes code made, ways taken, the scene on screen.
public struct FlowObservation: Sendable, Equatable, Codable {
    public var scenes: [FlowMap.Scene]
    public var edges: [FlowMap.Edge]
    /// The scene whose controller is on screen.
    public var current: String?

    /// An observation.
    public init(scenes: [FlowMap.Scene] = [], edges: [FlowMap.Edge] = [], current: String? = nil) {
        self.scenes = scenes
        self.edges = edges
        self.current = current
    }

    /// Nothing new.
    public var isEmpty: Bool { scenes.isEmpty && edges.isEmpty && current == nil }
}
