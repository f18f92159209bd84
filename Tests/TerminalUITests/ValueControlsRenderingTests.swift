import Foundation
import Navigator
import SimUIKit
import Testing
import TestSupport

@testable import TerminalUI

/// How the phone draws sliders, progress bars, steppers and page dots, in Unicode and ASCII.
@MainActor
@Suite("Phone: value controls", .engine)
struct ValueControlsRenderingTests {
    static func screen() -> ScreenModel {
        let h = Harness(notAssertingBecause: "drawing: the tests check how the phone draws the controls")
        let root = UIViewController()
        let slider = UISlider(frame: CGRect(x: 0, y: 10, width: 300, height: 30))
        slider.value = 0.5
        let progress = UIProgressView(frame: CGRect(x: 0, y: 50, width: 300, height: 4))
        progress.progress = 1
        let stepper = UIStepper(frame: CGRect(x: 0, y: 70, width: 94, height: 32))
        stepper.value = 4
        let dots = UIPageControl(frame: CGRect(x: 0, y: 110, width: 300, height: 26))
        dots.numberOfPages = 3
        dots.currentPage = 1
        root.loadViewIfNeeded()
        for view in [slider, progress, stepper, dots] as [UIView] { root.view.addSubview(view) }
        h.show(root)
        return Screen.capture().model
    }

    static func phoneRows(_ charset: BoxCharset) -> [String] {
        var state = NavigatorState(appSummary: "controls")
        state.screen = screen()
        let rows = NavigatorView(theme: Theme(charset: charset)).render(state, size: Size(width: 100, height: 30)).grid
            .rows(trimmingTrailingSpaces: true)
        // The phone is the left panel; keep its inside.
        return rows.map { String($0.prefix(40)) }
    }

    @Test("Unicode: a bar with a knob, a full bar, the stepper's value and buttons, the dots")
    func unicode() {
        let rows = Self.phoneRows(.unicode).joined(separator: "\n")
        #expect(rows.contains("━━━━━━━━━━━●─────────── 50%"))
        #expect(rows.contains("━━━━━━━━━━━━━━━━━━━━━━━━ 100%"))
        #expect(rows.contains("4  [ - | + ]"))
        #expect(rows.contains("○ ● ○"))
    }

    @Test("a slider set to NaN or infinity draws as empty, never traps")
    func nonFinite() {
        _ = Harness(notAssertingBecause: "hostile numbers: it checks that a non-finite value draws and never traps")
        let root = UIViewController()
        let slider = UISlider(frame: CGRect(x: 0, y: 10, width: 300, height: 30))
        slider.maximumValue = .infinity
        slider.value = .nan
        root.loadViewIfNeeded()
        root.view.addSubview(slider)
        let window = UIWindow()
        window.rootViewController = root
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        var state = NavigatorState(appSummary: "controls")
        state.screen = Screen.capture().model
        #expect(state.screen?.elements.first?.text == "0")
        // The model comes from another process: a forged value must draw as empty, not trap.
        var forged = state
        forged.screen?.elements[0].value = .fraction(.nan)
        var forgedInfinite = state
        forgedInfinite.screen?.elements[0].value = .fraction(-.infinity)
        for candidate in [state, forged, forgedInfinite] {
            let rows = NavigatorView(theme: Theme(charset: .unicode)).render(candidate, size: Size(width: 80, height: 24)).grid
                .rows(trimmingTrailingSpaces: true)
            #expect(rows.contains { $0.contains("●─────") && $0.contains(" 0%") })
        }
    }

    @Test("ASCII: the same with plain characters")
    func ascii() {
        let rows = Self.phoneRows(.ascii).joined(separator: "\n")
        #expect(rows.contains("===========o----------- 50%"))
        #expect(rows.contains("o * o"))
    }

    @Test("forged page values from the app process draw as their text, never trap")
    func forgedPages() {
        var state = NavigatorState(appSummary: "forged")
        let pages: [ScreenValue] = [.page(Int.max, of: Int.min), .page(-1, of: 3), .page(0, of: 1_000_000), .fraction(.nan)]
        state.screen = ScreenModel(
            elements: pages.map { ScreenElement(kind: .pageControl, text: "x/y", value: $0) })
        let rows = NavigatorView(theme: Theme(charset: .unicode)).render(state, size: Size(width: 80, height: 24)).grid
            .rows(trimmingTrailingSpaces: true)
        // Only the three-page one is drawn as dots (none of them current); the others as their text.
        #expect(rows.contains { $0.contains("○ ○ ○") })
        #expect(rows.filter { $0.contains("x/y") }.count == 3)
    }
}
