import SimUIKit

/// A row of the list: the title, and the body (marked when the note is pinned) below it; the
/// detail button shows the note's info.
final class NoteCell: UITableViewCell {
    static let reuseIdentifier = "Note"

    // The table asks for `.default`; this cell is always a subtitle cell.
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        accessoryType = .detailButton
    }

    required init?(coder: NSCoder) {
        fatalError("NoteCell is registered as a class, never loaded from a storyboard")
    }

    func show(_ note: Note) {
        textLabel?.text = note.title
        detailTextLabel?.text = note.isPinned ? "Pinned · \(note.body)" : note.body
    }
}
