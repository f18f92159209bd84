import Testing

@testable import Porting

/// Imports, outlets, inspectables and the other Interface Builder attributes.
@Suite("Port: imports and attributes")
struct PortOutletTests {
    @Test(
        "import UIKit becomes import SimUIKit; CoreGraphics and os.log come with it; duplicates go; other frameworks are left by hand"
    )
    func imports() {
        let report = PortCheck.port([
            (
                "A.swift",
                """
                import UIKit
                import CoreGraphics
                import Foundation
                import UIKit.UIGestureRecognizerSubclass
                import class UIKit.UIView
                import os.log
                import MapKit
                import Alamofire
                @testable import MyApp

                final class A {}
                """
            )
        ])
        #expect(
            report.files[0].ported == """
                import SimUIKit
                import Foundation
                import class SimUIKit.UIView
                import MapKit
                import Alamofire
                @testable import MyApp

                final class A {}
                """)
        #expect(
            PortCheck.messages(report) == [
                "6:8: note: os.log → SimUIKit, which simulates it (Logger, os_log)",
                "7:8: by hand: MapKit is an Apple framework with no counterpart on Linux: remove or replace its uses",
                "8:8: by hand: module Alamofire is neither SimUIKit nor part of the Swift toolchain on Linux: port it or remove its uses",
            ])
    }

    @Test("os and UserNotifications become SimUIKit, which simulates them, so the calls stay as they are")
    func companions() {
        let text = PortCheck.ported(
            "import UserNotifications\nimport os\n\nlet logger = Logger()\n",
            findings: [
                "1:8: note: UserNotifications → SimUIKit, which simulates it (UNUserNotificationCenter)",
                "2:8: note: os → SimUIKit, which simulates it (Logger, os_log)",
            ])
        #expect(text == "import SimUIKit\n\nlet logger = Logger()\n")
    }

    /// AudioToolbox's system sounds are simulated too (a public book example imports it beside
    /// UserNotifications), so the import no longer stops the build.
    @Test("AudioToolbox becomes SimUIKit, which plays system sounds into the trace")
    func audioToolbox() {
        let text = PortCheck.ported(
            "import UIKit\nimport AudioToolbox\n\nfunc ding() { AudioServicesPlaySystemSound(1104) }\n",
            findings: ["2:8: note: AudioToolbox → SimUIKit, which simulates it (AudioServicesPlaySystemSound)"])
        #expect(text == "import SimUIKit\n\nfunc ding() { AudioServicesPlaySystemSound(1104) }\n")
    }

    /// UIKit makes a registered cell class with `initWithStyle:reuseIdentifier:`, by selector; a
    /// Swift cell class declaring only `init?(coder:)` (a storyboard prototype's, as in a public
    /// book example) inherits no `init(style:reuseIdentifier:)`, and on a device registering it
    /// stops with "Use of unimplemented initializer". SimUIKit reaches subclasses through a
    /// required initializer, which such a class must now declare: the port writes it, stopping
    /// as a device does. A class overriding `init(style:reuseIdentifier:)`, or declaring no
    /// initializer, inherits it and is left alone.
    @Test("a cell class with its own initializers but not the one UIKit calls gets SimUIKit's registered-cell initializer")
    func cellInitializers() {
        let text = PortCheck.ported(
            """
            import UIKit

            class PrototypeCell: UITableViewCell {
                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                }
            }

            class MadeCell: UITableViewCell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            class PlainCell: UICollectionViewCell {}

            class Tile: UICollectionViewCell {
                required init?(coder: NSCoder) { super.init(coder: coder) }
            }

            """,
            findings: [
                "3:1: note: PrototypeCell declares initializers but not init(style:reuseIdentifier:): added SimUIKit's initializer for registered cells, which stops as a device does if a table makes one from the class",
                "18:1: note: Tile declares initializers but not init(frame:): added SimUIKit's initializer for registered cells, which stops as a device does if a table makes one from the class",
            ])
        #expect(
            text == """
                import SimUIKit

                class PrototypeCell: UITableViewCell {
                    required init?(coder: NSCoder) {
                        super.init(coder: coder)
                    }

                    // vcnav port: how SimUIKit makes a registered cell; this class has no init(style:reuseIdentifier:),
                    // so, as on a device, a table making it from a registered class stops here.
                    required convenience init(registeredReuseIdentifier reuseIdentifier: String, _ token: RegisteredCellToken) {
                        token.unimplemented("init(style:reuseIdentifier:)", of: Self.self)
                    }
                }

                class MadeCell: UITableViewCell {
                    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                        super.init(style: style, reuseIdentifier: reuseIdentifier)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }

                class PlainCell: UICollectionViewCell {}

                class Tile: UICollectionViewCell {
                    required init?(coder: NSCoder) { super.init(coder: coder) }

                    // vcnav port: how SimUIKit makes a registered cell; this class has no init(frame:),
                    // so, as on a device, a table making it from a registered class stops here.
                    required convenience init(registeredReuseIdentifier reuseIdentifier: String, _ token: RegisteredCellToken) {
                        token.unimplemented("init(frame:)", of: Self.self)
                    }
                }

                """)
    }

    @Test("URLSession needs FoundationNetworking on Linux: it is imported once")
    func networking() {
        let text = PortCheck.ported(
            "import UIKit\n\nfunc load() { URLSession.shared.dataTask(with: URL(string: \"x\")!).resume() }\n",
            findings: ["3:15: note: FoundationNetworking imported: URLSession lives there on Linux"])
        #expect(
            text == """
                import SimUIKit
                #if canImport(FoundationNetworking)
                    import FoundationNetworking
                #endif

                func load() { URLSession.shared.dataTask(with: URL(string: "x")!).resume() }

                """)
    }

    @Test("@IBOutlet in all its forms becomes @Outlet, without weak")
    func outlets() {
        let report = PortCheck.port([
            (
                "A.swift",
                """
                import UIKit

                class A: UIViewController {
                    @IBOutlet weak var a: UILabel!
                    @IBOutlet private weak var b: UILabel?
                    @IBOutlet private(set) weak var c: UIButton!
                    @IBOutlet var d: [UILabel]!
                    @IBOutlet
                    weak var e: UITableView!
                    @IBOutlet weak
                    var f: NSLayoutConstraint!
                    @IBOutlet unowned(unsafe) var g: UIView!
                    @IBOutlet weak var h: Dictionary<String, Array<UIView>>!
                }
                """
            )
        ])
        #expect(
            report.files[0].ported == """
                import SimUIKit

                class A: UIViewController {
                    @Outlet var a: UILabel!
                    @Outlet private var b: UILabel?
                    @Outlet private(set) var c: UIButton!
                    @Outlet var d: [UILabel]!
                    @Outlet
                    var e: UITableView!
                    @Outlet
                    var f: NSLayoutConstraint!
                    @Outlet var g: UIView!
                    @Outlet var h: Dictionary<String, Array<UIView>>!
                }
                """)
        #expect(report.diagnostics.isEmpty)
    }

    @Test("an outlet's didSet does not run when the storyboard connects it: left by hand, on every run")
    func observedOutlet() {
        let report = PortCheck.port([
            (
                "A.swift",
                """
                import UIKit
                class A: UIViewController {
                    @IBOutlet weak var tableView: UITableView! {
                        didSet { tableView.rowHeight = 44 }
                    }
                    @IBOutlet var plain: UILabel
                }
                """
            )
        ])
        #expect(report.files[0].ported.contains("    @Outlet var tableView: UITableView! {\n        didSet"))
        #expect(
            PortCheck.messages(report) == [
                "3:5: by hand: outlet tableView has a didSet/willSet: the storyboard connects it through its wrapper, without the observer; do that work in viewDidLoad (awakeFromNib in a view)",
                "6:5: by hand: outlet plain: UILabel is not optional: declare it UILabel! (an outlet is nil until the view loads)",
            ])
    }

    @Test("comments and strings that mention @IBOutlet or #selector are left alone")
    func commentsAndStrings() {
        let text = """
            import UIKit
            /* @IBOutlet weak var a: UILabel! /* nested @IBAction */ */
            class A: UIViewController {
                // @IBOutlet weak var b: UILabel!
                let c = "@IBOutlet weak var c: UILabel! #selector(x)"
                let d = #"@objc "quoted" \\(#selector(y))"#
                let e = \"""
                    @IBOutlet weak var e: UILabel!
                    \"""
            }
            """
        #expect(PortCheck.ported(text, findings: []) == text.replacingOccurrences(of: "import UIKit", with: "import SimUIKit"))
    }

    @Test("@IBInspectable becomes @Inspectable; a computed one and an observed one are left by hand; @IBDesignable goes with a note")
    func inspectables() {
        let report = PortCheck.port([
            (
                "V.swift",
                """
                import UIKit

                @IBDesignable
                class RoundView: UIView {
                    @IBInspectable var cornerRadius: CGFloat = 0
                    @IBInspectable var title: String?
                    @IBInspectable var borderWidth: CGFloat = 0 {
                        didSet { setNeedsLayout() }
                    }
                    @IBInspectable var tint: UIColor { get { .red } set {} }
                }
                """
            )
        ])
        #expect(
            report.files[0].ported == """
                import SimUIKit

                class RoundView: UIView {
                    @Inspectable var cornerRadius: CGFloat = 0
                    @Inspectable var title: String?
                    @Inspectable var borderWidth: CGFloat = 0 {
                        didSet { setNeedsLayout() }
                    }
                    @IBInspectable var tint: UIColor { get { .red } set {} }
                }
                """)
        #expect(
            PortCheck.messages(report) == [
                "3:1: note: @IBDesignable removed from RoundView: Interface Builder's live rendering has no counterpart here",
                "7:5: by hand: inspectable property borderWidth has a didSet/willSet: the storyboard sets it through its wrapper, without the observer; do that work in viewDidLoad (awakeFromNib in a view)",
                "10:5: by hand: @IBInspectable var tint is computed: SimUIKit's @Inspectable wraps a stored property; store the value and apply it where the class uses it",
            ])
    }

    @Test("@UIApplicationMain too; @main on anything else stays")
    func otherMains() {
        #expect(
            PortCheck.ported(
                "@UIApplicationMain class D: UIResponder, UIApplicationDelegate {}",
                findings: [
                    "1:1: note: @UIApplicationMain removed: D starts from main.swift (written), which describes the app once and calls VCNav.main(app: .app)",
                    "1:1: warning: found no storyboard and no code that sets a window's rootViewController: the app starts on a blank phone (a device shows nothing either); make its window in code, in D.application(_:didFinishLaunchingWithOptions:): window = UIWindow(frame: UIScreen.main.bounds); window?.rootViewController = ViewController(); window?.makeKeyAndVisible()",
                ])
                == "class D: UIResponder, UIApplicationDelegate {}")
        #expect(
            PortCheck.ported("@main struct Tool { static func main() {} }", findings: []) == "@main struct Tool { static func main() {} }")
    }

    @Test("UIKit types SimUIKit lacks are listed once per file, with a count")
    func missingTypes() {
        let report = PortCheck.port(
            [
                (
                    "A.swift",
                    """
                    import UIKit
                    class A: UIViewController {
                        let picker = UIImagePickerController()
                        func f() -> UIImagePickerController? { UIImagePickerController() }
                        let l = UILabel()
                        let e = UIView.ContentMode.center
                    }
                    """
                )
            ], knows: { $0 != "UIImagePickerController" })
        #expect(
            PortCheck.messages(report) == [
                "3:18: by hand: UIImagePickerController is not in SimUIKit yet (3 uses in this file): the file will not build until it is, or until its uses go"
            ])
    }

    @Test("#if canImport(UIKit) follows the port; #if os(iOS) is left by hand")
    func conditions() {
        let report = PortCheck.port([("A.swift", "#if canImport(UIKit)\nimport UIKit\n#endif\n#if os(iOS)\nlet x = 1\n#endif\n")])
        #expect(report.files[0].ported == "#if canImport(SimUIKit)\nimport SimUIKit\n#endif\n#if os(iOS)\nlet x = 1\n#endif\n")
        #expect(
            PortCheck.messages(report) == [
                "4:5: by hand: #if os(iOS) is false on Linux: the code under it is not compiled; use canImport(SimUIKit) or os(Linux)"
            ])
    }

    /// Apple's documentation of `Bundle.main`: "For a running app [...], the main bundle offers
    /// access to the app's bundle directory"; on Linux it is the executable's directory, so the
    /// app's own uses become `Bundle.app` (the simulated app's bundle). `Foundation.Bundle.main`
    /// says it means Foundation's, and text in strings and comments is not code.
    @Test("Bundle.main in the app's code becomes Bundle.app, noted once per file; Foundation.Bundle.main stays")
    func mainBundle() {
        let text = """
            import UIKit
            // Bundle.main has the words
            let path = Bundle.main.path(forResource: "start", ofType: "txt")
            let items = try? FileManager.default.contentsOfDirectory(atPath: Bundle.main.resourcePath!)
            let own = Foundation.Bundle.main
            let said = "Bundle.main"
            let board = UIStoryboard(name: "Main", bundle: Bundle.main)

            """
        let ported = PortCheck.ported(
            text,
            findings: [
                "3:12: note: Bundle.main is the app's bundle on a device and the executable's directory on Linux: Bundle.app is the simulated app's bundle, with the files the app ships"
            ])
        #expect(
            ported == """
                import SimUIKit
                // Bundle.main has the words
                let path = Bundle.app.path(forResource: "start", ofType: "txt")
                let items = try? FileManager.default.contentsOfDirectory(atPath: Bundle.app.resourcePath!)
                let own = Foundation.Bundle.main
                let said = "Bundle.main"
                let board = UIStoryboard(name: "Main", bundle: Bundle.app)

                """)
        // A model file that imports Foundation alone gets SimUIKit, where `Bundle.app` is.
        let model = PortCheck.port([
            ("Words.swift", "import Foundation\nlet url = Bundle.main.url(forResource: \"words\", withExtension: nil)\n")
        ])
        #expect(
            model.files[0].ported
                == "import Foundation\nimport SimUIKit\nlet url = Bundle.app.url(forResource: \"words\", withExtension: nil)\n")
    }
}
