import Foundation
import Testing
import TestSupport

@testable import SimUIKit

/// A class outside the responder chain whose methods selectors reach.
final class Ticker: NSObject, SelectorTarget {
    @MainActor class var ibActions: [IBActionBinding] {
        [
            .action("tick:", Self.tick),
            .action("ping", Self.ping),
            .action("tapped:withEvent:", Self.tapped),
            .action("strict:event:", Self.strict),
        ]
    }
    var ticks: [Any?] = []
    var pings = 0
    var events: [String] = []
    func tick(_ argument: Any?) { ticks.append(argument) }
    func ping() { pings += 1 }
    func tapped(_ sender: Any, withEvent event: AnyObject?) { events.append(event == nil ? "no event" : "event") }
    func strict(_ sender: Any, event: NSObject) { events.append("strict") }
}

/// `NotificationCenter`, `Timer` and `NSObject.perform` with selectors, through `ibActions`.
/// Timers and delayed performs fire from a run loop; here (no run loop turns in a test) they are
/// fired by hand or cancelled; vcnavTests' RunLoopSelectorTests runs them in the app process.
@MainActor
@Suite("Selector runtime", .engine)
struct SelectorRuntimeTests {
    @Test("a selector observer gets the notification, or no argument; removing the observer stops it")
    func notifications() {
        let center = NotificationCenter()
        let ticker = Ticker()
        let a = Notification.Name("A")
        let b = Notification.Name("B")
        center.addObserver(ticker, selector: Selector("tick:"), name: a, object: nil)
        center.addObserver(ticker, selector: Selector("ping"), name: b, object: nil)
        center.post(name: a, object: nil)
        center.post(name: b, object: nil)
        #expect(ticker.ticks.map { ($0 as? Notification)?.name } == [a])
        #expect(ticker.pings == 1)
        center.removeObserver(ticker, name: a, object: nil)
        center.post(name: a, object: nil)
        center.post(name: b, object: nil)
        #expect(ticker.ticks.count == 1 && ticker.pings == 2)
        center.removeObserver(ticker)
        center.post(name: b, object: nil)
        #expect(ticker.pings == 2)
    }

    @Test("an observer for one object hears only that object's notifications")
    func observedObject() {
        let center = NotificationCenter()
        let ticker = Ticker()
        let sender = NSObject()
        center.addObserver(ticker, selector: Selector("ping"), name: nil, object: sender)
        center.post(name: Notification.Name("X"), object: NSObject())
        center.post(name: Notification.Name("X"), object: sender)
        #expect(ticker.pings == 1)
    }

    @Test("the center does not keep its observers alive, and a gone observer is not called")
    func observerLifetime() {
        let center = NotificationCenter()
        weak var gone: Ticker?
        do {
            let ticker = Ticker()
            gone = ticker
            center.addObserver(ticker, selector: Selector("ping"), name: Notification.Name("A"), object: nil)
        }
        #expect(gone == nil)
        center.post(name: Notification.Name("A"), object: nil)
    }

    @Test("a timer with a target calls its selector with the timer, keeps the target until invalidated, and keeps its user info")
    func timers() throws {
        weak var released: Ticker?
        var timer: Timer?
        do {
            let ticker = Ticker()
            released = ticker
            timer = Timer(timeInterval: 100, target: ticker, selector: Selector("tick:"), userInfo: nil, repeats: true)
            timer?.fire()
            #expect(ticker.ticks.count == 1 && (ticker.ticks[0] as AnyObject) === timer)
        }
        #expect(released != nil)
        timer?.invalidate()
        UIApplication.shared.runUntilIdle()
        #expect(released == nil)

        let ticker = Ticker()
        let scheduled = Timer.scheduledTimer(
            timeInterval: 100, target: ticker, selector: Selector("ping"), userInfo: ["key": 1], repeats: false)
        #expect(scheduled.userInfo as? [String: Int] == ["key": 1])
        scheduled.fire()
        #expect(ticker.pings == 1)
        scheduled.invalidate()
    }

    @Test("a delayed perform keeps its target until it is cancelled; a cancel for another argument does not touch it")
    func delayedPerforms() {
        weak var released: Ticker?
        do {
            let ticker = Ticker()
            released = ticker
            ticker.perform(Selector("tick:"), with: "a", afterDelay: 100)
        }
        #expect(released != nil)
        if let ticker = released {
            NSObject.cancelPreviousPerformRequests(withTarget: ticker, selector: Selector("tick:"), object: "b")
        }
        #expect(released != nil)
        if let ticker = released {
            NSObject.cancelPreviousPerformRequests(withTarget: ticker, selector: Selector("tick:"), object: "a")
        }
        #expect(released == nil)
    }

    @Test("performSelector(onMainThread:waitUntilDone: true) on the main thread calls at once")
    func onMainThread() {
        let ticker = Ticker()
        ticker.performSelector(onMainThread: Selector("tick:"), with: 7, waitUntilDone: true)
        #expect(ticker.ticks.map { $0 as? Int } == [7])
    }

    @Test("a two-argument action gets the sender and the event; one that needs an event is not called without one")
    func twoArgumentActions() {
        let ticker = Ticker()
        UIApplication.shared.sendAction(Selector("tapped:withEvent:"), to: ticker, from: UIButton(), for: nil)
        UIApplication.shared.sendAction(Selector("tapped:withEvent:"), to: ticker, from: UIButton(), for: NSObject())
        UIApplication.shared.sendAction(Selector("strict:event:"), to: ticker, from: UIButton(), for: nil)
        #expect(ticker.events == ["no event", "event"])
    }

    @Test("a notification for a method not in ibActions raises UIKit's exception")
    func unrecognized() async {
        let result = await #expect(processExitsWith: .signal(SIGABRT), observing: [\.standardErrorContent]) {
            await MainActor.run {
                let center = NotificationCenter()
                let ticker = Ticker()
                center.addObserver(ticker, selector: Selector("nope:"), name: Notification.Name("X"), object: nil)
                center.post(name: Notification.Name("X"), object: nil)
            }
        }
        #expect(
            CrashOutput.hasReason(
                CrashOutput.stderr(result), "NSInvalidArgumentException",
                "-\\[SimUIKitTests.Ticker nope:\\]: unrecognized selector sent to instance 0x[0-9a-f]+"))
    }
}
