import Testing
import VCNavTesting

/// Every replay under Replays/ matches its golden transcript (`Replays/NAME.transcript`), run as
/// `swift run Notes replay` runs it: the app in its own process (the Notes executable).
@MainActor
@Suite("Notes replays")
struct NotesReplayTests {
    @Test("golden transcript", arguments: ReplayTest.scripts(in: "Replays"))
    func replay(_ script: String) {
        ReplayTest.check(script, on: .appProcess(executable: "Notes"))
    }

    @Test("the replays cover the list, the form, the sheets and the app's life")
    func inventory() {
        #expect(
            ReplayTest.scripts(in: "Replays") == [
                "Replays/add-note.vcreplay", "Replays/background.vcreplay", "Replays/cancel.vcreplay",
                "Replays/delete-notes.vcreplay", "Replays/sheets.vcreplay",
            ])
    }
}
