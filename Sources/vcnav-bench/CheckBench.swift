import Foundation
import Navigator
import SimUIKit
import StoryboardFixtures

/// `vcnav check` on generated storyboards with an unwind segue in most scenes (1,000 and 4,000
/// scenes; 300 and 1,200 with --quick), against the bare load of the same file in the same run:
/// the checks (unwind actions against every controller that can lead to the scene, loops of
/// containers, references) should cost about as much as the load, growing with it, not with its
/// square (before the graph was built once, 1,000 / 4,000 scenes took 2 s / 55 s).
enum CheckBench {
    @MainActor
    static func run(into table: inout Table, quick: Bool) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vcnav-bench-check-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for scenes in quick ? [300, 1200] : [1000, 4000] {
            let url = directory.appendingPathComponent("Unwinds\(scenes).storyboard")
            let text = StoryboardGenerator.makeStoryboard(scenes: scenes, unwinds: true)
            guard (try? text.write(to: url, atomically: true, encoding: .utf8)) != nil else { continue }
            var load = Double.infinity, check = Double.infinity
            var findings = 0
            for _ in 0..<(quick ? 2 : 3) {
                load = min(load, measure(runs: 1) { _ = try? StoryboardDocument.load(contentsOf: url) })
                check = min(check, measure(runs: 1) { findings = StoryboardChecker.check(paths: [url.path]).findings.count })
            }
            precondition(findings > 0, "the generated classes are unknown: each gets a warning")
            table.add(
                "vcnav check: \(scenes) scenes, \(scenes * 9 / 10) unwind segues", format(check),
                baseline: "bare load \(format(load))", ratio: ratio(check, load))
        }
    }
}
