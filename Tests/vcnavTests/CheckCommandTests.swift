import Foundation
import Testing
import TestSupport

/// `vcnav check`: every problem as file:line:column, a summary per file, meaningful exit codes.
@Suite("vcnav check")
struct CheckCommandTests {
    static func fixture(_ name: String) -> String {
        Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures")!.path
    }

    @Test("the demo's storyboards are clean")
    func demoIsClean() throws {
        let result = try VCNavBinary.run(["check", "Scenes/Storyboards"], currentDirectory: VCNavBinary.packageRoot)
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("4 storyboards: 0 problems, 0 warnings\n"))
        #expect(
            result.stdout.contains(
                "Selection.storyboard: 4 scenes (1 navigationController, 1 viewController, 2 viewControllerPlaceholder); 3 segues (1 relationship, 2 show); entry point: Navigation Controller (UINavigationController)"
            ))
    }

    /// Examples/Notes unwinds to its list, made in code: `Notes check` warned twice about it.
    @Test("--sources: an unwind action some class made in code lists in its ibActions is no warning where code can show the scene")
    func unwindImplementedInCode() throws {
        try withTemporaryDirectory("code-shown") { sources in
            try """
            import SimUIKit

            final class ListViewController: UITableViewController {
                override class var ibActions: [IBActionBinding] {
                    super.ibActions + [.unwind("saveForm:", Self.saveForm)]
                }
                @IBAction func saveForm(_ segue: UIStoryboardSegue) {}
            }
            """.write(to: sources.appendingPathComponent("ListViewController.swift"), atomically: true, encoding: .utf8)
            let result = try VCNavBinary.run(["check", Self.fixture("CodeShown"), "--sources", sources.path])
            #expect(result.status == 65)
            let lines = result.stdout.split(separator: "\n").map { $0.replacingOccurrences(of: Self.fixture("CodeShown") + "/", with: "") }
            // The scene no code can show still unwinds nowhere.
            #expect(
                lines.first
                    == "Form.storyboard:35:37: unwind action 'saveForm:' is implemented by no controller that can lead to this scene: the unwind does nothing"
            )
            #expect(result.stdout.hasSuffix("1 storyboard: 1 problem, 0 warnings\n"))
        }
    }

    @Test("files are named as the user can open them: under the path given, relative when it is relative")
    func paths() throws {
        let relative = try VCNavBinary.run(["check", "Tests/vcnavTests/Fixtures/CodeShown/"], currentDirectory: VCNavBinary.packageRoot)
        #expect(relative.stdout.hasPrefix("Tests/vcnavTests/Fixtures/CodeShown/Form.storyboard:15:37: warning: "))
        #expect(relative.stdout.contains("\nTests/vcnavTests/Fixtures/CodeShown/Form.storyboard: "))
        let inside = try VCNavBinary.run(
            ["check", "CodeShown"], currentDirectory: VCNavBinary.packageRoot.appendingPathComponent("Tests/vcnavTests/Fixtures"))
        #expect(inside.stdout.hasPrefix("CodeShown/Form.storyboard:15:37: warning: "))
        let absolute = VCNavBinary.packageRoot.appendingPathComponent("Tests/vcnavTests/Fixtures/CodeShown").path
        let given = try VCNavBinary.run(["check", absolute], currentDirectory: FileManager.default.temporaryDirectory)
        #expect(given.stdout.hasPrefix(absolute + "/Form.storyboard:15:37: warning: "))
    }

    @Test("one scene and no segue are counted in the singular and as none")
    func singular() throws {
        let result = try VCNavBinary.run(
            ["check", "Tests/SimUIKitTests/Fixtures/Controls.storyboard", "Tests/SimUIKitTests/Fixtures/Gestures.storyboard"],
            currentDirectory: VCNavBinary.packageRoot)
        #expect(
            result.stdout.contains(
                "Controls.storyboard: 2 scenes (2 viewController); 0 segues (none); entry point: Settings (UIViewController)"))
        #expect(result.stdout.contains("Gestures.storyboard: 1 scene (1 viewController); 0 segues (none)"))
    }

    @Test("class checks: missing actions, outlets, runtime attributes and unwind actions of known classes")
    func classProblems() throws {
        let result = try VCNavBinary.run(["check", Self.fixture("BadClasses")])
        #expect(result.status == 65)
        // Given an absolute path, each file is named by its absolute path.
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.replacingOccurrences(of: Self.fixture("BadClasses") + "/", with: "")
        }
        #expect(
            Array(lines.prefix(5)) == [
                "Bad.storyboard:22:37: action 'missingAction:' is not in SelectionViewController.ibActions: a tap raises 'unrecognized selector sent to instance'",
                "Bad.storyboard:29:25: runtime attribute 'mood' of SelectionViewController: the class has no `@Inspectable var mood` (UIKit raises NSUnknownKeyException for key mood)",
                "Bad.storyboard:33:25: outlet 'nope' of SelectionViewController: the class has no such property (loading this scene raises NSUnknownKeyException: not key value coding-compliant for the key nope)",
                "Bad.storyboard:46:37: unwind action 'unwindToNowhere:' is implemented by no controller that can lead to this scene: the unwind does nothing",
                "Bad.storyboard:52:25: outlet 'cat' is a plain stored property: declare it `@Outlet var cat` so the storyboard can connect it (loading this scene raises NSUnknownKeyException)",
            ])
        #expect(result.stdout.hasSuffix("1 storyboard: 5 problems, 0 warnings\n"))
    }

    @Test("an unwind from a scene code can show (a Storyboard ID) to an action no storyboard controller has: a warning, not a problem")
    func unwindFromCode() throws {
        let result = try VCNavBinary.run(["check", Self.fixture("CodeShown")])
        #expect(result.status == 65)
        let lines = result.stdout.split(separator: "\n").map { $0.replacingOccurrences(of: Self.fixture("CodeShown") + "/", with: "") }
        #expect(
            Array(lines.prefix(2)) == [
                "Form.storyboard:15:37: warning: unwind action 'saveForm:' is implemented by no storyboard controller that can lead to this scene; it unwinds only to a controller made in code that shows it (through its Storyboard ID)",
                "Form.storyboard:35:37: unwind action 'saveForm:' is implemented by no controller that can lead to this scene: the unwind does nothing",
            ])
        #expect(result.stdout.hasSuffix("1 storyboard: 1 problem, 1 warning\n"))
    }

    @Test("a path that cannot be read: exit 66 with a message")
    func unreadable() throws {
        let result = try VCNavBinary.run(["check", "/nonexistent/Main.storyboard"])
        #expect(result.status == 66)
        #expect(result.stderr == "vcnav: cannot read '/nonexistent/Main.storyboard': no such file or directory\n")
    }

    @Test("no path: a usage error, exit 64")
    func usage() throws {
        let result = try VCNavBinary.run(["check"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("vcnav: check needs at least one storyboard file or directory"))
    }
}

