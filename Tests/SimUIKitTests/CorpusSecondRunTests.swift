import Foundation
import Testing
import TestSupport

@testable import SimUIKit

/// The navigation controller of Unwind.storyboard: records the unwind segues that pass through it.
final class UnwindNavigationController: UINavigationController {
    var unwoundTowards: [String] = []

    override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        unwoundTowards.append(subsequentVC.title ?? "?")
        super.unwind(for: unwindSegue, towards: subsequentVC)
    }
}

/// The list of Unwind.storyboard: handles `backToList:`, records what it is asked whether it
/// responds to, and can hide the action.
final class UnwindListController: UIViewController {
    override class var ibActions: [IBActionBinding] { [.unwind("backToList:", Self.backToList)] }
    var asked: [String] = []
    var unwound = 0
    var hidesAction = false

    @IBAction func backToList(_ segue: UIStoryboardSegue) { unwound += 1 }

    override func responds(to aSelector: Selector) -> Bool {
        asked.append(NSStringFromSelector(aSelector))
        return hidesAction ? false : super.responds(to: aSelector)
    }
}

/// The detail of Unwind.storyboard, with a Done button unwinding to `backToList:`.
final class UnwindDetailController: UIViewController {}

/// A transitioning delegate and animator that slides the presented view down from above the
/// container, as a public book example does, and records `animationEnded(_:)`.
final class SlideAnimator: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    var completes = true
    var ended: [Bool] = []
    var startFrames: [CGRect] = []

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    { self }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let moving = context.view(forKey: .to) ?? context.view(forKey: .from)!
        if let to = context.view(forKey: .to), let controller = context.viewController(forKey: .to) {
            let end = context.finalFrame(for: controller)
            to.frame = end.offsetBy(dx: 0, dy: -end.height)
            context.containerView.addSubview(to)
            startFrames.append(to.frame)
            UIView.animate(withDuration: 0.3, animations: { to.frame = end }) { _ in
                if self.completes { context.completeTransition(true) }
            }
        } else {
            UIView.animate(withDuration: 0.3, animations: { moving.alpha = 0 }) { _ in context.completeTransition(true) }
        }
    }

    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}

/// A presented controller that counts its `viewDidAppear`.
final class SlidingController: UIViewController {
    var appeared = 0
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appeared += 1
    }
}

/// A header with a label, counting its reuses.
final class LetterHeader: UICollectionReusableView {
    let label = UILabel()
    var reused = 0
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
    }
    required init?(coder: NSCoder) { fatalError("not from a storyboard") }
    override func prepareForReuse() {
        super.prepareForReuse()
        reused += 1
    }
}

/// States grouped by first letter, a header per letter (registered class, flow layout size),
/// as a public book example lists them.
final class LettersController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    let sections = [("A", ["Alabama", "Alaska"]), ("C", ["California"])]
    var footerSize = CGSize.zero

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.register(
            LetterHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Header")
        (collectionView.collectionViewLayout as! UICollectionViewFlowLayout).headerReferenceSize = CGSize(width: 30, height: 30)
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].1.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        if cell.contentView.subviews.isEmpty { cell.contentView.addSubview(UILabel()) }
        (cell.contentView.subviews[0] as! UILabel).text = sections[indexPath.section].1[indexPath.item]
        return cell
    }

    override func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let header =
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath) as! LetterHeader
        header.label.text = "— \(sections[indexPath.section].0) —"
        return header
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize { section == 1 ? .zero : (collectionViewLayout as! UICollectionViewFlowLayout).headerReferenceSize }
}

/// A table whose sections have header views of a registered class (as two public book examples
/// make them), and a title the header view replaces.
final class HeaderedListController: UITableViewController {
    var headersMade = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Header")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 2 }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "title \(section)" }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = "row \(indexPath.section)"
        return cell
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        guard section == 0 else { return nil }
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")!
        if header.textLabel?.text == nil { headersMade += 1 }
        header.textLabel?.text = "Header view"
        return header
    }
}

/// A list whose rows swipe to a "Mark" action (as a public book example's rows do).
final class MarkingListController: UITableViewController {
    var marked: [IndexPath] = []
    var fullSwipePerforms = true

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = ["Tea", "Milk"][indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        let mark = UIContextualAction(style: .normal, title: "Mark") { _, _, done in
            self.marked.append(indexPath)
            done(true)
        }
        let configuration = UISwipeActionsConfiguration(actions: [mark])
        configuration.performsFirstActionWithFullSwipe = fullSwipePerforms
        return configuration
    }
}

