import Foundation
import SimUIKit

/// The map as text for people (`text`), for Markdown (`mermaid`, which common code hosts draw)
/// and for Graphviz (`dot`).
extension FlowMap {
    /// The formats `vcnav graph` writes.
    public enum Format: String, Sendable, CaseIterable {
        case text, mermaid, dot
    }

    /// The map in `format`.
    public func rendered(as format: Format) -> String {
        switch format {
        case .text: text()
        case .mermaid: mermaid()
        case .dot: dot()
        }
    }

    /// A scene's name for people: its class, with its title or Storyboard ID when another scene
    /// has the same class (stand-ins are all `UIViewController`). For every scene at once, use
    /// `names()`: this looks through all the scenes.
    public func name(of key: String) -> String {
        guard let scene = scene(key) else { return key }
        return Self.name(of: scene, sharesClass: scenes.lazy.filter { $0.className == scene.className }.count > 1)
    }

    /// Every scene's name (see `name(of:)`) by key, in one pass over the scenes: the formats
    /// name each scene once per line, and looking each up again made them quadratic.
    public func names() -> [String: String] {
        var perClass: [String: Int] = [:]
        for scene in scenes { perClass[scene.className, default: 0] += 1 }
        var names: [String: String] = [:]
        for scene in scenes where names[scene.key] == nil {
            names[scene.key] = Self.name(of: scene, sharesClass: perClass[scene.className, default: 0] > 1)
        }
        return names
    }

    private static func name(of scene: Scene, sharesClass: Bool) -> String {
        guard sharesClass else { return scene.className }
        if let title = scene.title { return "\(scene.className) “\(title)”" }
        if let identifier = scene.storyboardIdentifier { return "\(scene.className) (\(identifier))" }
        return "\(scene.className) (\(scene.key))"
    }

    /// `Storyboard ID DogsViewController · Dogs.storyboard`, `made in code`.
    public func details(of scene: Scene) -> String {
        var parts: [String] = []
        if let identifier = scene.storyboardIdentifier { parts.append("Storyboard ID \(identifier)") }
        parts.append(scene.storyboard.map { "\($0).storyboard" } ?? "made in code")
        if scene.isInitial { parts.append("initial") }
        return parts.joined(separator: " · ")
    }

    /// One line per scene, then one per way (`taken` when a run took it), then the path. Storyboard
    /// text shows as `vcnav check` shows it (control characters escaped: no line is forged).
    public func text() -> String {
        let names = names()
        func name(_ key: String) -> String { ValueRenderer.visible(names[key] ?? key) }
        var out = "Scenes (\(scenes.count)):\n"
        for scene in scenes {
            out += "  \(name(scene.key))  (\(ValueRenderer.visible(details(of: scene))))\n"
        }
        out += "Ways (\(edges.count)):\n"
        for edge in edges {
            out += "  \(name(edge.from)) → \(name(edge.to)): \(ValueRenderer.visible(edge.label))\(edge.observed ? "  [taken]" : "")\n"
        }
        if !path.isEmpty {
            out += "Path: " + path.map(name).joined(separator: " › ") + "\n"
        }
        return out
    }

    /// A Mermaid flowchart: boxes for scenes (class, Storyboard ID, file), a plain arrow for a
    /// segue, a thick one for a relationship or embed, a dotted one for code and unwinds; ways a
    /// run took and scenes it visited are marked.
    public func mermaid() -> String {
        let ids = nodeIDs()
        let names = names()
        var out = "flowchart LR\n"
        for scene in scenes {
            let label = ([names[scene.key] ?? scene.key] + [details(of: scene)]).map(Self.mermaidEscaped).joined(separator: "<br/>")
            out += "  \(ids[scene.key] ?? "x")[\"\(label)\"]\n"
        }
        for edge in edges {
            guard let from = ids[edge.from], let to = ids[edge.to] else { continue }
            let arrow =
                switch edge.way {
                case .relationship, .embed: "==>"
                case .code, .unwind: "-.->"
                case .segue: "-->"
                }
            out += "  \(from) \(arrow)|\"\(Self.mermaidEscaped(edge.label))\"| \(to)\n"
        }
        let onPath = Set(path)
        let visited = scenes.filter { onPath.contains($0.key) }.compactMap { ids[$0.key] }
        if !visited.isEmpty {
            out += "  classDef visited stroke-width:3px\n"
            out += "  class \(visited.joined(separator: ",")) visited\n"
        }
        return out
    }

    /// A Graphviz digraph, left to right, with the same marks as `mermaid()`.
    public func dot() -> String {
        let ids = nodeIDs()
        let names = names()
        let onPath = Set(path)
        var out =
            "digraph flow {\n  rankdir=LR;\n  node [shape=box, fontname=\"Helvetica\"];\n  edge [fontname=\"Helvetica\", fontsize=10];\n"
        for scene in scenes {
            let label = Self.dotEscaped(names[scene.key] ?? scene.key) + "\\n" + Self.dotEscaped(details(of: scene))
            let style = onPath.contains(scene.key) ? ", penwidth=3" : ""
            out += "  \(ids[scene.key] ?? "x") [label=\"\(label)\"\(style)];\n"
        }
        for edge in edges {
            guard let from = ids[edge.from], let to = ids[edge.to] else { continue }
            var attributes = ["label=\"\(Self.dotEscaped(edge.label))\""]
            switch edge.way {
            case .relationship, .embed: attributes.append("penwidth=2")
            case .code, .unwind: attributes.append("style=dashed")
            case .segue: break
            }
            if edge.observed { attributes.append("color=\"blue\"") }
            out += "  \(from) -> \(to) [\(attributes.joined(separator: ", "))];\n"
        }
        return out + "}\n"
    }

    /// `n0`, `n1`…: identifiers both formats accept, in scene order.
    private func nodeIDs() -> [String: String] {
        var ids: [String: String] = [:]
        for (index, scene) in scenes.enumerated() { ids[scene.key] = "n\(index)" }
        return ids
    }

    /// Text inside a Mermaid label's quotes: quotes and the characters Mermaid reads as markup
    /// become entity codes.
    static func mermaidEscaped(_ text: String) -> String {
        escaped(text, ["\"": "#quot;", "<": "#lt;", ">": "#gt;", "|": "#124;"])
    }

    /// Text inside a DOT string: backslashes and quotes escaped.
    static func dotEscaped(_ text: String) -> String {
        escaped(text, ["\\": "\\\\", "\"": "\\\""])
    }

    /// `text` with each character of `replacements` replaced, line breaks as spaces (a label is
    /// one line), other control characters escaped as `vcnav check` shows them.
    private static func escaped(_ text: String, _ replacements: [Character: String]) -> String {
        var oneLine = ""
        for character in text {
            oneLine.append(character == "\n" || character == "\r" || character == "\r\n" ? " " : character)
        }
        var out = ""
        for character in ValueRenderer.visible(oneLine) {
            if let replacement = replacements[character] { out += replacement } else { out.append(character) }
        }
        return out
    }
}
