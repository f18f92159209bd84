import Foundation
import SimUIKit

/// One finding of `vcnav check`.
public struct CheckFinding: Sendable, Equatable, CustomStringConvertible {
    public enum Severity: String, Sendable { case problem, warning }
    public var severity: Severity
    public var location: StoryboardLocation
    public var message: String

    public var description: String {
        severity == .warning ? "\(location): warning: \(message)" : "\(location): \(message)"
    }
}

/// The report of `vcnav check`: findings, and a summary per file.
public struct CheckReport: Sendable {
    public var findings: [CheckFinding] = []
    public var summaries: [String] = []
    /// Paths that could not be read.
    public var unreadable: [String] = []

    public var problemCount: Int { findings.filter { $0.severity == .problem }.count }
    public var warningCount: Int { findings.filter { $0.severity == .warning }.count }
}

/// Loads storyboards and reports what is wrong with them: the loader's problems (malformed XML,
/// unknown ids, duplicates), references across files, and, for classes this binary knows, outlets,
/// actions, runtime attributes and unwind actions that cannot work.
@MainActor
public enum StoryboardChecker {
    /// `sources` tells what the app's Swift sources say about a class (`vcnav check --sources`).
    public static func check(paths: [String], sources: @escaping (String) -> SourceClassActions? = { _ in nil }) -> CheckReport {
        var report = CheckReport()
        var urls: [URL] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                report.unreadable.append(path)
                continue
            }
            let url = URL(fileURLWithPath: path)
            if isDirectory.boolValue {
                guard let directory = try? StoryboardDirectory(scanning: url) else {
                    report.unreadable.append(path)
                    continue
                }
                urls.append(contentsOf: directory.storyboardURLs.values.sorted { $0.path < $1.path })
            } else if FileManager.default.isReadableFile(atPath: path) {
                urls.append(url)
            } else {
                report.unreadable.append(path)
            }
        }
        var documents: [String: StoryboardDocument] = [:]
        var order: [String] = []
        for url in urls {
            do {
                let document = try StoryboardDocument.load(contentsOf: url)
                if documents[document.name] == nil { order.append(document.name) }
                documents[document.name] = document
            } catch {
                report.unreadable.append(url.path)
            }
        }
        for name in order {
            guard let document = documents[name] else { continue }
            report.findings += document.problems.map { CheckFinding(severity: .problem, location: $0.location, message: $0.message) }
            var checks = ClassChecks(document: document, all: documents, sources: sources)
            report.findings += checks.run()
        }
        report.findings += StoryboardDirectory.referenceProblems(in: documents).map {
            CheckFinding(severity: .problem, location: $0.location, message: $0.message)
        }
        report.findings.sort {
            ($0.location.file, $0.location.line, $0.location.column) < ($1.location.file, $1.location.line, $1.location.column)
        }
        report.summaries = order.compactMap { documents[$0].map(summary) }
        return report
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
