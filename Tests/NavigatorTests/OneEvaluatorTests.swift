import Foundation
import Navigator
import Scenes
import SimUIKit
import Testing
import TestSupport

/// A replay and the navigator's `:` prompt judge every check with the one `CheckEvaluator`:
/// the same checks after the same actions get the same verdicts and messages.
@MainActor
@Suite("One evaluator", .engine)
struct OneEvaluatorTests {
    static let demo = ReplayCheckTests.demo

    /// Each script's last line is a check; its verdict from a replay and from the prompt.
    nonisolated static let cases = [
        "tap \"Profile\"\nexpect no log \"tap\"",
        "tap \"Profile\"\nexpect log \"ProfileViewController#1.viewDidLoad()\"",
        "tap \"Profile\"\nback\nexpect log \"ProfileViewController#1.viewDidLoad()\"",
        "tap \"Cats\"\nmarker \"Chapter\"\nexpect no log \"Chapter\"",
        "tap \"Cats\"\nexpect value cats == [\"Tom\", \"Luna\"]",
        "tap \"Cats\"\nexpect value SelectionViewController.titleLabel == UILabel",
        "tap \"Cats\"\nexpect value Pets.titleLabel == nil",
        "tap \"Cats\"\nexpect value DogsViewController.dogs == nil",
        "expect no screen \"Hamsters\"",
        "expect no screen \"Dogs\"",
        "expect presented nil",
        "tap \"Pitfalls\"\ntap \"Sheet\"\nexpect presented none",
        "expect crash \"x\"",
        "expect hang",
        "expect alive",
        "tap \"Dogs\"\nexpect stack Pets > Dogs",
    ]

    @Test("the same verdict and message from a replay and from the : prompt", arguments: cases)
    func sameVerdict(_ script: String) throws {
        let replay = try Self.replayFailure(script)
        let controller = NavigatorController(session: InProcessSession(configuration: Self.demo), appSummary: "the Pets demo")
        defer { controller.session.terminate() }
        controller.send(.command(.launch))
        for line in script.split(separator: "\n") { controller.send(.commandLine(String(line))) }
        #expect(controller.state.lastFailure == replay)
    }

    /// The message of a replay's failure, without its `file:line:column: `.
    static func replayFailure(_ script: String) throws -> String? {
        try ReplayCheckTests.run("launch\n" + script).failure.map { String($0.split(separator: ": ", maxSplits: 1)[1]) }
    }

    @Test("the verdicts above, as a replay gives them")
    func verdicts() throws {
        let failures = try Self.cases.map(Self.replayFailure)
        #expect(
            failures == [
                nil, nil,
                "no trace line since the last action contains \"ProfileViewController#1.viewDidLoad()\"",
                nil, nil, nil,
                "expected Pets.titleLabel == nil; it is UILabel",
                "no controller named DogsViewController in the hierarchy; it holds: UINavigationController#1, "
                    + "SelectionViewController#1, CatsViewController#1",
                nil,
                "\"Dogs\" is on screen: \"Dogs\"",
                nil,
                "expected nothing presented; ModalDemoViewController (title \"Sheet\") is presented",
                "expected a crash containing \"x\"; the app is alive",
                "expected the app to hang; it answered",
                nil, nil,
            ])
    }
}
