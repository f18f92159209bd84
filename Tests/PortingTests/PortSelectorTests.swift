import Testing

#if canImport(Glibc)
    import Glibc
#endif

@testable import Porting

/// `#selector(…)` and `@objc`.
@Suite("Port: selectors and @objc")
struct PortSelectorTests {
    @Test("#selector in every spelling becomes Selector(\"…\"), and its method joins the table; @objc goes")
    func selectors() {
        let report = PortCheck.port([
            (
                "Clock.swift",
                """
                import UIKit

                class ClockViewController: UIViewController {
                    var timer: Timer?

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
                        NotificationCenter.default.addObserver(
                            self, selector: #selector(keyboardWillShow(notification:)),
                            name: UIResponder.keyboardWillShowNotification, object: nil)
                        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(self.tapped(_:))))
                        navigationItem.rightBarButtonItem = UIBarButtonItem(
                            barButtonSystemItem: .add, target: self, action: #selector(ClockViewController.add))
                        perform(#selector((tick)), with: nil, afterDelay: 0.5)
                    }

                    @objc func tick() {}
                    @objc
                    private func keyboardWillShow(notification: Notification) {}
                    @objc(handleTap:) func tapped(_ recognizer: UITapGestureRecognizer) {}
                }

                extension ClockViewController {
                    @objc func add() {}
                }
                """
            )
        ])
        #expect(
            report.files[0].ported == """
                import SimUIKit

                class ClockViewController: UIViewController {
                    override class var ibActions: [IBActionBinding] {
                        [
                            .action("tick", Self.tick),
                            .action("keyboardWillShowWithNotification:", Self.keyboardWillShow),
                            .action("handleTap:", Self.tapped),
                            .action("add", Self.add),
                        ]
                    }

                    var timer: Timer?

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: Selector("tick"), userInfo: nil, repeats: true)
                        NotificationCenter.default.addObserver(
                            self, selector: Selector("keyboardWillShowWithNotification:"),
                            name: UIResponder.keyboardWillShowNotification, object: nil)
                        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector("handleTap:")))
                        navigationItem.rightBarButtonItem = UIBarButtonItem(
                            barButtonSystemItem: .add, target: self, action: Selector("add"))
                        perform(Selector("tick"), with: nil, afterDelay: 0.5)
                    }

                    func tick() {}
                    private func keyboardWillShow(notification: Notification) {}
                    func tapped(_ recognizer: UITapGestureRecognizer) {}
                }

                extension ClockViewController {
                    func add() {}
                }
                """)
        #expect(report.diagnostics.isEmpty)
    }

    @Test("a method found in a superclass of these sources is listed in that class's table")
    func superclassMethod() {
        let report = PortCheck.port([
            ("Base.swift", "class Base: UIViewController {\n    @objc func close() {}\n}\n"),
            ("Sub.swift", "class Sub: Base {\n    func f() { button.addTarget(self, action: #selector(close), for: .touchUpInside) }\n}\n"),
        ])
        #expect(report.files[0].ported.contains(".action(\"close\", Self.close)"))
        #expect(!report.files[1].ported.contains("ibActions"))
        #expect(report.files[1].ported.contains("action: Selector(\"close\")"))
    }

    @Test("a selector qualified by a UIKit class that has a method of that name reaches the enclosing class's method")
    func uikitQualifier() {
        let text = PortCheck.ported(
            """
            class Login: UIViewController {
                override func viewDidLoad() {
                    view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(UIInputViewController.dismissKeyboard)))
                }
                @objc func dismissKeyboard() { view.endEditing(true) }
            }
            """, findings: [])
        #expect(text.contains(".action(\"dismissKeyboard\", Self.dismissKeyboard)"))
        #expect(text.contains("action: Selector(\"dismissKeyboard\")"))
    }

    @Test("a timer made with Timer(…target:…userInfo:) keeps no user info on Linux: left by hand unless it is nil")
    func timerUserInfo() {
        let report = PortCheck.port([
            (
                "A.swift",
                """
                final class A: UIViewController {
                    func start() {
                        let a = Timer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: ["n": 1], repeats: true)
                        let b = Timer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
                        let c = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: 2, repeats: true)
                    }
                    var timer = Timer()
                    @objc func tick() {}
                }
                """
            )
        ])
        #expect(
            PortCheck.messages(report) == [
                "3:17: by hand: Timer(timeInterval:target:selector:userInfo:repeats:) keeps no user info on Linux: schedule it with Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:), which does",
                "7:17: by hand: Timer() does not exist in Foundation on Linux: declare the property Timer? and make the timer when it starts",
            ])
    }

    @Test("selectors this port cannot resolve are left by hand, with the reason")
    func unresolved() {
        let report = PortCheck.port([
            (
                "A.swift",
                """
                class A: UIViewController {
                    func f() {
                        let a = #selector(getter: UIView.frame)
                        let b = #selector(missing)
                        let c = #selector(UIView.endEditing(_:))
                        let d = #selector(many(_:_:_:))
                    }
                    @objc func many(_ a: Int, _ b: Int, _ c: Int) {}
                }
                """
            )
        ])
        #expect(report.files[0].ported.contains("let c = Selector(\"endEditing:\")"))
        #expect(report.files[0].ported.contains("let b = #selector(missing)"))
        #expect(
            PortCheck.messages(report) == [
                "3:17: by hand: #selector(getter:UIView.frame) names a property accessor or something this port cannot read: write its Selector(\"…\") and list the method in its class's ibActions",
                "4:17: by hand: #selector(missing): no method missing in A in these sources, so its arguments (and selector) are unknown: write Selector(\"…\") and list the method in its class's ibActions",
                "5:17: by hand: no method of these sources has the selector endEditing:: it reaches nothing unless the target's class lists it in ibActions",
                "6:17: by hand: many(_:_:_:) takes 3 arguments: an action takes a sender and an event at most",
            ])
    }

    @Test("a class outside the responder chain declares its table and conforms to SelectorTarget")
    func plainClasses() {
        let report = PortCheck.port([
            (
                "Ticker.swift",
                """
                import Foundation

                final class Ticker: NSObject {
                    func start() {
                        Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(fire(_:)), userInfo: nil, repeats: true)
                    }
                    @objc func fire(_ timer: Timer) {}
                }

                class Derived: Ticker {
                    func again() { perform(#selector(other), with: nil, afterDelay: 0) }
                    @objc func other() {}
                }
                """
            )
        ])
        #expect(
            report.files[0].ported == """
                import Foundation
                import SimUIKit

                final class Ticker: NSObject, SelectorTarget {
                    @MainActor class var ibActions: [IBActionBinding] {
                        [
                            .action("fire:", Self.fire),
                        ]
                    }

                    func start() {
                        Timer.scheduledTimer(timeInterval: 1, target: self, selector: Selector("fire:"), userInfo: nil, repeats: true)
                    }
                    func fire(_ timer: Timer) {}
                }

                class Derived: Ticker {
                    override class var ibActions: [IBActionBinding] {
                        [
                            .action("other", Self.other),
                        ]
                    }

                    func again() { perform(Selector("other"), with: nil, afterDelay: 0) }
                    func other() {}
                }
                """)
    }

    @Test("@objc dynamic loses both words with a note; optional protocol requirements are left by hand")
    func objcForms() {
        let report = PortCheck.port([
            (
                "A.swift",
                """
                @objc protocol Picker {
                    @objc optional func picked(_ value: Int)
                    func cancelled()
                }
                @objc protocol Plain {
                    func go()
                }
                @objcMembers class Model: NSObject {
                    @objc dynamic var name = ""
                    @nonobjc func hidden() {}
                }
                """
            )
        ])
        #expect(
            report.files[0].ported == """
                @objc protocol Picker {
                    @objc optional func picked(_ value: Int)
                    func cancelled()
                }
                protocol Plain {
                    func go()
                }
                class Model: NSObject {
                    var name = ""
                    func hidden() {}
                }
                """)
        #expect(
            PortCheck.messages(report) == [
                "2:20: by hand: optional protocol requirement: Swift on Linux has none; give it a default in a protocol extension and call it without `?`",
                "9:11: note: @objc dynamic removed: key-value observing needs the Objective-C runtime; observers of this property are never called",
            ])
    }

    @Test("nested generics, closures and default arguments in parameters do not confuse the selector")
    func trickyParameters() {
        let text = PortCheck.ported(
            """
            class A: UIViewController {
                @IBAction func configure(_ map: [String: Array<Set<Int>>] = [:], completion: @escaping (Result<Int, Error>) -> Void = { _ in }) {}
                func f() { b.addTarget(self, action: #selector(configure(_:completion:)), for: .valueChanged) }
            }
            """, findings: [])
        #expect(text.contains(".action(\"configure:completion:\", Self.configure)"))
        #expect(text.contains("action: Selector(\"configure:completion:\")"))
    }
}

