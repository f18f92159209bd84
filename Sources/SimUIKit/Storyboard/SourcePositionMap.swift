/// Turns the positions libxml2 reports into the position of an element's `<`.
///
/// On Linux (libxml2), inside `didStartElement` the parser's
/// `lineNumber`/`columnNumber` point at the *end* of the start tag: the
/// column of its `>`, or of the `/` of `/>`, counted in Unicode scalars from
/// 1, on the tag's last line. This map walks back from there to the `<`
/// (which cannot occur unescaped inside attribute values), across lines if
/// the tag spans several.
import Foundation

struct SourcePositionMap {
    /// The file's bytes, borrowed: the map lives only inside the
    /// `withUnsafeBytes` that runs the whole parse (see
    /// ``StoryboardBuilder/parse(data:name:path:fileName:)``). Holding a pointer
    /// rather than the `Data` saves three exclusivity checks per element
    /// (`Data.withUnsafeBytes` in ``tagStart(line:column:)``).
    private let bytes: UnsafeRawBufferPointer
    /// Byte offset at which each line starts; `lineStarts[0] == 0`.
    private let lineStarts: [Int]

    /// Bytes before this offset are all ASCII, so there columns are byte counts.
    private let asciiPrefix: Int

    init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
        var starts = [0]
        starts.reserveCapacity(bytes.count / 40 + 1)
        self.asciiPrefix = Self.scan(bytes, lineStarts: &starts)
        self.lineStarts = starts
    }

    /// Runs `body` on the bytes (the shape every reader below was written in).
    @inline(__always)
    private func withBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        body(bytes)
    }

    /// Appends the offset after each newline to `lineStarts` and returns the
    /// length of the longest all-ASCII prefix. Newlines are found with
    /// `memchr`, which glibc vectorizes: measured faster than testing eight
    /// bytes at a time in Swift (about 70 bytes a line in storyboards).
    private static func scan(_ raw: UnsafeRawBufferPointer, lineStarts: inout [Int]) -> Int {
        guard let base = raw.baseAddress else { return 0 }
        let count = raw.count
        var offset = 0
        while offset < count, let found = memchr(base + offset, 0x0A, count - offset) {
            offset = base.distance(to: UnsafeRawPointer(found)) + 1
            lineStarts.append(offset)
        }
        return asciiPrefixLength(raw)
    }

    /// The length of the longest all-ASCII prefix: 64 bytes at a time while
    /// none has its high bit set, then byte by byte.
    private static func asciiPrefixLength(_ raw: UnsafeRawBufferPointer) -> Int {
        let count = raw.count
        var offset = 0
        while offset + 64 <= count {
            var high: UInt64 = 0
            for word in 0..<8 { high |= raw.loadUnaligned(fromByteOffset: offset + word * 8, as: UInt64.self) }
            if high & 0x8080_8080_8080_8080 != 0 { break }
            offset += 64
        }
        while offset < count, raw[offset] < 0x80 { offset += 1 }
        return offset
    }

    /// The 1-based line and column of the `<` that opens the tag which the
    /// parser reports at (`line`, `column`). Out-of-range input is clamped.
    func tagStart(line: Int, column: Int) -> (line: Int, column: Int) {
        guard !bytes.isEmpty else { return (1, 1) }
        let lineIndex = min(max(line, 1), lineStarts.count) - 1
        return withBytes { (raw: UnsafeRawBufferPointer) -> (Int, Int) in
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
            if lineStart <= offset, let lastOpen = Self.lastOpen(in: raw, from: lineStart, through: offset) {
                let column =
                    lastOpen < asciiPrefix
                    ? lastOpen - lineStart + 1 : self.column(ofOffset: lastOpen, lineIndex: lineIndex, buffer)
                return (lineIndex + 1, column)
            }
            // Back to the '<' across earlier lines, counting the scalars and lines crossed.
            var crossedLines = 0
            var scalarsBack = 0
            while offset > 0, buffer[offset] != 0x3C {
                // Only the breaks of earlier lines count: a column past the end of the line
                // (the input cut before invalid UTF-8) starts the walk on this line's own
                // break, which made the line one too small, 0 on line 2 (found by fuzzing).
                if buffer[offset] == 0x0A, offset < lineStart { crossedLines += 1 }
                if buffer[offset] & 0xC0 != 0x80 { scalarsBack += 1 }
                offset -= 1
            }
            let startLine = lineIndex + 1 - crossedLines
            if crossedLines == 0 { return (startLine, max(scalars - scalarsBack, 1)) }
            return (startLine, self.column(ofOffset: offset, lineIndex: startLine - 1, buffer))
        }
    }

    /// The offset of the last `<` in `start...end`, if any: searched backwards,
    /// eight bytes at a time (the `<` of a tag is usually a few dozen bytes back).
    private static func lastOpen(in raw: UnsafeRawBufferPointer, from start: Int, through end: Int) -> Int? {
        var limit = end + 1  // exclusive
        while limit - 8 >= start {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: limit - 8, as: UInt64.self))
            // Exact per-byte test: the high bit of a byte of `opens` is set iff that byte of `word` is '<'.
            let x = word ^ 0x3C3C_3C3C_3C3C_3C3C
            let opens = ~(((x & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F) | x | 0x7F7F_7F7F_7F7F_7F7F)
            if opens != 0 { return limit - 8 + (63 - opens.leadingZeroBitCount) / 8 }
            limit -= 8
        }
        while limit > start {
            limit -= 1
            if raw[limit] == 0x3C { return limit }
        }
        return nil
    }

    /// The offset of the first byte that is not part of valid UTF-8, if any.
    /// (Reported in these words at its exact byte, and the input cut there, rather
    /// than left to libxml2's terser encoding error.)
    func firstInvalidUTF8Offset() -> Int? {
        withBytes { (raw: UnsafeRawBufferPointer) -> Int? in
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

    /// The offset of the first NUL byte among the first `limit` bytes, if any.
    /// (Found by fuzzing: XML never holds U+0000, and NULs among the first four
    /// bytes make libxml2 take the file for UCS-4 or UTF-16 and crash in
    /// `xmlParseChunk`, so none may reach it.)
    func firstNULOffset(limit: Int) -> Int? {
        withBytes { (raw: UnsafeRawBufferPointer) -> Int? in
            let count = min(max(limit, 0), raw.count)
            guard let base = raw.baseAddress, count > 0, let found = memchr(base, 0, count) else { return nil }
            return base.distance(to: UnsafeRawPointer(found))
        }
    }

    /// The encoding named by the XML declaration (`<?xml ... encoding="UTF-32"?>`) and
    /// its byte offset, if it is not UTF-8.
    /// (Found by fuzzing: libxml2 2.9, driven as XMLParser drives it, crashes in
    /// `xmlSwitchToEncoding` on some, `UTF-32` and `UCS-4` names among them.
    /// Storyboards are UTF-8, and the bytes are checked to be.) Every
    /// `encoding = "..."` up to the declaration's `?>` counts, and a declaration
    /// is looked for after leading whitespace too: more than libxml2 reads.
    func nonUTF8EncodingDeclaration() -> (name: String, offset: Int)? {
        withBytes { (raw: UnsafeRawBufferPointer) -> (name: String, offset: Int)? in
            guard let base = raw.baseAddress else { return nil }
            let buffer = raw.bindMemory(to: UInt8.self)
            let count = buffer.count
            func matches(_ text: StaticString, at position: Int) -> Bool {
                let length = text.utf8CodeUnitCount
                guard position + length <= count else { return false }
                return memcmp(base + position, text.utf8Start, length) == 0
            }
            func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
            var index = matches("\u{FEFF}", at: 0) ? 3 : 0
            while index < count, isBlank(buffer[index]) { index += 1 }
            guard matches("<?xml", at: index) else { return nil }
            var end = index + 5
            while end < count, !matches("?>", at: end) { end += 1 }
            var cursor = index + 5
            while cursor < end {
                guard matches("encoding", at: cursor) else {
                    cursor += 1
                    continue
                }
                let offset = cursor
                cursor += 8
                while cursor < end, isBlank(buffer[cursor]) { cursor += 1 }
                guard cursor < end, buffer[cursor] == UInt8(ascii: "=") else { continue }
                cursor += 1
                while cursor < end, isBlank(buffer[cursor]) { cursor += 1 }
                guard cursor < end, buffer[cursor] == UInt8(ascii: "\"") || buffer[cursor] == UInt8(ascii: "'") else { continue }
                let quote = buffer[cursor]
                cursor += 1
                let nameStart = cursor
                while cursor < end, buffer[cursor] != quote { cursor += 1 }
                let name = String(decoding: UnsafeBufferPointer(rebasing: buffer[nameStart..<cursor]), as: UTF8.self)
                switch name.lowercased() {
                case "utf-8", "utf8": continue
                default: return (name, offset)
                }
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
        withBytes { (raw: UnsafeRawBufferPointer) in
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
        return withBytes { (raw: UnsafeRawBufferPointer) in
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
        withBytes { (raw: UnsafeRawBufferPointer) -> Int? in
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
