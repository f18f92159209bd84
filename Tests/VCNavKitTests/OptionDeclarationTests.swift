import Foundation
import Navigator
import Testing

@testable import VCNavKit

/// Options and commands are declared once (`Commands`): parsing, conversion, the synopsis, the
/// help and the errors all come from the declarations, so these hold for every command at once.
@Suite("Option declarations")
struct OptionDeclarationTests {
    static let specs = [Commands.navigator] + Commands.all

    @Test("each command's options have distinct names and short names, and --help is not taken")
    func distinctNames() {
        for spec in Self.specs {
            let names = spec.allFlags.map(\.name)
            #expect(Set(names).count == names.count, "\(spec.invocation): \(names)")
            let shorts = spec.allFlags.compactMap(\.short)
            #expect(Set(shorts).count == shorts.count, "\(spec.invocation): \(shorts)")
        }
    }

    @Test("a usage line names only options its command takes, and shows their choices")
    func synopsisFromDeclarations() {
        for spec in Self.specs {
            let taken = Set(spec.flags.map(\.name))
            for flag in spec.synopsis.flatMap(\.flags) {
                #expect(taken.contains(flag.name), "\(spec.invocation) shows \(flag.spelling) but does not take it")
            }
        }
        #expect(Commands.graph.synopsisText == "[--storyboards DIR] [--replay SCRIPT]... [--format text|mermaid|dot]")
        #expect(Commands.record.synopsisText == "FILE [--force] [--storyboards DIR [--main NAME]]")
        #expect(Commands.check.synopsisText == "PATH... [--sources DIR]...")
    }

    @Test("exit codes are declared once per command, each code once, in order, each an exit code vcnav has")
    func exitCodes() {
        let known: Set<Int32> = [
            ExitCode.ok, ExitCode.failure, ExitCode.usage, ExitCode.dataError, ExitCode.noInput, ExitCode.unavailable,
            ExitCode.software, ExitCode.cannotCreate, ExitCode.ioError,
        ]
        for spec in Self.specs where !spec.isHidden {
            let codes = spec.exitCodes.map(\.code)
            #expect(codes == codes.sorted() && Set(codes).count == codes.count, "\(spec.invocation): \(codes)")
            #expect(Set(codes).isSubset(of: known), "\(spec.invocation): \(codes)")
            #expect(codes.first == ExitCode.ok)
        }
        #expect(Commands.check.exitCodesText == "0 no problems, 65 problems were found, 66 a path cannot be read")
    }

    @Test("values are converted by their declared type, defaults apply when an option is absent")
    func typedValues() throws {
        let parsed = try ArgumentParser.parse(
            ["s.vcreplay", "--timeout=2.5", "-j", "3", "--format", "json", "--golden", "g"], as: Commands.replay)
        #expect(parsed.value(Commands.timeout) == 2.5)
        #expect(parsed.value(Commands.jobs) == 3)
        #expect(parsed.value(Commands.format) == .json)
        #expect(parsed.value(Commands.golden) == "g")
        let defaults = try ArgumentParser.parse(["s.vcreplay"], as: Commands.replay)
        #expect(defaults.value(Commands.timeout) == 10)
        #expect(defaults.value(Commands.jobs) == ProcessInfo.processInfo.activeProcessorCount)
        #expect(defaults.value(Commands.format) == .text)
        #expect(defaults.value(Commands.golden) == nil)
        let graph = try ArgumentParser.parse(["--replay", "a", "--replay", "b", "--format", "dot"], as: Commands.graph)
        #expect(graph.values(Commands.replayScript) == ["a", "b"])
        #expect(graph.value(Commands.graphFormat) == .dot)
    }

    @Test(
        "a value its type refuses is a usage error that says what was wanted",
        arguments: [
            (["--timeout", "0"], "--timeout needs a number of seconds from 0 to 86400, got '0'"),
            (["--timeout", "86401"], "--timeout needs a number of seconds from 0 to 86400, got '86401'"),
            (["--timeout", "soon"], "--timeout needs a number of seconds from 0 to 86400, got 'soon'"),
            (["-j", "257"], "--jobs needs a number from 1 to 256, got '257'"),
            (["--format=xml"], "--format is text or json, not 'xml'"),
        ])
    func refusedValues(words: [String], message: String) {
        #expect(throws: UsageError.self) { try ArgumentParser.parse(["s.vcreplay"] + words[...], as: Commands.replay) }
        do {
            _ = try ArgumentParser.parse(["s.vcreplay"] + words[...], as: Commands.replay)
        } catch {
            #expect(error.message == message)
            #expect(error.hint == Commands.replay.hint)
        }
    }

    @Test("--help wins over a refused value; the boundary values are accepted")
    func helpAndBounds() throws {
        #expect(try ArgumentParser.parse(["--jobs", "0", "--help"], as: Commands.replay).has(CommandSpec.help))
        let parsed = try ArgumentParser.parse(["s", "--timeout", "86400", "-j", "256"], as: Commands.replay)
        #expect(parsed.value(Commands.timeout) == 86_400)
        #expect(parsed.value(Commands.jobs) == 256)
    }

    @Test("every command line goes to the command its declaration makes; none falls through to another")
    func dispatch() throws {
        guard case .replay(let replay) = try CommandParser.parse(["replay", "x", "-q"]) else { Issue.record("replay"); return }
        #expect(replay.quiet && replay.scripts == ["x"])
        guard case .navigator(_, let record?) = try CommandParser.parse(["record", "f", "--force"]) else {
            Issue.record("record")
            return
        }
        #expect(record.path == "f" && record.force)
        guard case .check(let paths, let sources) = try CommandParser.parse(["check", "a", "--sources", "s", "--sources", "t"])
        else {
            Issue.record("check")
            return
        }
        #expect(paths == ["a"] && sources == ["s", "t"])
        guard case .graph(let graph) = try CommandParser.parse(["graph", "--format", "mermaid"]) else {
            Issue.record("graph")
            return
        }
        #expect(graph.format == .mermaid)
        guard case .port(let portPaths, true, false) = try CommandParser.parse(["port", "p", "--write"]) else {
            Issue.record("port")
            return
        }
        #expect(portPaths == ["p"])
        guard case .port(_, false, true) = try CommandParser.parse(["port", "p", "--format", "json"]) else {
            Issue.record("port --format json")
            return
        }
        guard case .app(_, let parent) = try CommandParser.parse(["__app", "--parent", "42"]) else {
            Issue.record("__app")
            return
        }
        #expect(parent == 42)
        guard case .navigator(let app, nil) = try CommandParser.parse(["--storyboards", "d"]) else {
            Issue.record("navigator")
            return
        }
        #expect(app.storyboards == "d")
        #expect(throws: UsageError.self) { try CommandParser.parse(["__app", "--parent", "host"]) }
    }
}
