import Foundation
import Navigator

/// The host's memory over a long replay through the app process, as `vcnav replay` runs it: the
/// peak resident set of the host process after 10,000 and 100,000 actions (flat: the script and
/// the transcript stream through), and of `launch` + 1,000,000 `back` that fails at line 2.
@MainActor
enum HostMemoryBench {
    static func run(into table: inout Table, quick: Bool) {
        let vcnav = ProcessBench.executable.deletingLastPathComponent().appendingPathComponent("vcnav")
        guard FileManager.default.isExecutableFile(atPath: vcnav.path) else {
            table.add("host memory: vcnav replay", "(build vcnav: swift build -c release)")
            return
        }
        let small = quick ? 2_000 : 10_000
        let large = quick ? 20_000 : 100_000
        let round = "tap \"Profile\"\nback\n"
        let baseline = peak(vcnav, "launch\n" + String(repeating: round, count: small / 2))
        let long = peak(vcnav, "launch\n" + String(repeating: round, count: large / 2))
        table.add(
            "host memory: peak RSS, \(large) actions through the app process", mb(long.kilobytes),
            baseline: "\(small) actions: \(mb(baseline.kilobytes))",
            ratio: String(format: "%+.1f MB", Double(long.kilobytes - baseline.kilobytes) / 1024),
            goal: "flat")
        let failing = peak(vcnav, "launch\n" + String(repeating: "back\n", count: 1_000_000))
        table.add(
            "host: launch + 1,000,000 back (fails at line 2)", format(failing.seconds), baseline: "peak RSS \(mb(failing.kilobytes))",
            goal: "at once")
    }

    private static func mb(_ kilobytes: Int) -> String { String(format: "%.1f MB", Double(kilobytes) / 1024) }

    /// The host's peak RSS and wall time for `vcnav replay SCRIPT` (output to /dev/null).
    private static func peak(_ vcnav: URL, _ text: String) -> (kilobytes: Int, seconds: Double) {
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("host-memory-\(UUID().uuidString).vcreplay")
        try? text.write(to: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: script) }
        let start = DispatchTime.now().uptimeNanoseconds
        guard
            let process = try? Subprocess(
                executable: "/bin/sh", arguments: ["-c", "exec '\(vcnav.path)' replay '\(script.path)' >/dev/null 2>&1"],
                environment: ProcessInfo.processInfo.environment)
        else { return (0, 0) }
        process.closeInput()
        // The kernel's high-water mark of the process since its exec (wait4's figure would count
        // the spawn, which briefly shares this benchmark's memory).
        var peak = 0
        while process.isRunning {
            peak = max(peak, highWaterMark(process.pid))
            usleep(2_000)
        }
        return (peak, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }

    /// `VmHWM` of /proc/PID/status, in kilobytes.
    private static func highWaterMark(_ pid: Int32) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return 0 }
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
        return Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
    }
}
