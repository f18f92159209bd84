import SimUIKit

/// A note: a title, a body, and whether it is pinned to the top.
struct Note: Equatable {
    var title: String
    var body: String
    var isPinned = false

    /// The number of words in the title and the body.
    var wordCount: Int {
        (title + " " + body).split(whereSeparator: { $0 == " " || $0 == "\n" }).count
    }
}

/// The notes, pinned ones first. Kept in memory; saving says how many there are, where an app on a
/// device would write them to a file.
@MainActor
final class NoteStore {
    private(set) var notes: [Note] = []

    /// The notes a first launch starts with.
    func load() {
        notes = [
            Note(title: "Groceries", body: "Milk, eggs, bread", isPinned: true),
            Note(title: "Ideas", body: "A terminal that shows view controllers"),
        ]
    }

    /// Adds a note; returns its row.
    @discardableResult
    func add(_ note: Note) -> Int {
        notes.append(note)
        return reorder(note)
    }

    /// Replaces the note at `index`; returns its new row.
    @discardableResult
    func replace(at index: Int, with note: Note) -> Int {
        notes[index] = note
        return reorder(note)
    }

    func remove(at index: Int) {
        notes.remove(at: index)
    }

    func save() {
        UIApplication.shared.log("NoteStore saved \(notes.count) note\(notes.count == 1 ? "" : "s")")
    }

    /// Pinned notes first, otherwise in the order they were added; the row of `note`.
    private func reorder(_ note: Note) -> Int {
        let pinned = notes.filter(\.isPinned)
        let others = notes.filter { !$0.isPinned }
        notes = pinned + others
        return notes.lastIndex(of: note) ?? notes.count - 1
    }
}