/// UIKit API the second corpus run needed (Corpus/REPORT.md), each on a fixture of the project's own.
@MainActor
@Suite("Corpus, second run: unwinding, spelling, Core Graphics, formats, bars, background tasks", .engine)
struct CorpusSecondRunTests {
    static var fixtures: Bundle { fixturesBundle }

    private static func launchUnwind() -> (UIWindow, UnwindNavigationController, UnwindListController) {
        UIStoryboard.appModuleName = "SimUIKitTests"
        let window = UIApplication.shared.launch(mainStoryboard: "Unwind", bundle: fixtures)!
        UIApplication.shared.runUntilIdle()
        let navigation = window.rootViewController as! UnwindNavigationController
        return (window, navigation, navigation.viewControllers[0] as! UnwindListController)
    }

    /// Apple, `canPerformUnwindSegueAction(_:from:sender:)`: UIKit asks it of each candidate; its
    /// default answers whether the controller implements the action, which is `responds(to:)`
    /// (NSObject's `respondsToSelector:`), so an app overriding `responds(to:)` is asked (a
    /// public book example logs these asks). Apple, `unwind(for:towards:)`: "UIKit calls this
    /// method on any view controllers in the unwind path… Container view controllers must
    /// implement this method and use it to display the view controller in the subsequentVC
    /// parameter": the navigation controller is called with the list, and pops to it.
    @Test("unwinding asks responds(to:), runs the action, then calls unwind(for:towards:) on the container, which pops")
    func unwindPath() {
        let h = Harness(notAssertingBecause: "it checks the calls the overrides record and the stack")
        let (window, navigation, list) = Self.launchUnwind()
        h.tap("Open")
        #expect(navigation.viewControllers.count == 2)
        h.tap("Done")
        #expect(list.asked == ["backToList:"])
        #expect(list.unwound == 1)
        #expect(navigation.unwoundTowards == ["List"])
        #expect(navigation.viewControllers.count == 1)
        _ = window
    }

    /// A controller whose `responds(to:)` denies the action is not a destination: the unwind finds
    /// none and nothing happens (UIKit logs it and stays).
    @Test("a controller whose responds(to:) denies the action is skipped by the unwind")
    func unwindRespondsDenied() {
        let h = Harness(notAssertingBecause: "it checks that nothing moved")
        let (window, navigation, list) = Self.launchUnwind()
        list.hidesAction = true
        h.tap("Open")
        h.tap("Done")
        #expect(list.unwound == 0)
        #expect(navigation.unwoundTowards.isEmpty)
        #expect(navigation.viewControllers.count == 2)
        _ = window
    }

    /// Apple, "Customizing the Transition Animations" and `UIViewControllerContextTransitioning`:
    /// the presented controller's `transitioningDelegate` supplies the animator; the animator
    /// adds the "to" view to `containerView` at `finalFrame(for:)`; "you must call
    /// completeTransition(_:) when your animations complete", and only then does the transition
    /// end (`viewDidAppear`, the presentation's completion, `animationEnded(_:)`). Dismissal
    /// asks `animationController(forDismissed:)` the same way.
    @Test("a transitioning delegate's animator presents and dismisses; the transition ends when it calls completeTransition")
    func customTransition() {
        let h = Harness(notAssertingBecause: "it checks where the view went and when the transition ended")
        let root = UIViewController()
        let window = h.show(root)
        let animator = SlideAnimator()
        let presented = SlidingController()
        presented.transitioningDelegate = animator
        var completed = false
        root.present(presented, animated: true) { completed = true }
        UIApplication.shared.runUntilIdle()
        #expect(animator.startFrames == [window.bounds.offsetBy(dx: 0, dy: -window.bounds.height)])
        #expect(presented.view.superview === window && presented.view.frame == window.bounds)
        #expect(presented.appeared == 1 && completed && animator.ended == [true])
        presented.dismiss(animated: true)
        UIApplication.shared.runUntilIdle()
        #expect(presented.view.superview == nil && root.presentedViewController == nil)
        #expect(animator.ended == [true, true])
    }

    /// An animator that never calls `completeTransition(_:)` leaves the transition unfinished, as
    /// on a device (the presented controller never gets `viewDidAppear`).
    @Test("an animator that never completes leaves the presentation unfinished")
    func unfinishedTransition() {
        let h = Harness(notAssertingBecause: "it checks that the transition did not end")
        let root = UIViewController()
        let window = h.show(root)
        let animator = SlideAnimator()
        animator.completes = false
        let presented = SlidingController()
        presented.transitioningDelegate = animator
        root.present(presented, animated: true)
        UIApplication.shared.runUntilIdle()
        #expect(presented.appeared == 0 && animator.ended.isEmpty)
        #expect(root.presentedViewController === presented)
        _ = window
    }

