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

    init(data: Data) {
        // A contiguous copy only if `data` is not already (bridged or sliced data).
        let bytes = data.startIndex == 0 ? data : Data(data)
        self.bytes = bytes
        var starts = [0]
        starts.reserveCapacity(bytes.count / 40 + 1)
        bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let buffer = raw.bindMemory(to: UInt8.self)
            for index in buffer.indices where buffer[index] == 0x0A {
                starts.append(index + 1)
            }
        }
        self.lineStarts = starts
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
            while scalars < column, offset < buffer.count, buffer[offset] != 0x0A {
                offset += 1
                if offset < buffer.count, buffer[offset] & 0xC0 != 0x80 { scalars += 1 }
            }
            offset = min(offset, buffer.count - 1)
            // Back to the '<', counting the scalars and lines crossed.
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
