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
        let map = FlowMapBuilder.storyboards(paths: [ScenesApp.bundle.bundlePath], main: ScenesApp.mainStoryboard).map
        let controller = NavigatorController(
            session: InProcessSession(configuration: configuration), appSummary: "the Pets demo", map: map)
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
        #expect(screen.contains("dog = nil ← still nil"))
        #expect(screen.contains("Dog: (none)"))
    }

    @Test("step mode banner, crash report and help, at 80x24 in ASCII")
    func overlays() {
        var state = Self.demo().state
        state.pause = StepPause(
            subject: nil, call: "DogsViewController#1.viewDidLoad()", explanation: StepGuide.explanation(for: "viewDidLoad"))
        state.stepping = true
        Snapshot.assert(Self.render(state, 80, 24, charset: .ascii), named: "step-80x24-ascii.txt", directory: Self.snapshots)
        state.pause = nil
        let crash = CrashReport(
            message: "Scenes/DogDetailViewController.swift:15: Fatal error: Use storyboard creator with dog", signal: 4, exitStatus: nil,
            standardError: "",
            lastTrace: [
                "PitfallsViewController#1 action creatorNotUsed: sender: UIButton \"Creator not used\"",
                "DogDetailViewController#1.init(coder:) [coder] identifier \"DogDetailViewController\"",
            ])
        state.run.death = AppRun.Death(.crash(crash))
        Snapshot.assert(Self.render(state, 80, 24), named: "crash-80x24.txt", directory: Self.snapshots)
        state.run.death = nil
        state.showHelp = true
        Snapshot.assert(Self.render(state, 80, 24), named: "help-80x24.txt", directory: Self.snapshots)
    }

    /// The lesson after `tap "Cats"`: 80x24 keeps q:quit and every state of the hierarchy;
    /// wider and taller terminals give the phone, the inspector and the log the room (at 160x45
    /// and 200x60 the hierarchy and the inspector stand side by side, the log takes two fifths).
    @Test("the Cats lesson at each size", arguments: [(80, 24), (100, 30), (160, 45), (200, 60)])
    func catsAtSizes(width: Int, height: Int) {
        let controller = Self.demo()
        controller.send(.command(.tap(.text("Cats"))))
        let screen = Self.render(controller.state, width, height)
        #expect(screen.contains("q:quit"))
        #expect(
            screen.split(whereSeparator: { $0.isWhitespace || $0 == "│" }).joined(separator: " ").contains("still nil after awakeFromNib()")
        )
        for state in ["appeared", "disappeared"] { #expect(screen.contains("  \(state)")) }
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(rows.count == height)
        // Nothing is cut without saying so: a line that reaches the right edge of a panel ends
        // with the panel's edge, and a cut text with "…".
        Snapshot.assert(screen, named: "cats-\(width)x\(height).txt", directory: Self.snapshots)
    }

    /// Presentation mode: no hierarchy, so the phone, the inspector and the log are large; the
    /// step explanation in full above the log.
    @Test("presentation mode, paused before prepare(for:sender:), at 100x30 and 160x45", arguments: [(100, 30), (160, 45)])
    func presentation(width: Int, height: Int) {
        let controller = Self.demo()
        controller.send(.presentation(true))
        controller.send(.command(.tap(.text("Cats"))))
        var state = controller.state
        state.stepping = true
        // The controllers as the app names them (their serials depend on what ran before); before
        // a segue's prepare the inspector follows the destination, as AppDriver pauses.
        let refs = state.hierarchy?.flattened().map(\.node.ref) ?? []
        state.pause = StepPause(
            subject: refs.first { $0.className == "SelectionViewController" },
            call: "SelectionViewController#1.prepare(for: \"showCats\" → CatsViewController#1, sender: UIButton \"Cats\")",
            explanation: StepGuide.explanation(for: "prepare"), inspected: refs.first { $0.className == "CatsViewController" })
        let screen = Self.render(state, width, height)
        #expect(!screen.contains("Hierarchy"))
        #expect(screen.contains("PRESENTING"))
        let words = screen.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains(StepGuide.explanation(for: "prepare")))
        Snapshot.assert(screen, named: "presentation-prepare-\(width)x\(height).txt", directory: Self.snapshots)
    }

    /// The prepare explanation used to stop at "it exists (init," at the default size.
    @Test("a step explanation is never cut: the banner takes the rows it needs", arguments: [(60, 16), (80, 24), (100, 30)])
    func explanationInFull(width: Int, height: Int) {
        var state = Self.demo().state
        state.stepping = true
        for name in ["prepare", "prepare(unwind)", "loadView", "viewDidDisappear", "awakeFromNib", "shouldPerformSegue"] {
            state.pause = StepPause(
                subject: nil,
                call: "SelectionViewController#1.prepare(for: \"showCats\" → CatsViewController#1, sender: UIButton \"Cats\")",
                explanation: StepGuide.explanation(for: name))
            let screen = Self.render(state, width, height)
            let words = screen.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(words.contains(StepGuide.explanation(for: name) + " [n] next [s] step off"), "\(name) at \(width)x\(height)")
            if name == "prepare" { Snapshot.assert(screen, named: "step-prepare-\(width)x\(height).txt", directory: Self.snapshots) }
        }
    }

    @Test("the map of the flow at 100x30: where you are and the path taken")
    func map() {
        let controller = Self.demo()
        controller.send(.command(.tap(.text("Cats"))))
        controller.send(.command(.tap(.text("Tom"))))
        controller.send(.showMap(true))
        let screen = Self.render(controller.state, 100, 30)
        #expect(screen.contains("Map of the app's flow"))
        #expect(screen.contains("you are here"))
        Snapshot.assert(screen, named: "map-100x30.txt", directory: Self.snapshots)
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
