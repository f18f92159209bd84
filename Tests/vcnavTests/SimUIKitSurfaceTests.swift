import Foundation
import Porting
import Testing
import TestSupport
import VCNavKit
import VCNavTesting

/// The index of SimUIKit's public API that `vcnav port` checks member references against
/// (Sources/VCNavKit/SimUIKitSurface.swift) is what the compiled SimUIKit module declares: it is
/// generated here from the module's symbol graph (`swift-symbolgraph-extract`, the toolchain's own)
/// and compared, so it cannot go stale. `VCNAV_RECORD=all` rewrites it.
@Suite("SimUIKit's API surface")
struct SimUIKitSurfaceTests {
    private static let indexFile = VCNavBinary.packageRoot.appendingPathComponent("Sources/VCNavKit/SimUIKitSurface.swift")

    @Test("the checked-in index is SimUIKit's symbol graph (regenerate: VCNAV_RECORD=all swift test --filter SimUIKitSurface)")
    func indexMatchesSymbolGraph() throws {
        let generated = try SurfaceIndexGenerator.swiftFile(index: SurfaceIndexGenerator.index())
        let current = try? String(contentsOf: Self.indexFile, encoding: .utf8)
        guard current != generated else { return }
        if RecordMode.current == .all {
            try Data(generated.utf8).write(to: Self.indexFile, options: .atomic)
            Issue.record("rewrote \(Self.indexFile.path) from SimUIKit's symbol graph (VCNAV_RECORD=all); check it and run the tests again")
        } else {
            Issue.record(
                "\(Self.indexFile.path) is not SimUIKit's public API as compiled: regenerate it with VCNAV_RECORD=all swift test --filter SimUIKitSurface"
            )
        }
    }

    /// What the port relies on, read back from the index (so a generator that wrote nothing, or
    /// lost the hierarchy, fails here).
    @Test("the index knows types, superclasses, inherited members, property types and initializer labels")
    func indexReadsBack() {
        let surface = UIKitSurface.simUIKit
        #expect(surface.hasType("UITableView"))
        #expect(surface.hasType("UIScene.ConnectionOptions"))
        #expect(surface.hasType("UITableViewDiffableDataSource"))
        #expect(!surface.hasType("UIDocumentBrowserViewController"))
        // A member of the class, of a superclass (UIView's), of NSObject (Foundation's).
        #expect(surface.hasMember("reloadData", of: "UITableView"))
        #expect(surface.hasMember("addSubview", of: "UITableView"))
        #expect(surface.hasMember("isEqual", of: "UIViewController"))
        #expect(!surface.hasMember("noSuchMember", of: "UITableView"))
        #expect(surface.typeOfMember("layer", of: "UIButton") == "CALayer")
        #expect(surface.typeOfMember("navigationController", of: "UITableViewController") == "UINavigationController")
        #expect(surface.hasInitializer(taking: "red", of: "UIColor"))
        #expect(surface.hasInitializer(taking: "frame", of: "UITableView"))
        #expect(!surface.hasInitializer(taking: "noSuchLabel", of: "UIColor"))
    }
}

/// SimUIKit's public API as an index (see `UIKitSurface`): its types from its symbol graph, with
/// the members SimUIKit adds to `NSObject` and those of Foundation's `NSObject` (the root of
/// UIKit's classes).
enum SurfaceIndexGenerator {
    struct Graph: Decodable {
        var symbols: [Symbol]
        var relationships: [Relationship]
    }

    struct Symbol: Decodable {
        struct Kind: Decodable { var identifier: String }
        struct Identifier: Decodable { var precise: String }
        struct Names: Decodable { var title: String }
        struct Fragment: Decodable {
            var kind: String
            var spelling: String
            var preciseIdentifier: String?
        }
        var kind: Kind
        var identifier: Identifier
        var pathComponents: [String]
        var names: Names
        var declarationFragments: [Fragment]?
    }

    struct Relationship: Decodable {
        var kind: String
        var source: String
        var target: String
        var targetFallback: String?
    }

    static let typeKinds: Set<String> = ["swift.class", "swift.struct", "swift.enum", "swift.protocol"]

    /// Extracts the symbol graphs of SimUIKit (as built beside the test bundle) and Foundation
    /// into a temporary directory and reads them.
    static func index() throws -> String {
        try withTemporaryDirectory("surface") { output in
            let modules = VCNavBinary.url.deletingLastPathComponent().appendingPathComponent("Modules")
            let libxml = VCNavBinary.packageRoot.appendingPathComponent("Sources/CLibXML2")
            let mainRunLoop = VCNavBinary.packageRoot.appendingPathComponent("Sources/CMainRunLoop/include")
            for module in ["SimUIKit", "Foundation"] {
                let result = try VCNavBinary.launch(
                    URL(fileURLWithPath: "/usr/bin/env"),
                    [
                        "swift-symbolgraph-extract", "-module-name", module, "-I", modules.path, "-I", libxml.path, "-I",
                        "/usr/include/libxml2", "-I", mainRunLoop.path,
                        "-target", "x86_64-unknown-linux-gnu", "-minimum-access-level", "public", "-output-dir", output.path,
                    ])
                guard result.status == 0 else {
                    throw GenerationError(message: "swift-symbolgraph-extract \(module) failed (\(result.status)): \(result.stderr)")
                }
            }
            let read = { (name: String) in
                try JSONDecoder().decode(Graph.self, from: Data(contentsOf: output.appendingPathComponent(name)))
            }
            return index(
                simUIKit: try read("SimUIKit.symbols.json"), extensions: try read("SimUIKit@Foundation.symbols.json"),
                foundation: try read("Foundation.symbols.json"))
        }
    }

