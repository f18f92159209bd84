import Foundation
import Navigator
import SimUIKit
import Testing

@testable import TerminalUI

/// Each panel draws its own slice of the state: a small value, written here as a literal, with
/// nothing else of the navigator around it.
@Suite("Panels from their slices")
struct PanelSliceTests {
    static let theme = Theme(charset: .ascii)

    static func rows(_ width: Int, _ height: Int, _ draw: (Rect, inout CellGrid) -> Void) -> [String] {
        var grid = CellGrid(size: Size(width: width, height: height))
        draw(grid.bounds, &grid)
        return grid.rows(trimmingTrailingSpaces: true)
    }

    @Test("the log shows the end of its lines, says how far it is scrolled and which filter applies")
    func log() {
        let lines = (1...6).map { LogLine(text: "line \($0)", kind: .callback) }
        let end = Self.rows(60, 5) { rect, grid in
            LogPanel(theme: Self.theme).draw(LogPanel.Slice(lines: lines, filter: nil), in: rect, on: &grid)
        }
        #expect(end[1...3].map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "| ")) } == ["line 4", "line 5", "line 6"])
        #expect(end[0].contains("lines 4-6 of 6"))
        let scrolled = Self.rows(60, 5) { rect, grid in
            LogPanel(theme: Self.theme).draw(LogPanel.Slice(lines: lines, filter: "line", scroll: 2), in: rect, on: &grid)
        }
        #expect(scrolled[0].contains("/line") && scrolled[0].contains("lines 2-4 of 6"))
        #expect(scrolled[1].contains("line 2") && scrolled[3].contains("line 4"))
    }

    @Test("the status bar: the line being edited, or the modes, then the message or the keys")
    func statusBar() {
        let editing = Self.rows(40, 1) { rect, grid in
            StatusBar(theme: Self.theme).draw(StatusBar.Slice(commandLine: "tap \"Dogs\""), in: rect, on: &grid)
        }
        #expect(editing[0].hasPrefix(":tap \"Dogs\""))
        let modes = Self.rows(80, 1) { rect, grid in
            StatusBar(theme: Self.theme).draw(
                StatusBar.Slice(stepping: true, presentation: true, message: "✗ no button"), in: rect, on: &grid)
        }
        #expect(modes[0].hasPrefix("STEP PRESENTING ✗ no button"))
        #expect(modes[0].hasSuffix("?:help  q:quit"))
        let keys = Self.rows(120, 1) { rect, grid in StatusBar(theme: Self.theme).draw(StatusBar.Slice(), in: rect, on: &grid) }
        #expect(keys[0].hasPrefix("Enter:tap  Tab:focus  b:back  d:dismiss  s:step  n:next  ::command  m:map  p:present  R:record"))
        // Narrow, the least useful keys give way first (Tab is ranked below the map).
        let narrow = Self.rows(80, 1) { rect, grid in StatusBar(theme: Self.theme).draw(StatusBar.Slice(), in: rect, on: &grid) }
        #expect(narrow[0] == "Enter:tap  b:back  d:dismiss  s:step  n:next  ::command  m:map    ?:help  q:quit")
    }

    @Test("the hierarchy without a root, the inspector without a controller, the banner without a pause")
    func empty() {
        let hierarchy = Self.rows(40, 4) { rect, grid in
            HierarchyPanel(theme: Self.theme).draw(HierarchyPanel.Slice(), in: rect, on: &grid)
        }
        #expect(hierarchy[1].contains("UIWindow (no root view controller)"))
        let inspector = Self.rows(30, 3) { rect, grid in
            InspectorPanel(theme: Self.theme).draw(InspectorPanel.Slice(), in: rect, on: &grid)
        }
        #expect(inspector[0].contains("Inspector"))
        #expect(StepBanner.lines(for: nil, width: 40, charset: .ascii).isEmpty)
    }

    @Test("the crash panel from a report alone")
    func crash() {
        let report = CrashReport(
            message: "Fatal error: boom", signal: 4, exitStatus: nil, standardError: "", lastTrace: ["A#1.viewDidLoad()"])
        let rows = Self.rows(50, 14) { rect, grid in
            CrashPanel(theme: Self.theme).draw(CrashPanel.Slice(crash: report), in: rect, on: &grid)
        }
        let text = rows.joined(separator: "\n")
        #expect(text.contains("The app crashed") && text.contains("Fatal error: boom"))
        #expect(text.contains("ended by signal 4 (SIGILL: a Swift trap)"))
        #expect(text.contains("A#1.viewDidLoad()"))
    }
}
