import Foundation
import Testing
import TestSupport

@testable import Porting

/// A test's files under `root` (a `withTemporaryDirectory` folder).
private struct Scratch {
    let root: URL

    func path(_ name: String) -> String { root.appendingPathComponent(name).path }

    @discardableResult
    func write(_ name: String, _ text: String, mode: Int = 0o644) throws -> String {
        let path = path(name)
        try FileManager.default.createDirectory(
            at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
        return path
    }

    /// Every entry under the root: its bytes (or link target) and mode, to compare before and after.
    func state() throws -> [String: String] {
        var result: [String: String] = [:]
        let manager = FileManager.default
        for name in try manager.subpathsOfDirectory(atPath: root.path) {
            let path = self.path(name)
            let attributes = try manager.attributesOfItem(atPath: path)
            let mode = String((attributes[.posixPermissions] as? Int) ?? -1, radix: 8)
            if attributes[.type] as? FileAttributeType == .typeSymbolicLink {
                result[name] = "link -> \(try manager.destinationOfSymbolicLink(atPath: path))"
            } else if attributes[.type] as? FileAttributeType == .typeDirectory {
                result[name] = "directory \(mode)"
            } else {
                result[name] = "\(mode) \(try Data(contentsOf: URL(fileURLWithPath: path)).base64EncodedString())"
            }
        }
        return result
    }

    /// Reads the files as `vcnav port` does (bytes, UTF-8, byte order mark kept).
    func sources(_ names: [String]) throws -> [PortSource] {
        try names.map { name in
            let data = try Data(contentsOf: URL(fileURLWithPath: path(name)))
            return PortSource(path: path(name), text: try #require(String(validating: data, as: UTF8.self)))
        }
    }
}

/// `vcnav port --write`: all or nothing, and nothing of a file lost but what the port changes.
@Suite("Port: writing")
struct PortWriteTests {
    static let list = """
        import UIKit

        class ListViewController: UIViewController {
            var items: [String] = []
        }

        """

    static let lifecycle = """
        import UIKit

        extension ListViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
            }
        }

        """

    /// The kinds of line break in a text, by bytes (`"\r\n"` is one Character to String).
    static func lineBreaks(_ text: String) -> Set<String> {
        let bytes = Array(text.utf8)
        var kinds: Set<String> = []
        for (offset, byte) in bytes.enumerated() {
            if byte == 0x0A { kinds.insert(offset > 0 && bytes[offset - 1] == 0x0D ? "\r\n" : "\n") }
            if byte == 0x0D, offset + 1 == bytes.count || bytes[offset + 1] != 0x0A { kinds.insert("\r") }
        }
        return kinds
    }

    static func failure(_ result: Result<Void, PortWriter.Failure>) -> PortWriter.Failure? {
        if case .failure(let failure) = result { return failure }
        return nil
    }

    @Test("a file named twice (port Sources Sources/App) is ported once: the moved override is not lost")
    func fileReachedTwice() throws {
        try withTemporaryDirectory("port-write") { folder in
            let scratch = Scratch(root: folder)
            try scratch.write("Sources/App/List.swift", Self.list)
            try scratch.write("Sources/App/List+Lifecycle.swift", Self.lifecycle)
            let names = ["Sources/App/List+Lifecycle.swift", "Sources/App/List.swift"]
            // Reached twice: by the same path, and through a second path (a link to the directory).
            try FileManager.default.createSymbolicLink(atPath: scratch.path("Alias"), withDestinationPath: scratch.path("Sources/App"))
            let twice = try scratch.sources(names + names) + scratch.sources(["Alias/List.swift", "Alias/List+Lifecycle.swift"])
            let sources = PortWriter.distinct(twice)
            #expect(sources.map(\.path) == names.map(scratch.path))
            let report = Porter().port(twice)
            // Even unfiltered, the same path twice is one file for the port.
            #expect(report.files.filter { $0.path.hasSuffix("App/List.swift") }.count == 1)
            try PortWriter.write(Porter().port(sources).files).get()
            let body = try String(contentsOfFile: scratch.path("Sources/App/List.swift"), encoding: .utf8)
            #expect(body.contains("override func viewDidLoad()"))
            let extensionFile = try String(contentsOfFile: scratch.path("Sources/App/List+Lifecycle.swift"), encoding: .utf8)
            #expect(!extensionFile.contains("viewDidLoad"))
        }
    }

    @Test("a read-only file is refused and nothing is written, not even the other files")
    func readOnlyRefused() throws {
        try withTemporaryDirectory("port-write") { folder in
            let scratch = Scratch(root: folder)
            try scratch.write("Sources/App/List.swift", Self.list, mode: 0o444)
            try scratch.write("Sources/App/List+Lifecycle.swift", Self.lifecycle)
            let before = try scratch.state()
            let report = Porter().port(try scratch.sources(["Sources/App/List.swift", "Sources/App/List+Lifecycle.swift"]))
            #expect(report.files.filter(\.isChanged).count == 2)
            #expect(
                Self.failure(PortWriter.write(report.files))
                    == (PortWriter.Failure(
                        path: scratch.path("Sources/App/List.swift"), reason: "it is read-only (make it writable to port it)")))
            #expect(try scratch.state() == before)
        }
    }

    @Test("a file changed since the port read it, or a new file that appeared, is refused; nothing is written")
    func changedMeanwhile() throws {
        try withTemporaryDirectory("port-write") { folder in
            let scratch = Scratch(root: folder)
            try scratch.write("Sources/App/List.swift", Self.list)
            try scratch.write("Sources/App/List+Lifecycle.swift", Self.lifecycle)
            let report = Porter().port(try scratch.sources(["Sources/App/List.swift", "Sources/App/List+Lifecycle.swift"]))
            try scratch.write("Sources/App/List+Lifecycle.swift", Self.lifecycle + "// edited meanwhile\n")
            let before = try scratch.state()
            #expect(throws: PortWriter.Failure.self) { try PortWriter.write(report.files).get() }
            #expect(try scratch.state() == before)

            let fresh = Scratch(root: folder.appendingPathComponent("fresh"))
            try fresh.write("Sources/App/List.swift", Self.list)
            var files = Porter().port(try fresh.sources(["Sources/App/List.swift"])).files
            files.append(PortedFile(path: fresh.path("Sources/App/main.swift"), original: "", ported: "// new\n", isNew: true))
            try fresh.write("Sources/App/main.swift", "VCNav.main(app: .mine)\n")
            let state = try fresh.state()
            #expect(
                Self.failure(PortWriter.write(files))
                    == (PortWriter.Failure(
                        path: fresh.path("Sources/App/main.swift"), reason: "it exists (the port writes new files only where there is none)"
                    )))
            #expect(try fresh.state() == state)
        }
    }