/// `--storyboards DIR`: a project's storyboards without its code, as a new user explores them.
@Suite("Exploring storyboards without the app's code")
struct ExplorerTests {
    @Test("a replay walks a project's storyboards with stand-ins for its classes")
    func walk() throws {
        let directory = CheckCommandTests.fixture("Explorer")
        let result = try VCNavBinary.run(["replay", directory + "/walk.vcreplay", "--storyboards", directory])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains(
                "UIViewController#1.init(coder:) [coder] initial view controller, stand-in for Notes.SignInViewController"))
        #expect(result.stdout.contains("warning: Unknown class SignInViewController in Interface Builder file."))
        #expect(result.stdout.contains("  UIViewController#1.welcome = \"Hello\"  (set by the storyboard's runtime attributes)"))
    }

    @Test("value controls through the app process: drawn values, a stepper and page dots tapped by their text")
    func valueControls() throws {
        try withTemporaryDirectory("controls") { directory in
            let fixture = VCNavBinary.packageRoot.appendingPathComponent("Tests/SimUIKitTests/Fixtures/Controls.storyboard")
            try FileManager.default.copyItem(at: fixture, to: directory.appendingPathComponent("Main.storyboard"))
            let script = directory.appendingPathComponent("controls.vcreplay")
            try """
            launch
            expect screen "0.25"
            expect screen "0.5"
            tap "2"
            expect screen "3"
            tap "2/4"
            expect screen "3/4"
            expect alive

            """.write(to: script, atomically: true, encoding: .utf8)
            let result = try VCNavBinary.run(["replay", script.path, "--storyboards", directory.path])
            #expect(result.status == 0, "\(result.stdout)\n\(result.stderr)")
            #expect(result.stdout.contains("✓ expect screen \"3/4\""))
        }
    }

    @Test("--main is required when the directory has no Main storyboard and several others")
    func mainRequired() throws {
        let result = try VCNavBinary.run([
            "replay", "x.vcreplay", "--storyboards", VCNavBinary.packageRoot.appendingPathComponent("Scenes/Storyboards").path,
        ])
        #expect(result.status == 64)
        #expect(
            result.stderr.hasPrefix("vcnav: which storyboard is the main one? Give --main NAME (found: Cats, Dogs, Pitfalls, Selection)"))
    }

    @Test("vcnav check on the project: warnings for its unknown classes, no problems")
    func check() throws {
        let result = try VCNavBinary.run(["check", CheckCommandTests.fixture("Explorer")])
        #expect(result.status == 0)
        #expect(
            result.stdout.contains(
                "Main.storyboard: 4 scenes (1 navigationController, 1 tableViewController, 2 viewController); 3 segues (1 presentation, 1 relationship, 1 show); entry point: Sign In (SignInViewController)"
            ))
    }
}

