import Foundation

/// What /proc says about processes: whether one still runs, its children, its memory. For tests
/// that check that no process is left behind.
public enum ProcessTable {
    /// Whether `pid` runs (a zombie, which still answers `kill(pid, 0)`, does not).
    public static func exists(_ pid: Int32) -> Bool {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return false }
        return status.split(separator: ")").last?.split(separator: " ").first != "Z"
    }

    /// The children of every thread of `pid`.
    public static func children(of pid: Int32) -> [Int32] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.flatMap { task -> [Int32] in
            let text = (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/children", encoding: .utf8)) ?? ""
            return text.split(separator: " ").compactMap { Int32($0) }
        }
    }

    /// Resident memory of `pid` in KB (0 when it is gone).
    public static func residentKB(_ pid: Int32) -> Int {
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        return Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
    }

    /// Polls until `pid` is gone or `timeout` passes; returns whether it is gone.
    public static func waitUntilGone(_ pid: Int32, timeout: TimeInterval = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while exists(pid), Date() < deadline { usleep(20_000) }
        return !exists(pid)
    }
}