    /// Apple, `UICollectionViewFlowLayout.headerReferenceSize`: "If the size in the appropriate
    /// scrolling dimension is 0, no header is added"; the flow layout delegate's
    /// `referenceSizeForHeaderInSection` overrides it per section; the data source's
    /// `viewForSupplementaryElementOfKind` makes each header with
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`, which reuses the
    /// headers that left (after `prepareForReuse()`), as cells are reused.
    @Test("section headers: made for the sections whose size is not zero, shown before their items, reused on reload")
    func sectionHeaders() {
        let h = Harness(notAssertingBecause: "it checks the screen and the headers")
        let letters = LettersController(collectionViewLayout: UICollectionViewFlowLayout())
        let window = h.show(letters)
        let texts = Screen.capture().model.elements.map(\.text).filter { !$0.isEmpty }
        #expect(texts == ["— A —", "Alabama", "Alaska", "California"])
        let header =
            letters.collectionView.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) as? LetterHeader
        #expect(header != nil)
        #expect(
            letters.collectionView.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)) == nil)
        letters.collectionView.reloadData()
        UIApplication.shared.runUntilIdle()
        let again = letters.collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(again === header && header?.reused == 1)
        _ = window
    }

    /// Apple, `tableView(_:viewForHeaderInSection:)`: "The returned object can be a UILabel or
    /// UIImageView object, as well as a custom view", shown instead of the section's title;
    /// `dequeueReusableHeaderFooterView(withIdentifier:)` makes the registered class and hands
    /// back the ones that left; a section without a view keeps its title.
    @Test("section header views: shown in place of the title, made from the registered class, reused on reload")
    func tableHeaderViews() {
        let h = Harness(notAssertingBecause: "it checks the screen and the header views")
        let list = HeaderedListController(style: .plain)
        let window = h.show(list)
        let texts = Screen.capture().model.elements.map(\.text).filter { !$0.isEmpty }
        #expect(texts == ["Header view", "row 0", "title 1", "row 1"])
        let header = list.tableView.headerView(forSection: 0)
        #expect(header != nil && list.tableView.headerView(forSection: 1) == nil)
        list.tableView.reloadData()
        UIApplication.shared.runUntilIdle()
        #expect(list.tableView.headerView(forSection: 0) === header && list.headersMade == 1)
        #expect(list.tableView.dequeueReusableHeaderFooterView(withIdentifier: "unknown") == nil)
        _ = window
    }

    /// Apple, `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`: "The swipe actions to
    /// display next to the trailing edge of the row"; they replace the standard Delete; and
    /// `performsFirstActionWithFullSwipe`: "A Boolean value indicating whether a full swipe
    /// automatically performs the first action. The default value of this property is true."
    @Test("a row's trailing swipe actions replace Delete; a full swipe performs the first one unless told not to")
    func swipeActions() {
        let h = Harness(notAssertingBecause: "it checks what the swipe did")
        let list = MarkingListController(style: .plain)
        let window = h.show(list)
        let tea = Screen.capture().model.elements.first { $0.text == "Tea" }
        #expect(tea?.swipeActions == [.delete(title: "Mark")])
        list.tableView.simulateSwipeToDelete(rowAt: IndexPath(row: 1, section: 0))
        #expect(list.marked == [IndexPath(row: 1, section: 0)])
        #expect(list.tableView.numberOfRows(inSection: 0) == 2)
        list.fullSwipePerforms = false
        list.tableView.simulateSwipeToDelete(rowAt: IndexPath(row: 0, section: 0))
        #expect(list.marked == [IndexPath(row: 1, section: 0)])
        _ = window
    }

    /// Apple, `UILabel.font`: "The default value for this property is the system font at a size of
    /// 17 points"; the property is null-resettable (`UIFont!`), so assigning the failable
    /// `UIFont(name:size:)` compiles, and nil gives the default back.
    @Test("a label's font is null-resettable: nil gives back the system font of 17 points")
    func labelFont() {
        _ = Harness(notAssertingBecause: "it checks a property")
        let label = UILabel()
        label.font = UIFont(name: "Georgia-Bold", size: 22)
        label.font = nil
        #expect(label.font.pointSize == 17)
    }

    /// Apple, `rangeOfMisspelledWord(in:range:startingAt:wrap:language:)`: the range of the first
    /// misspelled word of `range` from `startingOffset` (wrapping to the range's start when
    /// asked); a location of `NSNotFound` when there is none (the Hacking with Swift word game
    /// tests exactly that). The dictionary is a word list of the test's own.
    @Test("UITextChecker finds the first unknown word from the offset, wraps when asked, learns words")
    func textChecker() throws {
        _ = Harness(notAssertingBecause: "it checks ranges")
        try withTemporaryDirectory("words") { folder in
            let list = folder.appendingPathComponent("words")
            try "apple\nbanana\ncherry\n".write(to: list, atomically: true, encoding: .utf8)
            let paths = UITextChecker.wordListPaths
            UITextChecker.wordListPaths = [list.path]
            defer { UITextChecker.wordListPaths = paths }
            let checker = UITextChecker()
            let text = "Apple zorp banana qux"
            let whole = NSRange(location: 0, length: (text as NSString).length)
            #expect(
                checker.rangeOfMisspelledWord(in: text, range: whole, startingAt: 0, wrap: false, language: "en")
                    == NSRange(location: 6, length: 4))
            #expect(
                checker.rangeOfMisspelledWord(in: text, range: whole, startingAt: 11, wrap: false, language: "en")
                    == NSRange(location: 18, length: 3))
            #expect(
                checker.rangeOfMisspelledWord(
                    in: "cherry", range: NSRange(location: 0, length: 6), startingAt: 0, wrap: false, language: "en"
                )
                .location == NSNotFound)
            checker.ignoreWord("qux")
            #expect(
                checker.rangeOfMisspelledWord(in: text, range: whole, startingAt: 11, wrap: false, language: "en").location == NSNotFound)
            #expect(
                checker.rangeOfMisspelledWord(in: text, range: whole, startingAt: 11, wrap: true, language: "en")
                    == NSRange(location: 6, length: 4))
            UITextChecker.learnWord("zorp")
            defer { UITextChecker.unlearnWord("zorp") }
            #expect(checker.rangeOfMisspelledWord(in: text, range: whole, startingAt: 0, wrap: true, language: "en").location == NSNotFound)
            #expect(checker.completions(forPartialWordRange: NSRange(location: 0, length: 2), in: "ba", language: "en") == ["banana"])
        }
    }

    /// Apple, CGContext `drawPath(using:)`, `strokePath()`, `fillPath()`: "The current path is
    /// cleared as a side effect of calling this function"; `beginPath()`: "The current path is not
    /// part of the graphics state. Consequently, saving and restoring the graphics state has no
    /// effect on the current path"; `saveGState`/`restoreGState` keep colours, width and the
    /// transformation matrix.
    @Test("an image renderer's cgContext keeps the graphics state and the current path as Core Graphics does")
    func cgContext() {
        _ = Harness(notAssertingBecause: "it checks the context's state")
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100))
        var painted = 0
        let image = renderer.image { context in
            let cg = context.cgContext
            cg.setLineWidth(4)
            cg.saveGState()
            cg.translateBy(x: 50, y: 50)
            cg.setLineWidth(10)
            cg.addRect(CGRect(x: 0, y: 0, width: 20, height: 10))
            cg.move(to: CGPoint(x: 30, y: 30))
            #expect(cg.ctm == CGAffineTransform(translationX: 50, y: 50))
            cg.restoreGState()
            #expect(cg.lineWidth == 4)
            #expect(cg.ctm == .identity)
            #expect(!cg.isPathEmpty)
            #expect(cg.currentPointOfPath == CGPoint(x: 30, y: 30))
            #expect(cg.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 30, height: 30))
            cg.drawPath(using: .fillStroke)
            #expect(cg.isPathEmpty)
            cg.strokePath()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
            painted = cg.paintedPaths
        }
        #expect(painted == 2)
        #expect(image.size == CGSize(width: 100, height: 100))
    }

    /// On Apple platforms every NSObject is a `CVarArg` whose `%@` prints its `description`
    /// (`NSLog("%@", self.view)` in a public book example on logging); views and controllers
    /// here are too.
    @Test("a view or a controller formats with %@ as its description")
    func formatArguments() {
        _ = Harness(notAssertingBecause: "it checks formatted text")
        let controller = UIViewController()
        let label = UILabel()
        #expect(String(format: "%@ and %@: %d", controller, label, 3) == "\(controller.description) and \(label.description): 3")
    }

    /// Apple, `UIPageViewController.gestureRecognizers`: "Only populated if transition style is
    /// UIPageViewController.TransitionStyle.pageCurl"; apps configure them (a book example sets the
    /// tap recognizer's `numberOfTapsRequired`).
    @Test("a page-curl page view controller has a pan and a tap recognizer; a scrolling one has none")
    func pageGestureRecognizers() {
        _ = Harness(notAssertingBecause: "it checks the recognizers")
        let curl = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        #expect(curl.gestureRecognizers.count == 2)
        #expect(curl.gestureRecognizers.contains { $0 is UITapGestureRecognizer })
        #expect(curl.gestureRecognizers.contains { $0 is UIPanGestureRecognizer })
        let scroll = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        #expect(scroll.gestureRecognizers.isEmpty)
    }

    /// Apple, `UINavigationBar.scrollEdgeAppearance`: nil by default (the bar then uses its
    /// standard appearance); `standardAppearance` is always there. `UIBarAppearance(barAppearance:)`
    /// copies; `configureWithTransparentBackground()` clears background and shadow.
    @Test("navigation bar appearances: standard always there, scroll edge nil until set; copies are independent")
    func barAppearances() {
        _ = Harness(notAssertingBecause: "it checks appearance objects")
        let bar = UINavigationBar(frame: .zero)
        #expect(bar.scrollEdgeAppearance == nil)
        let look = UINavigationBarAppearance()
        look.configureWithOpaqueBackground()
        look.backgroundColor = .blue
        look.buttonAppearance.normal.backgroundImage = UIImage()
        bar.scrollEdgeAppearance = look
        let copy = UINavigationBarAppearance(barAppearance: look)
        copy.configureWithTransparentBackground()
        #expect(look.backgroundColor == .blue)
        #expect(copy.backgroundColor == .clear && copy.shadowColor == .clear)
        #expect(copy.buttonAppearance !== look.buttonAppearance)
        #expect(copy.buttonAppearance.normal.backgroundImage?.size == .zero)
        #expect(bar.scrollEdgeAppearance === look)
    }

    /// Apple, `beginBackgroundTask(expirationHandler:)`: "A unique identifier for the new
    /// background task"; `endBackgroundTask(_:)` ends it; `UIBackgroundTaskIdentifier.invalid`
    /// is never returned for a task begun. Quick actions (`shortcutItems`) are kept.
    @Test("background tasks get distinct identifiers and end; quick actions are kept")
    func backgroundTasksAndShortcuts() {
        _ = Harness(notAssertingBecause: "it checks identifiers")
        let app = UIApplication.shared
        let first = app.beginBackgroundTask {}
        let second = app.beginBackgroundTask(withName: "upload") {}
        #expect(first != .invalid && second != .invalid && first != second)
        #expect(app.backgroundTasks.count >= 2)
        app.endBackgroundTask(first)
        app.endBackgroundTask(second)
        #expect(app.backgroundTasks[first] == nil && app.backgroundTasks[second] == nil)
        let item = UIApplicationShortcutItem(
            type: "coffee", localizedTitle: "Coffee", localizedSubtitle: "In an hour",
            icon: UIApplicationShortcutIcon(templateImageName: "cup"), userInfo: ["minutes": 60 as NSNumber])
        app.shortcutItems = [item]
        #expect(app.shortcutItems?.first?.type == "coffee")
        #expect(app.shortcutItems?.first?.icon?.name == "image(cup)")
        app.shortcutItems = nil
    }

    /// Apple, `localizedUserNotificationString(forKey:arguments:)`: the localized string for the
    /// key in the main bundle (the key itself when no table has it), formatted with the
    /// arguments; `launchImageName` is copied with the rest of the content.
    @Test("localizedUserNotificationString falls back to the key and formats; launchImageName is copied")
    func notificationStrings() {
        _ = Harness(notAssertingBecause: "it checks strings")
        #expect(NSString.localizedUserNotificationString(forKey: "Wake up", arguments: nil) == "Wake up")
        #expect(NSString.localizedUserNotificationString(forKey: "%@ at %d", arguments: ["Tea", 5]) == "Tea at 5")
        let content = UNMutableNotificationContent()
        content.launchImageName = "Splash"
        #expect((content.copy() as! UNNotificationContent).launchImageName == "Splash")
    }

    /// AudioToolbox's `AudioServicesPlaySystemSound(_:)` plays a system sound; here nothing is
    /// heard, and the trace says it was played.
    @Test("a system sound played is an operation in the trace")
    func systemSound() {
        let h = Harness()
        h.expect(["AudioServicesPlaySystemSound(1104)", "AudioServicesPlayAlertSound(4095)"]) {
            AudioServicesPlaySystemSound(1104)
            AudioServicesPlayAlertSound(kSystemSoundID_Vibrate)
        }
    }
}
