import UIKit

extension NotesViewController {
    @IBAction private func edit(sender: UIBarButtonItem) {
        setEditing(!isEditing, animated: true)
    }

    @IBSegueAction func makeEditor(_ coder: NSCoder, sender: Any?) -> EditorViewController? {
        EditorViewController(coder: coder)
    }
}
