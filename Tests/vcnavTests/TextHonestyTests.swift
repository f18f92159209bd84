import Foundation
import Testing
import TestSupport

/// Storyboard text and script strings never put a raw newline, CR, ESC or other control character
/// into transcript lines, error messages or `check`'s output, where they could forge a `✓` or
/// `crash:` line or drive the terminal; they show as escapes (Fixtures/Lies: a title, a class
/// name, a label, a button and a segue identifier with newlines, CRs, NEL, U+2028 and CSI).
@Suite("Text that cannot lie")
struct TextHonestyTests {
    static let lies = VCNavBinary.packageRoot.appendingPathComponent("Tests/vcnavTests/Fixtures/Lies").path

    /// No byte of a C0 control but newline, no DEL, no C1 control, no line or paragraph separator.
    static func rawControls(in text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { scalar in
            let value = scalar.value
            return (value < 0x20 && value != 0x0A) || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
        }
    }

    @Test("a replay of lying storyboard text and script strings: every line is one line, escaped")
    func replay() throws {
        try withTemporaryDirectory("lies") { folder in
            let script = folder.appendingPathComponent("lies.vcreplay")
            try "launch\nmarker \"m\u{1B}[31mRED\r✓ expect alive\"\nexpect screen \"Line one\"\ntap \"\u{1B}[2J\"\n".write(
                to: script, atomically: true, encoding: .utf8)
            let result = try VCNavBinary.run(["replay", script.path, "--storyboards", Self.lies])
            #expect(result.status == 1)
            #expect(Self.rawControls(in: result.stdout).isEmpty)
            #expect(Self.rawControls(in: result.stderr).isEmpty)
            let lines = result.stdout.split(separator: "\n").map(String.init)
            #expect(lines.filter { $0.hasPrefix("✓") } == ["✓ expect screen \"Line one\""])
            #expect(!lines.contains { $0.hasPrefix("crash:") })
            #expect(lines.contains("warning: Unknown class Nope\\n✓ fake in Interface Builder file."))
            #expect(lines.contains("## m\\u{1B}[31mRED\\r✓ expect alive"))
            #expect(lines.contains("> tap \"\\u{1B}[2J\""))
            let visible =
                #"visible: "Home\ncrash: forged\r✓ expect alive", "Line one\n✓ expect alive\u{85}NEL\u{2028}LS\u{9B}2J", "Go\ncrash: forged""#
            #expect(result.stderr == "\(script.path):4:1: nothing on screen matches \"\\u{1B}[2J\"; \(visible)\n")
        }
    }

    @Test("vcnav check quotes storyboard text escaped")
    func check() throws {
        let result = try VCNavBinary.run(["check", Self.lies])
        #expect(Self.rawControls(in: result.stdout).isEmpty)
        #expect(
            result.stdout.hasPrefix(
                Self.lies + "/Main.storyboard:10:13: warning: unknown class Nope\\n✓ fake: vcnav uses a stand-in UIViewController"))
    }
}
