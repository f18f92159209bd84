import CSupport
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The app's console, relayed up the wire. The app process puts a pipe under its standard output
/// and error (both, in the order they were written, as Xcode's console shows them) and makes
/// standard output line-buffered; a thread of its own moves each line the pipe holds to the
/// `EventOutbox` as a `C` message (see `AppWire`), so the app never blocks on what it prints and
/// its prints never break a message. Before each reply the app flushes standard output and
/// relays what the pipe holds, so every line printed during a request reaches the host before
/// the request's reply. When the app crashes, the crash handler stops the relay, writes the
/// outbox, then what the console still holds (the crash's message is there).
///
/// A line longer than `maximumLineLength` is cut there; the rest is counted, not kept. Every
/// byte goes through one relay at a time (`state`): the thread, the end of a request, or a crash
/// handler that takes over for good.
enum ConsoleRelay {
    /// The longest console line relayed whole.
    static let maximumLineLength = 4096
    private static let chunkSize = 1 << 16

    /// The read end of the console pipe (-1 before `start()`).
    nonisolated(unsafe) private static var readEnd: Int32 = -1
    /// The line being read: its first bytes, how many, and how many more were left out.
    nonisolated(unsafe) private static var line = UnsafeMutablePointer<UInt8>.allocate(capacity: maximumLineLength)
    nonisolated(unsafe) private static var lineCount = 0
    nonisolated(unsafe) private static var lineOmitted = 0
    nonisolated(unsafe) private static var chunk = UnsafeMutablePointer<UInt8>.allocate(capacity: chunkSize)
    /// "C" and LF, for the crash handler (which may not allocate).
    nonisolated(unsafe) private static var marks: UnsafeMutablePointer<UInt8> = {
        let marks = UnsafeMutablePointer<UInt8>.allocate(capacity: 2)
        marks[0] = UInt8(ascii: "C")
        marks[1] = 0x0A
        return marks
    }()
    /// 0: nobody relays; 1: a relay runs; 2: a crash handler took over, nothing else relays.
    private static let state = Atomic<Int>(0)
    private static let lock = Mutex(())

    /// Puts a pipe under standard output and error and starts relaying it. False when it cannot
    /// (the console then stays where the host put it).
    static func start() -> Bool {
        var fds: [Int32] = [-1, -1]
        guard fds.withUnsafeMutableBufferPointer({ vcnav_pipe_cloexec_above($0.baseAddress!, 5) }) == 0 else { return false }
        // dup2 clears close-on-exec: what the app starts writes to the same console.
        guard dup2(fds[1], STDOUT_FILENO) >= 0, dup2(fds[1], STDERR_FILENO) >= 0 else {
            close(fds[0])
            close(fds[1])
            return false
        }
        close(fds[1])
        _ = fcntl(fds[0], F_SETFL, O_NONBLOCK)
        // Initialise the lazily made statics now: the crash handler must not be the first to.
        _ = (line, lineCount, lineOmitted, chunk, marks, state.load(ordering: .relaxed))
        readEnd = fds[0]
        _ = vcnav_line_buffer_standard_output()
        let descriptor = fds[0]
        Thread {
            var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            while true {
                let ready = poll(&watched, 1, -1)
                if ready < 0, errno == EINTR { continue }
                // Ends at end of file (the app closed both streams), or when the app closed the pipe.
                guard ready > 0, watched.revents & Int16(POLLNVAL) == 0, relay(flushingPartialLine: false) else { return }
            }
        }.start()
        return true
    }

    /// Relays what the console pipe holds, line by line; with `flushingPartialLine`, also a line
    /// not ended yet (the end of a request: its lines belong to it). When it returns, nothing
    /// written to the console before the call is left between the pipe and the outbox. Returns
    /// false at end of file (or once a crash handler took over).
    @discardableResult
    static func relay(flushingPartialLine: Bool) -> Bool {
        guard readEnd >= 0 else { return false }
        return lock.withLock { _ -> Bool in
            guard state.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged else { return false }
            defer { _ = state.compareExchange(expected: 1, desired: 0, ordering: .releasing) }
            var open = true
            while true {
                let count = read(readEnd, chunk, chunkSize)
                if count > 0 {
                    take(count)
                    continue
                }
                if count < 0, errno == EINTR { continue }
                open = count < 0 && errno == EAGAIN
                break
            }
            if flushingPartialLine || !open, lineCount + lineOmitted > 0 { sendLine() }
            return open
        }
    }

    /// Splits the first `count` bytes of `chunk` into lines.
    private static func take(_ count: Int) {
        var start = 0
        while start < count {
            let newline = memchr(chunk + start, 0x0A, count - start).map { $0.assumingMemoryBound(to: UInt8.self) - chunk }
            let end = newline ?? count
            let room = min(maximumLineLength - lineCount, end - start)
            (line + lineCount).update(from: chunk + start, count: room)
            lineCount += room
            lineOmitted += end - start - room
            if newline != nil { sendLine() }
            start = end + 1
        }
    }

    private static func sendLine() {
        EventOutbox.append(AppWire.encodeConsole(UnsafeBufferPointer(start: line, count: lineCount), omitted: lineOmitted))
        lineCount = 0
        lineOmitted = 0
    }

    /// Async-signal-safe (no locks, no allocation), for a crash handler, before it writes the
    /// outbox: waits for a relay in progress (at most about 100 ms) to finish putting its lines in
    /// the outbox, and stops relaying for good.
    static func stopFromCrashHandler() {
        guard readEnd >= 0 else { return }
        var waited = 0
        while !state.compareExchange(expected: 0, desired: 2, ordering: .acquiring).exchanged {
            // A relay stuck for good (this very thread crashed inside it): go on all the same.
            guard waited < 100 else {
                state.store(2, ordering: .relaxed)
                break
            }
            var pause = timespec(tv_sec: 0, tv_nsec: 1_000_000)
            nanosleep(&pause, nil)
            waited += 1
        }
    }

    /// Async-signal-safe, for a crash handler that stopped the relay and holds the outbox's turn:
    /// writes the line being read and what the pipe holds straight to the wire, as `C` lines.
    static func writeRestFromCrashHandler() {
        guard readEnd >= 0 else { return }
        var atLineStart = true
        if lineCount > 0 {
            EventOutbox.writeAll(marks, count: 1)
            EventOutbox.writeAll(line, count: lineCount)
            atLineStart = false
        }
        while true {
            let count = read(readEnd, chunk, chunkSize)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            var start = 0
            while start < count {
                if atLineStart { EventOutbox.writeAll(marks, count: 1) }
                let newline = memchr(chunk + start, 0x0A, count - start).map { $0.assumingMemoryBound(to: UInt8.self) - chunk }
                let end = newline.map { $0 + 1 } ?? count
                EventOutbox.writeAll(chunk + start, count: end - start)
                atLineStart = newline != nil
                start = end
            }
        }
        if !atLineStart { EventOutbox.writeAll(marks + 1, count: 1) }
    }
}
