import Diagnostics
import Foundation
import SimUIKit

/// The report of `vcnav check`: findings, and a summary per file.
public struct CheckReport: Sendable {
    /// Problems (errors) and warnings, by place; each renders as one line, its message's control
    /// characters (storyboard text) as escapes.
    public var findings: [Diagnostic] = []
    public var summaries: [String] = []
    /// What could not be read (`'Main.storyboard': permission denied`), or a folder with no
    /// storyboard: each is an error, never a pass.
    public var unreadable: [String] = []

    public var problemCount: Int { findings.filter { $0.severity == .error }.count }
    public var warningCount: Int { findings.filter { $0.severity == .warning }.count }
}

/// Loads storyboards and reports what is wrong with them: the loader's problems (malformed XML,
/// unknown ids, duplicates), references across files, and, for classes this binary knows, outlets,
/// actions, runtime attributes and unwind actions that cannot work.
@MainActor
public enum StoryboardChecker {
    /// Checks every storyboard file named in `paths` and every one under the folders named (see
    /// `StoryboardFileWalk`); files that share a name are each checked, and references resolve as
    /// `UIStoryboard(name:)` would (`Base.lproj/` first). `sources` tells what the app's Swift
    /// sources say about a class (`vcnav check --sources`).
    public static func check(paths: [String], sources: @escaping (String) -> SourceClassActions? = { _ in nil }) -> CheckReport {
        var report = CheckReport()
        let walk = StoryboardFileWalk(paths: paths)
        report.unreadable = walk.unreadable.map { "'\($0.path)': \($0.reason)" }
        var documents: [StoryboardDocument] = []
        for url in walk.files {
            do {
                documents.append(try StoryboardDocument.load(contentsOf: url))
            } catch {
                report.unreadable.append("'\(url.path)': \(error.reason)")
            }
        }
        let byName = preferredByName(documents)
        let graph = ControllerGraph(files: documents, byName: byName.mapValues(\.path))
        let shapes = ClassShapes()
        let unwinds = UnwindReach(graph: graph, shapes: shapes)
        let labels = fileLabels(documents)
        func labelled(_ findings: [Diagnostic], in path: String) -> [Diagnostic] {
            guard let label = labels[path] else { return findings }
            return findings.map { finding in
                var finding = finding
                finding.location.file = label
                return finding
            }
        }
        for document in documents {
            var findings = document.problems
            var checks = ClassChecks(document: document, shapes: shapes, unwinds: unwinds, sources: sources)
            findings += checks.run()
            findings += StoryboardDirectory.referenceProblems(of: document, resolving: byName)
            report.findings += labelled(findings, in: document.path)
        }
        for (path, findings) in Dictionary(grouping: ContainmentLoops.findings(in: graph), by: \.path) {
            report.findings += labelled(findings.map(\.finding), in: path)
        }
        report.findings.sort { $0.location < $1.location }
        report.summaries = documents.map { document in
            let summary = ValueRenderer.visible(summary(of: document))
            return labels[document.path].map { $0 + summary.dropFirst(document.fileName.count) } ?? summary
        }
        return report
    }

    /// For files that share a name (`Base.lproj/Main.storyboard`, `en.lproj/Main.storyboard`): the
    /// path to show instead of the name, relative to the current folder when it is inside it.
    static func fileLabels(_ documents: [StoryboardDocument]) -> [String: String] {
        let counts = Dictionary(grouping: documents, by: \.fileName).mapValues(\.count)
        let here = FileManager.default.currentDirectoryPath + "/"
        var labels: [String: String] = [:]
        for document in documents where counts[document.fileName, default: 0] > 1 {
            labels[document.path] = document.path.hasPrefix(here) ? String(document.path.dropFirst(here.count)) : document.path
        }
        return labels
    }

    /// The file each storyboard name means when several share it: in `Base.lproj/`, else outside
    /// any `.lproj` folder, else the first by path (as `UIStoryboard(name:bundle:)` finds it).
    static func preferredByName(_ documents: [StoryboardDocument]) -> [String: StoryboardDocument] {
        func rank(_ document: StoryboardDocument) -> (Int, String) {
            let folder = URL(fileURLWithPath: document.path).deletingLastPathComponent().lastPathComponent
            return (folder == "Base.lproj" ? 0 : folder.hasSuffix(".lproj") ? 2 : 1, document.path)
        }
        var byName: [String: StoryboardDocument] = [:]
        for document in documents where byName[document.name].map({ rank(document) < rank($0) }) ?? true {
            byName[document.name] = document
        }
        return byName
    }

    static func summary(of document: StoryboardDocument) -> String {
        let scenes = document.sceneCountsByKind.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }
        let segues = document.segueCountsByKind.map { ($0.key.description, $0.value) }.sorted { $0.0 < $1.0 }.map { "\($0.1) \($0.0)" }
        let entry = document.initialController.map { "\($0.displayName) (\($0.customClass ?? $0.baseClassName))" } ?? "none"
        let segueCount = document.segueCountsByKind.values.reduce(0, +)
        return "\(document.fileName): \(counted(document.scenes.count, "scene")) (\(scenes.joined(separator: ", "))); "
            + "\(counted(segueCount, "segue")) (\(segues.isEmpty ? "none" : segues.joined(separator: ", "))); entry point: \(entry)"
    }

    /// `1 scene`, `3 scenes`.
    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