/// Work an app schedules with `DispatchQueue.main.async` runs in the app process's main run loop.
@Suite("The app's main queue")
struct MainQueueTests {
    @Test("DispatchQueue.main.async from viewDidLoad runs before the action ends")
    func mainQueue() throws {
        let directory = CheckCommandTests.fixture("MainQueue")
        try withTemporaryDirectory("mq") { folder in
            let script = folder.appendingPathComponent("mq.vcreplay")
            try "launch\nexpect screen \"Ran on the main queue\"\n".write(to: script, atomically: true, encoding: .utf8)
            let result = try VCNavBinary.run(["replay", script.path, "--storyboards", directory, "--quiet"])
            #expect(result.status == 0, "\(result.stderr)")
        }
    }
}

/// Timers, delayed performs, main-thread performs and notifications that reach their methods by
/// selector run on the app process's main run loop, as `DispatchQueue.main.async` work does.
@Suite("Selectors on the app's main run loop")
struct RunLoopSelectorTests {
    private func replay(_ script: String) throws -> (status: Int32, stdout: String, stderr: String) {
        let directory = CheckCommandTests.fixture("RunLoop")
        return try withTemporaryDirectory("rl") { folder in
            let file = folder.appendingPathComponent("rl.vcreplay")
            try script.write(to: file, atomically: true, encoding: .utf8)
            return try VCNavBinary.run(["replay", file.path, "--storyboards", directory])
        }
    }

    @Test("a scheduled timer, perform(_:with:afterDelay: 0), performSelector(onMainThread:) and a notification observer")
    func selectors() throws {
        let result = try replay(
            """
            launch
            expect screen "Timer fired: tick"
            expect screen "Performed: later"
            expect screen "Main: queued"
            expect screen "Nothing noticed"
            tap "Post"
            expect screen "Noticed RunLoopViewController.ping"
            """)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }

