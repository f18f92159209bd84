import Foundation
import Testing

@testable import Porting

/// `@IBAction`, `@IBSegueAction` and `#selector` into the class's `ibActions` table.
@Suite("Port: action tables")
struct PortActionTests {
    @Test("every action form, with Swift's selector, in declaration order, at the top of the class body")
    func actionForms() {
        let report = PortCheck.port([
            (
                "ListViewController.swift",
                """
                import UIKit

                class ListViewController: UITableViewController {
                    var items: [String] = []

                    @IBAction func save(_ sender: Any) {}
                    @IBAction func tapped(sender: UIButton) {}
                    @IBAction func done() {}
                    @IBAction
                    func buttonTapped(_ sender: UIButton, forEvent event: UIEvent) {}
                    @IBAction func refresh(_ sender: Any? = nil, animated: Bool = true) {}
                    @IBAction func unwindToList(_ segue: UIStoryboardSegue) {}
                    @IBAction func unwind(segue: UIStoryboardSegue) {}
                    @IBSegueAction func makeDetail(_ coder: NSCoder) -> DetailViewController? { nil }
                    @IBSegueAction func makeEditor(_ coder: NSCoder, sender: Any?) -> EditorViewController? { nil }
                    @IBSegueAction func makeOther(coder: NSCoder, sender: Any?, segueIdentifier: String?) -> UIViewController? { nil }
                }
                """
            )
        ])
        #expect(
            report.files[0].ported == """
                import SimUIKit

                class ListViewController: UITableViewController {
                    override class var ibActions: [IBActionBinding] {
                        [
                            .action("save:", Self.save),
                            .action("tappedWithSender:", Self.tapped),
                            .action("done", Self.done),
                            .action("buttonTapped:forEvent:", Self.buttonTapped),
                            .action("refresh:animated:", Self.refresh),
                            .unwind("unwindToList:", Self.unwindToList),
                            .unwind("unwindWithSegue:", Self.unwind),
                            .segueAction("makeDetail:", Self.makeDetail),
                            .segueAction("makeEditor:sender:", Self.makeEditor),
                            .segueAction("makeOtherWithCoder:sender:segueIdentifier:", Self.makeOther),
                        ]
                    }

                    var items: [String] = []

                    @IBAction func save(_ sender: Any) {}
                    @IBAction func tapped(sender: UIButton) {}
                    /* @IBAction */ func done() {}
                    /* @IBAction */
                    func buttonTapped(_ sender: UIButton, forEvent event: UIEvent) {}
                    /* @IBAction */ func refresh(_ sender: Any? = nil, animated: Bool = true) {}
                    @IBAction func unwindToList(_ segue: UIStoryboardSegue) {}
                    @IBAction func unwind(segue: UIStoryboardSegue) {}
                    @IBSegueAction func makeDetail(_ coder: NSCoder) -> DetailViewController? { nil }
                    @IBSegueAction func makeEditor(_ coder: NSCoder, sender: Any?) -> EditorViewController? { nil }
                    @IBSegueAction func makeOther(coder: NSCoder, sender: Any?, segueIdentifier: String?) -> UIViewController? { nil }
                }
                """)
        #expect(report.diagnostics.isEmpty)
    }

    @Test("actions in extensions, in the same file and in others, join the class's table; private ones in other files lose private")
    func extensions() {
        let report = PortCheck.port([
            (
                "A.swift",
                """
                import UIKit

                final class A: UIViewController {
                    @IBAction func first(_ sender: Any) {}
                }

                extension A {
                    @IBAction private func second(_ sender: Any) {}
                }
                """
            ),
            (
                "A+Actions.swift",
                """
                import UIKit

                extension A: UITextFieldDelegate {
                    @IBAction private func third(_ sender: UIButton) {}
                    @IBAction fileprivate func fourth() {}
                }
                """
            ),
        ])
        #expect(
            report.files[0].ported == """
                import SimUIKit

                final class A: UIViewController {
                    override class var ibActions: [IBActionBinding] {
                        [
                            .action("first:", Self.first),
                            .action("second:", Self.second),
                            .action("third:", Self.third),
                            .action("fourth", Self.fourth),
                        ]
                    }

                    @IBAction func first(_ sender: Any) {}
                }

                extension A {
                    @IBAction private func second(_ sender: Any) {}
                }
                """)
        #expect(
            report.files[1].ported == """
                import SimUIKit

                extension A: UITextFieldDelegate {
                    @IBAction func third(_ sender: UIButton) {}
                    /* @IBAction */ func fourth() {}
                }
                """)
        #expect(
            PortCheck.messages(report) == [
                "4:15: note: private removed from third: A.ibActions, in another file, must name it",
                "5:15: note: fileprivate removed from fourth: A.ibActions, in another file, must name it",
            ])
    }

    @Test("a table already right is kept as written; a stale one is regenerated, not duplicated, keeping hand-written lines")
    func regeneration() {
        let current = """
            class A: UIViewController {
                override class var ibActions: [IBActionBinding] { [.unwind("back:", Self.back), .action("go:", Self.go)] }
                @IBAction func go(_ sender: Any) {}
                @IBAction func back(_ segue: UIStoryboardSegue) {}
            }
            """
        #expect(PortCheck.ported(current, findings: []) == current)
        let stale = """
            class A: UIViewController {
                override class var ibActions: [IBActionBinding] {
                    [
                        .action("go:", Self.go),
                        .action("gone:", Self.gone),
                        .action("custom:", Self.custom),
                    ]
                }
                @IBAction func go(_ sender: Any) {}
                @IBAction func added() {}
                func custom(_ sender: Any) {}
            }
            """
        #expect(
            PortCheck.ported(stale, findings: []) == """
                import SimUIKit

                class A: UIViewController {
                    override class var ibActions: [IBActionBinding] {
                        [
                            .action("go:", Self.go),
                            .action("added", Self.added),
                            .action("custom:", Self.custom),
                        ]
                    }
                    @IBAction func go(_ sender: Any) {}
                    /* @IBAction */ func added() {}
                    func custom(_ sender: Any) {}
                }
                """)
    }

    @Test("an override in an extension moves, ported, into the class body: Swift on Linux overrides only there")
    func overridesInExtensions() {
        let report = PortCheck.port([
            (
                "List.swift",
                """
                import UIKit

                class ListViewController: UIViewController {
                    var items: [String] = []
                }
                """
            ),
            (
                "List+Lifecycle.swift",
                """
                import UIKit

                extension ListViewController: UITableViewDataSource {
                    /// Reloads on every appearance.
                    @objc override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        button.addTarget(self, action: #selector(refresh), for: .valueChanged)
                    }

                    override var title: String? { get { "List" } set {} }

                    @objc func refresh() {}
                }
                """
            ),
        ])
        #expect(
            report.files[0].ported == """
                import SimUIKit

                class ListViewController: UIViewController {
                    override class var ibActions: [IBActionBinding] {
                        [
                            .action("refresh", Self.refresh),
                        ]
                    }

                    var items: [String] = []

                    /// Reloads on every appearance.
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        button.addTarget(self, action: Selector("refresh"), for: .valueChanged)
                    }

                    override var title: String? { get { "List" } set {} }
                }
                """)
        #expect(
            report.files[1].ported == """
                import SimUIKit

                extension ListViewController: UITableViewDataSource {
                    func refresh() {}
                }
                """)
        #expect(
            PortCheck.messages(report) == [
                "5:20: note: func viewWillAppear moved into ListViewController's body: Swift on Linux overrides only in a class body, not in an extension",
                "10:14: note: var title moved into ListViewController's body: Swift on Linux overrides only in a class body, not in an extension",
            ])
    }

    @Test("the demo app's sources, already SimUIKit, need nothing")
    func demoNeedsNothing() throws {
        let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scenes")
        let names = try FileManager.default.contentsOfDirectory(atPath: scenes.path).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(names.count > 5)
        let files = try names.map { ($0, try String(contentsOf: scenes.appendingPathComponent($0), encoding: .utf8)) }
        let report = PortCheck.port(files)
        #expect(report.files.filter(\.isChanged).map(\.path) == [])
        #expect(report.diagnostics == [])
        #expect(report.unreadable == [])
    }
}

