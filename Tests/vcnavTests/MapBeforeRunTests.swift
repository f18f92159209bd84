import Foundation
import Testing
import TestSupport
import VCNavTesting

/// The navigator's map (`m`) is complete before the first tap: the storyboards' segues and the
/// ways the demo's code takes, read from its sources (the teacher draws the whole flow first).
@Suite("The map before the first run", .serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct MapBeforeRunTests {
    @Test("m at launch: the pushes and the presentation the code makes, with how each injects, none taken yet")
    func mapAtLaunch() throws {
        let session = try TmuxSession.start(
            command: "cd '\(VCNavBinary.packageRoot.path)' && '\(VCNavBinary.url.path)'; echo EXIT=$?; read wait",
            width: 160, height: 45)
        try session.waitFor(text: "Pick a pet")
        try session.sendKeys("m")
        try session.waitFor(text: "Map of the app's flow")
        // The ways found in the sources may reach the screen a frame after the map's title.
        let map = try session.waitUntil("the ways the code takes on the map") { screen in
            screen.contains { $0.contains("→ DogDetailViewController: code: push · creator closure") }
        }
        #expect(map.contains { $0.contains("→ DogsViewController: code: push · nothing injected") })
        #expect(map.contains { $0.contains("→ ProfileViewController: code: push · initializer") })
        #expect(map.contains { $0.contains("→ DogDetailViewController: code: push · creator closure") })
        // The launch took the root relationship; no code has run yet.
        #expect(!map.contains { $0.contains("code:") && ($0.contains("(taken)") || $0.contains("(your path)")) })
        try session.sendKeys("Escape")
        try session.waitUntil("the map closed") { $0.contains { $0.contains("Hierarchy") } }
        try session.sendKeys("q", "q")
        try session.waitFor(text: "EXIT=0")
    }
}
