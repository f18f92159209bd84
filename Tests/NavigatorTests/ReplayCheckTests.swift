import Foundation
import Navigator
import Scenes
import SimUIKit
import Testing
import TestSupport

/// Every check of the replay language, holding and failing, with the message it prints.
@MainActor
@Suite("Replay checks", .engine)
struct ReplayCheckTests {
    static let demo = AppConfiguration(app: ScenesApp.description, summary: "the Pets demo")

    /// Runs a script in process; returns the failure's text (nil when every check held) and the transcript.
    static func run(_ text: String) throws -> (failure: String?, transcript: [String]) {
        let script = try ReplayScript.parse(text, file: "t.vcreplay")
        let session = InProcessSession(configuration: demo)
        defer { session.terminate() }
        let result = ReplayRunner(session: session).run(script)
        return (result.failure?.description, result.transcript)
    }

    @Test(
        "checks that hold",
        arguments: [
            "expect top SelectionViewController",
            "expect top Pets",
            "expect top SelectionViewController\ntap \"Cats\"\nexpect top CatsViewController",
            "expect stack Pets",
            "tap \"Dogs\"\nexpect stack SelectionViewController > DogsViewController",
            "tap \"Dogs\"\nexpect stack Pets > Dogs",
            "expect presented none",
            "tap \"Pitfalls\"\ntap \"Sheet\"\nexpect presented ModalDemoViewController",
            "expect screen \"Pick a pet\"",
            "tap \"Dogs\"\nexpect log \"DogsViewController#1.viewDidLoad()\"",
            "tap \"Dogs\"\nexpect no log \"deinit\"",
            "tap \"Cats\"\nexpect value cats == \"[\\\"Tom\\\", \\\"Luna\\\"]\"",
            "tap \"Pitfalls\"\ntap \"Optional dependency\"\nexpect value dog == nil",
            "expect alive",
            "tap \"Pitfalls\"\ntap \"Leaky controller\"\nback\nexpect leak",
            "tap \"Pitfalls\"\ntap \"Leaky controller\"\nback\nexpect leak LeakyViewController",
            "tap \"Dogs\"\nback\nexpect no leaks",
        ])
    func holds(_ script: String) throws {
        let (failure, transcript) = try Self.run("launch\n" + script)
        #expect(failure == nil)
        #expect(transcript.last?.hasPrefix("✓ expect") == true)
    }

    @Test(
        "checks that fail say what they saw",
        arguments: [
            (
                "expect top DogsViewController",
                "t.vcreplay:2:1: expected top DogsViewController; the visible controller is SelectionViewController (title \"Pets\")"
            ),
            ("expect stack Pets > Dogs", "t.vcreplay:2:1: expected stack Pets > Dogs; the stack is SelectionViewController"),
            (
                "expect presented ModalDemoViewController",
                "t.vcreplay:2:1: expected ModalDemoViewController presented; nothing is presented"
            ),
            (
                "expect screen \"Hamsters\"",
                "t.vcreplay:2:1: \"Hamsters\" is not on screen; it shows: \"Pets\", \"Pick a pet\", \"Dogs\", \"Cats\", \"Profile\", \"Pitfalls\""
            ),
            (
                "expect log \"DogsViewController\"",
                "t.vcreplay:2:1: no trace line since the last action contains \"DogsViewController\""
            ),
            (
                "expect no log \"viewDidLoad\"",
                "t.vcreplay:2:1: a trace line since the last action contains \"viewDidLoad\": UINavigationController#1.viewDidLoad()"
            ),
            ("expect value cats == nil", "t.vcreplay:2:1: SelectionViewController has no stored property cats; it has: titleLabel"),
            ("expect crash \"Fatal\"", "t.vcreplay:2:1: expected a crash containing \"Fatal\"; the app is alive"),
            ("expect leak", "t.vcreplay:2:1: expected a leak; none was reported"),
            ("expect leak LeakyViewController", "t.vcreplay:2:1: expected LeakyViewController to leak; leaks: none"),
            (
                "tap \"Hamsters\"",
                "t.vcreplay:2:1: nothing on screen matches \"Hamsters\"; visible: \"Pets\", \"Pick a pet\", \"Dogs\", \"Cats\", \"Profile\", \"Pitfalls\""
            ),
            ("back", "t.vcreplay:2:1: there is no back button on this screen"),
            ("dismiss", "t.vcreplay:2:1: nothing is presented"),
        ])
    func fails(script: String, message: String) throws {
        let (failure, transcript) = try Self.run("launch\n" + script)
        #expect(failure == message)
        #expect(transcript.last?.hasPrefix("FAILED ") == true)
    }

