import SimUIKit

/// The list of notes, made in code: a table with a registered cell class, swipe to delete, an Edit
/// button, a toolbar with the count, and the note form (from a storyboard) in a sheet. The form's
/// Save and Cancel unwind here.
final class NotesViewController: UITableViewController, UIAdaptivePresentationControllerDelegate {
    let store: NoteStore
    /// The row being edited in the form, if an existing note is.
    private var editingRow: Int?
    private let countItem = UIBarButtonItem(title: "", style: .plain, target: nil, action: nil)

    init(store: NoteStore) {
        self.store = store
        super.init(style: .plain)
        title = "Notes"
    }

    required init?(coder: NSCoder) {
        fatalError("NotesViewController is made in code, with its store")
    }

    override class var ibActions: [IBActionBinding] {
        [
            .action("compose:", Self.compose),
            .unwind("saveNote:", Self.saveNote),
            .unwind("cancelNote:", Self.cancelNote),
        ]
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(NoteCell.self, forCellReuseIdentifier: NoteCell.reuseIdentifier)
        navigationItem.leftBarButtonItem = editButtonItem
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .compose, target: self, action: Selector("compose:"))
        countItem.isEnabled = false
        let space = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
        toolbarItems = [space, countItem, UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)]
        updateCount()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }

    // MARK: - Table

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        store.notes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: NoteCell.reuseIdentifier, for: indexPath)
        (cell as? NoteCell)?.show(store.notes[indexPath.row])
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        showForm(editing: indexPath.row)
    }

    override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        let info = UINavigationController(rootViewController: NoteInfoViewController(note: store.notes[indexPath.row]))
        present(info, animated: true)
    }

    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete else { return }
        store.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
        updateCount()
    }

    // MARK: - The form

    @IBAction func compose(_ sender: Any) {
        showForm(editing: nil)
    }

    /// The form from its storyboard, made with the note it edits (nil: a new one), in a sheet.
    private func showForm(editing row: Int?) {
        editingRow = row
        let note = row.map { store.notes[$0] }
        let form = UIStoryboard(name: "NoteForm", bundle: nil).instantiateViewController(identifier: "NoteForm") { coder in
            NoteFormViewController(coder: coder, note: note)
        }
        let sheet = UINavigationController(rootViewController: form)
        sheet.presentationController?.delegate = self
        present(sheet, animated: true)
    }

    @IBAction func saveNote(_ segue: UIStoryboardSegue) {
        guard let form = segue.source as? NoteFormViewController, let note = form.note else { return }
        if let row = editingRow {
            store.replace(at: row, with: note)
        } else {
            store.add(note)
        }
        editingRow = nil
        tableView.reloadData()
        updateCount()
    }

    @IBAction func cancelNote(_ segue: UIStoryboardSegue) {
        editingRow = nil
    }

    // MARK: - UIAdaptivePresentationControllerDelegate

    /// The form was swiped away: nothing was saved.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        editingRow = nil
    }

    /// The form has changes and refused the swipe: ask what to do, as Notes on a device does.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        let alert = UIAlertController(title: "Discard this note?", message: nil, preferredStyle: .alert)
        alert.addAction(
            UIAlertAction(title: "Discard Changes", style: .destructive) { [weak self] _ in
                self?.editingRow = nil
                self?.dismiss(animated: true)
            })
        alert.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
        presentationController.presentedViewController.present(alert, animated: true)
    }

    private func updateCount() {
        countItem.title = "\(store.notes.count) note\(store.notes.count == 1 ? "" : "s")"
    }
}