/// Inputs the port's fuzzer found (Tests/Fuzz): the first run and the second must agree.
@Suite("Port: fuzz findings")
struct PortFuzzFindingTests {
    @Test(
        "#selector naming another type's method: the method of these sources with that selector joins its table, as the next run's Selector(\"…\") would"
    )
    func selectorQualifiedElsewhere() {
        let report = PortCheck.port(
            [
                ("A.swift", "class Notes: UIViewController {\n    func notesChanged(_ n: Notification) {}\n}\n"),
                ("B.swift", "class Other: UIViewController {\n    func f() { _ = #selector(UIKitThing.notesChanged(_:)) }\n}\n"),
            ],
            findings: [])
        #expect(report.files[0].ported.contains(".action(\"notesChanged:\", Self.notesChanged)"))
        #expect(report.files[1].ported.contains("_ = Selector(\"notesChanged:\")"))
    }
}

extension PortFuzzFindingTests {
    @Test("a root class gets SelectorTarget once; a class name the outline cannot read whole gets no conformance inside it")
    func conformance() {
        let root = PortCheck.port(
            [("A.swift", "class Target {\n    @objc func go() {}\n    func f() { _ = #selector(go) }\n}\n")], findings: [])
        #expect(root.files[0].ported.hasPrefix("import SimUIKit\n\nclass Target: SelectorTarget {\n    @MainActor class var ibActions"))
        let mangled = "class Editor.Controller: UIViewController {\n    @IBAction func done(_ sender: Any) {}\n}\n"
        let report = PortCheck.port([("A.swift", mangled)], findings: [])
        #expect(report.files[0].ported.contains("class Editor.Controller: UIViewController {"))
    }

