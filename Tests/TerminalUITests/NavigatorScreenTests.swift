import Foundation
import Navigator
import Scenes
import SimUIKit
import Testing
import TestSupport

@testable import TerminalUI

/// The navigator's screen is a pure function of its state and size: golden screens at fixed sizes.
@MainActor
@Suite("Navigator screens", .engine)
struct NavigatorScreenTests {
    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    static func demo() -> NavigatorController {
        let configuration = AppConfiguration(app: ScenesApp.description, summary: "the Pets demo")
        let controller = NavigatorController(session: InProcessSession(configuration: configuration), appSummary: "the Pets demo")
        controller.send(.command(.launch))
        return controller
    }

    static func render(_ state: NavigatorState, _ width: Int, _ height: Int, charset: BoxCharset = .unicode) -> String {
        NavigatorView(theme: Theme(charset: charset)).render(state, size: Size(width: width, height: height)).grid.rows(
            trimmingTrailingSpaces: true
        )
        .joined(separator: "\n") + "\n"
    }

    @Test("launch at 80x24")
    func launch80x24() {
        Snapshot.assert(Self.render(Self.demo().state, 80, 24), named: "launch-80x24.txt", directory: Self.snapshots)
    }

    @Test("Cats at 120x40: the inspector shows cats set by prepare(for:sender:)")
    func cats120x40() {
        let controller = Self.demo()
        controller.send(.command(.tap(.text("Cats"))))
        let screen = Self.render(controller.state, 120, 40)
        #expect(screen.contains("cats = [\"Tom\", \"Luna\"]"))
        #expect(screen.contains("from SelectionViewController#1.prepare(for:sender:)"))
        Snapshot.assert(screen, named: "cats-120x40.txt", directory: Self.snapshots)
    }

    @Test("a sheet over its presenter, 100x30")
    func sheet() {
        let controller = Self.demo()
        controller.send(.command(.tap(.text("Pitfalls"))))
        controller.send(.command(.tap(.text("Sheet"))))
        let screen = Self.render(controller.state, 100, 30)
        #expect(screen.contains("sheet · pageSheet"))
        #expect(screen.contains("Pitfalls  (under the sheet)"))
        Snapshot.assert(screen, named: "sheet-100x30.txt", directory: Self.snapshots)
    }

    @Test("optional dependency: the nil dependency stands out in the inspector")
    func optionalDependency() {
        let controller = Self.demo()
        controller.send(.command(.tap(.text("Pitfalls"))))
        controller.send(.command(.tap(.text("Optional dependency"))))
        let screen = Self.render(controller.state, 100, 30)
        #expect(screen.contains("dog = nil   ← still nil"))
        #expect(screen.contains("Dog: (none)"))
    }

    @Test("step mode banner, crash report and help, at 80x24 in ASCII")
    func overlays() {
        var state = Self.demo().state
        state.pausedBefore = "DogsViewController#1.viewDidLoad() — " + StepGuide.explanation(for: "viewDidLoad")
        state.stepping = true
        Snapshot.assert(Self.render(state, 80, 24, charset: .ascii), named: "step-80x24-ascii.txt", directory: Self.snapshots)
        state.pausedBefore = nil
        state.crash = CrashReport(
            message: "Scenes/DogDetailViewController.swift:15: Fatal error: Use storyboard creator with dog", signal: 4, exitStatus: nil,
            standardError: "",
            lastTrace: [
                "PitfallsViewController#1 action creatorNotUsed: sender: UIButton \"Creator not used\"",
                "DogDetailViewController#1.init(coder:) [coder] identifier \"DogDetailViewController\"",
            ])
        Snapshot.assert(Self.render(state, 80, 24), named: "crash-80x24.txt", directory: Self.snapshots)
        state.crash = nil
        state.showHelp = true
        Snapshot.assert(Self.render(state, 80, 24), named: "help-80x24.txt", directory: Self.snapshots)
    }

    @Test("below the minimum size: a clear message, not garbage")
    func tooSmall() {
        let state = Self.demo().state
        for (width, height) in [(40, 10), (1, 1), (59, 30), (100, 15)] {
            let screen = Self.render(state, width, height)
            if width >= 20 {
                #expect(screen.contains("vcnav needs at least 60x16"))
            }
            #expect(screen.split(separator: "\n", omittingEmptySubsequences: false).count == height + 1)
        }
    }

    @Test("mouse hit areas cover the tappable elements")
    func hitAreas() {
        let controller = Self.demo()
        let frame = NavigatorView(theme: Theme(charset: .unicode)).render(controller.state, size: Size(width: 100, height: 30))
        let tapped = frame.hitAreas.map { controller.state.screen!.elements[$0.index].text }
        #expect(tapped == ["Dogs", "Cats", "Profile", "Pitfalls"])
        let cats = frame.hitAreas[1].rect
        let row = frame.grid.row(cats.minY)
        #expect(row.contains("[ Cats ]"))
    }
}
