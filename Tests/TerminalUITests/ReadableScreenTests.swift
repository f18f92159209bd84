import Foundation
import Navigator
import SimUIKit
import Testing
import TestSupport

@testable import TerminalUI

/// Readable at any size: the inspector and the map scroll (their keys in `KeyTable`, so in the
/// help and the docs), the rows the phone and the panels beside it leave go to the log, no
/// pane's title is cut at 100 columns, and presenting the code at 100x30 shows the whole lesson.
@MainActor
@Suite("Readable at any size", .engine)
struct ReadableScreenTests {
    nonisolated static let sizes = [(80, 24), (100, 30), (160, 45)]
    /// The sizes of the golden screens, and presentation mode.
    nonisolated static let goldenSizes = [(80, 24, false), (100, 30, false), (160, 45, false), (100, 30, true)]
    static var snapshots: URL { NavigatorScreenTests.snapshots }

    static func render(_ state: NavigatorState, _ width: Int, _ height: Int) -> String {
        NavigatorScreenTests.render(state, width, height)
    }

    /// The box titles drawn on `screen` (the text between `┌ ` and the next ` ─`).
    static func titles(_ screen: String) -> [String] {
        screen.split(separator: "\n").flatMap { row in
            row.components(separatedBy: "┌ ").dropFirst().map { $0.components(separatedBy: " ─").first ?? $0 }
        }
    }

    static func name(_ width: Int, _ height: Int, _ presentation: Bool) -> String {
        "\(width)x\(height)\(presentation ? "-presentation" : "")"
    }

    /// What changed, at each size: the launch (the log taking the rows left), the crash report's
    /// key bar, the help's sections and its bar, the inspector scrolled to its end.
    @Test("the changed screens at 80x24, 100x30, 160x45 and presenting", arguments: goldenSizes)
    func goldens(width: Int, height: Int, presentation: Bool) throws {
        let controller = NavigatorScreenTests.demo()
        controller.send(.presentation(presentation))
        let name = Self.name(width, height, presentation)
        Snapshot.assert(Self.render(controller.state, width, height), named: "sized-launch-\(name).txt", directory: Self.snapshots)
        var crashed = controller.state
        crashed.run.death = AppRun.Death(
            .crash(
                CrashReport(
                    message: "Scenes/DogDetailViewController.swift:15: Fatal error: Use storyboard creator with dog", signal: 4,
                    exitStatus: nil, standardError: "", lastTrace: ["DogDetailViewController#1.init(coder:) [coder]"])))
        let crash = Self.render(crashed, width, height)
        let bar = try #require(crash.split(separator: "\n").last)
        #expect(bar.contains("r:relaunch") && !bar.contains("b:back") && !bar.contains("Enter:tap"))
        Snapshot.assert(crash, named: "sized-crash-\(name).txt", directory: Self.snapshots)
        var help = controller.state
        help.showHelp = true
        let helpScreen = Self.render(help, width, height)
        #expect(helpScreen.contains("scroll it · any other key closes it"))
        Snapshot.assert(helpScreen, named: "sized-help-\(name).txt", directory: Self.snapshots)
        controller.send(.command(.tap(.text("Cats"))))
        let rect = try #require(NavigatorView.layout(for: controller.state, size: Size(width: width, height: height))).inspector
        let limit = InspectorPanel.scrollLimit(of: InspectorPanel.slice(of: controller.state), in: rect, charset: .unicode)
        controller.send(.scrollInspector(to: limit))
        let scrolled = Self.render(controller.state, width, height)
        #expect(scrolled.contains("tableView: UITableView"))
        Snapshot.assert(scrolled, named: "sized-inspector-end-\(name).txt", directory: Self.snapshots)
    }

    /// A controller whose inspector is taller than the room it gets at 80x24 (Cats, at 60x16).
    @Test("the inspector scrolls: } shows what did not fit, { goes back, the first and last rows say what is above and below")
    func inspectorScrolls() {
        let app = SafeOnStageTests.app()
        app.controller.send(.command(.tap(.text("Cats"))))
        let size = Size(width: 60, height: 16)
        let rect = NavigatorView.layout(for: app.controller.state, size: size)!.inspector
        let limit = InspectorPanel.scrollLimit(of: InspectorPanel.slice(of: app.controller.state), in: rect, charset: .unicode)
        #expect(limit > 0)
        var screen = Self.render(app.controller.state, 60, 16)
        #expect(screen.contains("more lines (} scrolls)"))
        #expect(!screen.contains("Outlets:"))
        app.controller.send(.scrollInspector(to: limit))
        screen = Self.render(app.controller.state, 60, 16)
        #expect(screen.contains("more lines ({ scrolls)"))
        #expect(screen.contains("Outlets:") && screen.contains("tableView: UITableView"))
        #expect(!screen.contains("(} scrolls)"))
        Snapshot.assert(screen, named: "inspector-scrolled-60x16.txt", directory: Self.snapshots)
        // Another controller shows from its top.
        app.controller.send(.moveInspection(by: -1))
        #expect(InspectorPanel.slice(of: app.controller.state).scroll == 0)
    }

