import CNcurses
import Synchronization

/// SIGINT, SIGTERM and SIGHUP while curses owns the terminal.
///
/// The choice: a `sigaction` handler (without SA_RESTART) that only stores
/// the signal number in a lock-free atomic, which is async-signal-safe. It
/// calls nothing else: no `endwin`, no I/O, no allocation. `NcursesBackend`
/// waits for input in slices of at most 50 ms and checks the atomic between
/// slices, so `nextEvent` returns `.terminate(signal:)` within about 50 ms;
/// the caller then calls `restore()` (which runs `endwin`) and exits with
/// `128 + signal`. The handlers are installed before `newterm`, so ncurses
/// leaves SIGINT/SIGTERM alone; ncurses keeps SIGWINCH (reported as
/// KEY_RESIZE) and SIGTSTP. `restore()` puts the default handlers back.
enum TerminalSignals {
    /// The signals turned into `.terminate` events.
    static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Installs the handlers; clears any stale pending signal; unblocks
    /// these signals and SIGWINCH on the calling thread, which must be the
    /// one that calls `nextEvent`. (A process started by a thread that
    /// blocks signals, as Foundation's `Process` from a Dispatch or
    /// Swift-concurrency thread does, inherits that mask: without this, it
    /// would ignore SIGTERM and never see a resize.)
    static func install() {
        pendingSignal.store(0, ordering: .sequentiallyConsistent)  // initialise before a handler can run
        for signal in handled { _ = vcnav_install_signal_handler(signal, recordSignal) }
        _ = vcnav_unblock_signals((handled + [SIGWINCH]).map { $0 }, Int32(handled.count + 1))
    }

    /// Puts the default dispositions back.
    static func uninstall() {
        for signal in handled { _ = vcnav_reset_signal_handler(signal) }
    }

    /// The signal received since the last call, if any.
    static func takePending() -> Int32? {
        let signal = pendingSignal.exchange(0, ordering: .acquiringAndReleasing)
        return signal == 0 ? nil : signal
    }
}

/// The last signal received, 0 for none. Written only by `recordSignal`.
private let pendingSignal = Atomic<Int32>(0)

/// The signal handler: one atomic store, nothing else.
private let recordSignal: @convention(c) (Int32) -> Void = { signal in
    pendingSignal.store(signal, ordering: .releasing)
}
