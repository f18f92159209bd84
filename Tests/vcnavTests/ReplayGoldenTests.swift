import Foundation
import Testing
import TestSupport

/// Every demo replay under Scenes/Replays, run by the real binary in its app process, matches its
/// golden transcript.
@Suite("Demo replays match their golden transcripts")
struct ReplayGoldenTests {
    static let replays: [String] = {
        let directory = VCNavBinary.packageRoot.appendingPathComponent("Scenes/Replays")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".vcreplay") }.sorted()
    }()

    @Test("there are replays for every pattern and pitfall")
    func inventory() {
        for name in ["storyboarded-protocol", "creator-closure", "segue-property-injection", "segue-action", "factory",
                     "pitfall-creator-not-used", "pitfall-outlet-before-load", "pitfall-wrong-identifier",
                     "pitfall-optional-dependency", "pitfall-sheet-vs-full-screen", "pitfall-leaky-controller",
                     "pitfall-view-in-init"] {
            #expect(Self.replays.contains(name + ".vcreplay"), "missing Scenes/Replays/\(name).vcreplay")
        }
    }

    @Test("golden transcript", arguments: replays)
    func golden(_ name: String) throws {
        let script = "Scenes/Replays/" + name
        let result = try VCNavBinary.run(["replay", script, "--goldens", "--quiet"], currentDirectory: VCNavBinary.packageRoot)
        #expect(result.status == 0, "\(script) failed:\n\(result.stderr)")
    }
}
