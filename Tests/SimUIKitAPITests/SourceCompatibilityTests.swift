import Foundation
import SimUIKit
import Testing
import TestSupport

/// Appends to a log shared by a test and its controllers (deinit runs outside any test scope).
final class DeinitLog: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String] = []
    func append(_ entry: String) { lock.withLock { entries.append(entry) } }
    var lines: [String] { lock.withLock { entries } }
}

/// A controller written as UIKit code is: its own `deinit`, Auto Layout in `viewDidLoad`.
final class LaidOut: UIViewController {
    let log: DeinitLog
    let label = UILabel()
    let stack = UIStackView()

    init(log: DeinitLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        label.text = "Hello"
        label.font = .preferredFont(forTextStyle: .headline)
        label.textAlignment = .center
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.addArrangedSubview(label)
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            stack.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
        ])
    }

    deinit {
        log.append("LaidOut.deinit body")
    }
}

final class SendableBox: @unchecked Sendable {
    var value: AnyObject?
    init(_ value: AnyObject?) { self.value = value }
}

@MainActor
@Suite("UIKit source compatibility", .engine)
struct SourceCompatibilityTests {
    @Test("a subclass's own deinit runs, then the trace reports the deinit, at once")
    func subclassDeinit() {
        let h = Harness()
        let log = DeinitLog()
        // The deinit is reported inside the block that releases the controller: at once.
        h.expect([
            "LaidOut#1.init(nibName:bundle:) [programmatic]",
            "LaidOut#1.loadView()  (early: its view was read before it was shown)",
            "LaidOut#1.viewDidLoad()",
            "LaidOut#1.deinit",
        ]) {
            do {
                let controller = LaidOut(log: log)
                controller.loadViewIfNeeded()
            }
            #expect(log.lines == ["LaidOut.deinit body"])
        }
    }

    @Test("the last release off the main actor still reports the deinit, on the main actor")
    func deinitOffTheMainActor() async {
        let h = Harness()
        let log = DeinitLog()
        let box = SendableBox(LaidOut(log: log))
        h.skip()
        await Task.detached { box.value = nil }.value
        #expect(log.lines == ["LaidOut.deinit body"])
        // The report was queued on the main actor by the deinit, before the detached task ended.
        var turns = 0
        while !h.recorder.lines.contains("LaidOut#1.deinit"), turns < 1_000 {
            await Task.yield()
            turns += 1
        }
        // While this test yields the main actor, other tests' controllers may end and report to
        // the same trace: only LaidOut's lines are this test's.
        #expect(h.recorder.lines.filter { $0.hasPrefix("LaidOut") } == ["LaidOut#1.deinit"])
    }

    @Test("constraints are made, activated on their first item's view, deactivated; never solved")
    func autoLayout() {
        _ = Harness(notAssertingBecause: "it checks constraints; loading a view is the lifecycle tests' business")
        let controller = LaidOut(log: DeinitLog())
        controller.loadViewIfNeeded()
        let stack = controller.stack
        #expect(stack.constraints.count == 4)
        #expect(stack.constraints.allSatisfy { $0.isActive && $0.firstItem === stack })
        #expect(stack.constraints.compactMap { $0.secondItem as? UILayoutGuide }.allSatisfy { $0.owningView === controller.view })
        #expect(stack.constraints.map(\.constant) == [16, -16, 0, 44])
        #expect(stack.constraints.last?.relation == .greaterThanOrEqual)
        #expect(stack.constraints.last?.secondItem == nil)
        NSLayoutConstraint.deactivate(Array(stack.constraints.prefix(2)))
        #expect(stack.constraints.count == 2)

        let other = UIView()
        let width = other.widthAnchor.constraint(equalTo: stack.widthAnchor, multiplier: 0.5)
        width.priority = .defaultHigh
        #expect(!width.isActive && other.constraints.isEmpty)
        controller.view.addConstraint(width)
        #expect(width.isActive && controller.view.constraints.contains { $0 === width } && other.constraints.isEmpty)
        #expect(width.multiplier == 0.5 && width.priority == UILayoutPriority(750) && width.priority < .required)
        controller.view.removeConstraint(width)
        #expect(!width.isActive && controller.view.constraints.isEmpty)
        #expect(!stack.translatesAutoresizingMaskIntoConstraints && controller.label.translatesAutoresizingMaskIntoConstraints)
    }

