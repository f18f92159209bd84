import Testing

@testable import Porting

/// The tokenizer: exact about what is code and what is not, and lossless.
@Suite("Swift tokenizer")
struct LexerTests {
    /// The code tokens of `text`, as (kind, text).
    private func code(_ text: String) throws -> [(Token.Kind, String)] {
        let file = try SourceFile(path: "t.swift", text: text)
        return file.code.map { index in
            let token = file.tokens[index]
            return (token.kind, file.text(token.start..<token.end))
        }
    }

    private func texts(_ text: String) throws -> [String] { try code(text).map(\.1) }

    private func failure(_ text: String) -> SwiftSourceError? {
        do {
            _ = try SourceFile(path: "t.swift", text: text)
            return nil
        } catch {
            return error
        }
    }

    @Test("concatenated, the tokens give the file back, byte for byte")
    func lossless() throws {
        let text =
            "\u{FEFF}"
                + ##"""
                import UIKit // comment
                /* a /* nested */ comment */
                @IBOutlet weak var label: UILabel! // "not a string
                let s = #"raw \(not) "quoted" \#(interpolated + "x")"#
                let m = """
                    multi "line" \(value(")")) \""" still
                    """
                let r = #/a\/b/#
                """##
            + "\r\n let e = 1e-5 + 0x1p-3 + 1_000.5"
        let file = try SourceFile(path: "t.swift", text: text)
        let joined = file.tokens.map { file.text($0.start..<$0.end) }.joined()
        #expect(joined == text)
        var previous = 0
        for token in file.tokens {
            #expect(token.start == previous)
            previous = token.end
        }
        #expect(previous == file.bytes.count)
    }

    @Test("a string literal is one token: escapes, and interpolations with nested parentheses and strings")
    func strings() throws {
        #expect(try texts(#"f("a \"b\" (c", x)"#) == ["f", "(", #""a \"b\" (c""#, ",", "x", ")"])
        #expect(try texts(#"let s = "\(a(b, ")") + "(\("x"))")""#) == ["let", "s", "=", #""\(a(b, ")") + "(\("x"))")""#])
        #expect(try texts(#"let s = "\\" + x"#) == ["let", "s", "=", #""\\""#, "+", "x"])
        #expect(try code(#"let s = "" "#).map(\.0) == [.identifier, .identifier, .punctuation, .string])
    }

    @Test("raw strings: # delimiters, quotes and backslashes inside, interpolation only with the #s")
    func rawStrings() throws {
        #expect(try texts(##"x = #"a "b" \(c) \d"# + y"##) == ["x", "=", ##"#"a "b" \(c) \d"#"##, "+", "y"])
        #expect(try texts(##"x = #"\#(f(")"))"#"##) == ["x", "=", ##"#"\#(f(")"))"#"##])
        #expect(try texts(###"x = ##"a "# b"## + 1"###) == ["x", "=", ###"##"a "# b"##"###, "+", "1"])
        #expect(try texts(##"x = #"a\"#"##) == ["x", "=", ##"#"a\"#"##])
    }

    @Test("multi-line strings, raw ones included, with quotes and interpolations inside")
    func multilineStrings() throws {
        let text = ##"""
            let a = """
                one "two" ""three\(x(")"))
                \"""
                """
            let b = #"""
                \(raw) """
                """#
            done()
            """##
        let tokens = try texts(text)
        #expect(tokens.count == 11)
        #expect(tokens.first == "let")
        #expect(tokens.suffix(3) == ["done", "(", ")"])
        #expect(tokens[3].hasPrefix("\"\"\"") && tokens[3].hasSuffix("\"\"\""))
        #expect(tokens[7].hasPrefix("#\"\"\"") && tokens[7].hasSuffix("\"\"\"#"))
    }

    @Test("nested block comments, line comments, and comments and strings that mention attributes")
    func comments() throws {
        let tokens = try code("a /* x /* @IBOutlet */ y */ b // @IBAction\nc \"@IBOutlet\"")
        #expect(tokens.map(\.1) == ["a", "b", "c", "\"@IBOutlet\""])
        #expect(!tokens.contains { $0.0 == .attribute })
    }

    @Test("attributes, #selector and generic brackets that close together")
    func attributesAndGenerics() throws {
        #expect(
            try code("@objc(save:) func f() -> Array<Dictionary<String, Int>>").map(\.1)
                == [
                    "@objc", "(", "save", ":", ")", "func", "f", "(", ")", "->", "Array", "<", "Dictionary", "<", "String", ",", "Int", ">",
                    ">",
                ])
        #expect(try code("#selector(self.tap(_:))").first! == (.pound, "#selector"))
        #expect(try code("@IBOutlet").first! == (.attribute, "@IBOutlet"))
    }

    @Test("numbers, ranges, $0 and `backticked` names")
    func numbersAndNames() throws {
        #expect(try texts("1..<5") == ["1", "..", "<", "5"])
        #expect(try texts("x = 1e-5 - 2") == ["x", "=", "1e-5", "-", "2"])
        #expect(try texts("0xe-1") == ["0xe", "-", "1"])
        #expect(try texts("0x1p-3") == ["0x1p-3"])
        #expect(try texts("a.map { $0 + `default` }") == ["a", ".", "map", "{", "$0", "+", "`default`", "}"])
        #expect(try texts("a?.b!.c") == ["a", "?", ".", "b", "!", ".", "c"])
    }

    @Test("unclosed literals and comments, and unmatched brackets, are errors at their line and column")
    func errors() {
        #expect(
            failure("let a = 1\nlet s = \"abc\n")
                == SwiftSourceError(file: "t.swift", line: 2, column: 9, message: "unterminated string literal"))
        #expect(failure("x /* a /* b */") == SwiftSourceError(file: "t.swift", line: 1, column: 3, message: "unterminated /* comment */"))
        #expect(failure("s = \"\"\"\nabc\n")?.message == "unterminated multi-line string literal")
        #expect(failure("s = #\"abc\"\n")?.message == "unterminated string literal")
        #expect(failure("s = \"\\(a(\"\n")?.message == "unterminated string literal")
        #expect(
            failure("func f() {\n  g(]\n}") == SwiftSourceError(file: "t.swift", line: 2, column: 5, message: "']' does not close anything")
        )
        #expect(failure("class A {\n") == SwiftSourceError(file: "t.swift", line: 1, column: 9, message: "'{' is never closed"))
        #expect(failure("s = #/abc")?.message == "unterminated regular expression literal")
    }
}
