import Foundation

/// The simulated main run loop: a FIFO of work that transitions defer, drained by
/// `UIApplication.shared.runUntilIdle()`.
///
/// Each item is released as soon as it has run, so the controllers a finished transition captured
/// are released at that moment, as UIKit releases them when the transition ends.
@preconcurrency @MainActor
final class MainRunLoop {
    private var items: [() -> Void] = []
    private var head = 0

    /// Work waiting to run.
    var pendingCount: Int { items.count - head }

    func enqueue(_ work: @escaping () -> Void) {
        items.append(work)
    }

    /// Calls an animation-style completion with `true` on a later turn, when UIKit's animation
    /// would end (so code after the call that started it runs first).
    func finishLater(_ completion: ((Bool) -> Void)?) {
        guard let completion else { return }
        enqueue { completion(true) }
    }

    /// Runs the next item, if any. Returns false when idle.
    func runOne() -> Bool {
        guard head < items.count else {
            if !items.isEmpty { items.removeAll(keepingCapacity: true); head = 0 }
            return false
        }
        var work: (() -> Void)? = items[head]
        items[head] = {}
        head += 1
        if head > 1024 && head * 2 > items.count {
            items.removeFirst(head)
            head = 0
        }
        work?()
        work = nil
        return true
    }

    /// Empties the queue, handing the items back (so the caller releases them when it is safe).
    func takeAll() -> [() -> Void] {
        let taken = Array(items[head...])
        items = []
        head = 0
        return taken
    }
}
