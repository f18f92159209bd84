import Foundation
import Testing
import VCNavTesting

/// `Notes check` checks storyboards against Notes's own classes: an outlet or an action the class
/// does not have is a problem, found before anything runs.
@Suite("Notes check")
struct NotesCheckTests {
    static let storyboard = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/Notes/Storyboards/NoteForm.storyboard")

    /// Notes's Swift sources (for `--sources`).
    static let sources = storyboard.deletingLastPathComponent().deletingLastPathComponent()

    /// Runs `Notes check` on `directory` (with `arguments`); its exit status and standard output.
    static func check(_ directory: URL, _ arguments: [String] = []) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = try ReplayHost.executable(named: "Notes")
        process.arguments = ["check", directory.path] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Save and Cancel unwind to the list, which the app makes in code (`NotesViewController`, its
    /// `ibActions` lists both): with the sources read, nothing is left to warn about.
    @Test("Notes is clean under its own check: no problem, no warning, with its sources")
    func clean() throws {
        let result = try Self.check(Self.storyboard.deletingLastPathComponent(), ["--sources", Self.sources.path])
        #expect(result.status == 0)
        #expect(result.output.hasSuffix("1 storyboard: 0 problems, 0 warnings\n"), "\(result.output)")
        #expect(!result.output.contains("unknown class"))
        // Without the sources, the list made in code is out of sight: the unwinds to it are warnings.
        let unseen = try Self.check(Self.storyboard.deletingLastPathComponent())
        #expect(unseen.output.hasSuffix("1 storyboard: 0 problems, 2 warnings\n"))
    }

    @Test("a misspelled outlet and an action NoteFormViewController lacks are problems")
    func wrongNames() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("notes-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let text = try String(contentsOf: Self.storyboard, encoding: .utf8)
            .replacingOccurrences(of: "property=\"titleField\"", with: "property=\"titleFeld\"")
            .replacingOccurrences(of: "selector=\"pinnedChanged:\"", with: "selector=\"pinChanged:\"")
        try text.write(to: directory.appendingPathComponent("NoteForm.storyboard"), atomically: true, encoding: .utf8)
        let result = try Self.check(directory)
        #expect(result.status == 65)
        #expect(result.output.contains("action 'pinChanged:' is not in NoteFormViewController.ibActions"))
        #expect(result.output.contains("outlet 'titleFeld' of NoteFormViewController: the class has no such property"))
    }
}
