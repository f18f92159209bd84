import Foundation
import Testing

/// Dependencies point one way: `vcnav -> VCNavKit -> TerminalUI -> Navigator -> SimUIKit`, `Scenes -> SimUIKit`,
/// `VCNavTesting -> Navigator`.
/// Each module's sources may import only what its layer allows; a module that is not in the
/// table fails the test, so a new module must say where it stands.
@Suite("Layering")
struct LayeringTests {
    /// What each module may import; `internal` ones only as `internal import`, so that nothing of
    /// them shows in the module's API.
    struct Layer {
        var imports: Set<String>
        var internalOnly: Set<String> = []
    }

    static let system: Set<String> = ["Swift", "Foundation", "Glibc", "Synchronization", "Dispatch"]
    static let layers: [String: Layer] = [
        // UIKit's API shape: Foundation only (no terminal, no processes) and the leaf that says
        // where a storyboard problem is; libxml2 (the storyboard loader's parser), the main run
        // loop's probe (CMainRunLoop) and Synchronization (one atomic) only internally.
        "Sources/SimUIKit": Layer(imports: ["Foundation", "Diagnostics"], internalOnly: ["CLibXML2", "CMainRunLoop", "Synchronization"]),
        // The demo app: the UIKit stand-in and nothing else, as an app would.
        "Scenes": Layer(imports: ["Foundation", "SimUIKit"]),
        // The host: no ncurses (the line diff compares transcripts with goldens).
        "Sources/Navigator": Layer(imports: system.union(["AtomicFiles", "Diagnostics", "SimUIKit", "CSupport", "TextDiff"])),
        // The front end: everything below it, and ncurses.
        "Sources/TerminalUI": Layer(imports: system.union(["Diagnostics", "Navigator", "SimUIKit", "CNcurses"])),
        // The whole tool for any app: every layer and the port; never the demo (nothing in the host
        // may assume it).
        // FoundationXML: `vcnav junit merge` reads JUnit reports with XMLParser.
        "Sources/VCNavKit": Layer(
            imports: system.union(["Diagnostics", "TerminalUI", "Navigator", "SimUIKit", "TextDiff", "Porting", "FoundationXML"])),
        // Replays and goldens in an app's own tests: the host and Swift Testing; no terminal, no demo.
        "Sources/VCNavTesting": Layer(imports: system.union(["Navigator", "SimUIKit", "TextDiff", "Testing"])),
        // The executable: the tool, with the demo as its app.
        "Sources/vcnav": Layer(imports: ["Scenes", "SimUIKit", "VCNavKit"]),
        // `file:line:column: message`, once: a leaf, the standard library only.
        "Sources/Diagnostics": Layer(imports: []),
        // The line diff: a leaf, the standard library only.
        "Sources/TextDiff": Layer(imports: []),
        // `vcnav port`: reads Swift as text; no layer of vcnav (not even SimUIKit) in it (Glibc:
        // its all-or-nothing write reads and checks files itself; AtomicFiles writes them).
        "Sources/Porting": Layer(imports: ["Foundation", "Glibc", "AtomicFiles", "Diagnostics"]),
        // The one way a file is replaced (outputs, `port --write`): a leaf, the C library only.
        "Sources/AtomicFiles": Layer(imports: ["Glibc"]),
        // Generated storyboards: text only.
        "Sources/StoryboardFixtures": Layer(imports: ["Foundation"]),
        // Benchmarks measure every layer, and libxml2 as the baseline.
        "Sources/vcnav-bench": Layer(
            imports: system.union([
                "TerminalUI", "Navigator", "SimUIKit", "Scenes", "StoryboardFixtures", "Porting", "CLibXML2", "FoundationXML",
            ])),
        // Test helpers: the engine, Swift Testing, the line diff (and a Mutex for counting).
        "Tests/TestSupport": Layer(imports: ["Foundation", "SimUIKit", "Synchronization", "Testing", "TextDiff", "VCNavTesting"]),
    ]

    /// C modules hold headers only.
    static let cModules: Set<String> = ["Sources/CNcurses", "Sources/CLibXML2", "Sources/CSupport", "Sources/CMainRunLoop"]

    static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    @Test("every module is in the table")
    func everyModuleHasALayer() throws {
        let sources = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Sources").path)
        for module in sources.map({ "Sources/\($0)" }) {
            #expect(Self.layers[module] != nil || Self.cModules.contains(module), "\(module) has no layer in LayeringTests")
        }
    }

    @Test("README's parts list every module (the repository stands on its own)")
    func readmeListsEveryModule() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let parts = try #require(
            readme.components(separatedBy: "## The parts").dropFirst().first?.components(separatedBy: "```").dropFirst().first)
        let sources = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Sources").path)
        for module in sources where !module.hasPrefix(".") {
            #expect(parts.contains("  \(module)/"), "README's parts do not list Sources/\(module)")
        }
    }

    @Test("each module imports only what its layer allows", arguments: layers.keys.sorted())
    func imports(module: String) throws {
        let layer = try #require(Self.layers[module])
        let directory = Self.root.appendingPathComponent(module)
        let files = try #require(FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil))
        var checked = 0
        for case let url as URL in files where url.pathExtension == "swift" {
            for (module, modifiers) in try Self.imports(in: url) {
                if layer.internalOnly.contains(module) {
                    #expect(modifiers == ["internal"], "\(url.lastPathComponent) imports \(module) as `\(modifiers) import`")
                } else {
                    #expect(layer.imports.contains(module), "\(url.lastPathComponent) imports \(module)")
                }
            }
            checked += 1
        }
        #expect(checked > 0)
    }

    /// The `import` lines of a file: the module and the words before `import` (`internal`,
    /// `@_exported`, `@testable`). Only attributes and access levels may come before `import`, so
    /// a string literal holding an import line is not one.
    static func imports(in url: URL) throws -> [(String, [String])] {
        let levels: Set<String> = ["internal", "public", "package", "private", "fileprivate"]
        return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").compactMap { line in
            let words = line.trimmingCharacters(in: .whitespaces).split(separator: " ").map(String.init)
            guard words.first?.hasPrefix("//") == false, let index = words.firstIndex(of: "import"), index + 2 == words.count,
                words[..<index].allSatisfy({ $0.hasPrefix("@") || levels.contains($0) })
            else { return nil }
            return (words[index + 1], words[..<index].filter { !$0.hasPrefix("@_exported") })
        }
    }
}
