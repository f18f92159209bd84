import SimUIKit

/// A note's info, made in code: its words and whether it is pinned; Done closes the sheet.
final class NoteInfoViewController: UIViewController {
    let note: Note

    init(note: Note) {
        self.note = note
        super.init(nibName: nil, bundle: nil)
        title = "Info"
    }

    required init?(coder: NSCoder) {
        fatalError("NoteInfoViewController is made in code, with its note")
    }

    override class var ibActions: [IBActionBinding] {
        [.action("done:", Self.done)]
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: Selector("done:"))
        let stack = UIStackView(arrangedSubviews: [
            label(note.title), label("\(note.wordCount) word\(note.wordCount == 1 ? "" : "s")"),
            label(note.isPinned ? "Pinned" : "Not pinned"),
        ])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        ])
    }

    @IBAction func done(_ sender: Any) {
        dismiss(animated: true)
    }

    private func label(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        return label
    }
}
