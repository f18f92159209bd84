import Diagnostics

/// How vcnav shows a file's name in everything it prints (text, transcripts, summaries, JUnit,
/// maps): as `vcnav check` shows storyboard text, its control characters escaped (`\n`,
/// `\u{1B}`), so a name with a line feed cannot forge a `✓` or a summary line; the bytes of a
/// name that is not UTF-8 as `\x{FF}`.
public enum FileName {
    /// `path`, escaped.
    public static func shown(_ path: String) -> String {
        TextEscaping.visible(path)
    }

    /// A name as the file system gives it (any bytes): valid UTF-8 as text, every other byte as
    /// `\x{FF}`, then escaped as `shown(_:)`.
    public static func shown(bytes: some Collection<UInt8>) -> String {
        let bytes = Array(bytes)
        var text = ""
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC2 ? 2 : 0
            if length > 0, index + length <= bytes.count,
                let scalar = String(validating: bytes[index..<index + length], as: UTF8.self)
            {
                text += scalar
                index += length
            } else {
                text += "\\x{" + String(lead, radix: 16, uppercase: true) + "}"
                index += 1
            }
        }
        return shown(text)
    }
}
