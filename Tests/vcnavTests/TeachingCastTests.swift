import Foundation
import Navigator
import Testing
import TestSupport

@testable import TerminalUI

/// The tour a teacher recorded in step mode (`Scenes/Replays/lesson-step-mode.vcreplay`),
/// exported with `--cast` at each size and in presentation mode, checked frame by frame as a
/// class would see it: every step explanation whole, the inspector on the paused controller,
/// `q:quit` always there; and played by the real asciinema.
@Suite("The recorded lesson, frame by frame")
struct TeachingCastTests {
    static let tour = VCNavBinary.packageRoot.appendingPathComponent("Scenes/Replays/lesson-step-mode.vcreplay")

    /// The banner's text in a frame (its rows, joined), nil when not paused.
    static func banner(_ rows: [String]) -> String? {
        guard let first = rows.firstIndex(where: { $0.hasPrefix(" ⏸ Paused before ") }) else { return nil }
        return rows[first...].prefix { !$0.hasPrefix("┌") }.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    @Test(
        "every frame of the recorded lesson is readable",
        arguments: [("80x24", false), ("100x30", false), ("160x45", false), ("200x60", false), ("100x30", true)])
    func frames(size: String, presentation: Bool) throws {
        try withTemporaryDirectory("lesson") { folder in
            let script = folder.appendingPathComponent("lesson.vcreplay")
            let cast = script.deletingPathExtension().appendingPathExtension("cast")
            try ("resize \(size)\n" + String(contentsOf: Self.tour, encoding: .utf8)).write(to: script, atomically: true, encoding: .utf8)
            let result = try VCNavBinary.run(
                ["replay", script.path, "--cast", cast.path] + (presentation ? ["--presentation"] : []),
                currentDirectory: VCNavBinary.packageRoot)
            #expect(result.status == 0, "\(result.stderr)")
            let reader = try AsciicastReader(contentsOf: cast)
            var pauses = 0
            for time in Set(reader.events.map(\.time)).sorted() {
                let rows = reader.replay(until: time).rows
                #expect(rows.last?.hasSuffix("?:help  q:quit") == true, "at \(time) s: \(rows.last ?? "")")
                guard let banner = Self.banner(rows) else { continue }
                pauses += 1
                // Whole: the banner ends with its keys, and its explanation is one the guide has.
                #expect(banner.hasSuffix("[n] next [s] step off"), "cut at \(time) s: \(banner)")
                // Before the storyboard or a creator makes a controller there is none to inspect yet.
                let making = banner.contains("Paused before the storyboard calls") || banner.contains("Paused before creator closure")
                // (Presenting the code, the inspector under the phone may be titled by its controller alone.)
                #expect(
                    making || rows.contains { $0.contains("┌ ") && $0.contains("#") && $0.contains(" ⏸ ─") },
                    "the inspector is not on the step at \(time) s")
                if banner.contains("prepare(for: \"showCats\"") {
                    let words = rows.joined(separator: " ").split(whereSeparator: { $0 == " " || $0 == "│" }).joined(separator: " ")
                    #expect(words.contains("Last chance to hand the destination its dependencies"))
                    #expect(words.contains("cats = nil ← still nil"))
                }
            }
            #expect(pauses >= 14, "the recording steps through \(pauses) callbacks")
            #expect(
                reader.markers == [
                    "Storyboarded protocol", "Segue property injection, one callback at a time", "Segue action and unwind", "Pitfalls",
                ])
        }
    }

    @Test(
        "the real asciinema plays the lesson's cast",
        .enabled(if: Asciinema.isAvailable, "asciinema is not installed (.ci/run installs it)"))
    func asciinema() throws {
        try withTemporaryDirectory("lesson") { folder in
            let cast = folder.appendingPathComponent("lesson.cast")
            let result = try VCNavBinary.run(["replay", Self.tour.path, "--cast", cast.path], currentDirectory: VCNavBinary.packageRoot)
            #expect(result.status == 0, "\(result.stderr)")
            let played = try Asciinema.cat(cast)
            #expect(played.status == 0 && played.output.contains("Paused before SelectionViewController#1.prepare(for:"))
            #expect(played.output.contains("The app crashed"))
        }
    }
}
