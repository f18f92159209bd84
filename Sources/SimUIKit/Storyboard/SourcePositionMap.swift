/// Turns the positions `XMLParser` reports into the position of an element's `<`.
///
/// On Linux (libxml2), inside `didStartElement` the parser's
/// `lineNumber`/`columnNumber` point at the *end* of the start tag: the
/// column of its `>`, or of the `/` of `/>`, counted in Unicode scalars from
/// 1, on the tag's last line. This map walks back from there to the `<`
/// (which cannot occur unescaped inside attribute values), across lines if
/// the tag spans several.
import Foundation

struct SourcePositionMap {
    private let bytes: Data
    /// Byte offset at which each line starts; `lineStarts[0] == 0`.
    private let lineStarts: [Int]

    /// Bytes before this offset are all ASCII, so there columns are byte counts.
    private let asciiPrefix: Int

    init(data: Data) {
        // A contiguous copy only if `data` is not already (bridged or sliced data).
        let bytes = data.startIndex == 0 ? data : Data(data)
        self.bytes = bytes
        var starts = [0]
        starts.reserveCapacity(bytes.count / 40 + 1)
        var asciiPrefix = bytes.count
        bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            guard let base = raw.baseAddress else { return }
            var offset = 0
            while offset < raw.count, let found = memchr(base + offset, 0x0A, raw.count - offset) {
                offset = base.distance(to: UnsafeRawPointer(found)) + 1
                starts.append(offset)
            }
            asciiPrefix = Self.asciiPrefixLength(raw)
        }
        self.lineStarts = starts
        self.asciiPrefix = asciiPrefix
    }

    /// The length of the longest all-ASCII prefix, eight bytes at a time.
    private static func asciiPrefixLength(_ raw: UnsafeRawBufferPointer) -> Int {
        var offset = 0
        while offset + 8 <= raw.count {
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            if word & 0x8080_8080_8080_8080 != 0 { break }
            offset += 8
        }
        while offset < raw.count, raw[offset] < 0x80 { offset += 1 }
        return offset
    }

    /// The 1-based line and column of the `<` that opens the tag which the
    /// parser reports at (`line`, `column`). Out-of-range input is clamped.
    func tagStart(line: Int, column: Int) -> (line: Int, column: Int) {
        guard !bytes.isEmpty else { return (1, 1) }
        let lineIndex = min(max(line, 1), lineStarts.count) - 1
        return bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> (Int, Int) in
            let buffer = raw.bindMemory(to: UInt8.self)
            // Forward to the reported scalar, within its line.
            var offset = lineStarts[lineIndex]
            var scalars = 1
            let lineEnd = lineIndex + 1 < lineStarts.count ? lineStarts[lineIndex + 1] - 1 : buffer.count
            if column > 1, offset + column <= asciiPrefix {
                offset = min(offset + column - 1, lineEnd)  // ASCII so far: a column is a byte
                scalars = offset - lineStarts[lineIndex] + 1
            } else {
                while scalars < column, offset < lineEnd {
                    offset += 1
                    if offset < buffer.count, buffer[offset] & 0xC0 != 0x80 { scalars += 1 }
                }
            }
            offset = min(offset, buffer.count - 1)
            // The last '<' between the line's start and that scalar: usually the tag is on one line.
            let lineStart = lineStarts[lineIndex]
            if let base = raw.baseAddress, lineStart <= offset {
                var from = lineStart
                var lastOpen = -1
                while from <= offset, let found = memchr(base + from, 0x3C, offset - from + 1) {
                    lastOpen = base.distance(to: UnsafeRawPointer(found))
                    from = lastOpen + 1
                }
                if lastOpen >= 0 {
                    let column = lastOpen < asciiPrefix
                        ? lastOpen - lineStart + 1 : self.column(ofOffset: lastOpen, lineIndex: lineIndex, buffer)
                    return (lineIndex + 1, column)
                }
            }
            // Back to the '<' across earlier lines, counting the scalars and lines crossed.
            var crossedLines = 0
            var scalarsBack = 0
            while offset > 0, buffer[offset] != 0x3C {
                if buffer[offset] == 0x0A { crossedLines += 1 }
                if buffer[offset] & 0xC0 != 0x80 { scalarsBack += 1 }
                offset -= 1
            }
            let startLine = lineIndex + 1 - crossedLines
            if crossedLines == 0 { return (startLine, max(scalars - scalarsBack, 1)) }
            return (startLine, self.column(ofOffset: offset, lineIndex: startLine - 1, buffer))
        }
    }

    /// The offset of the first byte that is not part of valid UTF-8, if any.
    /// (Linux's XMLParser can trap on some invalid UTF-8, so none may reach it.)
    func firstInvalidUTF8Offset() -> Int? {
        bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Int? in
            let buffer = raw.bindMemory(to: UInt8.self)
            var index = asciiPrefix
            let count = buffer.count
            while index < count {
                let lead = buffer[index]
                if lead < 0x80 {
                    index += 1
                    continue
                }
                let length: Int
                var low: UInt8 = 0x80
                var high: UInt8 = 0xBF
                switch lead {
                case 0xC2...0xDF: length = 2
                case 0xE0: length = 3; low = 0xA0
                case 0xE1...0xEC, 0xEE...0xEF: length = 3
                case 0xED: length = 3; high = 0x9F
                case 0xF0: length = 4; low = 0x90
                case 0xF1...0xF3: length = 4
                case 0xF4: length = 4; high = 0x8F
                default: return index
                }
                guard index + length <= count else { return index }
                let second = buffer[index + 1]
                guard second >= low, second <= high else { return index }
                for offset in 2..<length where buffer[index + offset] & 0xC0 != 0x80 { return index }
                index += length
            }
            return nil
        }
    }

    /// True when the file holds nothing but whitespace (or nothing).
    var isBlank: Bool {
        bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    }

    /// The line and column just past the last byte: where a truncated file ends.
    var endOfFile: (line: Int, column: Int) {
        bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let buffer = raw.bindMemory(to: UInt8.self)
            return (lineStarts.count, column(ofOffset: buffer.count, lineIndex: lineStarts.count - 1, buffer))
        }
    }

    /// The 1-based line and column of a byte offset.
    func position(ofOffset offset: Int) -> (line: Int, column: Int) {
        let clamped = min(max(offset, 0), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= clamped { low = middle } else { high = middle - 1 }
        }
        return bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            (low + 1, column(ofOffset: clamped, lineIndex: low, raw.bindMemory(to: UInt8.self)))
        }
    }

    private func column(ofOffset offset: Int, lineIndex: Int, _ buffer: UnsafeBufferPointer<UInt8>) -> Int {
        var column = 1
        var index = lineStarts[max(0, min(lineIndex, lineStarts.count - 1))]
        while index < offset, index < buffer.count {
            if buffer[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return column
    }

    /// The byte offset of a `<!DOCTYPE` in the prolog (before the root
    /// element), if any. Storyboards never declare a DTD; one is how entity
    /// bombs and external entities get in.
    func doctypeOffset() -> Int? {
        bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Int? in
            let buffer = raw.bindMemory(to: UInt8.self)
            var index = 0
            let count = buffer.count
            func matches(_ text: StaticString, at position: Int) -> Bool {
                let length = text.utf8CodeUnitCount
                guard position + length <= count else { return false }
                let pointer = text.utf8Start
                for offset in 0..<length where buffer[position + offset] != pointer[offset] { return false }
                return true
            }
            func skip(past terminator: StaticString, from position: Int) -> Int {
                var cursor = position
                while cursor < count, !matches(terminator, at: cursor) { cursor += 1 }
                return cursor + terminator.utf8CodeUnitCount
            }
            while index < count {
                let byte = buffer[index]
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0xEF || byte == 0xBB
                    || byte == 0xBF
                {
                    index += 1  // whitespace and a UTF-8 byte-order mark
                } else if matches("<?", at: index) {
                    index = skip(past: "?>", from: index + 2)
                } else if matches("<!--", at: index) {
                    index = skip(past: "-->", from: index + 4)
                } else if matches("<!", at: index) {
                    return index  // <!DOCTYPE (or any other declaration)
                } else {
                    return nil  // the root element, or garbage: the XML parser decides
                }
            }
            return nil
        }
    }
}
