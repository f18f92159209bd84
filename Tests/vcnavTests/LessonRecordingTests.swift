import Foundation
import Testing
import TestSupport
import TerminalUI

/// A lesson recorded with `R` in the middle of a session plays back as it was recorded: the
/// script starts with the launch and what brought the app where the teacher pressed `R`, and
/// `--play`, `--cast` and the headless replay read it alike.
@Suite("A lesson recorded with R", .serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct LessonRecordingTests {
    @Test("R after the launch, step mode through Cats: --play, --cast and the headless replay all play it through")
    func recordedWithR() throws {
        try withTemporaryDirectory("lesson-R") { directory in
            // R writes vcnav-recording.vcreplay in the working directory.
            let session = try TmuxSession.start(
                command: "cd '\(directory.path)' && '\(TerminalE2ETests.binary)'; echo EXIT=$?; read wait", width: 100, height: 30)
            try session.waitFor(text: "Pick a pet")
            try session.sendKeys("Enter")
            try session.waitFor(text: "Bella")
            try session.sendKeys("b")
            try session.waitFor(text: "Pick a pet")
            try session.sendKeys("R")
            try session.waitFor(text: "recording to")
            try session.sendKeys("s")
            try session.waitFor(text: "STEP")
            try TerminalE2ETests.command(session, "tap \"Cats\"")
            // Paused before each callback, and right after prepare(for:sender:) set the cats.
            var banner =
                try session.waitFor(text: "Paused before").first { ($0.contains("Paused before") || $0.contains("Paused after")) } ?? ""
            var pauses = 1
            while !banner.isEmpty, pauses < 60 {
                try session.sendKeys("n")
                let previous = banner
                let screen = try session.waitUntil("the next pause or the end") { screen in
                    let now = screen.first { ($0.contains("Paused before") || $0.contains("Paused after")) } ?? ""
                    return now != previous
                }
                banner = screen.first { ($0.contains("Paused before") || $0.contains("Paused after")) } ?? ""
                if !banner.isEmpty { pauses += 1 }
            }
            try session.waitFor(text: "Tom")
            try session.sendKeys("s")
            try session.waitFor(text: "step mode off")
            try session.sendKeys("R")
            try session.waitFor(text: "recording saved")
            try session.sendKeys("q", "q")
            try session.waitFor(text: "EXIT=0")

            let file = directory.appendingPathComponent("vcnav-recording.vcreplay")
            let commands = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
                .filter { !$0.hasPrefix("#") && !$0.hasPrefix("wait ") }.map(String.init)
            #expect(
                commands == ["launch", "tap \"Dogs\"", "back", "step on", "tap \"Cats\""] + Array(repeating: "next", count: pauses) + [
                    "step off"
                ])

            let headless = try VCNavBinary.run(["replay", file.path])
            #expect(headless.status == 0, "\(headless.stderr)")
            let cast = directory.appendingPathComponent("lesson.cast")
            let casted = try VCNavBinary.run(["replay", file.path, "--cast", cast.path])
            #expect(casted.status == 0, "\(casted.stderr)")
            let reader = try AsciicastReader(contentsOf: cast)
            #expect(reader.finalScreen.contains { $0.contains("Tom") })
            #expect(reader.events.contains { $0.data.contains("Paused before") })

            let played = try TmuxSession.start(
                command:
                    "cd '\(directory.path)' && '\(TerminalE2ETests.binary)' replay vcnav-recording.vcreplay --play; echo EXIT=$?; read wait",
                width: 100, height: 30)
            let end = try played.waitFor(text: "finished: the navigator is yours", timeout: .seconds(60))
            #expect(end.contains { $0.contains("Tom") })
            try played.sendKeys("q", "q")
            try played.waitFor(text: "EXIT=0")
        }
    }

    /// The same script means the same everywhere: an action while step mode holds the app
    /// before a callback would wait forever in the navigator, so it fails headless too.
    @Test("a script that would wait forever in step mode fails headless and in --cast, at the same line")
    func stuckInStepMode() throws {
        try withTemporaryDirectory("stuck") { directory in
            let script = directory.appendingPathComponent("stuck.vcreplay")
            try "launch\nstep on\ntap \"Cats\"\ntap \"Dogs\"\n".write(to: script, atomically: true, encoding: .utf8)
            let headless = try VCNavBinary.run(["replay", script.path])
            let casted = try VCNavBinary.run(["replay", script.path, "--cast", directory.appendingPathComponent("s.cast").path])
            for result in [headless, casted] {
                #expect(result.status == 1)
                #expect(
                    result.stderr.contains("stuck.vcreplay:4:1: paused in step mode before SelectionViewController#1."), "\(result.stderr)")
            }
        }
    }
}
