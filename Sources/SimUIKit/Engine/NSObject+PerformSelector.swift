import Foundation

/// Delayed performs waiting for their timer: what `cancelPreviousPerformRequests` cancels.
final class DelayedPerforms: @unchecked Sendable {
    static let shared = DelayedPerforms()

    struct Request {
        let call: SelectorCall
        let argument: Boxed<Any?>
        let timer: Timer
    }

    private let lock = NSLock()
    private var requests: [ObjectIdentifier: Request] = [:]

    func add(_ request: Request) { lock.withLock { requests[ObjectIdentifier(request.call)] = request } }

    /// Takes the request out (it fires, or is cancelled): nil when it was already taken.
    func take(_ call: SelectorCall) -> Request? { lock.withLock { requests.removeValue(forKey: ObjectIdentifier(call)) } }

    /// Takes out the requests to `target` matching the selector and argument (nil: any).
    func cancel(target: AnyObject, selector: Selector?, argument: Any??) -> [Request] {
        lock.withLock {
            let matching = requests.filter { _, request in
                request.call.target === target && (selector == nil || request.call.selector == selector)
                    && (argument == nil || Self.same(request.argument.value, argument ?? nil))
            }
            for key in matching.keys { requests.removeValue(forKey: key) }
            return Array(matching.values)
        }
    }

    /// `isEqual:` as Foundation compares the arguments of perform requests.
    private static func same(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (let a?, let b?):
            if let a = a as? AnyHashable, let b = b as? AnyHashable { return a == b }
            return (a as AnyObject) === (b as AnyObject)
        default: return false
        }
    }
}

extension NSObject {
    /// Calls the method for `aSelector` with `anArgument` after `delay` seconds, from a timer on
    /// the current run loop (the app's main run loop), as Foundation does: a delay of 0 runs on a
    /// later turn, never now. The object and the argument are kept alive until then. The method
    /// must be in the class's `ibActions` (see `SelectorTarget`); a missing one raises
    /// `unrecognized selector sent to instance` when the time comes.
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        perform(aSelector, with: anArgument, afterDelay: delay, inModes: [.default])
    }

    /// `perform(_:with:afterDelay:)` in the given run loop modes.
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval, inModes modes: [RunLoop.Mode]) {
        let call = SelectorCall(target: self, selector: aSelector, retains: true)
        let argument = Boxed(anArgument)
        let timer = Timer(timeInterval: max(delay, 0), repeats: false) { _ in
            guard DelayedPerforms.shared.take(call) != nil else { return }
            call.fire(with: [argument.value])
            call.release()
        }
        DelayedPerforms.shared.add(DelayedPerforms.Request(call: call, argument: argument, timer: timer))
        for mode in modes { RunLoop.current.add(timer, forMode: mode) }
    }

    /// Cancels the delayed performs of `aSelector` with an equal argument on `aTarget`.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?) {
        for request in DelayedPerforms.shared.cancel(target: aTarget as AnyObject, selector: aSelector, argument: .some(anArgument)) {
            request.timer.invalidate()
            request.call.release()
        }
    }

    /// Cancels every delayed perform on `aTarget`.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        for request in DelayedPerforms.shared.cancel(target: aTarget as AnyObject, selector: nil, argument: nil) {
            request.timer.invalidate()
            request.call.release()
        }
    }

    /// Calls the method for `aSelector` on the main thread: now when `wait` is true and this is
    /// the main thread, else on the main queue (waiting for it when `wait` is true).
    public func performSelector(onMainThread aSelector: Selector, with arg: Any?, waitUntilDone wait: Bool) {
        let call = SelectorCall(target: self, selector: aSelector, retains: true)
        let argument = Boxed(arg)
        if wait, MainThread.isCurrent {
            call.fire(with: [arg])
        } else if wait {
            DispatchQueue.main.sync { call.fire(with: [argument.value]) }
        } else {
            DispatchQueue.main.async { call.fire(with: [argument.value]) }
        }
    }

    /// `performSelector(onMainThread:with:waitUntilDone:)`; the modes are those of the main queue.
    public func performSelector(onMainThread aSelector: Selector, with arg: Any?, waitUntilDone wait: Bool, modes array: [String]?) {
        performSelector(onMainThread: aSelector, with: arg, waitUntilDone: wait)
    }
}
