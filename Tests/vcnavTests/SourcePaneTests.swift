import Foundation
import Navigator
import Scenes
import SimUIKit
import Testing
import TestSupport

@testable import TerminalUI
@testable import VCNavKit

/// The code beside the callback: step mode with the real app process, the source pane found in
/// the demo's own sources (Scenes/, where its app description is), at the two moments the
/// lesson on dependencies is about: the creator closure that builds Dog detail with its dog
/// (`instantiateViewController(identifier:creator:)`, iOS 13: "Creates the specified view
/// controller from the storyboard and initializes it using your custom initialization code"),
/// and the `@IBSegueAction` that builds Cat detail with its cat.
@MainActor
@Suite("The source pane", .serialized)
struct SourcePaneTests {
    static func navigator(presentation: Bool = false) -> NavigatorController {
        let controller = StepModeTests.navigator()
        let locator = SourceLocator(paths: ScenesApp.description.sourcePaths)
        controller.sourceLocator = { locator.excerpt(for: $0) }
        if presentation { controller.send(.presentation(true)) }
        return controller
    }

    @Test("the demo's sources are where its app description is")
    func demoSources() {
        #expect(ScenesApp.description.sourcePaths.count == 1)
        #expect(ScenesApp.description.sourcePaths.first?.hasSuffix("/Scenes") == true)
    }

    @Test(
        "paused before the creator closure: the closure's line marked in DogsViewController.tableView(_:didSelectRowAt:)",
        arguments: [(80, 24, false), (100, 30, false), (160, 45, false), (100, 30, true)])
    func creatorClosure(width: Int, height: Int, presentation: Bool) throws {
        let controller = Self.navigator(presentation: presentation)
        defer { controller.session.terminate() }
        controller.send(.command(.launch))
        controller.send(.command(.tap(.text("Dogs"))))
        controller.send(.command(.step(on: true)))
        controller.send(.command(.tap(.text("Fido"))))
        StepModeTests.step(controller, to: "creator closure")
        let source = try #require(controller.state.source)
        #expect(source.title == "DogsViewController.swift:28 · tableView(_:didSelectRowAt:)")
        #expect(source.marked == 28)
        #expect(source.lines.contains { $0.contains("DogDetailViewController(coder: coder, dog: dog)") })
        let screen = StepModeTests.render(controller.state, width, height)
        #expect(screen.contains("▶28"))
        // The line the lesson is about is whole: it wraps, never cut.
        let rows = SourcePanel.rows(of: source, width: 40, ascii: false).filter(\.marked).map(\.text)
        let words = rows.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(rows.count > 1 && words.hasSuffix("\"DogDetailViewController\") { coder in"), "\(words)")
        #expect(screen.contains("instantiateViewController(") && screen.contains("\"DogDetailViewController\") {"))
        #expect(screen.contains("▶ creator closure at DogsViewController.swift:28 makes DogDetailViewController"))
        Snapshot.assert(
            screen, named: "source-creator-\(width)x\(height)\(presentation ? "-presentation" : "").txt",
            directory: StepModeTests.snapshots)
        // Then the controller it made, with its dog from init: no code of its own for awakeFromNib.
        controller.send(.command(.next))
        #expect(controller.state.source?.title == "UIKit · DogDetailViewController.awakeFromNib()")
        #expect(controller.state.source?.note?.contains("UIKit applies the storyboard's runtime attributes") == true)
    }

    /// Presenting at 100x30, the code beside the phone and the inspector under it (as for the
    /// creator closure) would hide the destination's history here; the code over the inspector
    /// shows both the line that injects and the nil it fills.
    @Test("presenting, paused before prepare(for:sender:): the line that sets cats and the inspector's whole history, at 100x30")
    func presentingPrepare() throws {
        let controller = Self.navigator(presentation: true)
        defer { controller.session.terminate() }
        controller.send(.command(.launch))
        controller.send(.command(.step(on: true)))
        controller.send(.command(.tap(.text("Cats"))))
        StepModeTests.step(controller, to: "prepare(for: \"showCats\"")
        #expect(controller.state.source?.title == "SelectionViewController.swift:32 · prepare(for:sender:)")
        let screen = StepModeTests.render(controller.state, 100, 30)
        #expect(screen.contains("cats.cats = [\"Tom\", \"Luna\"]"))
        #expect(screen.contains("nil at init(coder:) → still nil after awakeFromNib()"))
        #expect(screen.contains("○ tableView: not connected"))
        #expect(!screen.contains("more lines"))
        Snapshot.assert(screen, named: "source-prepare-100x30-presentation.txt", directory: StepModeTests.snapshots)
    }