    @Test("a symbolic link is written through (the link stays); modes are kept; no temporary file is left")
    func linksAndModes() throws {
        try withTemporaryDirectory("port-write") { folder in
            let scratch = Scratch(root: folder)
            try scratch.write("Shared/List.swift", Self.list, mode: 0o640)
            try scratch.write("Sources/App/Tool.swift", "import UIKit\n", mode: 0o755)
            try FileManager.default.createSymbolicLink(
                atPath: scratch.path("Sources/App/List.swift"), withDestinationPath: "../../Shared/List.swift")
            let report = Porter().port(try scratch.sources(["Sources/App/List.swift", "Sources/App/Tool.swift"]))
            try PortWriter.write(report.files).get()
            let state = try scratch.state()
            #expect(state["Sources/App/List.swift"] == "link -> ../../Shared/List.swift")
            #expect(state["Shared/List.swift"]?.hasPrefix("640 ") == true)
            #expect(state["Sources/App/Tool.swift"]?.hasPrefix("755 ") == true)
            #expect(try String(contentsOfFile: scratch.path("Shared/List.swift"), encoding: .utf8).hasPrefix("import SimUIKit\n"))
            #expect(try String(contentsOfFile: scratch.path("Sources/App/Tool.swift"), encoding: .utf8) == "import SimUIKit\n")
            #expect(
                state.keys.sorted() == [
                    "Shared", "Shared/List.swift", "Sources", "Sources/App", "Sources/App/List.swift", "Sources/App/Tool.swift",
                ])
        }
    }

    @Test("a file with CRLF line breaks keeps them in every line the port writes; a byte order mark stays first")
    func lineBreaksAndBOM() throws {
        let crlf =
            Self.list.replacingOccurrences(of: "\n", with: "\r\n")
            + "extension ListViewController {\r\n    @IBAction func go(_ sender: Any) {}\r\n}\r\n"
        let ported = PortCheck.ported(crlf, findings: [])
        #expect(ported.contains("Self.go"))
        #expect(Self.lineBreaks(ported) == ["\r\n"])

        // An override moved from an LF file into a CRLF file takes CRLF, and the reverse.
        let report = PortCheck.port([
            ("List.swift", Self.list.replacingOccurrences(of: "\n", with: "\r\n")), ("Life.swift", Self.lifecycle),
        ])
        #expect(report.files[0].ported.contains("viewDidLoad"))
        #expect(Self.lineBreaks(report.files[0].ported) == ["\r\n"])
        #expect(Self.lineBreaks(report.files[1].ported) == ["\n"])
        let back = PortCheck.port([("List.swift", Self.list), ("Life.swift", Self.lifecycle.replacingOccurrences(of: "\n", with: "\r\n"))])
        #expect(back.files[0].ported.contains("viewDidLoad"))
        #expect(Self.lineBreaks(back.files[0].ported) == ["\n"])

        let bom = "\u{FEFF}class Target {\n    @objc func go() {}\n    func wire() { _ = #selector(go) }\n}\n"
        let withBOM = PortCheck.ported(bom, findings: [])
        #expect(withBOM.hasPrefix("\u{FEFF}import SimUIKit\n"))
        #expect(Array(withBOM.utf8.prefix(3)) == [0xEF, 0xBB, 0xBF])
    }

    @Test("edits that overlap are reported with both places, never dropped: applying returns them")
    func overlappingEdits() throws {
        let source = try SourceFile(path: "A.swift", text: "let a = 1\nlet b = 2\n")
        let first = TextEdit(range: 4..<9, replacement: "x = 3")
        let second = TextEdit(range: 8..<13, replacement: "")
        let (text, overlaps) = source.applying([first, second])
        #expect(overlaps.count == 1)
        #expect(overlaps.first?.0 == first && overlaps.first?.1 == second)
        #expect(text == "let x = 3\nlet b = 2\n")
        #expect(source.applying([first]).overlaps.isEmpty)
    }
}

