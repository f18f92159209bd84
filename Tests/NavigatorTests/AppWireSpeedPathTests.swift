import Foundation
import SimUIKit
import Testing
import TestSupport

@testable import Navigator

/// The app process's fast paths through the wire must say exactly what the plain ones say: an
/// event's `E` line built straight from the event (no string of its lines made), a request's
/// command taken from the decoder's memory.
@MainActor
@Suite("The app's wire, fast and plain", .engine)
struct AppWireSpeedPathTests {
    /// Every event of a tour of the demo (instantiations, injections, segues, delegates,
    /// presentations, a leak), and made-up events whose text holds what the wire and the
    /// transcript escape: a backslash, a tab, U+001F, line breaks, an ESC, a long number.
    private func events() throws -> [TraceEvent] {
        let tour = try ReplayScript.parse(
            """
            tap "Dogs"
            back
            tap "Cats"
            back
            tap "Pitfalls"
            tap "Sheet"
            dismiss
            tap "Optional dependency"
            back
            tap "Leaky controller"
            back
            """, file: "tour.vcreplay")
        let driver = AppDriver(configuration: ReplayCheckTests.demo)
        var events: [TraceEvent] = []
        driver.onEventToEncode = { events.append($0) }
        defer { UIApplication.shared.resetForNewLaunch() }
        _ = driver.perform(.launch)
        for step in tour.lines { _ = driver.perform(step.command) }
        let hostile = ["a\\b", "tab\there", "unit\u{1F}separator", "new\nline", "cr\rlf", "\u{1B}[31mred", "\\n"]
        let subject = ObjectRef(serial: 1, className: "Odd\\Controller", number: 12_345)
        for text in hostile {
            events.append(TraceEvent(kind: .warning, detail: text))
            events.append(TraceEvent(kind: .operation, subject: subject, name: text, arguments: [text, "10"]))
            events.append(TraceEvent(kind: .pending, subject: subject, name: "segueAction", arguments: [text, text]))
            events.append(
                TraceEvent(
                    kind: .injection, subject: ObjectRef(serial: 2, className: "C", number: 10), name: "viewDidLoad", stage: text,
                    changes: [PropertyChange(name: text, oldValue: nil, newValue: text, isOutlet: false)]))
        }
        return events
    }

    @Test("an event's E line built straight from the event is the one built from its transcript lines")
    func eventLines() throws {
        let events = try events()
        let kinds = Set(events.map(\.kind))
        #expect(events.count > 150 && kinds.isSuperset(of: [.instantiate, .injection, .callbackBegin, .segue, .delegate, .deinitialized]))
        var line: [UInt8] = []
        var compared = 0
        for event in events {
            let lines = event.kind == .pending ? [StepGuide.pendingText(of: event)] : TraceRecorder.lines(for: event)
            let built = AppWire.encodeEvent(event, into: &line)
            #expect(built == !lines.isEmpty, "\(event)")
            guard built else { continue }
            #expect(line == AppWire.encodeEvent(TraceLines(kind: event.kind, lines: lines)), "\(lines)")
            compared += 1
        }
        #expect(compared > 100)
    }

    @Test("the request decoder gives what a fresh decoding gives, the second time from its memory")
    func requestDecoder() {
        let lines = [
            "1\t0\ttap \"Alpha\"", "2\t1\ttap \"Alpha\"", "3\t0\t", "4\t0\tnot a command", "5\t0\texpect top Pets", "6\t0\tback",
            "x\t0\tback", "7\t2\tback", "8\t0\t# a comment", "9\t1\tstep on", "10\t0\ttap \"Alpha\" index 2",
        ]
        var decoder = RequestDecoder()
        for round in 1...2 {
            for line in lines {
                let data = Data(line.utf8)
                #expect(decoder.decode(data) == AppWire.decodeRequest(data), "round \(round): \(line)")
            }
        }
        #expect(decoder.decode(Data("1\t0\ttap \"Alpha\"".utf8))?.command == .tap(.text("Alpha", index: nil)))
    }
}
