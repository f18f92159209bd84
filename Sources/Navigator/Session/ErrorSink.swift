import Foundation
import Synchronization

/// Collects a child's standard error (an app process's console before it takes it over, and
/// after) on a thread of its own, so the child never blocks on it. It
/// keeps the first and the last `half` bytes (where a crash's message is: a chatty app can write
/// without end before it dies), with a line saying how much was left out between them.
final class ErrorSink: Sendable {
    static let defaultHalf = 256 << 10

    private struct Kept {
        var head = Data()
        var tail = Data()
        var skipped = 0
    }

    private final class Store: Sendable {
        let kept = Mutex(Kept())
    }

    private let store = Store()
    private let done = DispatchSemaphore(value: 0)

    /// A sink reading `descriptor` until end of file, then closing it.
    init(descriptor: Int32, half: Int = ErrorSink.defaultHalf) {
        let store = store
        let done = done
        let thread = Thread {
            let reader = LineReader(fileDescriptor: descriptor)
            while let chunk = reader.readAvailable() {
                store.kept.withLock { Self.keep(chunk, in: &$0, half: half) }
            }
            close(descriptor)
            done.signal()
        }
        thread.start()
    }

    private static func keep(_ chunk: Data, in kept: inout Kept, half: Int) {
        var chunk = chunk[...]
        if kept.head.count < half {
            let room = half - kept.head.count
            kept.head.append(chunk.prefix(room))
            chunk = chunk.dropFirst(room)
        }
        guard !chunk.isEmpty else { return }
        kept.tail.append(chunk)
        if kept.tail.count > half {
            let excess = kept.tail.count - half
            kept.skipped += excess
            kept.tail.removeFirst(excess)
        }
    }

    /// Everything kept, once the child closed its end (or after `waiting` seconds: something it
    /// started may hold it open).
    func finish(waiting: TimeInterval = 5) -> String {
        _ = done.wait(timeout: .now() + waiting)
        return store.kept.withLock { kept in
            let head = String(decoding: kept.head, as: UTF8.self)
            let tail = String(decoding: kept.tail, as: UTF8.self)
            guard kept.skipped > 0 else { return head + tail }
            return head + "\n[… \(kept.skipped) bytes of standard error left out …]\n" + tail
        }
    }
}