    @Test("a stack view's arranged subviews: removing one keeps it a subview; removing it from the superview unarranges it")
    func stackView() {
        _ = Harness()
        let first = UILabel(), second = UILabel(), third = UIButton(type: .system)
        let stack = UIStackView(arrangedSubviews: [first, second])
        stack.insertArrangedSubview(third, at: 1)
        #expect(stack.arrangedSubviews == [first, third, second])
        #expect(stack.axis == .horizontal && stack.distribution == .fill)
        stack.removeArrangedSubview(first)
        #expect(stack.arrangedSubviews == [third, second])
        #expect(stack.subviews.contains(first))
        second.removeFromSuperview()
        #expect(stack.arrangedSubviews == [third])
        #expect(stack.viewWithTag(0) === stack)
        third.tag = 7
        #expect(stack.viewWithTag(7) === third)
    }

    @Test("an alert's text fields are on its screen, configured before it shows, and typed into")
    func alertTextFields() {
        let h = Harness()
        let root = UIViewController()
        h.show(root)
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        alert.addTextField { field in
            field.placeholder = "Name"
            field.text = "Rex"
        }
        var typed: String?
        alert.addAction(UIAlertAction(title: "OK", style: .default) { [unowned alert] _ in typed = alert.textFields?.first?.text })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        root.present(alert, animated: true)
        h.skip()
        #expect(h.screenTexts.contains("Rex"))
        alert.textFields?.first?.text = "Fido"
        h.tap("OK")
        h.flush([
            "UIAlertController#1 action alert action sender: \"OK\"",
            "UIViewController#1 dismiss(UIAlertController#1, animated: true)",
            "UIAlertController#1.viewWillDisappear(true)",
            "UIAlertController#1.viewDidDisappear(true)",
            // The test's `alert` still holds it: to the engine, that is a leak like any other.
            "leak: UIAlertController#1 is still alive after it was dismissed; UIKit released it when the transition ended, so something else holds it (a closure capturing self, a strong delegate, a cache).",
        ])
        #expect(typed == "Fido")
    }

    @Test("images, fonts, segments and navigation item settings are kept")
    func smallAPI() {
        _ = Harness()
        let image = UIImage(systemName: "pawprint")
        let imageView = UIImageView(image: image)
        #expect(imageView.image?.name == "pawprint" && imageView.image == image)
        let item = UITabBarItem(title: "Dogs", image: image, selectedImage: UIImage(systemName: "pawprint.fill"))
        #expect(item.image?.name == "pawprint" && item.selectedImage?.name == "pawprint.fill")
        let segments = UISegmentedControl(items: ["Dogs", "Cats"])
        #expect(segments.numberOfSegments == 2 && segments.selectedSegmentIndex == UISegmentedControl.noSegment)
        segments.insertSegment(withTitle: "Birds", at: 1, animated: false)
        #expect(segments.titleForSegment(at: 1) == "Birds")
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        let navigationItem = UINavigationItem(title: "Dogs")
        navigationItem.largeTitleDisplayMode = .never
        navigationItem.setRightBarButton(UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil), animated: false)
        #expect(navigationItem.largeTitleDisplayMode == .never && navigationItem.rightBarButtonItem != nil)
        let brand: UIColor? = UIColor(named: "Brand")
        #expect(brand?.withAlphaComponent(0.5).name == "Brand(alpha: 0.5)")
        let button = UIButton(type: .system)
        button.setTitle("Plain", for: .normal)
        button.setTitleColor(.systemBlue, for: .normal)
        #expect(button.currentTitle == "Plain" && button.titleColor(for: .disabled) == .systemBlue)
        button.configuration = .tinted()
        button.configuration?.title = "Tinted"
        #expect(button.currentTitle == "Tinted")
    }
}
