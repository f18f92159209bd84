import Testing
import VCNavTesting

/// `swift run Notes` opens the navigator on Notes: the real executable in a real terminal (tmux).
@Suite("Notes in the navigator", .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct NotesNavigatorTests {
    @Test("the list with its toolbar; : commands add a note through the form's sheet, cancel an edit, swipe a row away; q quits")
    func navigator() throws {
        let session = try TmuxSession.navigator(executable: "Notes", width: 110, height: 32)
        defer { session.kill() }
        let list = try session.waitFor(text: "Groceries")
        #expect(list.contains { $0.contains("2 notes") } && list.contains { $0.contains("NotesViewController#1") })
        try command(session, "tap \"Compose\"")
        try session.waitFor(text: "New Note")
        try command(session, "tap #title")
        try command(session, "type \"Tea\"")
        try command(session, "tap \"Save\"")
        try session.waitUntil("the new note in the list") { screen in
            screen.contains { $0.contains("3 notes") } && screen.contains { $0.contains("Tea") }
        }
        try command(session, "tap row 0")
        try session.waitFor(text: "Edit Note")
        try command(session, "tap \"Cancel\"")
        try session.waitUntil("the form gone") { screen in
            !screen.contains { $0.contains("Edit Note") } && screen.contains { $0.contains("NoteFormViewController#2.deinit") }
        }
        try command(session, "swipe delete row 2")
        try session.waitUntil("Tea swiped away") { screen in
            screen.contains { $0.contains("2 notes") } && !screen.contains { $0.contains("│  Tea") }
        }
        try session.sendKeys("q", "q")
        try session.waitFor(text: "EXIT=0")
    }

    private func command(_ session: TmuxSession, _ text: String) throws {
        try session.sendKeys(":")
        try session.waitFor(text: ":")
        try session.sendLiteral(text)
        try session.sendKeys("Enter")
    }
}
