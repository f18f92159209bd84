import Diagnostics
import Navigator
import Testing

@Suite("Replay script parser")
struct ReplayParserTests {
    /// The single command of a one-line script, or the test fails at the caller's line.
    private func command(
        _ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> ReplayCommand {
        let script = try ReplayScript.parse(source, file: "demo.vcreplay")
        let step = try #require(script.lines.count == 1 ? script.lines.first : nil, sourceLocation: sourceLocation)
        return step.command
    }

    /// The error descriptions of a script that must fail.
    private func errors(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
        do {
            let script = try ReplayScript.parse(source, file: "demo.vcreplay")
            Issue.record("parsed without error: \(script)", sourceLocation: sourceLocation)
            return []
        } catch {
            return error.errors.map(\.description)
        }
    }

    // MARK: Commands

    static let commands: [(String, ReplayCommand)] = [
        ("launch", .launch),
        ("relaunch", .relaunch),
        ("tap \"Dogs\"", .tap(.text("Dogs"))),
        ("tap #b-1", .tap(.id("b-1"))),
        ("tap #BYZ-38-t0r.view_2", .tap(.id("BYZ-38-t0r.view_2"))),
        ("type \"Rex\"", .type("Rex")),
        ("back", .back),
        ("dismiss", .dismiss),
        ("segue \"showCat\"", .segue("showCat")),
        ("tap accessory row 0", .tap(.accessoryButton(row: 0))),
        ("tap accessory row 2 in section 1", .tap(.accessoryButton(row: 2, section: 1))),
        ("tap delete control row 3", .tap(.deleteControl(row: 3))),
        ("tap delete control row 0 in section 4", .tap(.deleteControl(row: 0, section: 4))),
        ("tap delete row 1", .tap(.deleteButton(row: 1))),
        ("tap delete row 1 in section 2", .tap(.deleteButton(row: 1, section: 2))),
        ("swipe delete row 2", .swipeDelete(row: 2, section: 0)),
        ("swipe delete row 0 in section 1", .swipeDelete(row: 0, section: 1)),
        ("return", .pressReturn),
        ("pick \"2026-12-24\"", .pick("2026-12-24", in: nil)),
        ("pick \"14:05\" in #due", .pick("14:05", in: .id("due"))),
        ("pick \"1:30\" in \"0:00\" index 1", .pick("1:30", in: .text("0:00", index: 1))),
        ("move row 2 to row 0", .moveRow(row: 2, section: 0, toRow: 0, toSection: 0)),
        ("move row 0 in section 1 to row 3 in section 2", .moveRow(row: 0, section: 1, toRow: 3, toSection: 2)),
        ("background", .background),
        ("foreground", .foreground),
        ("step on", .step(on: true)),
        ("step off", .step(on: false)),
        ("next", .next),
        ("wait 500ms", .wait(milliseconds: 500)),
        ("wait 0ms", .wait(milliseconds: 0)),
        ("wait 2s", .wait(milliseconds: 2000)),
        ("wait 1.5s", .wait(milliseconds: 1500)),
        ("wait 0.25s", .wait(milliseconds: 250)),
        ("wait 1.125s", .wait(milliseconds: 1125)),
        ("resize 80x24", .resize(columns: 80, rows: 24)),
        ("marker \"Storyboard creator\"", .marker("Storyboard creator")),
        ("expect top DogsViewController", .expectTop("DogsViewController")),
        ("expect top \"Pick a dog\"", .expectTop("Pick a dog")),
        ("expect stack SelectionViewController", .expectStack(["SelectionViewController"])),
        ("expect stack A > B > C", .expectStack(["A", "B", "C"])),
        ("expect stack A>\"Dog list\">C", .expectStack(["A", "Dog list", "C"])),
        ("expect presented CatsViewController", .expectPresented("CatsViewController")),
        ("expect presented none", .expectPresented(nil)),
        ("expect presented \"none\"", .expectPresented("none")),
        ("expect screen \"Dogs\"", .expectScreen("Dogs")),
        ("expect log \"viewDidLoad\"", .expectLog("viewDidLoad")),
        ("expect no log \"deinit\"", .expectNoLog("deinit")),
        ("expect value name == \"Rex\"", .expectValue(.init(property: "name", value: .text("Rex")))),
        ("expect value cats == nil", .expectValue(.init(property: "cats", value: .nil))),
        ("expect value name == \"nil\"", .expectValue(.init(property: "name", value: .text("nil")))),
        ("expect value count == 3", .expectValue(.init(property: "count", value: .rendering("3")))),
        ("expect value ratio == -0.5", .expectValue(.init(property: "ratio", value: .rendering("-0.5")))),
        ("expect value isOn == true", .expectValue(.init(property: "isOn", value: .rendering("true")))),
        ("expect value isOn==false", .expectValue(.init(property: "isOn", value: .rendering("false")))),
        // The value as it renders, no quotes escaped; on any controller of the hierarchy.
        (
            "expect value cats == [\"Tom\", \"Luna\"]",
            .expectValue(.init(property: "cats", value: .rendering("[\"Tom\", \"Luna\"]")))
        ),
        (
            "expect value CatsViewController.cats == []",
            .expectValue(.init(controller: "CatsViewController", property: "cats", value: .rendering("[]")))
        ),
        (
            "expect value Scenes.CatsViewController.cats == nil",
            .expectValue(.init(controller: "Scenes.CatsViewController", property: "cats", value: .nil))
        ),
        (
            "expect value \"DogsViewController#2\".dog == \"Rex\"",
            .expectValue(.init(controller: "DogsViewController#2", property: "dog", value: .text("Rex")))
        ),
        ("expect value \"a.b\" == 1", .expectValue(.init(property: "a.b", value: .rendering("1")))),
        ("expect value mood == happy", .expectValue(.init(property: "mood", value: .rendering("happy")))),
        ("tap row 2", .tap(.row(2))),
        ("tap row 0 in section 3", .tap(.row(0, section: 3))),
        ("tap \"OK\" index 1", .tap(.text("OK", index: 1))),
        ("tap #cell index 0", .tap(.id("cell", index: 0))),
        ("expect presented nil", .expectPresented(nil)),
        ("expect no screen \"Hamsters\"", .expectNoScreen("Hamsters")),
        ("expect hang", .expectHang),
        ("type \"two\\nlines\"", .type("two\nlines")),
        ("expect crash \"Unexpectedly found nil\"", .expectCrash("Unexpectedly found nil")),
        ("expect alive", .expectAlive),
        ("expect leak", .expectLeak(nil)),
        ("expect leak DogsViewController", .expectLeak("DogsViewController")),
        ("expect no leaks", .expectNoLeaks),
    ]

    @Test("each command parses to its AST", arguments: commands)
    func parsesCommand(source: String, expected: ReplayCommand) throws {
        #expect(try command(source) == expected)
        #expect(try command("  \t" + source + "   # a comment") == expected)
    }

    @Test("each command renders back to its canonical text", arguments: commands)
    func rendersCommand(source: String, expected: ReplayCommand) throws {
        let canonical = [
            "tap #BYZ-38-t0r.view_2": "tap #BYZ-38-t0r.view_2",
            "wait 1.5s": "wait 1500ms", "wait 0.25s": "wait 250ms", "wait 1.125s": "wait 1125ms",
            "expect stack A>\"Dog list\">C": "expect stack A > \"Dog list\" > C",
            "expect value isOn==false": "expect value isOn == false",
            "tap row 0 in section 3": "tap row 0 in section 3", "expect presented nil": "expect presented none",
        ]
        #expect(expected.scriptText == canonical[source, default: source])
    }

    @Test("a whole script: comments, blank lines, strings with #, lines and columns")
    func wholeScript() throws {
        let source = """
            # Selection -> Dogs
            launch

              tap "Dogs"   # push
            \texpect top "# not a comment"
            tap #b-1 # the first button
            expect stack SelectionViewController > DogsViewController
            """
        let script = try ReplayScript.parse(source, file: "demo.vcreplay")
        let at = { Diagnostics.SourceLocation(file: "demo.vcreplay", line: $0, column: $1) }
        #expect(
            script
                == ReplayScript(
                    file: "demo.vcreplay",
                    lines: [
                        ReplayStep(command: .launch, location: at(2, 1)),
                        ReplayStep(command: .tap(.text("Dogs")), location: at(4, 3)),
                        ReplayStep(command: .expectTop("# not a comment"), location: at(5, 2)),
                        ReplayStep(command: .tap(.id("b-1")), location: at(6, 1)),
                        ReplayStep(
                            command: .expectStack(["SelectionViewController", "DogsViewController"]), location: at(7, 1)),
                    ]))
    }

