import UIKit

@IBDesignable
final class EditorViewController: UIViewController {
    @IBOutlet weak var textView: UITextView!
    @IBInspectable var placeholder: String = "Write here"

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(ciColor: .white)
        textView.showsVerticalScrollIndicator = false
    }

    @IBAction func done(_ sender: UIButton, forEvent event: UIEvent) {
        dismiss(animated: true)
    }
}