    /// Found by the fuzzer on garbled text: the table was rewritten without its stale entry and
    /// without the `#if` around it, so the first run reported `#if os(iOS)` and the second did
    /// not; the branch a person wrote was lost.
    @Test("an ibActions table with #if inside that needs other entries is left by hand, whole, with the entries it should list")
    func tableWithConditional() {
        let text = """
            import SimUIKit

            final class ProbeViewController: UIViewController {
                override class var ibActions: [IBActionBinding] {
                    [
                        .action("say:", Self.say),
                        #if os(iOS)
                            .action("gone:", Self.gone),
                        #endif
                    ]
                }

                @IBAction func say(_ sender: Any) {}
            }

            """
        let ported = PortCheck.ported(
            text,
            findings: [
                "7:13: by hand: ProbeViewController's ibActions table has #if inside, which a rewritten table would lose: make it list .action(\"say:\", Self.say) by hand",
                "7:17: by hand: #if os(iOS) is false on Linux: the code under it is not compiled; use canImport(SimUIKit) or os(Linux)",
            ])
        #expect(ported == text)
    }
}

extension PortSelectorTests {
    /// Before the port's lookups were indexed, each `#selector` searched the whole file: 4,000 of
    /// them in one class took 100 s in a debug build. Ten times the selectors must now take about
    /// ten times as long (this thread's CPU time, the best of two runs each; quadratic would be a hundred).
    @Test("the port grows with the file: ten times the #selectors in one class, about ten times the time, not a hundred")
    func selectorsScaleLinearly() {
        func source(selectors count: Int) -> String {
            var lines = ["import UIKit", "", "class ActionsViewController: UIViewController {", "    override func viewDidLoad() {"]
            for index in 0..<count {
                lines.append("        button.addTarget(self, action: #selector(tapped\(index)(_:)), for: .touchUpInside)")
            }
            lines.append("    }")
            for index in 0..<count { lines.append("    @objc func tapped\(index)(_ sender: UIButton) {}") }
            return (lines + ["}", ""]).joined(separator: "\n")
        }
        /// The CPU time `work` takes on this thread: what other tests running meanwhile do not change.
        func threadSeconds(_ work: () -> Void) -> Double {
            var start = timespec()
            var end = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
            work()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
            return Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) * 1e-9
        }
        func seconds(selectors count: Int) -> Double {
            let text = source(selectors: count)
            var best = Double.infinity
            for _ in 0..<2 {
                let elapsed = threadSeconds {
                    #expect(Porter().port([PortSource(path: "Actions.swift", text: text)]).files.first?.isChanged == true)
                }
                best = min(best, elapsed)
            }
            return best
        }
        let small = seconds(selectors: 300)
        let large = seconds(selectors: 3_000)
        #expect(large < small * 30, "300 selectors: \(small) s, 3,000: \(large) s")
    }
}