    @Test("paused before the segue action: CatsViewController.makeCatDetail(_:sender:) marked; before it, the storyboard's init(coder:)")
    func segueAction() throws {
        let controller = Self.navigator()
        defer { controller.session.terminate() }
        controller.send(.command(.launch))
        controller.send(.command(.step(on: true)))
        controller.send(.command(.tap(.text("Cats"))))
        StepModeTests.step(controller, to: "the storyboard calls CatsViewController.init(coder:)")
        #expect(controller.state.source?.title == "UIKit · CatsViewController.init(coder:)")
        controller.send(.command(.step(on: false)))
        controller.send(.command(.step(on: true)))
        controller.send(.command(.tap(.text("Tom"))))
        StepModeTests.step(controller, to: "@IBSegueAction")
        let source = try #require(controller.state.source)
        #expect(source.title.hasPrefix("CatsViewController.swift:"))
        #expect(source.title.hasSuffix("· makeCatDetail(_:sender:)"))
        #expect(source.lines.first?.contains("@IBSegueAction func makeCatDetail(_ coder: NSCoder, sender: Any?)") == true)
        let screen = StepModeTests.render(controller.state, 100, 30)
        #expect(screen.contains("▶ CatsViewController#1.makeCatDetail:sender: @IBSegueAction makes CatDetailViewController"))
        Snapshot.assert(screen, named: "source-segue-action-100x30.txt", directory: StepModeTests.snapshots)
    }

    /// Swift cannot stop before a stored property is set from outside (no setter of the
    /// controller's runs), so step mode stops as soon as the code that set it returns: the
    /// source pane marks the assignment, found by the outline in the method that made it.
    @Test("paused right after prepare(for:sender:) set cats: the assignment marked, the inspector says injected and by whom")
    func afterPrepare() throws {
        let controller = Self.navigator()
        defer { controller.session.terminate() }
        controller.send(.command(.launch))
        controller.send(.command(.step(on: true)))
        controller.send(.command(.tap(.text("Cats"))))
        StepModeTests.step(controller, to: "prepare(for:sender:) set CatsViewController#1.cats")
        let pause = try #require(controller.state.pause)
        #expect(pause.isAfter)
        #expect(pause.call == "SelectionViewController#1.prepare(for:sender:) set CatsViewController#1.cats = [\"Tom\", \"Luna\"]")
        let source = try #require(controller.state.source)
        #expect(source.title == "SelectionViewController.swift:35 · prepare(for:sender:)")
        #expect(source.marked == 35)
        let cats = try #require(controller.state.inspectedNode?.properties.first { $0.name == "cats" })
        #expect(cats.source == .injected(by: "SelectionViewController#1.prepare(for:sender:)"))
        #expect(!cats.awaited)
        let screen = StepModeTests.render(controller.state, 100, 30)
        #expect(screen.contains(" ⏸ Paused after SelectionViewController#1.prepare(for:sender:) set CatsViewController#1.cats"))
        #expect(screen.contains("cats = [\"Tom\", \"Luna\"] ← injected"))
        #expect(!screen.contains("▶ SelectionViewController#1.prepare(for:sender:) set"), "what ran is no pending line")
        Snapshot.assert(screen, named: "source-after-prepare-100x30.txt", directory: StepModeTests.snapshots)
        // The next pause is before the segue performs: the push's first callback.
        controller.send(.command(.next))
        #expect(controller.state.pause?.isAfter == false)
    }
}
