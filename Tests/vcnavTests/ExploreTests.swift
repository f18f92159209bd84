import Foundation
import Navigator
import SimUIKit
import Testing
import TestSupport

@testable import TerminalUI

/// Exploring a project's storyboards without its code (the Lesson fixture: three tabs, the third
/// a reference to another file; a table its code fills; a full-screen sheet whose Cancel unwinds
/// to a class that is not here; a static table with a subtitle, a switch and a row with no
/// segue; a segmented control): no dead ends, nothing silently missing.
@MainActor
@Suite("Exploring storyboards", .engine)
struct ExploreTests {
    static var fixture: URL { Bundle.module.url(forResource: "Lesson", withExtension: nil, subdirectory: "Fixtures")! }

    static func navigator() -> NavigatorController {
        let configuration = AppConfiguration.storyboards(at: fixture, main: "Main")
        let controller = NavigatorController(
            session: InProcessSession(configuration: configuration), appSummary: configuration.summary,
            map: FlowMapBuilder.storyboards(paths: [fixture.path], main: "Main").map)
        controller.send(.command(.launch))
        return controller
    }

    static func screen(_ controller: NavigatorController, _ width: Int = 100, _ height: Int = 30) -> [String] {
        NavigatorView(theme: Theme(charset: .unicode)).render(controller.state, size: Size(width: width, height: height)).grid.rows
    }

    @Test("three tabs at 100x30: the hierarchy shows all of them; the reference's tab has the title set on the reference")
    func tabs() {
        let controller = Self.navigator()
        let rows = Self.screen(controller)
        for serial in 1...3 { #expect(rows.contains { $0.contains("UINavigationController#\(serial)") }, "tab \(serial)") }
        // The tab bar: the third tab's title comes from the <tabBarItem> on the reference.
        #expect(rows.contains { $0.contains("Notes") && $0.contains("Places") && $0.contains("Settings") })
        #expect(!rows.contains { $0.contains("UINavigati…") })
        #expect(controller.state.screen?.elements.filter { $0.kind == .tab }.map(\.text) == ["Notes", "Places", "Settings"])
    }

    @Test("a table its code fills says why it is empty: the stand-in has no data source")
    func emptyTable() {
        let controller = Self.navigator()
        let note = controller.state.screen?.elements.first { $0.kind == .note }
        #expect(note?.text.contains("NotesListViewController is not in this build") == true)
        let phone = Self.screen(controller).map { String($0.prefix(40)) }
        let words = phone.joined(separator: " ").split(whereSeparator: { $0 == " " || $0 == "│" }).joined(separator: " ")
        #expect(words.contains("No rows: code fills this table (its data source)"))
    }

    @Test("a static table: a subtitle under its title, a switch in a cell, a chevron only where the cell has one")
    func staticTable() {
        let controller = Self.navigator()
        controller.send(.command(.tap(.text("Places"))))
        let rows = Self.screen(controller)
        let park = rows.firstIndex { $0.contains("City Park") }
        #expect(park.map { rows[$0].contains("›") } == true)
        #expect(park.map { rows[$0 + 1].contains("0.4 km, open until 22:00") } == true)
        #expect(rows.contains { $0.contains("( ●) on") })
        let museum = rows.first { $0.contains("Museum (no segue)") }
        #expect(museum?.contains("›") == false)
        controller.send(.command(.tap(.text("Offline maps"))))  // a row without a segue selects nothing and goes nowhere
        #expect(controller.state.screen?.title == "Places")
    }

    @Test("a segmented control: tap a segment by its title; it becomes the selected one")
    func segments() {
        let controller = Self.navigator()
        controller.send(.command(.tap(.text("Places"))))
        controller.send(.command(.tap(.text("City Park"))))
        #expect(Self.screen(controller).contains { $0.contains("[Day]  Week   Month") })
        controller.send(.command(.tap(.text("Week"))))
        #expect(controller.state.lastFailure == nil)
        #expect(Self.screen(controller).contains { $0.contains("Day  [Week]  Month") })
    }

    /// Cancel unwinds to an action of a class that is not here: UIKit finds no destination and
    /// does nothing; a swipe cannot dismiss a full-screen presentation. The way out is what the
    /// app's code would do, and the log says it was code.
    @Test("no dead end: a full-screen sheet whose Cancel goes nowhere is left with dismiss by code, logged as a call")
    func wayOut() {
        let controller = Self.navigator()
        controller.send(.command(.tap(.text("Compose"))))
        #expect(controller.state.screen?.title == "Compose")
        controller.send(.command(.tap(.text("Cancel"))))
        #expect(controller.state.log.contains { $0.text.contains("no view controller handles the unwind action unwindToNotes:") })
        #expect(controller.state.screen?.title == "Compose")
        controller.send(.command(.dismiss))
        #expect(controller.state.lastFailure?.hasSuffix("dismiss by code (D) closes it as its presenter's code would") == true)
        let before = controller.state.log.count
        controller.send(.command(.dismissByCode))
        #expect(controller.state.lastFailure == nil)
        #expect(controller.state.screen?.title == "Notes")
        let lines = controller.state.log[before...].map(\.text)
        #expect(lines.first == "> dismiss by code")
        // The presenter (the tab bar controller: full screen from a tab) calls dismiss, as app code would.
        #expect(lines.dropFirst().first == "UITabBarController#1 dismiss(UINavigationController#4, animated: true)")
        #expect(!lines.contains { $0.hasPrefix("gesture:") })
    }

    @Test("typing into a text field: digits and all, into the field tapped last")
    func typing() {
        let controller = Self.navigator()
        controller.send(.command(.tap(.text("Compose"))))
        controller.send(.command(.tap(.text("Pages"))))
        controller.send(.command(.type("12 pages, 3 drafts")))
        #expect(controller.state.screen?.elements.first { $0.kind == .textField }?.text == "12 pages, 3 drafts")
    }
}