/// An override leaves its extension only for a place where it compiles.
@Suite("Port: overrides that cannot move")
struct PortOverrideMoveTests {
    static let body = """
        import UIKit

        class ListViewController: UIViewController {
            var items: [String] = []
        }
        """

    @Test("a class of the same name in another target is not where the override goes: by hand, with the reason")
    func otherTarget() {
        let lifecycle = """
            import UIKit

            extension ListViewController {
                override func viewDidLoad() { super.viewDidLoad() }
            }
            """
        let report = PortCheck.port([
            ("Sources/Kit/List.swift", Self.body), ("Sources/App/Other.swift", "class Other {}\n"), ("Sources/App/Life.swift", lifecycle),
        ])
        #expect(report.files[0].ported == Self.body.replacingOccurrences(of: "import UIKit", with: "import SimUIKit"))
        #expect(report.files[2].ported.contains("override func viewDidLoad()"))
        #expect(
            PortCheck.messages(report) == [
                "4:14: by hand: func viewDidLoad overrides in an extension, which Swift on Linux does not allow, and cannot move into ListViewController's body: its class is declared in another target (Kit, Sources/Kit/List.swift), which an extension in App cannot add an override to; override it in a subclass, or move the code by hand"
            ])

        // With a class of that name in its own target too, that is the one it moves into.
        let both = PortCheck.port(
            [
                ("Sources/Kit/List.swift", Self.body), ("Sources/App/List.swift", Self.body), ("Sources/App/Life.swift", lifecycle),
            ],
            findings: [
                "4:14: note: func viewDidLoad moved into ListViewController's body: Swift on Linux overrides only in a class body, not in an extension"
            ])
        #expect(!both.files[0].ported.contains("viewDidLoad"))
        #expect(both.files[1].ported.contains("override func viewDidLoad()"))
        #expect(!both.files[2].ported.contains("viewDidLoad"))
        #expect(both.leftByHand == 0)
    }

    @Test("an override under #if, or into a class body under #if, is left by hand: the move would drop or pick a branch")
    func conditional() {
        let underIf = """
            extension ListViewController {
                #if DEBUG
                    override func viewDidLoad() { super.viewDidLoad() }
                #endif
            }
            """
        let report = PortCheck.port([("List.swift", Self.body), ("Life.swift", underIf)])
        #expect(report.files[1].ported == underIf)
        #expect(
            PortCheck.messages(report) == [
                "3:18: by hand: func viewDidLoad overrides in an extension, which Swift on Linux does not allow, and cannot move into ListViewController's body: it is under #if here, and the class body has no such condition; move it by hand into a matching #if in the class body"
            ])

        let branches = """
            import UIKit

            #if DEBUG
                class ListViewController: UIViewController {}
            #else
                class ListViewController: UIViewController {}
            #endif
            """
        let life = "extension ListViewController {\n    override func viewDidLoad() { super.viewDidLoad() }\n}\n"
        let second = PortCheck.port([("List.swift", branches), ("Life.swift", life)])
        #expect(second.files[1].ported == life)
        #expect(
            PortCheck.messages(second) == [
                "2:14: by hand: func viewDidLoad overrides in an extension, which Swift on Linux does not allow, and cannot move into ListViewController's body: the class body is under #if (List.swift:4), so the override would land in one branch only; move it by hand into each"
            ])
    }

    @Test("an override that uses a private helper of its file stays by hand when the class is in another file, moves within one file")
    func privateHelpers() {
        let life = """
            extension ListViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    configure()
                }

                private func configure() {}
            }
            """
        let report = PortCheck.port([("List.swift", Self.body), ("Life.swift", life)])
        #expect(report.files[1].ported == life)
        #expect(
            PortCheck.messages(report) == [
                "2:14: by hand: func viewDidLoad overrides in an extension, which Swift on Linux does not allow, and cannot move into ListViewController's body: it uses configure, private to Life.swift, out of reach from List.swift; make it internal, or move it by hand"
            ])

        let same = PortCheck.port([("List.swift", Self.body + "\n\n" + life)])
        #expect(
            same.files[0].ported == """
                import SimUIKit

                class ListViewController: UIViewController {
                    var items: [String] = []

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        configure()
                    }
                }

                extension ListViewController {
                    private func configure() {}
                }
                """)
        #expect(
            PortCheck.messages(same) == [
                "8:14: note: func viewDidLoad moved into ListViewController's body: Swift on Linux overrides only in a class body, not in an extension"
            ])
    }
}

