import Foundation
import Navigator

/// Options shared by the commands that run an app.
struct AppOptions {
    /// `--storyboards DIR`: run that directory's storyboards instead of the demo.
    var storyboards: String?
    /// `--main NAME`: the main storyboard (with `--storyboards`).
    var main: String?
}

/// A parsed command line.
enum Command {
    case help(topic: String?)
    case version
    case navigator(AppOptions, record: String?)
    case replay(ReplayOptions)
    case check(paths: [String], sources: [String])
    case port(paths: [String], write: Bool)
    case app(AppOptions, parent: Int32?)
}

extension Command {
    @MainActor
    func run() throws -> Int32 {
        switch self {
        case .help(let topic):
            print(Usage.text(for: topic), terminator: "")
            return ExitCode.ok
        case .version:
            print("vcnav \(VCNav.version)")
            return ExitCode.ok
        case .replay(let options):
            return try ReplayCommandRunner.run(options)
        case .app(let options, let parent):
            AppServer.run(configuration: try AppResolver.configuration(for: options), parent: parent)
        case .check(let paths, let sources):
            return try CheckCommand.run(paths: paths, sources: sources)
        case .port(let paths, let write):
            return PortCommand.run(paths: paths, write: write)
        case .navigator(let options, let record):
            return try NavigatorCommand.run(options, record: record)
        }
    }
}

/// The options of `vcnav replay`.
struct ReplayOptions {
    var scripts: [String] = []
    var app = AppOptions()
    var golden: String?
    var goldens = false
    var update = false
    var quiet = false
    var inProcess = false
    var timeout: Double = 10
    var play = false
    var cast: String?
}

/// Turns arguments into a `Command`. Flags may come before or after the operands.
enum CommandParser {
    static func parse(_ arguments: [String]) throws -> Command {
        var words = arguments[...]
        let first = words.first
        if first == "--help" || first == "-h" || first == "help" {
            return .help(topic: words.dropFirst().first)
        }
        if first == "--version" { return .version }
        if let first, !first.hasPrefix("-") {
            words = words.dropFirst()
            if words.contains("--help") || words.contains("-h") { return .help(topic: first) }
            switch first {
            case "replay": return .replay(try parseReplay(words))
            case "record":
                var app = AppOptions()
                let operands = try parseFlags(words, app: &app, extra: { _, _ in false })
                guard operands.count == 1 else {
                    throw UsageError(message: "record needs one FILE to write the replay to", hint: Usage.hint("record"))
                }
                return .navigator(app, record: operands[0])
            case "check":
                var unused = AppOptions()
                var sources: [String] = []
                let operands = try parseFlags(words, app: &unused, allowsApp: false) { flag, value in
                    guard flag == "--sources" else { return false }
                    sources.append(try value())
                    return true
                }
                guard !operands.isEmpty else {
                    throw UsageError(message: "check needs at least one storyboard file or directory", hint: Usage.hint("check"))
                }
                return .check(paths: operands, sources: sources)
            case "port":
                var unused = AppOptions()
                var write = false
                let operands = try parseFlags(words, app: &unused, allowsApp: false) { flag, _ in
                    guard flag == "--write" else { return false }
                    write = true
                    return true
                }
                guard !operands.isEmpty else {
                    throw UsageError(message: "port needs at least one .swift file or directory", hint: Usage.hint("port"))
                }
                return .port(paths: operands, write: write)
            case "__app":
                var app = AppOptions()
                var parent: Int32?
                _ = try parseFlags(words, app: &app) { flag, value in
                    guard flag == "--parent" else { return false }
                    parent = Int32(try value())
                    return true
                }
                return .app(app, parent: parent)
            default:
                throw UsageError(message: "unknown command '\(first)'")
            }
        }
        var app = AppOptions()
        let operands = try parseFlags(words, app: &app, extra: { _, _ in false })
        if let extra = operands.first { throw UsageError(message: "unexpected argument '\(extra)'") }
        return .navigator(app, record: nil)
    }

    private static func parseReplay(_ words: ArraySlice<String>) throws -> ReplayOptions {
        var options = ReplayOptions()
        options.scripts = try parseFlags(words, app: &options.app) { flag, value in
            switch flag {
            case "--golden": options.golden = try value()
            case "--goldens": options.goldens = true
            case "--update": options.update = true
            case "--quiet", "-q": options.quiet = true
            case "--in-process": options.inProcess = true
            case "--play": options.play = true
            case "--cast": options.cast = try value()
            case "--timeout":
                let text = try value()
                guard let seconds = Double(text), seconds > 0 else {
                    throw UsageError(message: "--timeout needs a number of seconds, got '\(text)'", hint: Usage.hint("replay"))
                }
                options.timeout = seconds
            default: return false
            }
            return true
        }
        guard !options.scripts.isEmpty else { throw UsageError(message: "replay needs at least one SCRIPT", hint: Usage.hint("replay")) }
        if options.golden != nil, options.scripts.count > 1 {
            throw UsageError(
                message: "--golden FILE goes with one script; use --goldens to check each SCRIPT.vcreplay against SCRIPT.transcript",
                hint: Usage.hint("replay"))
        }
        if options.update, options.golden == nil, !options.goldens {
            throw UsageError(message: "--update rewrites goldens: give --golden FILE or --goldens", hint: Usage.hint("replay"))
        }
        return options
    }

    /// Reads flags, returning the operands. `extra` handles command-specific flags (return false
    /// for unknown ones); `value()` takes the flag's argument.
    private static func parseFlags(
        _ words: ArraySlice<String>, app: inout AppOptions, allowsApp: Bool = true,
        extra: (String, () throws -> String) throws -> Bool
    ) throws -> [String] {
        var operands: [String] = []
        var index = words.startIndex
        while index < words.endIndex {
            let word = words[index]
            index += 1
            if word == "--" {
                operands.append(contentsOf: words[index...])
                break
            }
            guard word.hasPrefix("-"), word.count > 1 else {
                operands.append(word)
                continue
            }
            var (flag, inline) = (word, String?.none)
            if let equals = word.firstIndex(of: "="), word.hasPrefix("--") {
                flag = String(word[..<equals])
                inline = String(word[word.index(after: equals)...])
            }
            let value: () throws -> String = {
                if let inline { return inline }
                guard index < words.endIndex else { throw UsageError(message: "\(flag) needs a value") }
                defer { index += 1 }
                return words[index]
            }
            switch flag {
            case "--storyboards" where allowsApp: app.storyboards = try value()
            case "--main" where allowsApp: app.main = try value()
            default:
                guard try extra(flag, value) else { throw UsageError(message: "unknown option '\(flag)'") }
            }
        }
        return operands
    }
}
