import Diagnostics
import Foundation
import Testing
import TestSupport

/// `vcnav port`: a diff, `--write`, a second run that changes nothing, exit codes that say what
/// is left.
@Suite("vcnav port")
struct PortCommandTests {
    private static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    /// A copy of the PortApp fixture (a small UIKit app written for these tests) in `folder`, as `name`.
    private func copyOfApp(in folder: URL, named name: String = "PortApp") throws -> URL {
        let directory = folder.appendingPathComponent(name)
        try FileManager.default.copyItem(at: URL(fileURLWithPath: CheckCommandTests.fixture("PortApp")), to: directory)
        return directory
    }

    private func contents(of directory: URL) throws -> [String: String] {
        var result: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
            result[name] = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
        }
        return result
    }

    @Test("prints a unified diff and what is left by hand; exit 1; nothing is written")
    func diff() throws {
        try withTemporaryDirectory("port") { folder in
            let root = try copyOfApp(in: folder)
            let before = try contents(of: root.appendingPathComponent("App"))
            let result = try VCNavBinary.run(["port", "App"], currentDirectory: root)
            #expect(result.status == 1)
            Snapshot.assert(result.stdout, named: "port.diff", directory: Self.snapshots)
            Snapshot.assert(result.stderr, named: "port.stderr", directory: Self.snapshots)
            #expect(try contents(of: root.appendingPathComponent("App")) == before)
        }
    }

    @Test("the printed diff applies with patch -p0 and gives what --write writes; a second run changes nothing")
    func writeAndIdempotence() throws {
        try withTemporaryDirectory("port") { folder in
            let patched = try copyOfApp(in: folder, named: "patched")
            let written = try copyOfApp(in: folder, named: "written")
            let diff = try VCNavBinary.run(["port", "App"], currentDirectory: patched).stdout
            let patch = Process()
            patch.executableURL = URL(fileURLWithPath: "/usr/bin/patch")
            patch.arguments = ["-p0", "--quiet"]
            patch.currentDirectoryURL = patched
            let input = Pipe()
            patch.standardInput = input
            try patch.run()
            input.fileHandleForWriting.write(Data(diff.utf8))
            try input.fileHandleForWriting.close()
            patch.waitUntilExit()
            #expect(patch.terminationStatus == 0)

            let first = try VCNavBinary.run(["port", "--write", "App"], currentDirectory: written)
            #expect(first.status == 1)
            #expect(first.stdout.isEmpty)
            #expect(first.stderr.hasSuffix("port: 4 files, 4 changed, 1 new (App/main.swift), 3 left by hand\n"))
            let main = try String(contentsOf: written.appendingPathComponent("App/main.swift"), encoding: .utf8)
            #expect(
                main.hasSuffix(
                    "static let app = AppDescription(\n        module: \"App\", bundle: .main, delegate: AppDelegate())\n}\n\nVCNav.main(app: .app)\n"
                ))
            #expect(try contents(of: written.appendingPathComponent("App")) == contents(of: patched.appendingPathComponent("App")))

            let second = try VCNavBinary.run(["port", "App"], currentDirectory: written)
            #expect(second.stdout.isEmpty)
            #expect(second.status == 1)
            #expect(second.stderr.hasSuffix("port: 5 files, 0 to change, 3 left by hand\n"))
        }
    }

    @Test("--format json: the files and every finding as one object on standard output, nothing written; exit 1")
    func json() throws {
        try withTemporaryDirectory("port") { folder in
            let root = try copyOfApp(in: folder)
            let before = try contents(of: root.appendingPathComponent("App"))
            let result = try VCNavBinary.run(["port", "--format", "json", "App"], currentDirectory: root)
            #expect(result.status == 1)
            #expect(result.stderr.isEmpty)
            struct Report: Decodable {
                struct File: Decodable, Equatable {
                    var path: String
                    var changed: Bool
                    var new: Bool
                }
                var files: [File]
                var findings: [Diagnostic]
                var leftByHand: Int
                var written: Bool
            }
            let report = try JSONDecoder().decode(Report.self, from: Data(result.stdout.utf8))
            #expect(
                report.files.map(\.path) == [
                    "App/AppDelegate.swift", "App/EditorViewController.swift", "App/NotesViewController+Editing.swift",
                    "App/NotesViewController.swift", "App/main.swift",
                ])
            #expect(report.files.filter(\.new).map(\.path) == ["App/main.swift"])
            // The same findings as the text report, in the same order.
            let text = try VCNavBinary.run(["port", "App"], currentDirectory: root).stderr.split(separator: "\n").dropLast().map(
                String.init)
            #expect(report.findings.map(\.labelled) == text)
            #expect(
                report.findings.filter { $0.severity == .byHand }.map { "\($0.line):\($0.column): \($0.message)" } == [
                    "10:32: UIColor(ciColor:) is not in SimUIKit yet: the file will not build until it is, or until its uses go",
                    "11:18: UITextView.showsVerticalScrollIndicator is not in SimUIKit yet: the file will not build until it is, or until its uses go",
                    "14:61: UIEvent is not in SimUIKit yet: the file will not build until it is, or until its uses go",
                ])
            #expect(report.leftByHand == 3 && !report.written)
            #expect(try contents(of: root.appendingPathComponent("App")) == before)
        }
    }

    @Test("nothing left by hand: exit 0")
    func clean() throws {
        try withTemporaryDirectory("port") { root in
            try "import UIKit\n\nfinal class A: UIViewController {\n    @IBOutlet weak var label: UILabel!\n}\n".write(
                to: root.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
            // Hidden directories are not ported (this file would not even read as Swift).
            try FileManager.default.createDirectory(at: root.appendingPathComponent(".hidden"), withIntermediateDirectories: true)
            try "let s = \"unterminated\n".write(to: root.appendingPathComponent(".hidden/B.swift"), atomically: true, encoding: .utf8)
            let result = try VCNavBinary.run(["port", "--write", root.path])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr == "port: 1 file, 1 changed, 0 left by hand\n")
            let text = try String(contentsOf: root.appendingPathComponent("A.swift"), encoding: .utf8)
            #expect(text == "import SimUIKit\n\nfinal class A: UIViewController {\n    @Outlet var label: UILabel!\n}\n")
        }
    }

    @Test("a file that is not Swift the tokenizer can read: exit 65, file:line:column, the others still ported")
    func notSwift() throws {
        try withTemporaryDirectory("port") { root in
            try "import UIKit\nlet s = \"open\n".write(to: root.appendingPathComponent("Bad.swift"), atomically: true, encoding: .utf8)
            try Data([0x69, 0xFF, 0xFE]).write(to: root.appendingPathComponent("Binary.swift"))
            try "import UIKit\n".write(to: root.appendingPathComponent("Good.swift"), atomically: true, encoding: .utf8)
            let result = try VCNavBinary.run(["port", "."], currentDirectory: root)
            #expect(result.status == 65)
            #expect(result.stdout == "--- ./Good.swift\n+++ ./Good.swift\n@@ -1,1 +1,1 @@\n-import UIKit\n+import SimUIKit\n")
            #expect(
                result.stderr == """
                    ./Binary.swift:1:1: error: not UTF-8 text
                    ./Bad.swift:2:9: error: unterminated string literal
                    port: 1 file, 1 to change, 0 left by hand

                    """)
        }
    }

    /// A class in one file and an override in an extension in another: the move the port makes.
    private func overrideApp(in folder: URL) throws -> URL {
        let root = folder.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
        try "import UIKit\n\nclass ListViewController: UIViewController {\n}\n".write(
            to: root.appendingPathComponent("Sources/App/List.swift"), atomically: true, encoding: .utf8)
        try "import UIKit\n\nextension ListViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n    }\n}\n"
            .write(
                to: root.appendingPathComponent("Sources/App/List+Life.swift"), atomically: true, encoding: .utf8)
        return root
    }

    @Test("port --write Sources Sources/App: each file once, the override moved, not lost")
    func fileNamedTwice() throws {
        try withTemporaryDirectory("port") { folder in
            let root = try overrideApp(in: folder)
            let result = try VCNavBinary.run(
                ["port", "--write", "Sources", "Sources/App", "Sources/App/List.swift"], currentDirectory: root)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.hasSuffix("port: 2 files, 2 changed, 0 left by hand\n"))
            let body = try String(contentsOf: root.appendingPathComponent("Sources/App/List.swift"), encoding: .utf8)
            #expect(body.contains("    override func viewDidLoad() {\n        super.viewDidLoad()\n    }\n}"))
            let life = try String(contentsOf: root.appendingPathComponent("Sources/App/List+Life.swift"), encoding: .utf8)
            #expect(life == "import SimUIKit\n\nextension ListViewController {\n}\n")
        }
    }

    @Test("--write when one file cannot be written (read-only): exit 73, and no file changed")
    func allOrNothing() throws {
        try withTemporaryDirectory("port") { folder in
            let root = try overrideApp(in: folder)
            let list = root.appendingPathComponent("Sources/App/List.swift").path
            try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: list)
            let before = try ["List.swift", "List+Life.swift"].map {
                try Data(contentsOf: root.appendingPathComponent("Sources/App/\($0)"))
            }
            let result = try VCNavBinary.run(["port", "--write", "Sources"], currentDirectory: root)
            #expect(result.status == 73)
            #expect(
                result.stderr.contains(
                    "vcnav: cannot write 'Sources/App/List.swift': it is read-only (make it writable to port it); nothing was written (no file changed)\n"
                ))
            #expect(result.stderr.hasSuffix("port: 2 files, 0 changed, 0 left by hand\n"))
            let after = try ["List.swift", "List+Life.swift"].map { try Data(contentsOf: root.appendingPathComponent("Sources/App/\($0)")) }
            #expect(after == before)
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Sources/App").path).sorted() == [
                    "List+Life.swift", "List.swift",
                ])
        }
    }

    @Test("every path port prints is escaped as check escapes names: diff headers, findings, failures, the summary")
    func escapedPaths() throws {
        try withTemporaryDirectory("port") { folder in
            let root = try copyOfApp(in: folder)
            // A line feed that would forge a line, an ESC that would clear the screen.
            let folder = "Ap\u{1B}[2Jp\n✓ X"
            let shownFolder = "Ap\\u{1B}[2Jp\\n✓ X"
            try FileManager.default.moveItem(at: root.appendingPathComponent("App"), to: root.appendingPathComponent(folder))
            let name = "Evil\n✓ ok.swift"
            let shown = "Evil\\n✓ ok.swift"
            try "import UIKit\n".write(to: root.appendingPathComponent(name), atomically: true, encoding: .utf8)
            try "import UIKit\nlet s = \"open\n".write(
                to: root.appendingPathComponent("Bad\nline.swift"), atomically: true, encoding: .utf8)

            let dry = try VCNavBinary.run(["port", name, "Bad\nline.swift", folder], currentDirectory: root)
            #expect(dry.status == 65)
            #expect(dry.stdout.hasPrefix("--- \(shown)\n+++ \(shown)\n@@ -1,1 +1,1 @@\n-import UIKit\n+import SimUIKit\n"))
            #expect(dry.stdout.contains("+++ \(shownFolder)/AppDelegate.swift\n"))
            #expect(dry.stdout.contains("+++ \(shownFolder)/main.swift\n"))
            #expect(dry.stderr.contains("Bad\\nline.swift:2:9: error: unterminated string literal\n"))
            #expect(dry.stderr.contains("1 new (\(shownFolder)/main.swift)"))
            for output in [dry.stdout, dry.stderr] {
                #expect(!output.contains("\u{1B}"))
                #expect(!output.contains("\n✓"))
            }

            let missing = try VCNavBinary.run(["port", "gone\n✓ file.swift"], currentDirectory: root)
            #expect(missing.status == 66)
            #expect(missing.stderr.hasPrefix("vcnav: cannot read 'gone\\n✓ file.swift'\n"))

            try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: root.appendingPathComponent(name).path)
            let refused = try VCNavBinary.run(["port", "--write", name], currentDirectory: root)
            #expect(refused.status == 73)
            #expect(
                refused.stderr.hasPrefix(
                    "vcnav: cannot write '\(shown)': it is read-only (make it writable to port it); nothing was written"))
            #expect(!refused.stderr.contains("\n✓"))
        }
    }

    @Test("a path that cannot be read: exit 66; no path: a usage error, exit 64")
    func badPaths() throws {
        let missing = try VCNavBinary.run(["port", "/nonexistent/Sources"])
        #expect(missing.status == 66)
        #expect(missing.stderr.hasPrefix("vcnav: cannot read '/nonexistent/Sources'\n"))
        let none = try VCNavBinary.run(["port", "--write"])
        #expect(none.status == 64)
        #expect(none.stderr == "vcnav: port needs at least one .swift file or directory\nRun 'vcnav port --help' for usage.\n")
    }

    @Test("--help explains the command, its output and its exit codes")
    func help() throws {
        let result = try VCNavBinary.run(["port", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("USAGE: vcnav port PATH... [--write] [--format text|json]\n"))
        // Rendered from the command's declaration, wrapped to 80 columns (the snapshot is in CommandLineTests).
        let flowing = result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(flowing.contains("with --write, changes the"))
        #expect(flowing.contains("0 nothing is left by hand, 1 something is, 65 a file is not Swift"))
        let main = try VCNavBinary.run(["--help"]).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(main.contains("vcnav port PATH... [--write] [--format text|json] port UIKit sources to SimUIKit"))
    }
}
