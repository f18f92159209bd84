import Testing

@testable import Porting

/// Members of UIKit types SimUIKit lacks: the port knows SimUIKit's public API (an index; here a
/// small one of our own, SimUIKit's is checked against its symbol graph in SimUIKitSurfaceTests)
/// and the receivers whose type the sources tell.
@Suite("Port: members SimUIKit lacks")
struct PortMemberTests {
    /// A UIKit of a few classes: `UITableViewController` → `UIViewController` → `NSObject`,
    /// `UITableView` → `UIScrollView` → `UIView` → `NSObject`.
    static let surface = UIKitSurface(
        index: """
            NSObject type
            NSObject member description String
            UIView type
            UIView super NSObject
            UIView init frame:
            UIView member layer CALayer
            UIView member backgroundColor UIColor
            UIView member animate
            UIScrollView type
            UIScrollView super UIView
            UIScrollView member contentOffset CGPoint
            UITableView type
            UITableView super UIScrollView
            UITableView init frame:style:
            UITableView member reloadData
            UITableView member Style
            UITableView.Style type
            UITableView.Style member plain
            UIViewController type
            UIViewController super NSObject
            UIViewController member view UIView
            UIViewController member title String
            UITableViewController type
            UITableViewController super UIViewController
            UITableViewController member tableView UITableView
            CALayer type
            CALayer super NSObject
            CALayer member cornerRadius CGFloat
            UIColor type
            UIColor super NSObject
            UIColor init red:green:blue:alpha:
            UIColor member red UIColor
            """)

    @Test(
        "reports members and initializers a UIKit type lacks where the receiver's type is known (Apple, UIColor init(patternImage:) and UITableView sectionIndexColor exist in UIKit); nothing for the app's own, non-UIKit types, inherited members or #if"
    )
    func missingMembers() {
        _ = PortCheck.port(
            [
                (
                    "App/List.swift",
                    """
                    import UIKit

                    extension UIView {
                        func shake() {}
                    }

                    class ListViewController: UITableViewController {
                        @IBOutlet weak var header: UIView!
                        var count = 0

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            tableView.sectionIndexColor = .red
                            self.tableView.reloadData()
                            tableView.contentOffset = .zero
                            header.shake()
                            header.layer.contentsGravity = "center"
                            header.layer.cornerRadius = 4
                            view.backgroundColor = UIColor(patternImage: image)
                            view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
                            self.overrideUserInterfaceStyle = 1
                            self.count += 1
                            print(self.description, UITableView.Style.plain)
                            UIView.animate(withDuration: 1) {}
                            UIView.transition(with: view) {}
                            let other = UITableView(frame: .zero, style: .plain)
                            other.sectionIndexColor = nil
                            let helper = Helper(count: 1)
                            helper.anything()
                            [1].forEach { cell in cell.anything() }
                            #if DEBUG
                            tableView.onlyInDebug()
                            #endif
                        }
                    }

                    struct Helper {
                        var count: Int
                    }
                    """
                )
            ], surface: Self.surface,
            findings: [
                "13:19: by hand: UITableView.sectionIndexColor is not in SimUIKit yet (2 uses in this file): the file will not build until it is, or until its uses go",
                "17:22: by hand: CALayer.contentsGravity is not in SimUIKit yet: the file will not build until it is, or until its uses go",
                "19:32: by hand: UIColor(patternImage:) is not in SimUIKit yet: the file will not build until it is, or until its uses go",
                "21:14: by hand: UITableViewController.overrideUserInterfaceStyle is not in SimUIKit yet: the file will not build until it is, or until its uses go",
                "25:16: by hand: UIView.transition is not in SimUIKit yet: the file will not build until it is, or until its uses go",
            ])
    }

    @Test("a name bound twice with different types, or without one, says nothing of its members; a cast or an unwrap keeps its type")
    func receiverTypes() {
        _ = PortCheck.port(
            [
                (
                    "App/Cells.swift",
                    """
                    import UIKit

                    final class Cells: UIViewController {
                        func first(_ cell: UITableView) { cell.missingOne() }
                        func second(_ cell: UIView) { cell.missingTwo() }
                        func third(_ value: Any) {
                            let table = value as! UITableView
                            table.missingThree()
                            if let table { table.reloadData() }
                            let made = make()
                            made.missingFour()
                        }
                        func make() -> UIView { UIView(frame: .zero) }
                    }
                    """
                )
            ], surface: Self.surface,
            findings: [
                "8:15: by hand: UITableView.missingThree is not in SimUIKit yet: the file will not build until it is, or until its uses go"
            ])
    }
}
