import Foundation
import Navigator
import SimUIKit
import Testing
import TestSupport

@testable import TerminalUI

/// Step mode with the real app process (in process nothing pauses): a launch that can be
/// stepped, the inspector on the controller the lesson is about, the unwind's own explanation,
/// and the screens a class sees, at 80x24 and in presentation mode.
@MainActor
@Suite("Step mode", .serialized)
struct StepModeTests {
    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    static func navigator() -> NavigatorController {
        NavigatorController(session: ChildProcessSession(executable: VCNavBinary.url, arguments: []), appSummary: "the Pets demo")
    }

    /// Sends `next` until the app pauses before a call containing `text` (at most 60 steps).
    static func step(_ controller: NavigatorController, to text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for _ in 0..<60 {
            if controller.state.pause?.call.contains(text) == true { return }
            guard controller.state.pause != nil else { break }
            controller.send(.command(.next))
        }
        Issue.record("never paused before \(text)", sourceLocation: sourceLocation)
    }

    static func render(_ state: NavigatorState, _ width: Int, _ height: Int) -> String {
        NavigatorView(theme: Theme(charset: .unicode)).render(state, size: Size(width: width, height: height)).grid.rows.joined(
            separator: "\n") + "\n"
    }

    /// Relaunching in step mode used to run the whole launch before stepping began.
    @Test("a launch in step mode stops before its first callback; next goes through the launch one callback at a time")
    func steppedLaunch() {
        let controller = Self.navigator()
        defer { controller.session.terminate() }
        controller.send(.command(.step(on: true)))
        controller.send(.command(.launch))
        // The first call: the storyboard making the initial controller, before any callback.
        #expect(controller.state.pause?.call == "the storyboard calls UINavigationController.init(coder:) [initial view controller]")
        Self.step(controller, to: "SelectionViewController#1.awakeFromNib()")
        #expect(controller.state.inspectedNode?.ref.description == "SelectionViewController#1")
        Self.step(controller, to: "SelectionViewController#1.viewDidLoad()")
        #expect(controller.state.log.contains { $0.text == "SelectionViewController#1.loadView()" })
        controller.send(.command(.relaunch))
        #expect(controller.state.pause?.call == "the storyboard calls UINavigationController.init(coder:) [initial view controller]")
        controller.send(.command(.step(on: false)))
        #expect(controller.state.pause == nil && controller.state.screen?.title == "Pets")
    }

    /// Before `prepare(for:sender:)` the lesson is the destination: half-built, its `cats` nil.
    @Test("the inspector follows the step: the new controller as it is made, the destination before prepare, the one each callback runs on")
    func inspectorFollows() throws {
        let controller = Self.navigator()
        defer { controller.session.terminate() }
        controller.send(.command(.launch))
        controller.send(.command(.step(on: true)))
        controller.send(.command(.tap(.text("Cats"))))
        Self.step(controller, to: "CatsViewController#1.awakeFromNib()")
        #expect(controller.state.inspectedNode?.ref.description == "CatsViewController#1")
        Self.step(controller, to: "prepare(for:")
        let node = try #require(controller.state.inspectedNode)
        #expect(node.ref.description == "CatsViewController#1")
        #expect(node.properties.first { $0.name == "cats" }?.isNil == true)
        Snapshot.assert(Self.render(controller.state, 80, 24), named: "step-prepare-live-80x24.txt", directory: Self.snapshots)
        controller.send(.presentation(true))
        Snapshot.assert(Self.render(controller.state, 100, 30), named: "step-prepare-presentation-100x30.txt", directory: Self.snapshots)
        controller.send(.presentation(false))
        Self.step(controller, to: "CatsViewController#1.viewDidLoad()")
        let loaded = try #require(controller.state.inspectedNode)
        #expect(loaded.properties.first { $0.name == "cats" }?.value == "[\"Tom\", \"Luna\"]")
        Self.step(controller, to: "SelectionViewController#1.viewWillDisappear(true)")
        #expect(controller.state.inspectedNode?.ref.description == "SelectionViewController#1")
    }

    /// The forward explanation ("its view is not loaded") is wrong for an unwind's prepare.
    @Test("during an unwind, prepare(for:sender:) gets the unwind explanation")
    func unwindExplanation() {
        let controller = Self.navigator()
        defer { controller.session.terminate() }
        controller.send(.command(.launch))
        controller.send(.command(.tap(.text("Cats"))))
        controller.send(.command(.tap(.text("Tom"))))
        controller.send(.command(.step(on: true)))
        controller.send(.command(.tap(.text("Done"))))
        Self.step(controller, to: "prepare(for:")
        #expect(controller.state.pause?.explanation.hasPrefix("An unwind: the destination already exists") == true)
        #expect(controller.state.pause?.explanation.contains("not loaded") == false)
    }
}
