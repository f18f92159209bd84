import Foundation
import Navigator
import SimUIKit
import Testing

/// A replay script run by a test: its transcript, and whether every check held.
public struct ReplayRun: Sendable {
    /// The script's path.
    public var script: String
    /// The transcript, one event per line, as `vcnav replay` prints it.
    public var lines: [String]
    /// The first check that failed, the action that could not be done, or the crash or hang no
    /// check acknowledged, as `file:line:column: message`; nil when everything held.
    public var failure: String?
    /// How the app died, as a device reports it (message, signal, last events), if it crashed or hung.
    public var crashReport: String?

    /// The transcript as a golden file holds it: each line ended by a line feed.
    public var transcript: String { lines.map { $0 + "\n" }.joined() }
    /// Whether every check held and the app did not die unexpectedly.
    public var passed: Bool { failure == nil }
}

/// Replay scripts in Swift Testing: run one against an app, in process or in its app process,
/// read its transcript, and check it against a golden with an explicit record mode.
///
/// ```swift
/// @Test("replays", arguments: ReplayTest.scripts(in: "Replays"))
/// func replay(_ script: String) {
///     ReplayTest.check(script, on: .appProcess(executable: "Notes"))
/// }
/// ```
///
/// Relative paths are read from the root of the package whose tests call (the nearest directory
/// above the calling file that holds a `Package.swift`).
@MainActor
public enum ReplayTest {
    /// Runs `script` against the app and returns the transcript and the first failure. Throws
    /// when the script cannot be read or does not parse, or when the app's executable is missing.
    public static func run(
        _ script: String, on host: ReplayHost, timeout: Double = 10, sourceLocation: SourceLocation = #_sourceLocation
    ) throws(ReplayTestError) -> ReplayRun {
        let path = resolve(script, from: sourceLocation)
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw .unreadable(path, reason: (error as NSError).localizedDescription)
        }
        let parsed: ReplayScript
        do {
            parsed = try ReplayScript.parse(text, file: path)
        } catch {
            throw .doesNotParse(error.errors.map(\.description))
        }
        let session = try host.session(timeout: timeout)
        defer { session.terminate() }
        let result = ReplayRunner(session: session).run(parsed)
        let report = (result.crash ?? result.hang).map { report in
            ([report.message] + report.lastTrace.suffix(10).map { "  " + $0 }).joined(separator: "\n")
        }
        return ReplayRun(script: path, lines: result.transcript, failure: result.failure?.description, crashReport: report)
    }

    /// Runs `script` and records an issue for each thing that went wrong: the script cannot run,
    /// a check failed (or a crash or hang no check expected), the transcript differs from its
    /// golden (`SCRIPT.transcript` beside the script, unless `golden` names another file). The
    /// golden is written as `record` says (by default `VCNAV_RECORD`: `missing`, `all`,
    /// `never`); a golden written is an issue too, never a pass. Returns the run, if it ran.
    @discardableResult
    public static func check(
        _ script: String, on host: ReplayHost, golden: String? = nil, record: RecordMode = .current, timeout: Double = 10,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> ReplayRun? {
        let run: ReplayRun
        do {
            run = try self.run(script, on: host, timeout: timeout, sourceLocation: sourceLocation)
        } catch {
            Issue.record(Comment(rawValue: error.description), sourceLocation: sourceLocation)
            return nil
        }
        if let failure = run.failure {
            let crash = run.crashReport.map { "\n" + $0 } ?? ""
            Issue.record(Comment(rawValue: failure + crash), sourceLocation: sourceLocation)
        }
        let goldenPath =
            golden.map { resolve($0, from: sourceLocation) }
            ?? URL(fileURLWithPath: run.script).deletingPathExtension().appendingPathExtension("transcript").path
        GoldenTranscriptCheck(path: goldenPath, script: run.script, mode: record).judge(run.lines, sourceLocation: sourceLocation)
        return run
    }

    /// The `*.vcreplay` scripts under `directory` (relative to the package root), sorted, as
    /// paths relative to the package root: arguments for a parameterized test.
    public static nonisolated func scripts(in directory: String, sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
        let root = packageRoot(of: sourceLocation)
        let base = URL(fileURLWithPath: directory, relativeTo: root).standardizedFileURL
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        var found: [String] = []
        for case let url as URL in walker where url.pathExtension == "vcreplay" {
            let relative = url.standardizedFileURL.path.dropFirst(base.path.count).drop { $0 == "/" }
            found.append(directory + "/" + relative)
        }
        return found.sorted()
    }

    // MARK: - Paths

    /// `path` itself when absolute, else under the package root of the calling file.
    nonisolated static func resolve(_ path: String, from location: SourceLocation) -> String {
        path.hasPrefix("/") ? path : URL(fileURLWithPath: path, relativeTo: packageRoot(of: location)).standardizedFileURL.path
    }

    /// The nearest directory above the calling file that holds a `Package.swift`; the current
    /// directory if none does.
    nonisolated static func packageRoot(of location: SourceLocation) -> URL {
        var directory = URL(fileURLWithPath: location.filePath).deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                return directory
            }
            directory.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }
}
