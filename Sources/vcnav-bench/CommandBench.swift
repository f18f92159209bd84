import Foundation
import Navigator

/// Replay speed as users get it: the real `vcnav replay` command (the binary built beside this
/// benchmark), on the storyboard-only app, as people run it (the transcript printed, `--quiet`,
/// `--goldens`, `--in-process`), its output into a file as a CI log is. Marginal actions per
/// second: a script of `launch` then `tap "Alpha"`, `back` × 4,000 (8,000 actions) against the
/// same × 100 (200 actions), so process start and launch cancel out (`--quick`: × 500 and × 50).
@MainActor
enum CommandBench {
    static func run(into table: inout Table, quick: Bool) {
        let vcnav = ProcessBench.executable.deletingLastPathComponent().appendingPathComponent("vcnav")
        guard FileManager.default.isExecutableFile(atPath: vcnav.path) else {
            table.add("vcnav replay, storyboard-only app", "(build vcnav: swift build -c release)")
            return
        }
        let app = StoryboardApp.write()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("command-bench-\(getpid())")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer {
            try? FileManager.default.removeItem(at: app)
            try? FileManager.default.removeItem(at: directory)
        }
        let (small, large) = quick ? (50, 500) : (100, 4_000)
        let scripts = [small, large].map { rounds in
            let script = directory.appendingPathComponent("r\(rounds).vcreplay")
            try? ("launch\n" + String(repeating: "tap \"Alpha\"\nback\n", count: rounds)).write(
                to: script, atomically: true, encoding: .utf8)
            return script
        }
        let common = ["--storyboards", app.path, "--main", "Main"]
        for script in scripts {
            _ = invoke(vcnav, ["replay", script.path, "--golden", golden(script).path, "--update", "--quiet"] + common)
        }
        let variants: [(String, [String])] = [
            ("transcript printed", []), ("--quiet", ["--quiet"]),
            ("--goldens, printed", ["--golden"]), ("--goldens --quiet", ["--golden", "--quiet"]),
            ("--in-process, printed", ["--in-process"]), ("--in-process --quiet", ["--in-process", "--quiet"]),
        ]
        var rates: [String: Double] = [:]
        for (name, flags) in variants {
            var seconds: [Double] = []
            for script in scripts {
                var arguments = ["replay", script.path] + common
                for flag in flags {
                    arguments += flag == "--golden" ? [flag, golden(script).path] : [flag]
                }
                seconds.append(measure(runs: quick ? 1 : 3) { precondition(invoke(vcnav, arguments), "vcnav replay failed") })
            }
            rates[name] = Double(2 * (large - small)) / max(seconds[1] - seconds[0], 1e-9)
        }
        let quiet = rates["--quiet"] ?? 0
        for (name, _) in variants {
            let rate = rates[name] ?? 0
            table.add(
                "vcnav replay \(name): marginal actions/s (storyboard-only app)", String(format: "%.0f/s", rate),
                baseline: name == "--quiet" ? "" : String(format: "--quiet %.0f/s", quiet),
                ratio: name == "--quiet" ? "" : String(format: "%.2f×", quiet / max(rate, 1)),
                goal: name == "--quiet" ? "≥ 10,000/s" : "≤ 2×")
        }
    }

    private static func golden(_ script: URL) -> URL { script.deletingPathExtension().appendingPathExtension("transcript") }

    /// Runs vcnav with its standard output into a file (as a CI log); whether it exited 0.
    private static func invoke(_ vcnav: URL, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = vcnav
        process.arguments = arguments
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("command-bench-\(getpid()).log")
        guard FileManager.default.createFile(atPath: log.path, contents: nil) else { return false }
        defer { try? FileManager.default.removeItem(at: log) }
        guard let output = try? FileHandle(forWritingTo: log) else { return false }
        defer { try? output.close() }
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
