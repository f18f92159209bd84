import Diagnostics
import Foundation
import Navigator

/// The options of `vcnav explore`, read through their declarations.
struct ExploreOptions {
    let arguments: ParsedArguments
    var app: AppOptions { AppOptions(arguments) }
    var budget: Explorer.Budget {
        Explorer.Budget(
            maxActions: arguments.value(Commands.maxActions), seconds: arguments.value(Commands.time),
            depth: arguments.value(Commands.depth))
    }
    var seed: UInt64 { arguments.value(Commands.seed) }
    var out: String? { arguments.value(Commands.out) }
    var junit: String? { arguments.value(Commands.exploreJUnit) }
    var json: Bool { arguments.value(Commands.exploreFormat) == .json }
    var timeout: Double { arguments.value(Commands.timeout) }
    /// `--text FIELD=VALUE`, by FIELD.
    let texts: [String: String]

    init(_ parsed: ParsedArguments) throws(UsageError) {
        arguments = parsed
        var texts: [String: String] = [:]
        for pair in parsed.values(Commands.text) {
            guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
                throw UsageError("--text needs FIELD=VALUE, got '\(pair)'", hint: Commands.explore.hint)
            }
            texts[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
        }
        self.texts = texts
    }
}

/// `vcnav explore`: crawls the app in an app process, prints what it found (each finding with
/// its shrunk replay), and writes the replays, a JUnit report or JSON as asked.
@MainActor
enum ExploreCommand {
    static func run(_ options: ExploreOptions, configuration: AppConfiguration) throws -> Int32 {
        let (map, unreadable, _) = AppResolver.map(for: configuration)
        if options.app.storyboards != nil, !unreadable.isEmpty {
            for problem in unreadable { Console.error(problem) }
            return ExitCode.noInput
        }
        let session = ChildProcessSession(
            executable: AppResolver.executable, arguments: configuration.processArguments, timeout: options.timeout)
        session.startsAhead = true  // the crawl relaunches the app again and again
        let explorer = Explorer(session: session, budget: options.budget, seed: options.seed, texts: options.texts)
        let report = explorer.explore(map: map)
        session.terminate()
        let app = configuration.summary
        if let out = options.out {
            let status = try write(report, app: app, to: out, configuration: configuration)
            guard status == ExitCode.ok else { return status }
        }
        if let junit = options.junit {
            let status = try Self.write(
                JUnitReport(reports(report, out: options.out), suite: "vcnav explore").xml, to: junit, what: "JUnit report",
                configuration: configuration)
            guard status == ExitCode.ok else { return status }
        }
        Console.out(options.json ? report.json(app: app) : report.summary(app: app), terminator: "")
        return report.findings.isEmpty ? ExitCode.ok : ExitCode.failure
    }

    /// Writes each finding's replay and `crawl.vcreplay` into `directory` (made if missing).
    private static func write(_ report: ExploreReport, app: String, to directory: String, configuration: AppConfiguration) throws
        -> Int32
    {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            Console.error("cannot make the directory '\(directory)': \(error.localizedDescription)")
            return ExitCode.cannotCreate
        }
        let folder = URL(fileURLWithPath: directory)
        var files = report.findings.map { (report.replayName(of: $0), report.script(of: $0, app: app)) }
        files.append(("crawl.vcreplay", report.crawlScript(app: app)))
        for (name, text) in files {
            let status = try Self.write(
                text, to: folder.appendingPathComponent(name).path, what: "replay", configuration: configuration)
            guard status == ExitCode.ok else { return status }
        }
        return ExitCode.ok
    }

    /// Writes `text` to `path` whole (never one of the app's inputs); the exit status of that.
    private static func write(_ text: String, to path: String, what: String, configuration: AppConfiguration) throws -> Int32 {
        TextFile.finish(try TextFile.open(path, what: what, inputs: AppResolver.inputs(of: configuration)), with: text)
    }

    /// One failing test case per finding, at its replay's check (the last line).
    private static func reports(_ report: ExploreReport, out: String?) -> [ScriptReport] {
        report.findings.map { finding in
            let name = report.replayName(of: finding)
            let file = out.map { URL(fileURLWithPath: $0).appendingPathComponent(name).path } ?? name
            // The replay file's last line (after its two comment lines) holds the check.
            let failure = Diagnostic(
                file: file, line: finding.replay.count + 2, column: 1, message: "\(finding.kind.rawValue): \(finding.message)")
            var script = ScriptReport(script: file, status: ExitCode.failure, failure: failure, seconds: 0)
            script.kind = .finding
            return script
        }
    }
}
