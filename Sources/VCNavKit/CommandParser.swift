import Foundation
import Navigator

/// Options shared by the commands that run an app.
struct AppOptions {
    /// `--storyboards DIR`: run that directory's storyboards instead of the app.
    var storyboards: String?
    /// `--main NAME`: the main storyboard (with `--storyboards`).
    var main: String?
    /// `--presentation`: the navigator starts in presentation mode.
    var presentation = false

    init(_ parsed: ParsedArguments) {
        storyboards = parsed.value(Commands.storyboards)
        main = parsed.value(Commands.main)
        presentation = parsed.has(Commands.presentation)
    }

    init() {}
}

/// A parsed command line.
enum Command {
    case help(CommandSpec?)
    case version
    case navigator(AppOptions, record: RecordOptions?)
    case replay(ReplayOptions)
    case check(paths: [String], sources: [String])
    case graph(GraphOptions)
    case explore(ExploreOptions)
    case port(paths: [String], write: Bool)
    case app(AppOptions, parent: Int32?)
}

/// The options of `vcnav record`.
struct RecordOptions {
    var path: String
    var force: Bool
}

/// Turns arguments into a `Command`, reading each command's declaration (see `Commands`).
enum CommandParser {
    static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        let words = arguments[...]
        let first = words.first
        if first == "--help" || first == "-h" || first == "help" {
            guard let topic = words.dropFirst().first else { return .help(nil) }
            guard let spec = Commands.all.first(where: { $0.name == topic && !$0.isHidden }) else {
                throw unknownCommand(topic)
            }
            return .help(spec)
        }
        if first == "--version" { return .version }
        guard let first, !first.hasPrefix("-") else {
            let parsed = try ArgumentParser.parse(words, as: Commands.navigator)
            if parsed.has(CommandSpec.help) { return .help(nil) }
            return .navigator(AppOptions(parsed), record: nil)
        }
        guard let spec = Commands.all.first(where: { $0.name == first }) else { throw unknownCommand(first) }
        let parsed = try ArgumentParser.parse(words.dropFirst(), as: spec)
        if parsed.has(CommandSpec.help) { return .help(spec) }
        switch spec.name {
        case Commands.replay.name: return .replay(try ReplayOptions(parsed))
        case Commands.record.name:
            return .navigator(AppOptions(parsed), record: RecordOptions(path: parsed.operands[0], force: parsed.has(Commands.force)))
        case Commands.check.name: return .check(paths: parsed.operands, sources: parsed.values(Commands.sources))
        case Commands.graph.name: return .graph(try GraphOptions(parsed))
        case Commands.explore.name: return .explore(try ExploreOptions(parsed))
        case Commands.port.name: return .port(paths: parsed.operands, write: parsed.has(Commands.write))
        default: return .app(AppOptions(parsed), parent: parsed.value(Commands.parent).flatMap { Int32($0) })
        }
    }

    private static func unknownCommand(_ word: String) -> UsageError {
        let names = Commands.all.filter { !$0.isHidden }.compactMap(\.name)
        return UsageError("unknown command '\(word)'" + EditDistance.didYouMean(word, among: names))
    }
}

/// The options of `vcnav graph`.
struct GraphOptions {
    var app: AppOptions
    var scripts: [String]
    var format: FlowMap.Format
    var output: String?

    init(_ parsed: ParsedArguments) throws(UsageError) {
        app = AppOptions(parsed)
        scripts = parsed.values(Commands.replayScript)
        output = parsed.value(Commands.output)
        let text = parsed.value(Commands.graphFormat) ?? "text"
        guard let format = FlowMap.Format(rawValue: text) else {
            throw UsageError("--format is text, mermaid or dot, not '\(text)'", hint: Commands.graph.hint)
        }
        self.format = format
        if let output, Self.drawn(output) != nil, format != .dot {
            throw UsageError("a .svg or .png FILE is drawn from DOT: add --format dot", hint: Commands.graph.hint)
        }
    }

    /// The image format Graphviz draws `path` in (`svg`, `png`), nil for a text file.
    static func drawn(_ path: String) -> String? {
        let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
        return ["svg", "png"].contains(ext) ? ext : nil
    }
}

/// The options of `vcnav replay`.
struct ReplayOptions {
    var scripts: [String]
    var app: AppOptions
    var golden: String?
    var goldens: Bool
    var update: Bool
    var quiet: Bool
    var inProcess: Bool
    var timeout: Double = 10
    var play: Bool
    var cast: String?
    var jobs: Int
    var junit: String?
    var json: Bool

    init(_ parsed: ParsedArguments) throws(UsageError) {
        let hint = Commands.replay.hint
        scripts = parsed.operands
        app = AppOptions(parsed)
        golden = parsed.value(Commands.golden)
        goldens = parsed.has(Commands.goldens)
        update = parsed.has(Commands.update)
        quiet = parsed.has(Commands.quiet)
        inProcess = parsed.has(Commands.inProcess)
        play = parsed.has(Commands.play)
        cast = parsed.value(Commands.cast)
        junit = parsed.value(Commands.junit)
        if let text = parsed.value(Commands.timeout) {
            guard let seconds = Double(text), seconds > 0, seconds <= 86_400 else {
                throw UsageError("--timeout needs a number of seconds from 0 to 86400, got '\(text)'", hint: hint)
            }
            timeout = seconds
        }
        jobs = ProcessInfo.processInfo.activeProcessorCount
        if let text = parsed.value(Commands.jobs) {
            guard let count = Int(text), (1...256).contains(count) else {
                throw UsageError("--jobs needs a number from 1 to 256, got '\(text)'", hint: hint)
            }
            jobs = count
        }
        switch parsed.value(Commands.format) ?? "text" {
        case "text": json = false
        case "json": json = true
        case let other: throw UsageError("--format is text or json, not '\(other)'", hint: hint)
        }
        if golden != nil, goldens {
            throw UsageError("--golden FILE and --goldens do not go together", hint: hint)
        }
        if update, golden == nil, !goldens {
            throw UsageError("--update rewrites goldens: give --golden FILE or --goldens", hint: hint)
        }
        if play, cast != nil { throw UsageError("--play and --cast do not go together", hint: hint) }
    }
}