    @Test("the map scrolls with ↓ and PgDn (End: its end); every scene and way can be read", arguments: goldenSizes)
    func mapScrolls(width: Int, height: Int, presentation: Bool) {
        let controller = NavigatorScreenTests.demo()
        controller.send(.command(.tap(.text("Cats"))))
        controller.send(.presentation(presentation))
        controller.send(.showMap(true))
        let rect = NavigatorView.layout(for: controller.state, size: Size(width: width, height: height))!.map
        let panel = MapPanel(theme: Theme(charset: .unicode))
        let window = panel.window(of: controller.state.flow, scroll: nil, in: rect)
        controller.send(.scrollMap(to: window.limit))
        let screen = Self.render(controller.state, width, height)
        if window.limit > 0 {
            #expect(screen.contains("more lines above (↑ PgUp)"))
            #expect(!screen.contains("more lines (↓ PgDn"))
        }
        // The last scene shows.
        #expect(screen.contains("OptionalDependencyViewController"))
        Snapshot.assert(screen, named: "sized-map-end-\(Self.name(width, height, presentation)).txt", directory: Self.snapshots)
    }

    @Test("the rows the phone and the inspector do not use go to the log; the hierarchy stays")
    func spareRowsToTheLog() throws {
        let state = NavigatorScreenTests.demo().state
        let size = Size(width: 100, height: 30)
        let layout = try #require(NavigatorView.layout(for: state, size: size))
        let before = try #require(NavigatorLayout(size: size, hierarchyLines: 1 + (state.hierarchy?.flattened().count ?? 0)))
        #expect(layout.log.height > before.log.height)
        #expect(layout.hierarchy != nil)
        #expect(layout.phone.height >= PhonePanel.height(of: state.screen, width: layout.phone.width))
        let screen = Self.render(state, 100, 30)
        #expect(screen.contains("SelectionViewController#1.viewWillAppear(false)"))
        // (Its golden: sized-launch-100x30.txt, in `goldens`.)
        // Presenting, the same.
        var presenting = state
        presenting.presentation = true
        let presented = try #require(NavigatorView.layout(for: presenting, size: size))
        #expect(presented.log.height > (NavigatorLayout(size: size, presentation: true)?.log.height ?? 0))
    }

    /// `DogsViewController.swift:28 · tableView(_:didSelectRowAt:)` was cut to `…didSelectRowA…`.
    @Test("no pane's title is cut at 100 columns (the source pane's method moves to its first row)")
    func titlesWhole() {
        let controller = NavigatorScreenTests.demo()
        controller.send(.command(.tap(.text("Dogs"))))
        var state = controller.state
        state.stepping = true
        state.source = Self.creatorExcerpt
        for presentation in [false, true] {
            state.presentation = presentation
            for (width, height) in [(100, 30), (160, 45)] {
                let screen = Self.render(state, width, height)
                let titles = Self.titles(screen)
                #expect(titles.contains { $0.hasPrefix("DogsViewController.swift:28") })
                for title in titles { #expect(!title.contains("…"), "\(title) at \(width)x\(height)") }
                #expect(screen.contains("tableView(_:didSelectRowAt:)"))
            }
        }
    }

    @Test("presenting the code at 100x30: the inspector under the phone, the whole creator closure beside it")
    func presentationReadsTheLesson() {
        let controller = NavigatorScreenTests.demo()
        controller.send(.command(.tap(.text("Dogs"))))
        var state = controller.state
        state.presentation = true
        state.source = Self.creatorExcerpt
        let screen = Self.render(state, 100, 30)
        // Every line of the method shows (a long one wrapped: its last word on the screen).
        for line in Self.creatorExcerpt.lines {
            let last = String(line.split(separator: " ").last ?? "")
            #expect(screen.contains(last), "\(last)")
        }
        #expect(screen.contains("DogDetailViewController(coder: coder, dog:"))
        #expect(screen.contains("dogs = [\"Rex\", \"Fido\", \"Bella\"]"))
        Snapshot.assert(screen, named: "presentation-source-100x30.txt", directory: Self.snapshots)
    }

    /// The demo's creator closure (Scenes/DogsViewController.swift), as the source pane gets it.
    static let creatorExcerpt = SourceExcerpt(
        title: "DogsViewController.swift:28 · tableView(_:didSelectRowAt:)", firstLine: 26,
        lines: [
            "    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {",
            "        let dog = dogs[indexPath.row]",
            "        let detail = Storyboard.Dogs.instance.instantiateViewController(identifier: \"DogDetailViewController\") { coder in",
            "            DogDetailViewController(coder: coder, dog: dog)",
            "        }",
            "        navigationController?.pushViewController(detail, animated: true)",
            "    }",
        ], marked: 28)
}
