import CNcurses
import Synchronization

/// Process-wide curses state: whether `endwin` is still owed, and the
/// `atexit` safety net that pays it if the program exits without
/// `restore()` (an `exit()` from anywhere, a thrown error reaching `main`).
enum CursesSession {
    /// Marks curses as started and registers the exit hook once.
    static func didStart() {
        active.store(true, ordering: .sequentiallyConsistent)
        if !hookRegistered.exchange(true, ordering: .sequentiallyConsistent) {
            atexit(endIfActive)
        }
    }

    /// Ends curses if it is active; returns whether it was.
    @discardableResult
    static func end() -> Bool {
        guard active.exchange(false, ordering: .sequentiallyConsistent) else { return false }
        endwin()
        return true
    }

    /// True between `didStart()` and `end()`.
    static var isActive: Bool { active.load(ordering: .sequentiallyConsistent) }
}

private let active = Atomic<Bool>(false)
private let hookRegistered = Atomic<Bool>(false)
private let endIfActive: @convention(c) () -> Void = {
    CursesSession.end()
}
