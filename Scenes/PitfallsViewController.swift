import SimUIKit

/// One button per mistake the source documents warn about; each ends as it would on a device.
final class PitfallsViewController: UIViewController {
    override class var ibActions: [IBActionBinding] {
        [
            .action("creatorNotUsed:", Self.creatorNotUsed),
            .action("outletBeforeLoad:", Self.outletBeforeLoad),
            .action("wrongIdentifier:", Self.wrongIdentifier),
            .action("missingIdentifier:", Self.missingIdentifier),
            .action("showSheet:", Self.showSheet),
            .action("showFullScreen:", Self.showFullScreen),
            .action("showLeaky:", Self.showLeaky),
            .action("showViewInInit:", Self.showViewInInit),
        ]
    }

    /// A custom initializer on a storyboard controller is not used by
    /// `instantiateViewController(withIdentifier:)`: the storyboard calls `init?(coder:)`.
    @IBAction func creatorNotUsed(_ sender: Any) {
        let detail = Storyboard.Dogs.instance.instantiateViewController(withIdentifier: "DogDetailViewController")
        navigationController?.pushViewController(detail, animated: true)
    }

    /// Outlets are nil until the view loads.
    @IBAction func outletBeforeLoad(_ sender: Any) {
        let detail = Storyboard.Dogs.instance.instantiateViewController(identifier: "DogDetailViewController") { coder in
            DogDetailViewController(coder: coder, dog: "Rex")
        }
        detail.nameLabel.text = "Rex"
        navigationController?.pushViewController(detail, animated: true)
    }

    /// The Storyboard ID exists, but its scene's Custom Class was left empty: the enum's cast fails.
    @IBAction func wrongIdentifier(_ sender: Any) {
        navigationController?.pushViewController(BirdsViewController.instantiate(), animated: true)
    }

    /// No scene has this Storyboard ID: UIKit raises before the enum's guard is reached.
    @IBAction func missingIdentifier(_ sender: Any) {
        navigationController?.pushViewController(HamstersViewController.instantiate(), animated: true)
    }

    /// iOS 13+: a sheet leaves the presenter on screen, so it gets no appearance callbacks.
    /// The presenter hears of a swipe down through the sheet's presentation controller
    /// (set its delegate before presenting); `dismiss` in code tells no delegate.
    @IBAction func showSheet(_ sender: Any) {
        let sheet = ModalDemoViewController(style: "Sheet")
        sheet.modalPresentationStyle = .automatic
        sheet.presentationController?.delegate = self
        present(sheet, animated: true)
    }

    /// Full screen covers the presenter: it disappears and reappears.
    @IBAction func showFullScreen(_ sender: Any) {
        let cover = ModalDemoViewController(style: "Full screen")
        cover.modalPresentationStyle = .fullScreen
        present(cover, animated: true)
    }

    @IBAction func showLeaky(_ sender: Any) {
        navigationController?.pushViewController(LeakyViewController(), animated: true)
    }

    @IBAction func showViewInInit(_ sender: Any) {
        navigationController?.pushViewController(ViewInInitViewController(), animated: true)
    }

    /// Forgets to set the destination's `dog`: the screen shows the incomplete state.
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        if segue.identifier == "showOptional", let destination = segue.destination as? OptionalDependencyViewController {
            destination.title = "Optional dependency"
        }
    }
}

/// Its Storyboard ID is in Dogs.storyboard, but the scene has no Custom Class.
final class BirdsViewController: UIViewController, Storyboarded {
    static func containingStoryboard() -> Storyboard { .Dogs }
}

/// No scene has this Storyboard ID.
final class HamstersViewController: UIViewController, Storyboarded {
    static func containingStoryboard() -> Storyboard { .Dogs }
}

extension PitfallsViewController: UIAdaptivePresentationControllerDelegate {
    /// No viewWillAppear comes back after a sheet: this is the presenter's cue to refresh.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        UIApplication.shared.log("Pitfalls: the sheet was swiped away; refresh here, no viewWillAppear will come")
    }
}

/// Presented by the Sheet and Full screen pitfalls; "Close" dismisses it.
final class ModalDemoViewController: UIViewController {
    override class var ibActions: [IBActionBinding] { [.action("close:", Self.close)] }

    private let style: String

    init(style: String) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = style
        let label = UILabel(frame: CGRect(x: 20, y: 100, width: 353, height: 30))
        label.text = "Presented as: \(style)"
        view.addSubview(label)
        let close = UIButton(frame: CGRect(x: 20, y: 160, width: 353, height: 44))
        close.setTitle("Close", for: .normal)
        close.addTarget(self, action: "close:", for: .touchUpInside)
        view.addSubview(close)
    }

    @IBAction func close(_ sender: Any) {
        dismiss(animated: true)
    }
}

/// Stores a closure that captures `self` strongly: after Back it is never released.
final class LeakyViewController: UIViewController {
    private var onRefresh: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Leaky"
        onRefresh = {
            self.title = "Refreshed"
        }
        let label = UILabel(frame: CGRect(x: 20, y: 100, width: 353, height: 30))
        label.text = "onRefresh captures self strongly"
        view.addSubview(label)
    }
}

/// Touches `view` in its initializer, so the view loads far too early.
final class ViewInInitViewController: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
        // Reading `view` here runs loadView() and viewDidLoad() now, inside init, before anyone
        // could hand this controller its dependencies.
        view.backgroundColor = .systemBackground
        let note = UILabel()
        note.text = "loadView() ran inside init(): this view existed before the push"
        view.addSubview(note)
        title = "View in init"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// Needs a dog, but declares it as an optional `var` that `prepare(for:sender:)` forgets to set.
final class OptionalDependencyViewController: UIViewController {
    var dog: String?

    @Outlet var dogLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        dogLabel.text = "Dog: \(dog ?? "(none)")"
    }
}
