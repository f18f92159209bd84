import Foundation
import Scenes
import SimUIKit
import Testing
import TestSupport
import VCNavTesting

/// The demo's replays that end alive, run in this process through VCNavTesting's in-process host:
/// the same transcripts as through the app process (the goldens), from the app's description alone.
@MainActor
@Suite("Demo replays in process", .engine)
struct InProcessReplayTests {
    @Test(
        "golden transcript, in process",
        arguments: ["tour", "segue-action", "factory", "pitfall-sheet-vs-full-screen", "pitfall-leaky-controller"])
    func golden(_ name: String) {
        ReplayTest.check("Scenes/Replays/\(name).vcreplay", on: .inProcess(ScenesApp.description), record: .never)
    }
}
