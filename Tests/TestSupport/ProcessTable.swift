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

    /// The processes (not zombies) of process group `group`.
    public static func members(ofGroup group: Int32) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(Int32.init).filter { pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return false }
            // After the command's closing parenthesis: state, parent, process group.
            let fields = stat.split(separator: ")").last?.split(separator: " ") ?? []
            return fields.count > 2 && fields[0] != "Z" && Int32(fields[2]) == group
        }
    }

    /// Polls until process group `group` has no process left or `timeout` passes; returns what
    /// is left.
    public static func waitUntilGroupGone(_ group: Int32, timeout: TimeInterval = 10) -> [Int32] {
        let deadline = Date().addingTimeInterval(timeout)
        var left = members(ofGroup: group)
        while !left.isEmpty, Date() < deadline {
            usleep(20_000)
            left = members(ofGroup: group)
        }
        return left
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
