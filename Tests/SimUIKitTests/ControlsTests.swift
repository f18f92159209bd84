import Foundation
import Testing
import TestSupport

@testable import SimUIKit

/// Sliders, steppers, progress bars and page dots: read from storyboards, on the screen, and
/// what a tap does to the ones a finger can tap.
@MainActor
@Suite("Value controls", .engine)
struct ControlsTests {
    static var fixtures: Bundle { fixturesBundle }

    @Test("the storyboard's numbers reach the document and the controls")
    func fromStoryboard() throws {
        let document = try loadFixture("Controls")
        guard case .view(let slider)? = document.element(withID: "Settings-slider"),
            case .view(let stepper)? = document.element(withID: "Settings-stepper"),
            case .view(let progress)? = document.element(withID: "Settings-progress"),
            case .view(let dots)? = document.element(withID: "Settings-dots")
        else {
            Issue.record("a control is missing")
            return
        }
        // Each class keeps the attributes it reads (`storyboardAttributes`), as written.
        #expect(slider.double("value") == 25 && slider.double("minValue") == 0 && slider.double("maxValue") == 100)
        #expect(stepper.double("value") == 2 && stepper.double("maximumValue") == 3 && stepper.double("minimumValue") == nil)
        #expect(progress.double("progress") == 0.5)
        #expect(dots.int("numberOfPages") == 4 && dots.int("currentPage") == 1)
        // A label reads none of its own beyond those of every view (its `tag` and `contentMode`).
        #expect(UILabel.storyboardAttributes == ["tag", "contentMode"] && UIStepper.storyboardAttributes.contains("stepValue"))
    }

    /// UIKit: a tap on a segment selects it and sends `.valueChanged`; a tap on the segment
    /// already selected sends nothing ("the control sends valueChanged when the user selects a
    /// segment", Apple's UISegmentedControl documentation); a momentary control keeps no
    /// selection and sends it on every tap.
    @Test("a segmented control: one tap target per segment; a tap selects it and sends .valueChanged, once")
    func segments() throws {
        let h = Harness(notAssertingBecause: "it checks the screen model and the control's events")
        let controller = UIViewController()
        let control = UISegmentedControl(items: ["Day", "Week", "Month"])
        control.selectedSegmentIndex = 0
        var changes: [Int] = []
        control.addAction(UIAction { _ in changes.append(control.selectedSegmentIndex) }, for: .valueChanged)
        controller.view.addSubview(control)
        h.show(controller)
        let elements = Screen.capture().model.elements
        #expect(elements.map(\.text) == ["Day", "Week", "Month"])
        #expect(elements.map(\.isSelected) == [true, false, false])
        #expect(elements.map(\.taps) == [[.selectSegment(0)], [.selectSegment(1)], [.selectSegment(2)]])
        h.tap("Week")
        #expect(control.selectedSegmentIndex == 1 && changes == [1])
        h.tap("Week")
        #expect(changes == [1])
        control.isMomentary = true
        h.tap("Month")
        h.tap("Month")
        #expect(changes == [1, 1, 1])
    }

    @Test("a storyboard's segmented control keeps its selected segment")
    func segmentsFromStoryboard() throws {
        let document = try loadFixture("Modern")
        guard case .view(let element)? = document.element(withID: "SEG-ee-001") else {
            Issue.record("no segmented control")
            return
        }
        let control = UISegmentedControl(frame: .zero)
        control.decode(fromStoryboard: element)
        #expect(control.segmentTitles == ["Info", "Photos"] && control.selectedSegmentIndex == 0)
    }

    @Test("on the screen: fractions, the stepper's value, page n of m; a tap steps up and moves to the next page")
    func onScreen() throws {
        let h = Harness(
            notAssertingBecause: "it checks the screen model and the controls' values; showing a scene is the lifecycle tests' business")
        let settings = UIStoryboard(name: "Controls", bundle: Self.fixtures).instantiateInitialViewController()!
        h.show(settings)
        let kinds = Screen.capture().model.elements.map { "\($0.kind.rawValue) \($0.text)" }
        #expect(kinds == ["slider 0.25", "stepper 2", "progress 0.5", "pageControl 2/4"])
        let steppers = settings.view.subviews.compactMap { $0 as? UIStepper }
        let real = try #require(steppers.first)
        var changes = 0
        real.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        h.tap("2")
        #expect(real.value == 3 && changes == 1)
        #expect(!Screen.capture().isTappable(1))
        real.wraps = true
        h.tap("3")
        #expect(real.value == 0 && changes == 2)
        h.tap("2/4")
        h.tap("3/4")
        h.tap("4/4")
        #expect((settings.view.subviews.compactMap { $0 as? UIPageControl }.first?.currentPage) == 3)
        #expect(!Screen.capture().isTappable(3))
    }

    @Test("a storyboard stack view arranges the views inside it")
    func storyboardStack() throws {
        _ = Harness(notAssertingBecause: "it checks the views a storyboard builds; loading the scene is StoryboardRuntimeTests' business")
        let controller = UIStoryboard(name: "Controls", bundle: Self.fixtures).instantiateViewController(withIdentifier: "Stack")
        let stack = try #require(controller.view.subviews.first as? UIStackView)
        #expect(stack.arrangedSubviews.compactMap { ($0 as? UILabel)?.text } == ["First", "Second"])
        #expect(stack.subviews.count == 2)
    }

