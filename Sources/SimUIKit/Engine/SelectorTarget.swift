import Foundation

/// A class whose methods SimUIKit's selectors reach, through its `ibActions` table: every
/// `UIResponder` (views, controllers), and any other class that lists its methods:
///
/// ```swift
/// final class Ticker: NSObject, SelectorTarget {
///     @MainActor class var ibActions: [IBActionBinding] { [.action("tick:", Self.tick)] }
///     func tick(_ timer: Timer) {}
/// }
/// ```
/// Swift on Linux has no Objective-C runtime, so `#selector` and `@objc` do not exist; a
/// `Selector` is a name, and this table maps it to the method. `vcnav port` writes the tables.
@preconcurrency @MainActor
public protocol SelectorTarget: AnyObject {
    /// The methods selectors reach, one line each; superclasses' tables are searched too.
    static var ibActions: [IBActionBinding] { get }
}

extension UIResponder: SelectorTarget {}

/// One pending call of a selector on a target, as a timer, a delayed perform or an observer
/// holds it. Runs on the main actor: at once on the main thread (or the main queue), else on
/// the main queue.
final class SelectorCall: @unchecked Sendable {
    private let lock = NSLock()
    private var heldTarget: AnyObject?
    private weak var weakTarget: AnyObject?
    let selector: Selector

    /// `retains`: whether the call keeps its target alive (timers and delayed performs do, until
    /// they are done; notification observers do not).
    init(target: AnyObject, selector: Selector, retains: Bool) {
        heldTarget = retains ? target : nil
        weakTarget = target
        self.selector = selector
    }

    var target: AnyObject? { lock.withLock { heldTarget ?? weakTarget } }

    /// Lets the target go (the timer is invalidated, the perform is done or cancelled).
    func release() { lock.withLock { heldTarget = nil } }

    /// Calls the method with the arguments (on the main actor; see the type's comment).
    func fire(with arguments: [Any?]) {
        let boxed = Boxed(arguments)
        MainThread.run { [self] in
            guard let target else { return }
            ActionDispatch.perform(selector, on: target, arguments: boxed.value)
        }
    }

    // MARK: - Timers

    /// Timers made with a target: Foundation on Linux never releases a timer's block, so the
    /// target is let go when the timer is no longer valid (checked as the run loop goes idle).
    nonisolated(unsafe) private static var timers: [(timer: Timer, call: SelectorCall)] = []
    private static let timersLock = NSLock()

    static func track(_ timer: Timer, _ call: SelectorCall) {
        timersLock.withLock { timers.append((timer, call)) }
    }

    static func releaseInvalidatedTimers() {
        timersLock.withLock {
            timers.removeAll { entry in
                guard !entry.timer.isValid else { return false }
                entry.call.release()
                return true
            }
        }
    }
}

/// A value carried across a thread hop untouched (it is only used on the main actor).
struct Boxed<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// The main actor's thread, as UIKit code means it: the main thread, or (in a test process,
/// where the main actor runs on the main queue without the main thread) the main queue.
enum MainThread {
    private static let key = DispatchSpecificKey<Bool>()
    private static let marked: Bool = {
        DispatchQueue.main.setSpecific(key: key, value: true)
        return true
    }()

    static var isCurrent: Bool {
        Thread.isMainThread || (marked && DispatchQueue.getSpecific(key: key) == true)
    }

    /// Runs `work` on the main actor: now when already there, else on the main queue.
    static func run(_ work: @escaping @MainActor () -> Void) {
        if isCurrent {
            MainActor.assumeIsolated(work)
        } else {
            let boxed = Boxed(work)
            DispatchQueue.main.async { MainActor.assumeIsolated(boxed.value) }
        }
    }
}