/// Hostile input: any prefix of a file is either Swift the port reads or an error with a place,
/// never a trap.
@Suite("Port: cut files")
struct PortCutFileTests {
    @Test("every prefix of a busy file ports or fails with a location")
    func prefixes() {
        let text = ##"""
            import UIKit
            @IBDesignable final class A: UIViewController, UITableViewDataSource {
                @IBOutlet private(set) weak var label: UILabel! { didSet { label.text = "\(1)" } }
                @IBInspectable var radius: CGFloat = 2
                override class var ibActions: [IBActionBinding] { [.action("go:", Self.go)] }
                @IBAction func go(_ sender: Any) { perform(#selector(self.tick(_:)), with: nil, afterDelay: 0) }
                @objc(tock:) func tick(_ t: Timer) { let s = #"raw \#(t) "q""#; _ = s }
                @IBSegueAction func make(_ coder: NSCoder, sender: Any?) -> UIViewController? { nil }
            }
            extension A { override func viewDidLoad() { /* /* nested */ */ } }
            @main class D: UIResponder, UIApplicationDelegate {}
            """##
        let scalars = Array(text.unicodeScalars)
        for cut in 0...scalars.count {
            var prefix = String.UnicodeScalarView()
            prefix.append(contentsOf: scalars[..<cut])
            let report = Porter().port([PortSource(path: "A.swift", text: String(prefix))])
            #expect(report.files.filter { !$0.isNew }.count + report.unreadable.count == 1)
        }
    }
}
