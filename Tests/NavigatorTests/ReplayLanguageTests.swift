import Foundation
import Navigator
import SimUIKit
import Testing
import TestSupport

/// The language gaps a script writer hit: rows by index path, ambiguous taps, values on any
/// controller, on a storyboard fixture of our own (Tests/vcnavTests/Fixtures/Rows) with rows and
/// buttons that read the same.
@MainActor
@Suite("Replay language", .engine)
struct ReplayLanguageTests {
    static let rows = AppConfiguration.storyboards(
        at: VCNavBinary.packageRoot.appendingPathComponent("Tests/vcnavTests/Fixtures/Rows"), main: "Main")

    static func run(_ text: String) throws -> ReplayResult {
        let script = try ReplayScript.parse("launch\n" + text, file: "t.vcreplay")
        let session = InProcessSession(configuration: rows)
        defer { session.terminate() }
        return ReplayRunner(session: session).run(script)
    }

    @Test("tap row N [in section M] taps that index path of the visible table")
    func tapRow() throws {
        #expect(try Self.run("tap row 0\nexpect top DetailA").failure == nil)
        #expect(try Self.run("tap row 0 in section 1\nexpect top DetailB").failure == nil)
        let transcript = try Self.run("tap row 0 in section 1").transcript
        #expect(transcript.contains("> tap row 0 in section 1"))
        #expect(
            try Self.run("tap row 2").failure?.message == "section 0 has 2 rows; there is no row 2")
        #expect(
            try Self.run("tap row 0 in section 2").failure?.message == "the table has 2 sections; there is no section 2")
        #expect(
            try Self.run("tap row 0\ntap row 0").failure?.message == "there is no table or collection view on this screen")
    }

    /// Before, `tap "Same"` silently took the first of the two rows.
    @Test("an ambiguous tap fails and lists the candidates; index N picks one")
    func ambiguous() throws {
        #expect(
            try Self.run("tap \"Same\"").failure?.message
                == "\"Same\" matches 2 elements: tableRow \"Same\" (index 0), tableRow \"Same\" (index 1); "
                + "say which with tap \"Same\" index N, tap row N [in section M] or tap #id")
        #expect(try Self.run("tap \"Same\" index 1\nexpect top DetailB").failure == nil)
        #expect(
            try Self.run("tap \"Twins\"\ntap \"OK\"").failure?.message
                == "\"OK\" matches 2 elements: button \"OK\" (index 0), button \"OK\" (index 1); "
                + "say which with tap \"OK\" index N or tap #id")
        #expect(try Self.run("tap \"Twins\"\ntap #ok-2\nexpect top DetailB").failure == nil)
        #expect(try Self.run("tap \"Same\" index 2").failure?.message == "\"Same\" index 2: only 2 elements match")
    }

    @Test("the navigator taps an element with the command that means it and no other")
    func navigatorTaps() throws {
        let controller = NavigatorController(session: InProcessSession(configuration: Self.rows), appSummary: "rows")
        defer { controller.session.terminate() }
        controller.send(.command(.launch))
        let screen = try #require(controller.state.screen)
        let commands = screen.elements.indices.filter { screen.elements[$0].kind == .tableRow }.map {
            ReplayCommand.tap(index: $0, on: screen).scriptText
        }
        // The rows read the same; their cells' storyboard ids tell them apart.
        #expect(commands == ["tap #cell-0-0", "tap \"Twins\"", "tap #cell-1-0"])
        let second = try #require(screen.elements.indices.last { screen.elements[$0].text == "Same" })
        controller.send(.tapElement(second))
        #expect(controller.state.hierarchy?.visibleContent.storyboardIdentifier == "DetailB")
    }
}