    struct GenerationError: Error, CustomStringConvertible { var message: String; var description: String { message } }

    /// The index's lines, sorted: SimUIKit's types, and `NSObject` (Foundation's members and
    /// SimUIKit's extension of it).
    static func index(simUIKit: Graph, extensions: Graph, foundation: Graph) -> String {
        var lines: Set<String> = []
        let names = Dictionary(
            simUIKit.symbols.map { ($0.identifier.precise, $0.pathComponents.joined(separator: ".")) }, uniquingKeysWith: { a, _ in a })
        let types = Set(simUIKit.symbols.filter { typeKinds.contains($0.kind.identifier) }.map { $0.pathComponents.joined(separator: ".") })
        for type in types { lines.insert("\(type) type") }
        lines.insert("NSObject type")
        let external = { (relationship: Relationship) in
            relationship.targetFallback.map { String($0.split(separator: ".").last ?? "") } ?? relationship.target
        }
        for relationship in simUIKit.relationships {
            guard let source = names[relationship.source], types.contains(source) else { continue }
            if relationship.kind == "inheritsFrom" {
                lines.insert("\(source) super \(names[relationship.target] ?? external(relationship))")
            } else if relationship.kind == "conformsTo", let target = names[relationship.target], types.contains(target) {
                lines.insert("\(source) adopts \(target)")
            }
        }
        for symbol in simUIKit.symbols where symbol.pathComponents.count > 1 {
            let owner = symbol.pathComponents.dropLast().joined(separator: ".")
            if types.contains(owner), let line = memberLine(symbol, owner: owner, names: names) { lines.insert(line) }
        }
        for symbol in extensions.symbols + foundation.symbols where symbol.pathComponents.count == 2 {
            guard ["NSObject", "NSObjectProtocol"].contains(symbol.pathComponents[0]) else { continue }
            if let line = memberLine(symbol, owner: "NSObject", names: names) { lines.insert(line) }
        }
        return lines.sorted().joined(separator: "\n") + "\n"
    }

    /// `Owner member name [Type]` or `Owner init labels`; nil for operators and subscripts.
    static func memberLine(_ symbol: Symbol, owner: String, names: [String: String]) -> String? {
        let title = symbol.names.title
        switch symbol.kind.identifier {
        case "swift.init":
            guard let open = title.firstIndex(of: "("), title.hasSuffix(")") else { return nil }
            let labels = title[title.index(after: open)..<title.index(before: title.endIndex)]
            return "\(owner) init \(labels.isEmpty ? "()" : labels)"
        case "swift.property", "swift.type.property":
            let type = propertyType(symbol.declarationFragments ?? [], names: names).map { " " + $0 } ?? ""
            return "\(owner) member \(title)\(type)"
        case "swift.method", "swift.type.method", "swift.enum.case":
            return "\(owner) member \(title.split(separator: "(").first ?? "")"
        case _ where typeKinds.contains(symbol.kind.identifier):
            return "\(owner) member \(title.split(separator: ".").last ?? "")"
        default:
            return nil
        }
    }

    /// A property's type when it is one name (`CALayer`, `UINavigationController?`), by its
    /// precise identifier for SimUIKit's own (nested types keep their full name).
    static func propertyType(_ fragments: [Symbol.Fragment], names: [String: String]) -> String? {
        guard let colon = fragments.firstIndex(where: { $0.kind == "text" && $0.spelling == ": " }), colon + 1 < fragments.count else {
            return nil
        }
        let type = fragments[colon + 1]
        guard type.kind == "typeIdentifier" else { return nil }
        if colon + 2 < fragments.count {
            let rest = fragments[colon + 2].spelling
            guard rest.hasPrefix("?") || rest.hasPrefix("!") || rest.hasPrefix(" {") || rest.hasPrefix(" =") else { return nil }
        }
        return type.preciseIdentifier.flatMap { names[$0] } ?? type.spelling
    }

    /// The Swift file that holds the index.
    static func swiftFile(index: String) -> String {
        let body = index.split(separator: "\n").map { "        " + $0 }.joined(separator: "\n")
        return """
            import Porting

            // Generated by SimUIKitSurfaceTests (Tests/vcnavTests) from SimUIKit's symbol graph: do not edit.
            // After a change to SimUIKit's public API: VCNAV_RECORD=all swift test --filter SimUIKitSurface

            extension UIKitSurface {
                /// SimUIKit's public types and members (see `UIKitSurface` for the index's lines).
                public static let simUIKit = UIKitSurface(index: index)

                private static let index = \"\"\"
            \(body)
                    \"\"\"
            }

            """
    }
}