/// The `main.swift` the port writes compiles whatever the target is called.
@Suite("Port: names in the generated main.swift")
struct PortGeneratedNameTests {
    @Test("a keyword target name is written in backticks; a name with quotes, backslashes or line breaks is escaped")
    func escaping() throws {
        let delegate = "import UIKit\n\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n"
        let keyword = PortCheck.port(
            [("Sources/Class/AppDelegate.swift", delegate)],
            findings: [
                "3:1: note: @main removed: AppDelegate starts from Sources/Class/main.swift (written), which describes the app once and calls VCNav.main(app: .`class`)",
                "3:1: warning: found no storyboard and no code that sets a window's rootViewController: the app starts on a blank phone (a device shows nothing either); make its window in code, in AppDelegate.application(_:didFinishLaunchingWithOptions:): window = UIWindow(frame: UIScreen.main.bounds); window?.rootViewController = ViewController(); window?.makeKeyAndVisible()",
            ])
        let main = try #require(keyword.files.first { $0.isNew })
        #expect(main.ported.contains("    static let `class` = AppDescription(\n        module: \"Class\","))
        #expect(main.ported.hasSuffix("VCNav.main(app: .`class`)\n"))

        let odd = PortCheck.port(
            [("Sources/My \"App\\\n/AppDelegate.swift", delegate)], storyboards: ["Sources/My \"App\\\n/Base.lproj/Ma\"in.storyboard"],
            findings: [
                #"3:1: note: @main removed: AppDelegate starts from Sources/My "App\"# + "\n"
                    + #"/main.swift (written), which describes the app once and calls VCNav.main(app: .my__App__); bundle: .module there needs the storyboards as the target's resources in Package.swift: resources: [.copy("Base.lproj")]"#
            ])
        let oddMain = try #require(odd.files.first { $0.isNew })
        #expect(oddMain.ported.contains(#"module: "My \"App\\\n", bundle: .module, mainStoryboard: "Ma\"in", delegate: AppDelegate())"#))
        #expect(oddMain.ported.contains(#"// Written by vcnav port. UIKit starts My \"App\\\n from @main"#))
        // It is Swift the tokenizer reads, with every name where it belongs.
        let source = try SourceFile(path: oddMain.path, text: oddMain.ported)
        let strings = source.code.indices.filter { source.kind(at: $0) == .string }.map { source.text(at: $0) }
        #expect(strings == [#""My \"App\\\n""#, #""Ma\"in""#])
        #expect(oddMain.ported.contains("static let my__App__ = AppDescription("))
    }
}
