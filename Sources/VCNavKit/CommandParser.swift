import Foundation
import Navigator
import SimUIKit

/// Options shared by the commands that run an app: views of the parsed command line, each read
/// through its declaration in `Commands` (a new option needs no field here).
struct AppOptions {
    /// The command line.
    var arguments = ParsedArguments()

    /// `--storyboards DIR`: run that directory's storyboards instead of the app.
    var storyboards: String? { arguments.value(Commands.storyboards) }
    /// `--main NAME`: the main storyboard (with `--storyboards`).
    var main: String? { arguments.value(Commands.main) }
    /// `--presentation`: the navigator starts in presentation mode.
    var presentation: Bool { arguments.has(Commands.presentation) }
    /// `--sources DIR`: where the source pane reads the app's Swift (instead of where it was built).
    var sources: [String] { arguments.values(Commands.codeSources) }
    /// `--ios VERSION`: the iOS the simulated iPhone runs.
    var ios: IOSVersion { arguments.value(Commands.ios) }

    init(_ parsed: ParsedArguments) { arguments = parsed }

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
    case port(paths: [String], write: Bool, json: Bool)
    case junitMerge(reports: [String], output: String?)
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
            return try Commands.navigator.command(parsed)
        }
        guard let spec = Commands.all.first(where: { $0.name == first }) else { throw unknownCommand(first) }
        let parsed = try ArgumentParser.parse(words.dropFirst(), as: spec)
        if parsed.has(CommandSpec.help) { return .help(spec) }
        return try spec.command(parsed)
    }

    private static func unknownCommand(_ word: String) -> UsageError {
        let names = Commands.all.filter { !$0.isHidden }.compactMap(\.name)
        return UsageError("unknown command '\(word)'" + EditDistance.didYouMean(word, among: names))
    }
}

/// The options of `vcnav graph`, read through their declarations; checked against each other.
struct GraphOptions {
    let arguments: ParsedArguments

    var app: AppOptions { AppOptions(arguments) }
    var scripts: [String] { arguments.values(Commands.replayScript) }
    /// `--format`; without it, DOT for an image (`-o map.svg` says which format), else text.
    var format: FlowMap.Format {
        guard !arguments.has(Commands.graphFormat), output.flatMap(Self.drawn) != nil else { return arguments.value(Commands.graphFormat) }
        return .dot
    }
    var output: String? { arguments.value(Commands.output) }

    init(_ parsed: ParsedArguments) throws(UsageError) {
        arguments = parsed
        if let drawn = output.flatMap(Self.drawn), format != .dot {
            throw UsageError(
                "a .\(drawn) FILE is drawn from DOT: leave out --format \(format.rawValue), or give --format dot",
                hint: Commands.graph.hint)
        }
    }

    /// The image format Graphviz draws `path` in (`svg`, `png`, `pdf`), nil for a text file.
    static func drawn(_ path: String) -> String? {
        let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
        return ["svg", "png", "pdf"].contains(ext) ? ext : nil
    }
}

/// The options of `vcnav replay`, read through their declarations; checked against each other.
struct ReplayOptions {
    let arguments: ParsedArguments

    var scripts: [String] { arguments.operands }
    var app: AppOptions { AppOptions(arguments) }
    var golden: String? { arguments.value(Commands.golden) }
    var goldens: Bool { arguments.has(Commands.goldens) }
    var update: Bool { arguments.has(Commands.update) }
    var quiet: Bool { arguments.has(Commands.quiet) }
    var verbose: Bool { arguments.has(Commands.verbose) }
    /// `--shard K/N` (checked when the command line is read).
    var shard: Shard? { arguments.value(Commands.shard).flatMap(Shard.init) }
    var inProcess: Bool { arguments.has(Commands.inProcess) }
    var timeout: Double { arguments.value(Commands.timeout) }
    var play: Bool { arguments.has(Commands.play) }
    var cast: String? { arguments.value(Commands.cast) }
    var jobs: Int { arguments.value(Commands.jobs) }
    var junit: String? { arguments.value(Commands.junit) }
    var json: Bool { arguments.value(Commands.format) == .json }

    init(_ parsed: ParsedArguments) throws(UsageError) {
        let hint = Commands.replay.hint
        arguments = parsed
        if golden != nil, goldens {
            throw UsageError("--golden FILE and --goldens do not go together", hint: hint)
        }
        if update, golden == nil, !goldens {
            throw UsageError("--update rewrites goldens: give --golden FILE or --goldens", hint: hint)
        }
        if play, cast != nil { throw UsageError("--play and --cast do not go together", hint: hint) }
        if quiet, verbose { throw UsageError("--quiet and --verbose do not go together", hint: hint) }
        if let text = arguments.value(Commands.shard), Shard(text) == nil {
            throw UsageError("--shard needs K/N with 1 ≤ K ≤ N ≤ 1000 (the K-th of N parts), got '\(text)'", hint: hint)
        }
    }
}
