import Foundation
import Testing
import VCNavTesting

/// `Notes explore`: the crawl reaches every screen of Notes and finds nothing wrong (a form for
/// a new note, whose note is nil by design, is not a forgotten dependency).
@Suite("Notes explore")
struct NotesExploreTests {
    @Test("Notes comes out clean: every storyboard scene reached, no findings, exit 0")
    func clean() throws {
        let process = Process()
        process.executableURL = try ReplayHost.executable(named: "Notes")
        process.arguments = ["explore"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("explored the Notes app (seed 1): ") == true)
        #expect(lines.first?.hasSuffix("1 of 1 storyboard scenes reached") == true)
        #expect(lines.last == "no findings")
    }
}
