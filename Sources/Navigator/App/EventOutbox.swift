import CSupport
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Trace events (and console lines, see `ConsoleRelay`) on their way up the wire, batched: written together when the action ends, when
/// the app pauses (step mode), every few milliseconds by a thread of its own (so a hung app still
/// shows where it hung), and by a signal handler when the app crashes (so the events before a
/// trap or an exception are never lost). One write per batch instead of one per event.
///
/// Every byte is written exactly once. Two writers can race: the flushing thread and the crash
/// handler (which runs on the crashing thread, usually the main thread, while the flushing thread
/// may be half-way through a write of the same bytes). They take turns through `writer`, an
/// atomic that names the thread writing: a flush takes it, writes, empties the buffer, gives it
/// back; the crash handler waits for a flush in progress to finish, then takes it for good (no
/// flush writes again) and writes only what is still pending.
final class EventOutbox: Sendable {
    static let capacity = 1 << 20

    /// Where the messages go: the wire's message descriptor (set before `start()`).
    nonisolated(unsafe) static var descriptor = STDOUT_FILENO

    /// The pending bytes, in a buffer the crash handler can read without allocating.
    nonisolated(unsafe) static var bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    nonisolated(unsafe) static var count = 0
    /// How many of the pending bytes a flush in progress has written (for a crash handler that
    /// interrupts that very flush on its own thread).
    static let written = Atomic<Int>(0)
    /// 0: nobody writes; a thread's `pthread_self()`: that thread flushes; `crashed`: a crash
    /// handler took over, nothing else is ever written.
    static let writer = Atomic<UInt>(0)
    static let crashed = UInt.max
    private static let lock = Mutex(())

    /// Appends one line (and flushes first if it would not fit).
    static func append(_ line: some ContiguousBytes) {
        line.withUnsafeBytes { raw in
            let line = raw.bindMemory(to: UInt8.self)
            lock.withLock { _ in
                if count + line.count + 1 > capacity { flushLocked() }
                if line.count + 1 > capacity {
                    let whole = Array(line) + [0x0A]
                    whole.withUnsafeBufferPointer { writeTakingTurns($0.baseAddress!, count: $0.count) }
                    return
                }
                if let base = line.baseAddress { (bytes + count).update(from: base, count: line.count) }
                count += line.count
                bytes[count] = 0x0A
                count += 1
            }
        }
    }

    /// Writes what is pending.
    static func flush() {
        lock.withLock { _ in flushLocked() }
    }

    private static func flushLocked() {
        guard count > 0 else { return }
        writeTakingTurns(bytes, count: count)
    }

    /// Writes `length` bytes at `start` to the wire (emptying the buffer when they are its
    /// bytes), unless a crash handler took over: the process is dying and the handler writes what
    /// is left.
    private static func writeTakingTurns(_ start: UnsafePointer<UInt8>, count length: Int) {
        let me = UInt(pthread_self())
        guard writer.compareExchange(expected: 0, desired: me, ordering: .acquiring).exchanged else { return }
        written.store(0, ordering: .relaxed)
        var offset = 0
        while offset < length {
            let result = write(descriptor, start + offset, length - offset)
            if result < 0 {
                if errno == EINTR { continue }
                break
            }
            offset += result
            written.store(offset, ordering: .relaxed)
        }
        if start == UnsafePointer(bytes) { count = 0 }
        written.store(0, ordering: .relaxed)
        writer.store(0, ordering: .releasing)
    }

    /// Starts the flushing thread and the crash handlers.
    static func start(descriptor: Int32) {
        self.descriptor = descriptor
        // Initialise the lazily made statics now: the crash handler must not be the first to.
        _ = (bytes, count, written.load(ordering: .relaxed), writer.load(ordering: .relaxed), crashed)
        for signal in [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE] {
            _ = vcnav_install_crash_handler(signal, crashHandler)
        }
        let thread = Thread {
            while true {
                usleep(20_000)
                flush()
            }
        }
        thread.start()
    }

    /// Async-signal-safe (no locks, no allocation): waits for a flush in progress on another
    /// thread (at most about two seconds), takes the turn for good, and writes what is pending.
    /// Returns whether this thread took the turn (and may write more).
    @discardableResult
    static func writePendingFromCrashHandler() -> Bool {
        let me = UInt(pthread_self())
        var start = 0
        var waited = 0
        while true {
            let (exchanged, holder) = writer.compareExchange(expected: 0, desired: crashed, ordering: .acquiring)
            if exchanged { break }
            if holder == crashed { return false }  // another thread crashed first and writes
            if holder == me {
                // This thread crashed inside its own flush: go on from where it was.
                start = written.load(ordering: .relaxed)
                writer.store(crashed, ordering: .relaxed)
                break
            }
            guard waited < 2000 else { return false }
            var pause = timespec(tv_sec: 0, tv_nsec: 1_000_000)
            nanosleep(&pause, nil)
            waited += 1
        }
        writeAll(bytes + start, count: count - start)
        count = 0
        return true
    }

    /// Writes `length` bytes to the wire, retrying interrupted and short writes; async-signal-safe
    /// (for crash handlers that already hold the turn).
    static func writeAll(_ start: UnsafePointer<UInt8>, count length: Int) {
        var offset = 0
        while offset < length {
            let result = write(descriptor, start + offset, length - offset)
            if result < 0, errno == EINTR { continue }
            if result <= 0 { break }
            offset += result
        }
    }
}

/// Writes the pending events, then what the console holds (the crash's message is there), then
/// dies of the same signal with its default action, as the crash would have.
private let crashHandler: @convention(c) (Int32) -> Void = { signal in
    // The relay first: the lines it is putting in the outbox go out with the events.
    ConsoleRelay.stopFromCrashHandler()
    if EventOutbox.writePendingFromCrashHandler() { ConsoleRelay.writeRestFromCrashHandler() }
    Glibc.signal(signal, SIG_DFL)
    raise(signal)
}
