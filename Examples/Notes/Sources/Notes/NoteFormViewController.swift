import SimUIKit

/// The note form, from NoteForm.storyboard: a static table with the title and body fields and the
/// Pinned switch; Save and Cancel unwind to whoever showed it. Made with the note it edits (nil
/// for a new one) through the storyboard's creator, so the note is never a half-set property.
final class NoteFormViewController: UITableViewController, UITextFieldDelegate {
    @Outlet var titleField: UITextField!
    @Outlet var bodyField: UITextField!
    @Outlet var pinnedSwitch: UISwitch!
    @Outlet var saveButton: UIBarButtonItem!

    /// The note as it was shown (nil: a new note).
    let original: Note?
    /// The note as saved, set when Save unwinds.
    private(set) var note: Note?

    init?(coder: NSCoder, note: Note?) {
        original = note
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        fatalError("NoteFormViewController is made with instantiateViewController(identifier:creator:) and its note")
    }

    override class var ibActions: [IBActionBinding] {
        [
            .action("textChanged:", Self.textChanged),
            .action("pinnedChanged:", Self.pinnedChanged),
        ]
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = original == nil ? "New Note" : "Edit Note"
        titleField.text = original?.title
        bodyField.text = original?.body
        pinnedSwitch.isOn = original?.isPinned ?? false
        updateSaveButton()
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        guard segue.identifier == "save" else { return }
        note = edited
    }

    @IBAction func textChanged(_ sender: UITextField) {
        updateSaveButton()
        isModalInPresentation = edited != original
    }

    @IBAction func pinnedChanged(_ sender: UISwitch) {
        isModalInPresentation = edited != original
    }

    /// Return in the title goes on to the body; in the body, it closes the keyboard.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === titleField {
            bodyField.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
        }
        return true
    }

    /// The note as the form shows it now.
    private var edited: Note {
        Note(title: titleField.text ?? "", body: bodyField.text ?? "", isPinned: pinnedSwitch.isOn)
    }

    private func updateSaveButton() {
        saveButton.isEnabled = !(titleField.text ?? "").trimmingCharacters(in: .whitespaces).isEmpty
    }
}
