import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Reads newline-terminated lines from a file descriptor, with an optional timeout (poll(2)).
final class LineReader {
    enum Result: Equatable {
        case line(Data)
        case endOfFile
        case timedOut
    }

    private let fd: Int32
    private var buffer = Data()
    private var scanned = 0
    private var atEOF = false

    init(fileDescriptor: Int32) {
        fd = fileDescriptor
    }

    /// The next line (without its newline). `timeout` nil waits forever.
    func readLine(timeout: TimeInterval?) -> Result {
        let deadline = timeout.map { Date().addingTimeInterval($0) }
        while true {
            if let index = buffer[(buffer.startIndex + scanned)...].firstIndex(of: 0x0A) {
                let line = buffer[buffer.startIndex..<index]
                buffer = Data(buffer[(index + 1)...])
                scanned = 0
                return .line(Data(line))
            }
            scanned = buffer.count
            if atEOF {
                if buffer.isEmpty { return .endOfFile }
                let rest = buffer
                buffer = Data()
                scanned = 0
                return .line(rest)
            }
            if let deadline {
                let remaining = deadline.timeIntervalSinceNow
                if remaining <= 0 { return .timedOut }
                var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                let ready = poll(&descriptor, 1, Int32(min(remaining * 1000, Double(Int32.max)).rounded(.up)))
                if ready == 0 { return .timedOut }
                if ready < 0 && errno != EINTR { atEOF = true; continue }
            }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, 65536) }
            if count > 0 {
                buffer.append(contentsOf: chunk[0..<count])
            } else if count == 0 || (count < 0 && errno != EINTR && errno != EAGAIN) {
                atEOF = true
            }
        }
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