    @Test("hostile numbers in a storyboard: the scene shows, nothing traps")
    func hostileNumbers() throws {
        let h = Harness(notAssertingBecause: "hostile numbers: it checks that nothing traps and what the screen shows")
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="V">
            <scenes><scene sceneID="s"><objects><viewController id="V" sceneMemberID="viewController">
            <view key="view" id="v"><subviews>
            <slider value="nan" minValue="inf" maxValue="-inf" id="a"/>
            <stepper value="1e308" minimumValue="-1e308" maximumValue="1e308" stepValue="1e308" id="b"/>
            <progressView progress="-5" id="c"/>
            <pageControl numberOfPages="-9223372036854775808" currentPage="9223372036854775807" id="d"/>
            <pageControl numberOfPages="9223372036854775807" currentPage="9223372036854775807" id="e"/>
            <datePicker datePickerMode="dateAndTime" minuteInterval="-9223372036854775808" id="f"><date key="date" timeIntervalSinceReferenceDate="nan"/><date key="maximumDate" timeIntervalSinceReferenceDate="1e308"/></datePicker>
            <datePicker datePickerMode="countDownTimer" id="g"><date key="date" timeIntervalSinceReferenceDate="-1e308"/></datePicker>
            </subviews></view></viewController></objects></scene></scenes></document>
            """
        try withTemporaryDirectory("vcnav-hostile") { directory in
            try xml.write(to: directory.appendingPathComponent("Hostile.storyboard"), atomically: true, encoding: .utf8)
            let controller = try #require(UIStoryboard(name: "Hostile", bundle: Bundle(url: directory)).instantiateInitialViewController())
            h.show(controller)
            let texts = Screen.capture().model.elements.map { "\($0.kind.rawValue) \($0.text)" }
            #expect(texts.count == 6)
            #expect(texts[2] == "progress 0" && texts[3] == "pageControl \(Int.max)/\(Int.max)")
            #expect(texts[5] == "picker 0:00")
            let screen = Screen.capture()
            for index in screen.model.elements.indices where screen.isTappable(index) { screen.tap(index) }
            UIApplication.shared.runUntilIdle()
        }
    }

    @Test("a date picker: mode, style, interval and dates from the storyboard; shown in a fixed format")
    func datePicker() throws {
        let h = Harness(notAssertingBecause: "it checks the picker's properties and its text on the screen")
        let document = try loadFixture("Dates")
        guard case .view(let element)? = document.element(withID: "D-picker") else {
            Issue.record("no date picker")
            return
        }
        #expect(element.attributes == ["datePickerMode": "date", "style": "wheels", "minuteInterval": "15", "contentMode": "scaleToFill"])
        #expect(element.dates == ["date": 722_433_600, "minimumDate": -978_307_200])
        let controller = UIStoryboard(name: "Dates", bundle: Self.fixtures).instantiateInitialViewController()!
        let picker = try #require(controller.view.subviews.first as? UIDatePicker)
        #expect(picker.datePickerMode == .date && picker.datePickerStyle == .wheels && picker.minuteInterval == 15)
        #expect(picker.date == Date(timeIntervalSinceReferenceDate: 722_433_600))
        #expect(picker.minimumDate == Date(timeIntervalSince1970: 0))
        picker.timeZone = TimeZone(identifier: "UTC")
        h.show(controller)
        #expect(h.screenTexts == ["2023-11-23"])
        picker.date = Date(timeIntervalSince1970: -1)
        #expect(picker.date == Date(timeIntervalSince1970: 0))
        picker.datePickerMode = .dateAndTime
        picker.timeZone = TimeZone(secondsFromGMT: 3600)
        #expect(picker.displayText == "1970-01-01 01:00")
        picker.datePickerMode = .countDownTimer
        picker.countDownDuration = 5_400
        #expect(picker.displayText == "1:30")
        for duration in [TimeInterval.nan, .infinity, -.infinity] {
            picker.countDownDuration = duration
            #expect(["0:00", "23:59"].contains(picker.displayText))
        }
    }

    @Test("values are clamped to their ranges, as UIKit clamps them")
    func clamping() {
        _ = Harness()
        let slider = UISlider()
        slider.maximumValue = 10
        slider.value = 12
        #expect(slider.value == 10 && slider.fraction == 1)
        slider.value = -1
        #expect(slider.value == 0)
        let progress = UIProgressView(progressViewStyle: .bar)
        progress.setProgress(1.5, animated: true)
        #expect(progress.progress == 1)
        let dots = UIPageControl()
        dots.numberOfPages = 3
        dots.currentPage = 7
        #expect(dots.currentPage == 2)
        dots.numberOfPages = 1
        #expect(dots.currentPage == 0)
        dots.numberOfPages = .min
        #expect(dots.numberOfPages == 0 && dots.currentPage == 0)
        #expect(ScreenBuilder.number(2.5) == "2.5" && ScreenBuilder.number(3) == "3" && ScreenBuilder.fraction(1 / 3) == "0.33")
    }
}
