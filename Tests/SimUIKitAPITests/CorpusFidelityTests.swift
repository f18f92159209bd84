import Foundation
import SimUIKit
import Testing
import TestSupport

/// A cell made in code with a title and a second label, and an image.
final class TaskCell: UITableViewCell {
    let title = UILabel()
    let due = UILabel()
    let icon = UIImageView(image: UIImage(systemName: "star"))

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        for view in [title, due, icon] { contentView.addSubview(view) }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A list of tasks, each row a `TaskCell`; it records the rows selected.
final class TaskListController: UITableViewController {
    var selected: [IndexPath] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TaskCell.self, forCellReuseIdentifier: "Task")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Task", for: indexPath) as! TaskCell
        cell.title.text = ["Walk", "Feed"][indexPath.row]
        cell.due.text = ["Due today", "Due tomorrow"][indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
}

/// UIKit behaviour public apps of the corpus rely on (Corpus/REPORT.md), each checked on a fixture
/// of the project's own.
@MainActor
@Suite("Corpus fidelity: cells, tabs, empty states, image rendering, appearance", .engine)
struct CorpusFidelityTests {
    /// `UILabel.isUserInteractionEnabled` and `UIImageView.isUserInteractionEnabled` are false by
    /// default (Apple's documentation of both: "the default value of this property is false"),
    /// and hit-testing skips views that take no touches (`hitTest(_:with:)`: "ignores view
    /// objects that are hidden, that have disabled user interactions"), so a finger on a cell's
    /// label lands on the cell, and the table selects the row. Apps whose rows are custom cells
    /// full of labels (most of them) are tapped there.
    @Test("a finger on a label or an image inside a cell selects the row, as the touch goes on to the cell")
    func labelInCellSelectsRow() throws {
        _ = Harness(notAssertingBecause: "it checks the selection a tap makes, not the lifecycle")
        let list = TaskListController()
        UIApplication.shared.launch(rootViewController: UINavigationController(rootViewController: list))
        let user = SimulatedUser()
        user.settle()
        try user.tap("Due tomorrow")
        #expect(list.selected == [IndexPath(row: 1, section: 0)])
        try user.tap("[star]", index: 0)
        #expect(list.selected == [IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 0)])
    }

    /// `UIViewController.tabBarItem`: "The default value is a tab bar item that displays the view
    /// controller's title", with no image; a container with neither shows an empty item.
    @Test("a tab shows its item's title, else the controller's title, else the image's name; with none, an empty item")
    func tabTitles() {
        _ = Harness(notAssertingBecause: "it checks the tab bar's items on the screen")
        let settings = UIViewController()
        settings.title = "Settings"
        let starred = UIViewController()
        starred.tabBarItem = UITabBarItem(title: nil, image: UIImage(systemName: "star"), tag: 0)
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: UIViewController()), settings, starred]
        UIApplication.shared.launch(rootViewController: tabs)
        let user = SimulatedUser()
        user.settle()
        #expect(user.screen.elements.filter { $0.kind == .tab }.map(\.text) == ["", "Settings", "star"])
    }

    /// `UITableView.backgroundView`: "automatically resized to match the size of the table view.
    /// This view is placed as a subview of the table view behind all cells, header views, and
    /// footer views." Apps put their empty state there (a "No items" label).
    @Test("a table's background view is drawn, so an empty list shows the app's own empty state")
    func backgroundView() {
        _ = Harness(notAssertingBecause: "it checks the screen")
        let empty = UITableViewController()
        let label = UILabel()
        label.text = "No notes yet"
        empty.tableView.backgroundView = label
        empty.tableView.tableFooterView = UIView()
        UIApplication.shared.launch(rootViewController: empty)
        let user = SimulatedUser()
        user.settle()
        #expect(user.screen.elements.map(\.text) == ["No notes yet"])
        #expect(label.frame == empty.tableView.bounds)
    }

    /// `UIGraphicsImageRenderer.image(actions:)` returns an image of the renderer's size at its
    /// format's scale (the main screen's by default: 3 on an iPhone 15); images are what the
    /// simulated screen knows of them, a name and a size.
    @Test("an image renderer runs its block and returns an image of its size, at the screen's scale")
    func imageRenderer() {
        var ran = false
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20))
        let image = renderer.image { context in
            ran = true
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 20))
            "Hi".draw(at: .zero, withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
        }
        #expect(ran)
        #expect(image.size == CGSize(width: 40, height: 20) && image.scale == 3)
        #expect(UIImage(name: "x", size: CGSize(width: 1, height: 1), scale: 2).imageRendererFormat.scale == 2)
    }

    /// `UIButton.titleLabel` shows the current title (apps read `sender.titleLabel?.text`); an
    /// appearance proxy is one per class and keeps what it is given (`UIAppearance`).
    @Test("a button's titleLabel reads its current title; appearance proxies are one per class and keep their settings")
    func titleLabelAndAppearance() {
        let button = UIButton(type: .system)
        button.setTitle("Guess", for: .normal)
        #expect(button.titleLabel?.text == "Guess")
        button.setTitle("Again", for: .normal)
        #expect(button.titleLabel?.text == "Again")
        UITabBarItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.red], for: .normal)
        #expect(UITabBarItem.appearance() === UITabBarItem.appearance())
        #expect(UITabBarItem.appearance().titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .red)
        UIPageControl.appearance().pageIndicatorTintColor = .yellow
        #expect(UIPageControl.appearance().pageIndicatorTintColor == .yellow)
        #expect(UIPageControl.appearance() !== UIView.appearance())
    }

    /// "The main bundle lets you access the resources in the same directory as the currently
    /// running executable. For a running app [...], the main bundle offers access to the app's
    /// bundle directory" (Apple's documentation of `Bundle.main`): apps read the files they ship
    /// with `Bundle.main.path(forResource:ofType:)` and list them from `resourcePath` (7 apps of
    /// the corpus: a word list, level files, the pictures a list shows). `vcnav port` writes
    /// `Bundle.app` for the app's `Bundle.main`: the bundle its description names.
    @Test("Bundle.app is the launched app's bundle: the files it ships are found and listed there")
    func appBundle() throws {
        _ = Harness(notAssertingBecause: "it checks where the app's files are found, not the lifecycle")
        try withTemporaryDirectory("vcnav-bundle") { directory in
            try Data("apple\npear\n".utf8).write(to: directory.appendingPathComponent("words.txt"))
            try Data().write(to: directory.appendingPathComponent("picture1.jpg"))
            let bundle = try #require(Bundle(path: directory.path))
            let previous = UIStoryboard.appBundle
            defer { UIStoryboard.appBundle = previous }
            UIApplication.shared.launch(AppDescription(bundle: bundle, delegate: CodeOnlyAppDelegate()))
            #expect(Bundle.app === bundle)
            let words = try #require(Bundle.app.path(forResource: "words", ofType: "txt"))
            #expect(try String(contentsOfFile: words, encoding: .utf8) == "apple\npear\n")
            let listed = try FileManager.default.contentsOfDirectory(atPath: try #require(Bundle.app.resourcePath))
            #expect(Set(listed) == ["words.txt", "picture1.jpg"])
            #expect(Bundle.main.path(forResource: "words", ofType: "txt") == nil, "Foundation's own main bundle is the executable's")
        }
    }
}

/// An app delegate that makes its window in code, with an empty screen.
final class CodeOnlyAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
        -> Bool
    {
        window = UIWindow()
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        return true
    }
}