    /// The main run loop runs main-queue work (Apple's `DispatchQueue.main`: an app started with
    /// `UIApplicationMain`, or using a CFRunLoop on the main thread, executes the blocks submitted
    /// to the main queue), due timers and its own blocks ("When the runloop runs in the specified
    /// mode, the block object is executed": Apple's CFRunLoopPerformBlock), and an app's action
    /// ends when it is idle again: work that work or a timer queued runs
    /// within the same tap. The settling takes a turn after the first only while the main queue
    /// or a timer has work due (`vcnav_main_run_loop_has_due_work`): this is what breaks if that
    /// test misses either.
    @Test("main-queue work queued by main-queue work and by a timer, and a run-loop block, all run within the tap")
    func chains() throws {
        let result = try replay(
            """
            launch
            expect screen "Nothing chained"
            tap "Chain"
            expect screen "Chain 3: queue, queue, timer, queue"
            tap "Block"
            expect screen "Block ran"
            """)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }

    @Test("a delayed perform of a method not in ibActions crashes with UIKit's message")
    func unrecognized() throws {
        let result = try replay(
            """
            launch
            tap "Perform missing"
            expect crash "-[Scenes.RunLoopViewController missing:]: unrecognized selector sent to instance"
            """)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }
}

/// `vcnav check --sources DIR`: the app's Swift sources, read with the port's tokenizer, catch a
/// storyboard action whose method exists but is missing from `ibActions`.
@Suite("vcnav check --sources")
struct CheckSourcesTests {
    @Test("an action and a segue action whose methods are missing from a stale table are warned about; port --write fixes it")
    func staleTable() throws {
        let fixture = URL(fileURLWithPath: CheckCommandTests.fixture("StaleTable"))
        try withTemporaryDirectory("stale") { folder in
            let root = folder.appendingPathComponent("app")
            try FileManager.default.copyItem(at: fixture, to: root)
            let result = try VCNavBinary.run(["check", "Main.storyboard", "--sources", "Sources"], currentDirectory: root)
            #expect(result.status == 0)
            let lines = result.stdout.split(separator: "\n").map(String.init)
            #expect(
                lines.filter { $0.contains("stale table") } == [
                    "Main.storyboard:21:37: warning: action 'shareWithSender:' is ListViewController.share(sender:) (Sources/ListViewController.swift:15:15), missing from ListViewController.ibActions (a stale table): a tap raises 'unrecognized selector sent to instance'; `vcnav port --write` rewrites the table",
                    "Main.storyboard:29:37: warning: segue action 'makeDetail:sender:' is ListViewController.makeDetail(_:sender:) (Sources/ListViewController.swift:17:20), missing from ListViewController.ibActions (a stale table): performing the segue raises 'unrecognized selector sent to instance'; `vcnav port --write` rewrites the table",
                ])
            // `removed:` has no method at all: not a stale table (and vcnav cannot know the class).
            #expect(!result.stdout.contains("'removed:'"))
            #expect(result.stdout.hasSuffix("1 storyboard: 0 problems, 3 warnings\n"))

            let port = try VCNavBinary.run(["port", "--write", "Sources"], currentDirectory: root)
            #expect(port.status == 0, "\(port.stderr)")
            let again = try VCNavBinary.run(["check", "Main.storyboard", "--sources", "Sources"], currentDirectory: root)
            #expect(!again.stdout.contains("stale table"))
            #expect(again.stdout.hasSuffix("1 storyboard: 0 problems, 1 warning\n"))
        }
    }

    @Test("a sources path that cannot be read: exit 66")
    func unreadableSources() throws {
        let result = try VCNavBinary.run(["check", CheckCommandTests.fixture("StaleTable"), "--sources", "/nonexistent/Sources"])
        #expect(result.status == 66)
        #expect(result.stderr == "vcnav: cannot read '/nonexistent/Sources'\n")
    }

    @Test("check --help documents --sources")
    func help() throws {
        let result = try VCNavBinary.run(["check", "--help"])
        #expect(result.stdout.contains("--sources DIR              also read the app's Swift sources under DIR"))
    }
}
