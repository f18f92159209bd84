import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Trace events on their way up the pipe, batched: written together when the action ends, when
/// the app pauses (step mode), every few milliseconds by a thread of its own (so a hung app still
/// shows where it hung), and by a signal handler when the app crashes (so the events before a
/// trap or an exception are never lost). One write per batch instead of one per event.
final class EventOutbox: Sendable {
    static let capacity = 1 << 20

    /// The pending bytes, in a buffer the crash handler can read without allocating.
    nonisolated(unsafe) static var bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    nonisolated(unsafe) static var count = 0
    private static let lock = Mutex(())

    /// Appends one line (and flushes first if it would not fit).
    static func append(_ line: Data) {
        lock.withLock { _ in
            if count + line.count + 1 > capacity { flushLocked() }
            if line.count + 1 > capacity {
                _ = LineWriter.write(line, to: STDOUT_FILENO)
                return
            }
            line.withUnsafeBytes { raw in
                (bytes + count).update(from: raw.bindMemory(to: UInt8.self).baseAddress!, count: line.count)
            }
            count += line.count
            bytes[count] = 0x0A
            count += 1
        }
    }

    /// Writes what is pending.
    static func flush() {
        lock.withLock { _ in flushLocked() }
    }

    private static func flushLocked() {
        var offset = 0
        while offset < count {
            let written = write(STDOUT_FILENO, bytes + offset, count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                break
            }
            offset += written
        }
        count = 0
    }

    /// Starts the flushing thread and the crash handlers.
    static func start() {
        let thread = Thread {
            while true {
                usleep(20_000)
                flush()
            }
        }
        thread.start()
        for signal in [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE] {
            Glibc.signal(signal, crashHandler)
        }
    }
}

/// Async-signal-safe: writes the pending events (no locks, no allocation), then dies of the same
/// signal with its default action, as the crash would have.
private let crashHandler: @convention(c) (Int32) -> Void = { signal in
    var offset = 0
    while offset < EventOutbox.count {
        let written = write(STDOUT_FILENO, EventOutbox.bytes + offset, EventOutbox.count - offset)
        if written <= 0 { break }
        offset += written
    }
    EventOutbox.count = 0
    Glibc.signal(signal, SIG_DFL)
    raise(signal)
}