    /// The streamed steps and the check remember the lines they parsed (a long script repeats
    /// a few lines): each repeated line still has its own line number, and a faulty line is
    /// reported at each place it occurs.
    @Test("repeated lines, streamed and checked: the steps of a whole parse, each error at its own line")
    func repeatedLines() throws {
        let text = "launch\n" + String(repeating: "tap \"Alpha\"\n  back\n# note\n\n", count: 40) + "  back\n"
        let streamed = Array(ReplayScript.steps(of: text, file: "r.vcreplay"))
        #expect(streamed == (try ReplayScript.parse(text, file: "r.vcreplay")).lines)
        #expect(streamed.count == 82 && streamed.last?.line == 162 && streamed.last?.column == 3)
        #expect(streamed.map(\.line).prefix(5) == [1, 2, 3, 6, 7])
        let faulty = "launch\nbogus 1\nback\nbogus 1\nbogus 1\n"
        #expect {
            try ReplayScript.check(faulty, file: "f.vcreplay")
        } throws: { error in
            (error as? ReplayParseErrors)?.errors.map(\.location.line) == [2, 4, 5]
        }
    }

    @Test("CRLF line endings and a byte order mark")
    func crlfAndBOM() throws {
        let script = try ReplayScript.parse(
            "\u{FEFF}launch\r\n\r\n  back\r\nexpect screen \"a\"\r\n", file: "w.vcreplay")
        let at = { Diagnostics.SourceLocation(file: "w.vcreplay", line: $0, column: $1) }
        #expect(
            script.lines == [
                ReplayStep(command: .launch, location: at(1, 1)),
                ReplayStep(command: .back, location: at(3, 3)),
                ReplayStep(command: .expectScreen("a"), location: at(4, 1)),
            ])
        #expect(
            errors("\u{FEFF}lunch\r\nback\r\n") == [
                "demo.vcreplay:1:1: unknown command 'lunch'; did you mean 'launch'?"
            ])
    }

    @Test(
        "empty and comment-only scripts have no steps",
        arguments: ["", "\n\n", "# only\n   # comments", "\u{FEFF}", "\r\n \t \r\n"])
    func emptyScripts(source: String) throws {
        #expect(try ReplayScript.parse(source, file: "e").lines == [])
    }

    @Test("strings: escapes, # inside, unicode, empty")
    func strings() throws {
        #expect(try command(#"type "say \"hi\" \\ bye""#) == .type(#"say "hi" \ bye"#))
        #expect(try command(##"type "# hash""##) == .type("# hash"))
        #expect(try command(#"type "🐶 Rex é""#) == .type("🐶 Rex é"))
        #expect(try command(#"type """#) == .type(""))
        #expect(try command("type \"tab\there\"") == .type("tab\there"))
    }

    @Test("each command has one role: action, stepping, pacing, marker or check", arguments: commands)
    func roles(source: String, command: ReplayCommand) {
        #expect(command.isCheck == source.hasPrefix("expect "))
        let word = String(source.prefix { $0 != " " })
        let expected: ReplayCommand.Role =
            switch word {
            case "launch", "relaunch", "tap", "type", "back", "dismiss", "segue", "return", "swipe", "pick", "move", "background",
                "foreground":
                .action
            case "step", "next": .stepping
            case "wait", "resize": .pacing
            case "marker": .marker
            default: .check
            }
        #expect(command.role == expected)
    }

    // MARK: Errors

    static let errorCases: [(String, String)] = [
        ("tapp \"Dogs\"", "1:1: unknown command 'tapp'; did you mean 'tap'?"),
        ("Launch", "1:1: unknown command 'Launch'; did you mean 'launch'?"),
        ("wiat 2s", "1:1: unknown command 'wiat'; did you mean 'wait'?"),
        ("expcet top A", "1:1: unknown command 'expcet'; did you mean 'expect'?"),
        ("frobnicate", "1:1: unknown command 'frobnicate'"),
        ("\"Dogs\"", "1:1: expected a command, found '\"Dogs\"'"),
        ("> A", "1:1: expected a command, found '>'"),
        ("marker \"Intro", "1:8: unterminated string"),
        ("type \"abc\\", "1:6: unterminated string"),
        ("tapp \"Dogs", "1:1: unknown command 'tapp'; did you mean 'tap'?"),
        ("type \"a\\qb\"", "1:8: invalid escape '\\q' in string; only \\\", \\\\, \\n, \\r and \\t are allowed"),
        ("tap #b!1", "1:7: invalid character '!' in id; ids use letters, digits, '-', '_' and '.'"),
        ("tap", "1:4: 'tap' needs a quoted text, an #id or row N, like tap \"Dogs\", tap #b-1 or tap row 0"),
        ("tap Dogs", "1:5: 'tap' needs a quoted text, an #id or row N, like tap \"Dogs\", tap #b-1 or tap row 0"),
        ("tap # comment", "1:4: 'tap' needs a quoted text, an #id or row N, like tap \"Dogs\", tap #b-1 or tap row 0"),
        ("type", "1:5: 'type' needs a quoted text, like type \"Rex\""),
        ("segue showCat", "1:7: 'segue' needs a quoted identifier, like segue \"showCat\""),
        ("marker", "1:7: 'marker' needs a quoted title, like marker \"Storyboard creator\""),
        ("step maybe", "1:6: 'step' needs on or off"),
        ("   wait", "1:8: 'wait' needs a duration like 500ms or 2s"),
        ("wait 5", "1:6: 'wait' needs a duration like 500ms or 2s"),
        ("wait .5s", "1:6: 'wait' needs a duration like 500ms or 2s"),
        ("wait 1.2345s", "1:6: 'wait' needs a duration like 500ms or 2s"),
        ("wait 1.5ms", "1:6: 'wait' needs a duration like 500ms or 2s"),
        // Every number is bounded at parse time, so nothing downstream can overflow.
        ("wait 99999999999999999999ms", "1:6: '99999999999999999999ms' is too large; a wait lasts at most 3600s (an hour)"),
        ("wait 9999999999999999s", "1:6: '9999999999999999s' is too large; a wait lasts at most 3600s (an hour)"),
        ("wait 9223372036855s", "1:6: '9223372036855s' is too large; a wait lasts at most 3600s (an hour)"),
        ("wait 9223372036854775807ms", "1:6: '9223372036854775807ms' is too large; a wait lasts at most 3600s (an hour)"),
        ("wait 3600.001s", "1:6: '3600.001s' is too large; a wait lasts at most 3600s (an hour)"),
        ("resize 99999x99999", "1:8: '99999x99999' is too large; a terminal size is at most 1000x1000"),
        ("resize 9223372036854775807x24", "1:8: '9223372036854775807x24' is too large; a terminal size is at most 1000x1000"),
        ("resize 80x1001", "1:8: '80x1001' is too large; a terminal size is at most 1000x1000"),
        ("tap row 100000", "1:9: '100000' is too large; rows, sections and indexes go up to 99999"),
        ("tap row 1 in section 9223372036854775808", "1:22: '9223372036854775808' is too large; rows, sections and indexes go up to 99999"),
        ("tap \"OK\" index 99999999", "1:16: '99999999' is too large; rows, sections and indexes go up to 99999"),
        ("tap row x", "1:9: 'tap row' needs a row number from 0, like tap row 2"),
        ("tap row 1 in 2", "1:14: expected 'section' after 'in', like tap row 2 in section 1"),
        ("tap accessory 2", "1:15: 'tap accessory' needs a row, like tap accessory row 2"),
        ("tap accessory row", "1:18: 'tap accessory row' needs a row number from 0, like tap accessory row 2"),
        ("tap delete control row 1 in", "1:28: expected 'section' after 'in', like tap delete control row 2 in section 1"),
        ("tap delete row 100000", "1:16: '100000' is too large; rows, sections and indexes go up to 99999"),
        ("tap delete \"Milk\"", "1:12: 'tap delete' needs a row, like tap delete row 2"),
        ("swipe row 2", "1:7: 'swipe' needs what the swipe does and where, like swipe delete row 2"),
        ("swipe", "1:6: 'swipe' needs what the swipe does and where, like swipe delete row 2"),
        ("swipe delete row 2 in section x", "1:31: 'in section' needs a section number from 0, like in section 1"),
        ("return now", "1:8: unexpected 'now' after command"),
        ("pick 2026-12-24", "1:6: 'pick' needs a quoted value as the picker shows it, like pick \"2026-12-24\""),
        ("pick \"\"", "1:6: 'pick' needs a quoted value as the picker shows it; \"\" is empty"),
        ("pick \"14:05\" in row 2", "1:17: 'in' needs the picker's #id or its quoted text, like pick \"14:05\" in #time"),
        ("move row 2 row 0", "1:12: expected 'to' and where the row goes, like move row 2 to row 0"),
        ("move row 2 to 0", "1:15: 'move row N to' needs a row, like move row N to row 2"),
        ("move 2 to row 0", "1:6: 'move' needs a row, like move row 2"),
        ("backgroun", "1:1: unknown command 'backgroun'; did you mean 'background'?"),
        ("tap \"OK\" index", "1:15: 'index' needs a number from 0, like tap \"OK\" index 1"),
        ("resize 80", "1:8: 'resize' needs a size like 80x24"),
        ("resize 0x24", "1:8: 'resize' needs a size like 80x24"),
        ("resize \"80x24\"", "1:8: 'resize' needs a size like 80x24"),
        (
            "expect",
            "1:7: 'expect' needs one of: top, stack, presented, screen, no screen, log, no log, value, crash, hang, alive, leak, no leaks"
        ),
        (
            "expect \"top\"",
            "1:8: 'expect' needs one of: top, stack, presented, screen, no screen, log, no log, value, crash, hang, alive, leak, no leaks"
        ),
        (
            "expect topp A",
            "1:8: 'expect' needs one of: top, stack, presented, screen, no screen, log, no log, value, crash, hang, alive, leak, no leaks; did you mean 'top'?"
        ),
        ("expect top", "1:11: 'expect top' needs a name, like expect top DogsViewController"),
        ("expect stack", "1:13: 'expect stack' needs names from bottom to top, like expect stack A > B > C"),
        ("expect stack A B", "1:16: expected '>' between stack names, found 'B'"),
        ("expect stack A >", "1:17: expected a name after '>'"),
        ("expect stack A > > B", "1:18: expected a name after '>'"),
        ("expect presented", "1:17: 'expect presented' needs a name or none"),
        ("expect screen Dogs", "1:15: 'expect screen' needs a quoted text, like expect screen \"Dogs\""),
        ("expect log", "1:11: 'expect log' needs a quoted text, like expect log \"viewDidLoad\""),
        ("expect no", "1:10: 'expect no' needs log \"text\", screen \"text\" or leaks"),
        ("expect no leak", "1:11: 'expect no' needs log \"text\", screen \"text\" or leaks"),
        ("expect no log", "1:14: 'expect no log' needs a quoted text, like expect no log \"deinit\""),
        ("expect value", "1:13: 'expect value' needs a property, like expect value name == \"Rex\" or expect value Cats.cats == []"),
        ("expect value name \"Rex\"", "1:19: expected '==' after the property name, like expect value name == \"Rex\""),
        (
            "expect value name = \"Rex\"",
            "1:19: expected '==' after the property name, like expect value name == \"Rex\""
        ),
        (
            "expect value name ==",
            "1:21: 'expect value' needs a value after '==': nil, a quoted text, or the value as it renders (3, true, [\"Tom\", \"Luna\"])"
        ),
        ("expect value .cats == 1", "1:14: expected a controller before '.', like expect value CatsViewController.cats == []"),
        ("expect value Cats. == 1", "1:14: expected one property name after the controller's '.', like Cats.cats"),
        ("expect value \"Cats\".a.b == 1", "1:20: expected one property name after the controller's '.', like Cats.cats"),
        ("expect value x == [\"Tom]", "1:20: unterminated string"),
        ("expect crash", "1:13: 'expect crash' needs a quoted text, like expect crash \"Unexpectedly found nil\""),
        ("launch now", "1:8: unexpected 'now' after command"),
        ("expect alive x", "1:14: unexpected 'x' after command"),
        ("expect leak A B", "1:15: unexpected 'B' after command"),
        ("tap \"a\" \"b\"", "1:9: unexpected '\"b\"' after command"),
        ("back !", "1:6: unexpected '!' after command"),
        ("back \u{0}", "1:6: unexpected '\\u{0}' after command"),
        ("next \"unterminated", "1:6: unterminated string"),
        ("type \"🐶🐶\" x", "1:11: unexpected 'x' after command"),
        ("\ttapp", "1:2: unknown command 'tapp'; did you mean 'tap'?"),
        ("back \u{FEFF}", "1:6: unexpected '\\u{FEFF}' after command"),
    ]

    @Test("each error kind has its message and line:column", arguments: errorCases)
    func errorMessage(source: String, expected: String) {
        #expect(errors(source) == ["demo.vcreplay:" + expected])
    }

    @Test("a '#' right after a word starts a comment")
    func hashAfterWord() throws {
        #expect(try command("launch#x") == .launch)
        #expect(errors("lunch#x") == ["demo.vcreplay:1:1: unknown command 'lunch'; did you mean 'launch'?"])
    }

    @Test("every error of the file is collected, one per line, in order")
    func collectsAllErrors() {
        let source = """
            launch
            tapp "Dogs"
            back
              expect top
            wait soon
            marker "unterminated
            """
        #expect(
            errors(source) == [
                "demo.vcreplay:2:1: unknown command 'tapp'; did you mean 'tap'?",
                "demo.vcreplay:4:13: 'expect top' needs a name, like expect top DogsViewController",
                "demo.vcreplay:5:6: 'wait' needs a duration like 500ms or 2s",
                "demo.vcreplay:6:8: unterminated string",
            ])
    }

    @Test("the error type's fields and description")
    func errorFields() throws {
        let error = try #require(
            #expect(throws: ReplayParseErrors.self) { try ReplayScript.parse("\n\n  tapp", file: "x.vcreplay") })
        #expect(
            error.errors == [
                ReplayParseError(
                    file: "x.vcreplay", line: 3, column: 3, message: "unknown command 'tapp'; did you mean 'tap'?")
            ])
        #expect(error.description == "x.vcreplay:3:3: unknown command 'tapp'; did you mean 'tap'?")
    }

    // MARK: Round trips

    static let awkwardStrings = [
        "", " ", "Dogs", "\"", "\\", "\\\"", "a \"quoted\" \\ word", "#", "# not a comment", "tab\there",
        "🐶 Rex", "e\u{301}", "\u{301}", "Ünïcödé 名前", "a > b", "==", "none", "nil", "3", "-0.5", "true",
        " leading", "trailing ", "NUL\u{0}byte", "cr\rinside", "'single'", "\u{FEFF}bom",
    ]

    static func commands(with text: String) -> [ReplayCommand] {
        [
            .tap(.text(text)), .type(text), .segue(text), .marker(text), .expectTop(text),
            .expectStack([text]), .expectStack([text, text, "Plain"]), .expectPresented(text),
            .expectScreen(text), .expectLog(text), .expectNoLog(text),
            .expectValue(.init(property: text, value: .text(text))), .expectValue(.init(property: "p", value: .text(text))),
            .expectValue(.init(controller: text, property: "p", value: .text(text))), .expectCrash(text), .expectLeak(text),
            .tap(.text(text, index: 2)), .expectNoScreen(text), .pick(text, in: .text(text)), .pick(text, in: .text(text, index: 1)),
        ]
    }

    /// Commands a script can write: all of them, but no name, check or tap (without index)
    /// looks for the empty string.
    static func expressible(with text: String) -> [ReplayCommand] {
        guard text.isEmpty else { return commands(with: text) }
        return [.type(text), .segue(text), .marker(text), .tap(.text(text, index: 2))]
            + [.expectValue(.init(property: "p", value: .text(text)))]
    }

    @Test("an empty text where a name, a check or a tap needs one is refused at parse time, saying so")
    func emptyTexts() {
        for source in [
            "tap \"\"", "expect top \"\"", "expect stack A > \"\"", "expect presented \"\"", "expect screen \"\"",
            "expect no screen \"\"", "expect log \"\"", "expect no log \"\"", "expect crash \"\"", "expect leak \"\"",
        ] {
            let messages = errors(source)
            #expect(messages.count == 1 && messages[0].hasSuffix("\"\" is empty"), "\(source): \(messages)")
        }
        #expect(
            errors("expect value \"\" == 1") == [
                "demo.vcreplay:1:14: 'expect value' needs a property, like expect value name == \"Rex\" or expect value Cats.cats == []"
            ])
    }

    @Test(
        "a value as it renders, written bare, round-trips",
        arguments: ["3", "[\"Tom\", \"Luna\"]", "[:]", "Optional(2)", "a b", "[\"# not a comment\"]", "DogsViewController"])
    func roundTripsRendering(text: String) throws {
        let command = ReplayCommand.expectValue(.init(property: "p", value: .rendering(text)))
        #expect(command.scriptText == "expect value p == " + text)
        #expect(try self.command(command.scriptText) == command)
    }

    @Test("parse(scriptText) gives back every command", arguments: commands.map(\.1))
    func roundTripsCommand(command: ReplayCommand) throws {
        #expect(try self.command(command.scriptText) == command)
    }

    @Test("awkward strings survive a round trip in every command that holds one", arguments: awkwardStrings)
    func roundTripsString(text: String) throws {
        for command in Self.expressible(with: text) {
            #expect(try self.command(command.scriptText) == command, "\(command.scriptText)")
        }
    }

    @Test("a whole script round-trips through ReplayScript.scriptText")
    func roundTripsScript() throws {
        let steps = (Self.commands.map(\.1) + Self.awkwardStrings.flatMap(Self.expressible(with:))).enumerated().map {
            ReplayStep(command: $1, location: Diagnostics.SourceLocation(file: "all.vcreplay", line: $0 + 1, column: 1))
        }
        let script = ReplayScript(file: "all.vcreplay", lines: steps)
        #expect(try ReplayScript.parse(script.scriptText, file: "all.vcreplay") == script)
    }

    @Test("rendering quotes strings and names as needed")
    func rendering() {
        #expect(ReplayCommand.type(#"say "hi" \ bye"#).scriptText == #"type "say \"hi\" \\ bye""#)
        #expect(ReplayCommand.type("two\nlines").scriptText == #"type "two\nlines""#)
        #expect(ReplayCommand.expectTop("Pick a dog").scriptText == #"expect top "Pick a dog""#)
        #expect(ReplayCommand.expectPresented("none").scriptText == #"expect presented "none""#)
        #expect(ReplayCommand.expectValue(.init(property: "n", value: .text("nil"))).scriptText == #"expect value n == "nil""#)
        #expect(ReplayCommand.expectValue(.init(property: "n", value: .text("Rex"))).scriptText == #"expect value n == "Rex""#)
        // A rendering that cannot be written bare (a comment, a lone string) is quoted.
        #expect(ReplayCommand.expectValue(.init(property: "n", value: .rendering("a # b"))).scriptText == #"expect value n == "a # b""#)
        #expect(ReplayCommand.wait(milliseconds: 3000).scriptText == "wait 3s")
        #expect(ReplayCommand.expectLeak(nil).scriptText == "expect leak")
    }

    // MARK: Hostile input

    @Test("random garbage never traps, and every error points inside its line", arguments: 0..<40)
    func garbage(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let alphabet = Array("tap #\"\\ >=\t\r\n expect value stack no log wait 1.5s x80 é🐶\u{0}\u{FEFF}".utf8)
        for _ in 0..<50 {
            let bytes = (0..<Int(random.next() % 120)).map { _ in
                random.next() % 4 == 0
                    ? UInt8(truncatingIfNeeded: random.next()) : alphabet[Int(random.next() % UInt64(alphabet.count))]
            }
            let text = String(decoding: bytes, as: UTF8.self)
            do {
                let script = try ReplayScript.parse(text, file: "g")
                // Whatever parsed renders to text that parses to the same commands.
                let again = try ReplayScript.parse(script.scriptText, file: "g")
                #expect(again.lines.map(\.command) == script.lines.map(\.command))
            } catch {
                for error in error.errors {
                    #expect(error.line >= 1 && error.column >= 1)
                    #expect(!error.message.isEmpty)
                }
            }
        }
    }

    @Test("invalid UTF-8 and NUL bytes are reported, not trapped on")
    func invalidUTF8() {
        let text = String(
            decoding: [0x6C, 0x61, 0x75, 0x6E, 0x63, 0x68, 0x20, 0xFF, 0xC0, 0x0A, 0x00] as [UInt8], as: UTF8.self)
        #expect(
            errors(text) == [
                "demo.vcreplay:1:8: unexpected '\u{FFFD}' after command",
                "demo.vcreplay:2:1: expected a command, found '\\u{0}'",
            ])
    }

    @Test("a 10 MB line is parsed or reported, with a short message")
    func hugeLine() throws {
        let word = String(repeating: "a", count: 10_000_000)
        #expect(errors(word) == ["demo.vcreplay:1:1: unknown command '\(String(repeating: "a", count: 32))…'"])
        #expect(errors("type \"" + word) == ["demo.vcreplay:1:6: unterminated string"])
        #expect(
            errors("back " + word) == [
                "demo.vcreplay:1:6: unexpected '\(String(repeating: "a", count: 32))…' after command"
            ])
        #expect(try command("type \"" + word + "\"") == .type(word))
        let names = String(repeating: "A > ", count: 250_000) + "B"
        #expect(try command("expect stack " + names) == .expectStack(Array(repeating: "A", count: 250_000) + ["B"]))
    }
}
