import Foundation
import Navigator
import Scenes
import SimUIKit
import TerminalUI

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `swift run -c release vcnav-bench [--quick] [--only GROUP,...]`: every figure beside its baseline,
/// measured in the same run (machines are noisy; ratios travel). Prints one table. The groups are
/// storyboard, check, engine, tables, process, commands, explore, frontend, memory, host, outputs and port.
@main
struct Bench {
    @MainActor
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        if arguments.first == "__app" {
            // The app process of the process benchmark: the demo, or `--storyboards DIR --main NAME`.
            let words = Array(arguments)
            let configuration = words.firstIndex(of: "--storyboards").map { index in
                AppConfiguration.storyboards(at: URL(fileURLWithPath: words[index + 1]), main: "Main")
            }
            AppServer.run(configuration: configuration ?? demo, parent: nil)
        }
        let quick = arguments.contains("--quick")
        let groups = [
            "storyboard", "check", "engine", "tables", "process", "commands", "explore", "frontend", "memory", "host", "outputs", "port",
        ]
        var selected = Set(groups)
        if let index = arguments.firstIndex(of: "--only") {
            let names = arguments.index(after: index) < arguments.endIndex ? arguments[arguments.index(after: index)] : ""
            selected = Set(names.split(separator: ",").map(String.init))
            guard !selected.isEmpty, selected.isSubset(of: groups) else {
                FileHandle.standardError.write(
                    Data("vcnav-bench: --only takes a comma-separated list of \(groups.joined(separator: ", "))\n".utf8))
                exit(64)
            }
        }
        var table = Table()
        if selected.contains("storyboard") { StoryboardBench.run(into: &table, quick: quick) }
        if selected.contains("check") { CheckBench.run(into: &table, quick: quick) }
        if selected.contains("engine") { EngineBench.run(into: &table, quick: quick) }
        if selected.contains("tables") { TableBench.run(into: &table, quick: quick) }
        if selected.contains("process") { ProcessBench.run(into: &table, quick: quick) }
        if selected.contains("commands") { CommandBench.run(into: &table, quick: quick) }
        if selected.contains("explore") { ExploreBench.run(into: &table) }
        if selected.contains("frontend") { FrontEndBench.run(into: &table) }
        if selected.contains("memory") { MemoryBench.run(into: &table, quick: quick) }
        if selected.contains("host") { HostMemoryBench.run(into: &table, quick: quick) }
        if selected.contains("outputs") { OutputsBench.run(into: &table, quick: quick) }
        if selected.contains("port") { PortBench.run(into: &table, quick: quick) }
        table.print()
    }

    @MainActor
    static let demo = AppConfiguration(app: ScenesApp.description, summary: "the Pets demo")
}

/// Rows of `figure | value | baseline | ratio | goal`.
struct Table {
    struct Row {
        var name: String
        var value: String
        var baseline: String
        var ratio: String
        var goal: String
    }

    var rows: [Row] = []

    mutating func add(_ name: String, _ value: String, baseline: String = "", ratio: String = "", goal: String = "") {
        rows.append(Row(name: name, value: value, baseline: baseline, ratio: ratio, goal: goal))
    }

    func print() {
        let header = Row(name: "figure", value: "value", baseline: "baseline (same run)", ratio: "ratio", goal: "goal")
        let all = [header] + rows
        let columns: [[String]] = all.map { [$0.name, $0.value, $0.baseline, $0.ratio, $0.goal] }
        var widths: [Int] = [0, 0, 0, 0, 0]
        for row in columns {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        func line(_ row: Row) -> String {
            "| "
                + [row.name, row.value, row.baseline, row.ratio, row.goal].enumerated()
                .map { $0.element.padding(toLength: widths[$0.offset], withPad: " ", startingAt: 0) }.joined(separator: " | ") + " |"
        }
        Swift.print(line(header))
        Swift.print("|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|")
        for row in rows { Swift.print(line(row)) }
    }
}

/// Wall-clock time of `body`, best of `runs`, in seconds.
func measure(runs: Int = 5, _ body: () -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return best
}

func format(_ seconds: Double) -> String {
    if seconds >= 1 { return String(format: "%.2f s", seconds) }
    if seconds >= 1e-3 { return String(format: "%.1f ms", seconds * 1e3) }
    if seconds >= 1e-6 { return String(format: "%.2f µs", seconds * 1e6) }
    return String(format: "%.0f ns", seconds * 1e9)
}

func ratio(_ value: Double, _ baseline: Double) -> String { String(format: "%.2f×", value / baseline) }

/// Resident memory of this process, in bytes (from /proc/self/statm).
func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}
