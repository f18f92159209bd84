import UIKit

@IBDesignable
final class EditorViewController: UIViewController {
    @IBOutlet weak var textView: UITextView!
    @IBInspectable var placeholder: String = "Write here"

    @IBAction func done(_ sender: UIButton, forEvent event: UIEvent) {
        dismiss(animated: true)
    }
}
