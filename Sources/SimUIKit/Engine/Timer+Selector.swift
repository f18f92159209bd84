import Foundation

/// A timer made with `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`: it keeps
/// the user info (Foundation on Linux has none).
final class SelectorTimer: Timer {
    private let info: Boxed<Any?>

    init(interval: TimeInterval, call: SelectorCall, userInfo: Any?, repeats: Bool) {
        info = Boxed(userInfo)
        super.init(fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: repeats) { timer in
            call.fire(with: [timer])
        }
        SelectorCall.track(self, call)
    }

    override var userInfo: Any? { info.value }
}

extension Timer {
    /// A timer that calls `aSelector` on `aTarget` (with the timer as its argument), to be added
    /// to a run loop (`RunLoop.main.add(timer, forMode: .common)`). The timer keeps the target
    /// alive until it is invalidated, as in Foundation. The method must be in the target's
    /// `ibActions` (see `SelectorTarget`). On Linux `userInfo` of a timer made this way reads nil:
    /// `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` keeps it.
    public convenience init(
        timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?, repeats yesOrNo: Bool
    ) {
        let call = SelectorCall(target: aTarget as AnyObject, selector: aSelector, retains: true)
        self.init(timeInterval: ti, repeats: yesOrNo) { timer in call.fire(with: [timer]) }
        SelectorCall.track(self, call)
    }

    /// A timer scheduled on the current run loop (the app's main run loop) in the default mode,
    /// calling `aSelector` on `aTarget` with the timer; see `init(timeInterval:target:selector:userInfo:repeats:)`.
    @discardableResult
    public class func scheduledTimer(
        timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?, repeats yesOrNo: Bool
    )
        -> Timer
    {
        let call = SelectorCall(target: aTarget as AnyObject, selector: aSelector, retains: true)
        let timer = SelectorTimer(interval: ti, call: call, userInfo: userInfo, repeats: yesOrNo)
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }
}
