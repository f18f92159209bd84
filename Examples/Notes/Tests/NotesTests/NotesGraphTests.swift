import Foundation
import Testing
import VCNavTesting

/// `Notes graph`: an app made in code has its map from its runs: each navigation controller it
/// makes is its own scene (named by its root), each way labelled with how the destination's
/// dependencies arrived.
@Suite("Notes graph")
struct NotesGraphTests {
    @Test("the replays' runs: the list, the form's sheet (a creator closure) and the info sheet, each its own navigation controller")
    func map() throws {
        let process = Process()
        process.executableURL = try ReplayHost.executable(named: "Notes")
        let replays = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Replays")
        process.arguments = ["graph", "--replay", replays.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                "  UINavigationController “of NotesViewController” → UINavigationController “of NoteFormViewController”: code: present · nothing injected  [taken]"
            ))
        #expect(
            lines.contains(
                "  UINavigationController “of NoteFormViewController” → NoteFormViewController: code: navigation root · creator closure  [taken]"
            ))
        #expect(!lines.contains { $0.contains("UINavigationController → UINavigationController") })
    }
}
