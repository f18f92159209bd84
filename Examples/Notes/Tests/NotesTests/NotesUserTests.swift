import Foundation
import SimUIKit
import Testing
import VCNavTesting

@testable import Notes

/// Notes in this process, driven by the simulated user as a UI test drives an app. These tests
/// share the process's one UIApplication, so they run one at a time.
@MainActor
@Suite("Notes in process", .serialized)
struct NotesUserTests {
    /// Launches Notes afresh and returns its store and a user.
    static func launch() throws -> (NoteStore, SimulatedUser) {
        UIApplication.shared.resetForNewLaunch()
        UIApplication.shared.launch(.notes)
        let user = SimulatedUser()
        user.settle()
        let store = try #require((UIApplication.shared.delegate as? AppDelegate)?.store)
        return (store, user)
    }

    static func rows(_ user: SimulatedUser) -> [String] {
        user.screen.elements.filter { $0.kind == .tableRow }.map(\.text)
    }

    @Test("a new pinned note goes to the top; Save unwinds to the list made in code")
    func addNote() throws {
        let (store, user) = try Self.launch()
        #expect(Self.rows(user) == ["Groceries", "Ideas"])
        try user.tap("Compose")
        #expect(user.visibleViewController is NoteFormViewController && user.screen.title == "New Note")
        #expect(user.screen.elements.first { $0.text == "Save" }?.isEnabled == false)
        try user.tap(id: "title")
        try user.type("Tea")
        try user.pressReturn()
        try user.type("Green")
        try user.tap(id: "pinned")
        try user.tap("Save")
        #expect(store.notes.map(\.title) == ["Groceries", "Tea", "Ideas"])
        #expect(Self.rows(user) == ["Groceries", "Tea", "Ideas"] && user.visibleViewController is NotesViewController)
        #expect(user.screen.elements.contains { $0.kind == .toolbarButton && $0.text == "3 notes" })
    }

    @Test("deleting: a swipe, then editing mode; an edited sheet refuses the swipe down and asks")
    func deleteAndDiscard() throws {
        let (store, user) = try Self.launch()
        try user.deleteRow(1)
        #expect(store.notes.map(\.title) == ["Groceries"])
        try user.selectRow(0)
        try user.tap(id: "body")
        try user.type("Oat milk")
        #expect(try !user.swipeDown())
        #expect(user.visibleViewController is UIAlertController)
        try user.tap("Discard Changes")
        #expect(store.notes.first?.body == "Milk, eggs, bread" && user.visibleViewController is NotesViewController)
        try user.tap("Edit")
        try user.deleteRow(0, by: .editingControls)
        #expect(store.notes.isEmpty && Self.rows(user).isEmpty)
    }

    @Test("a failure says what the user could not do, in Swift's words")
    func failures() throws {
        _ = try Self.launch()
        let user = SimulatedUser()
        let missing = #expect(throws: SimulatedUser.Failure.self) { try user.tap("Settings") }
        #expect(missing?.description.hasPrefix("nothing on screen matches \"Settings\"; visible: \"Edit\", \"Notes\"") == true)
        #expect(throws: SimulatedUser.Failure(.notEditing(IndexPath(row: 1, section: 0)))) { try user.tapDeleteControl(row: 1) }
    }

    @Test("a replay in this process: the same transcript as through the app process")
    func replayInProcess() {
        ReplayTest.check("Replays/add-note.vcreplay", on: .inProcess(.notes))
    }
}