    @Test("the value, presented and no-leaks checks fail with what they saw")
    func moreFailures() throws {
        #expect(
            try Self.run("launch\ntap \"Cats\"\nexpect value cats == \"x\"").failure
                == "t.vcreplay:3:1: expected cats == \"x\"; it is [\"Tom\", \"Luna\"]")
        #expect(
            try Self.run("launch\ntap \"Pitfalls\"\ntap \"Sheet\"\nexpect presented none").failure
                == "t.vcreplay:4:1: expected nothing presented; ModalDemoViewController (title \"Sheet\") is presented")
        #expect(
            try Self.run("launch\ntap \"Pitfalls\"\ntap \"Leaky controller\"\nback\nexpect no leaks").failure
                == "t.vcreplay:5:1: expected no leaks; leaked: LeakyViewController#1")
        #expect(
            try Self.run("launch\ntap \"Pitfalls\"\ntap \"Leaky controller\"\nback\nexpect leak DogsViewController").failure
                == "t.vcreplay:5:1: expected DogsViewController to leak; leaks: LeakyViewController#1")
    }

    /// `dismiss` is a swipe down: a full-screen presentation has nothing to swipe, as on a device.
    @Test("dismiss on a full-screen presentation fails; on a sheet the presenter's delegate hears of it")
    func swipeDown() throws {
        #expect(
            try Self.run("launch\ntap \"Pitfalls\"\ntap \"Full screen\"\ndismiss").failure
                == "t.vcreplay:4:1: ModalDemoViewController#1 is presented fullScreen, which a swipe down cannot dismiss (only sheets can); dismiss by code (D) closes it as its presenter's code would"
        )
        let (failure, transcript) = try Self.run("launch\ntap \"Pitfalls\"\ntap \"Sheet\"\ndismiss\nexpect presented none")
        #expect(failure == nil)
        let swipe = transcript.drop { $0 != "> dismiss" }.prefix(8)
        #expect(
            Array(swipe) == [
                "> dismiss",
                "ModalDemoViewController#1.presentationController.delegate.presentationControllerShouldDismiss(_:) → PitfallsViewController#1",
                "ModalDemoViewController#1.presentationController.delegate.presentationControllerWillDismiss(_:) → PitfallsViewController#1",
                "gesture: swipe down on ModalDemoViewController#1 (the sheet's interactive dismissal: no dismiss(animated:) call)",
                "ModalDemoViewController#1.viewWillDisappear(true)",
                "ModalDemoViewController#1.viewDidDisappear(true)",
                "ModalDemoViewController#1.presentationController.delegate.presentationControllerDidDismiss(_:) → PitfallsViewController#1",
                "log: Pitfalls: the sheet was swiped away; refresh here, no viewWillAppear will come",
            ])
    }

    /// The way out of any presentation, for screens whose own way out is code that is not
    /// there: what app code does (the presenter's `dismiss(animated:)`), traced as that call,
    /// with none of the delegate's swipe callbacks (they are "not called if the presentation is
    /// dismissed programmatically", Apple's documentation of presentationControllerDidDismiss).
    @Test("dismiss by code: the presenter's dismiss(animated: true), for a full-screen presentation too; logged as a call, not a gesture")
    func dismissByCode() throws {
        let (failure, transcript) = try Self.run(
            "launch\ntap \"Pitfalls\"\ntap \"Full screen\"\ndismiss by code\nexpect presented none\nexpect top Pitfalls")
        #expect(failure == nil)
        let lines = Array(transcript.drop { $0 != "> dismiss by code" })
        #expect(lines[1] == "UINavigationController#1 dismiss(ModalDemoViewController#1, animated: true)")
        #expect(!lines.contains { $0.contains("gesture:") || $0.contains("presentationControllerDidDismiss") })
        #expect(try Self.run("launch\ndismiss by code").failure == "t.vcreplay:2:1: nothing is presented")
    }

    @Test("a failed check stops the script: nothing after it runs")
    func stops() throws {
        let (failure, transcript) = try Self.run("launch\nexpect top Nope\ntap \"Dogs\"")
        #expect(failure?.hasPrefix("t.vcreplay:2:1:") == true)
        #expect(!transcript.contains("> tap \"Dogs\""))
    }

    @Test("transcripts are deterministic: the same script twice gives the same lines")
    func deterministic() throws {
        let script =
            "launch\ntap \"Dogs\"\ntap \"Rex\"\nback\nback\ntap \"Cats\"\ntap \"Tom\"\ntap \"Done\"\ntap \"Pitfalls\"\ntap \"Sheet\"\ndismiss\n"
        let first = try Self.run(script).transcript
        let second = try Self.run(script).transcript
        #expect(first == second)
        #expect(!first.contains { $0.range(of: "0x[0-9a-f]", options: .regularExpression) != nil })
    }

    @Test("markers become headings; step, wait and resize do nothing headless")
    func markersAndPacing() throws {
        let (failure, transcript) = try Self.run(
            "launch\nmarker \"Chapter 1\"\nwait 2s\nresize 80x24\nstep on\nnext\nstep off\nexpect alive")
        #expect(failure == nil)
        #expect(transcript.suffix(2) == ["## Chapter 1", "✓ expect alive"])
    }

    @Test("a script that does not start with launch is launched implicitly")
    func implicitLaunch() throws {
        let (failure, transcript) = try Self.run("tap \"Dogs\"\nexpect top DogsViewController")
        #expect(failure == nil)
        #expect(transcript.first == "> launch  # implicit: the script did not start with launch")
    }
}

/// What `expect screen` reads: every text a person sees, a subtitle row's second line included.
@Suite("Screen checks read detail texts")
struct ScreenTextCheckTests {
    static func evaluate(_ command: ReplayCommand) -> String? {
        let row = ScreenElement(kind: .tableRow, text: "Groceries", level: 1, detailText: "Pinned · Milk")
        let state = AppReply(requestID: 0, screen: ScreenModel(title: "Notes", elements: [row]))
        return CheckEvaluator.evaluate(command, in: CheckContext(crash: nil, hung: false, logSinceAction: []) { state })
    }

    @Test("a row's detail text is on screen; a failure lists it beside the row's text")
    func detailText() {
        #expect(Self.evaluate(.expectScreen("Pinned · Milk")) == nil)
        #expect(Self.evaluate(.expectNoScreen("Milk")) == "\"Milk\" is on screen: \"Pinned · Milk\"")
        #expect(Self.evaluate(.expectScreen("Eggs")) == "\"Eggs\" is not on screen; it shows: \"Groceries\", \"Pinned · Milk\"")
    }
}
