import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Reads a pipe (or any file descriptor): newline-terminated lines with an optional timeout
/// (poll(2)), or the bytes as they come. The one pipe reader of the host: app events, an app's
/// standard error, a worker's output.
/// A line longer than `maximumLineLength` is never buffered whole: its bytes are dropped as they
/// arrive, up to its newline, and counted in `droppedLines`; so what a runaway app writes cannot
/// grow this process's memory without bound.
public final class LineReader {
    /// What `readLine(timeout:)` found.
    public enum Result: Equatable {
        case line(Data)
        case endOfFile
        case timedOut
    }

    /// The longest line kept (a reply with a large hierarchy is a few megabytes at most).
    public static let defaultMaximumLineLength = 64 << 20

    private let fd: Int32
    let maximumLineLength: Int
    /// Lines dropped for being longer than `maximumLineLength`.
    private(set) var droppedLines = 0
    /// Bytes read and not yet returned start at `start`; `scanned` bytes after it hold no newline.
    private var buffer: [UInt8] = []
    private var start = 0
    private var scanned = 0
    private var atEOF = false
    /// Inside a line too long to keep: bytes are dropped up to its newline.
    private var discarding = false
    private var chunk = [UInt8](repeating: 0, count: 65536)

    /// A reader of `fileDescriptor` (which it does not close).
    public init(fileDescriptor: Int32, maximumLineLength: Int = LineReader.defaultMaximumLineLength) {
        fd = fileDescriptor
        self.maximumLineLength = maximumLineLength
    }

    /// `length` bytes of the buffer from `offset`, handed to `body` in place.
    private func lend<Line>(_ offset: Int, _ length: Int, to body: (UnsafeBufferPointer<UInt8>) -> Line) -> Line {
        buffer.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[offset..<offset + length])) }
    }

    /// What `readLine(timeout:_:)` found: what its body made of the line, or why there is none.
    public enum Read<Line> {
        case line(Line)
        case endOfFile
        case timedOut
    }

    /// The next line (without its newline). `timeout` nil waits forever.
    public func readLine(timeout: TimeInterval?) -> Result {
        switch readLine(timeout: timeout, { Data($0) }) {
        case .line(let line): .line(line)
        case .endOfFile: .endOfFile
        case .timedOut: .timedOut
        }
    }

    /// The next line (without its newline), handed to `body` where it lies in the buffer (the
    /// bytes are valid during the call only): a reader that decodes each line makes no copy of it.
    public func readLine<Line>(timeout: TimeInterval?, _ body: (UnsafeBufferPointer<UInt8>) -> Line) -> Read<Line> {
        let deadline = timeout.map { Date().addingTimeInterval($0) }
        while true {
            if let newline = buffer[(start + scanned)...].firstIndex(of: 0x0A) {
                if discarding {
                    // The end of a line that was too long: drop it, go on after it.
                    discarding = false
                    buffer.removeSubrange(0...newline)
                    start = 0
                    scanned = 0
                    continue
                }
                let length = newline - start
                let line = length > maximumLineLength ? nil : lend(start, length, to: body)
                if line == nil { droppedLines += 1 }  // arrived whole, but too long all the same
                start = newline + 1
                scanned = 0
                if start == buffer.count {
                    buffer.removeAll(keepingCapacity: true)
                    start = 0
                }
                if let line { return .line(line) }
                continue
            }
            scanned = buffer.count - start
            if scanned > maximumLineLength {
                // Too long to keep: drop what is buffered and the rest of the line as it comes.
                if !discarding { droppedLines += 1 }
                discarding = true
                buffer.removeAll(keepingCapacity: true)
                start = 0
                scanned = 0
            }
            if atEOF {
                if discarding { return .endOfFile }
                guard start < buffer.count else { return .endOfFile }
                guard buffer.count - start <= maximumLineLength else {
                    droppedLines += 1
                    buffer.removeAll()
                    start = 0
                    scanned = 0
                    return .endOfFile
                }
                let rest = lend(start, buffer.count - start, to: body)
                buffer.removeAll()
                start = 0
                scanned = 0
                return .line(rest)
            }
            if start > 0 {
                buffer.removeFirst(start)
                start = 0
            }
            if let deadline {
                let remaining = deadline.timeIntervalSinceNow
                if remaining <= 0 { return .timedOut }
                var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                let ready = poll(&descriptor, 1, Int32(min(remaining * 1000, Double(Int32.max)).rounded(.up)))
                if ready == 0 { return .timedOut }
                if ready < 0 && errno != EINTR { atEOF = true; continue }
            }
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, 65536) }
            if count > 0 {
                buffer.append(contentsOf: chunk[0..<count])
            } else if count == 0 || (count < 0 && errno != EINTR && errno != EAGAIN) {
                atEOF = true
            }
        }
    }
}

extension LineReader {
    /// The bytes read but not returned yet, else the next bytes to arrive (waiting for them);
    /// nil at end of file. For a stream read as it comes, not as lines (an app's standard error).
    public func readAvailable() -> Data? {
        if start < buffer.count {
            defer {
                buffer.removeAll(keepingCapacity: true)
                start = 0
                scanned = 0
            }
            return Data(buffer[start...])
        }
        guard !atEOF else { return nil }
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count > 0 { return Data(chunk[0..<count]) }
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            atEOF = true
            return nil
        }
    }

    /// Everything up to end of file, as it comes.
    public func readToEnd() -> Data {
        var data = Data()
        while let chunk = readAvailable() { data.append(chunk) }
        return data
    }
}

/// Writes whole lines to a file descriptor, retrying short writes. Returns false on a broken
/// pipe, or when a non-blocking descriptor has had no room for `timeout` seconds.
enum LineWriter {
    @discardableResult
    static func write(_ data: Data, to fd: Int32, timeout: TimeInterval? = nil) -> Bool {
        var line = data
        line.append(0x0A)
        let deadline = timeout.map { Date().addingTimeInterval($0) }
        return line.withUnsafeBytes { raw -> Bool in
            var offset = 0
            while offset < raw.count {
                let written = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if written >= 0 {
                    offset += written
                    continue
                }
                if errno == EINTR { continue }
                guard errno == EAGAIN, let deadline else { return false }
                let remaining = deadline.timeIntervalSinceNow
                guard remaining > 0 else { return false }
                var descriptor = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                _ = poll(&descriptor, 1, Int32(min(remaining * 1000, Double(Int32.max)).rounded(.up)))
            }
            return true
        }
    }
}
