import Foundation
import Navigator
import Porting

/// Finds the app's code for the source pane: the method a call lands in (the override in the
/// app's class, or the nearest superclass among its sources), with its lines and the call's line
/// marked; where the app has no code of its own there, what UIKit does, in plain words.
@MainActor
struct SourceLocator {
    let index: SwiftCodeIndex

    /// Indexes the Swift files under `paths` (unreadable ones are left out: the pane then says
    /// what UIKit does, as for a class without sources).
    init(paths: [String]) {
        let files = SwiftSources.read(paths).sources
        index = SwiftCodeIndex(sources: files.map { (path: $0.path, text: $0.text) })
    }

    /// The excerpt for `code`, or nil when nothing is known about it.
    func excerpt(for code: CodePoint) -> SourceExcerpt? {
        if let file = code.location?.file, let line = code.location?.line, let lines = index.lines(of: file) {
            let name = URL(fileURLWithPath: file).lastPathComponent
            guard let method = index.method(containing: line, inFile: file) else {
                let first = max(1, line - 3)
                return SourceExcerpt(
                    title: "\(name):\(line)", firstLine: first, lines: Array(lines[(first - 1)..<min(lines.count, line + 3)]), marked: line)
            }
            return excerpt(of: method, lines: lines, marked: line, title: "\(name):\(line) · \(Self.name(of: method))")
        }
        guard let className = code.className, let name = code.method else { return nil }
        if let method = index.method(name, labels: code.labels, inClass: className), let lines = index.lines(of: method.file) {
            let file = URL(fileURLWithPath: method.file).lastPathComponent
            let inherited = method.typeName == className ? "" : " (inherited by \(className))"
            return excerpt(
                of: method, lines: lines, marked: method.declarationLine,
                title: "\(file):\(method.declarationLine) · \(Self.name(of: method))\(inherited)")
        }
        let call = name + "(" + (code.labels ?? []).map { $0 + ":" }.joined() + ")"
        return SourceExcerpt(
            title: "UIKit · \(className).\(call)",
            note: "\(className) has no \(call) of its own. " + StepGuide.whatUIKitDoes(for: code.callback))
    }

    /// `tableView(_:didSelectRowAt:)`, with its type when the file is not named after it.
    static func name(of method: SwiftCodeIndex.Method) -> String {
        let stem = URL(fileURLWithPath: method.file).deletingPathExtension().lastPathComponent
        return stem == method.typeName ? method.signature : "\(method.typeName).\(method.signature)"
    }

    private func excerpt(of method: SwiftCodeIndex.Method, lines: [String], marked: Int, title: String) -> SourceExcerpt {
        let first = max(1, method.firstLine)
        let last = min(lines.count, max(first, method.lastLine))
        return SourceExcerpt(title: title, firstLine: first, lines: Array(lines[(first - 1)..<last]), marked: marked)
    }

    /// `map` with the ways the app's code takes, found in its sources before any run: each
    /// push, presentation and show (see `CodeTransition`) from the scene of the class whose method
    /// makes it to the scene of the controller it shows (the storyboard scene of its Storyboard ID
    /// or class when the code instantiates it from a storyboard, else the class made in code),
    /// labelled with how the code hands it its dependencies. A way whose destination the code
    /// does not name, or names by a Storyboard ID no storyboard has, is left out (it cannot be
    /// drawn); so is one made by a type that is not a view controller (a coordinator) and has no scene.
    func addingCodeTransitions(to map: FlowMap) -> FlowMap {
        var map = map
        for transition in index.transitions {
            guard let from = scene(of: transition.sourceClass, in: &map), let to = destination(of: transition, in: &map) else {
                continue
            }
            let dependencies = transition.injections.map { injection -> FlowMap.Dependency in
                switch injection {
                case .initializer: .initializer
                case .creatorClosure: .creatorClosure
                case .afterInit: .factory
                }
            }
            // The same call made two ways (the pitfall without the creator, the lesson with it)
            // is two arrows: how the dependencies arrive is what the map is for.
            let edge = FlowMap.Edge(from: from, to: to, way: .code(transition.call.rawValue), dependencies: dependencies)
            if !map.edges.contains(edge) { map.edges.append(edge) }
        }
        return map
    }

    /// The scene of a class whose code shows another controller: its storyboard scene, else the
    /// scene of it made in code (added when the sources say it is a view controller).
    private func scene(of className: String, in map: inout FlowMap) -> String? {
        if let scene = map.scenes.first(where: { $0.className == className }) { return scene.key }
        guard index.isViewController(className) else { return nil }
        return codeScene(className, in: &map)
    }

    /// The scene a transition shows.
    private func destination(of transition: CodeTransition, in map: inout FlowMap) -> String? {
        if let identifier = transition.storyboardIdentifier {
            let scenes = map.scenes.filter { $0.storyboardIdentifier == identifier && $0.storyboard != nil }
            return (scenes.first { $0.className == transition.destinationClass } ?? scenes.first)?.key
        }
        guard let className = transition.destinationClass else { return nil }
        return codeScene(className, in: &map)
    }

    /// The key of the scene of `className` made in code, added to `map` if it is not there.
    private func codeScene(_ className: String, in map: inout FlowMap) -> String {
        let key = FlowMap.Scene.key(codeClass: className)
        if map.scene(key) == nil { map.scenes.append(FlowMap.Scene(key: key, className: className)) }
        return key
    }

    /// `map` with each segue said to inject through `prepare(for:sender:)` checked against the
    /// source's code: it does only when the source class's `prepare(for:sender:)` (its own or
    /// inherited) names the segue's identifier, or the destination's class. A class the sources
    /// do not declare keeps what the storyboard could tell.
    func checkingPrepare(in map: FlowMap) -> FlowMap {
        var map = map
        for index in map.edges.indices {
            guard case .segue(_, let identifier) = map.edges[index].way, map.edges[index].dependencies.contains(.prepare),
                let source = map.scene(map.edges[index].from), self.index.declares(source.className)
            else { continue }
            let destination = map.scene(map.edges[index].to)?.className
            let prepare = self.index.method("prepare", labels: ["for", "sender"], inClass: source.className)
            let body = prepare.map { self.index.text(of: $0) } ?? ""
            let sets =
                identifier.map { body.contains("\"\($0)\"") } == true
                || destination.map { body.contains("as? \($0)") || body.contains("as! \($0)") } == true
            if !sets { map.edges[index].dependencies.removeAll { $0 == .prepare } }
        }
        return map
    }
}
