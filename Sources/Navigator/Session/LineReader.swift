import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Reads a pipe (or any file descriptor): newline-terminated lines with an optional timeout
/// (poll(2)), or everything up to end of file. The one pipe reader of the host: app events,
/// an app's standard error, a worker's output.
public final class LineReader {
    /// What `readLine(timeout:)` found.
    public enum Result: Equatable {
        case line(Data)
        case endOfFile
        case timedOut
    }

    private let fd: Int32
    /// Bytes read and not yet returned start at `start`; `scanned` bytes after it hold no newline.
    private var buffer: [UInt8] = []
    private var start = 0
    private var scanned = 0
    private var atEOF = false
    private var chunk = [UInt8](repeating: 0, count: 65536)

    /// A reader of `fileDescriptor` (which it does not close).
    public init(fileDescriptor: Int32) {
        fd = fileDescriptor
    }

    /// The next line (without its newline). `timeout` nil waits forever.
    public func readLine(timeout: TimeInterval?) -> Result {
        let deadline = timeout.map { Date().addingTimeInterval($0) }
        while true {
            if let newline = buffer[(start + scanned)...].firstIndex(of: 0x0A) {
                let line = Data(buffer[start..<newline])
                start = newline + 1
                scanned = 0
                if start == buffer.count {
                    buffer.removeAll(keepingCapacity: true)
                    start = 0
                }
                return .line(line)
            }
            scanned = buffer.count - start
            if atEOF {
                guard start < buffer.count else { return .endOfFile }
                let rest = Data(buffer[start...])
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
    /// Everything up to end of file (what lines were not read yet).
    public func readToEnd() -> Data {
        var data = Data()
        while case .line(let line) = readLine(timeout: nil) {
            data.append(line)
            data.append(0x0A)
        }
        return data
    }
}

/// Writes whole lines to a file descriptor, retrying short writes. Returns false on a broken pipe.
enum LineWriter {
    @discardableResult
    static func write(_ data: Data, to fd: Int32) -> Bool {
        var line = data
        line.append(0x0A)
        return line.withUnsafeBytes { raw -> Bool in
            var offset = 0
            while offset < raw.count {
                let written = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }
}
