import Foundation
import Diagnostics
import Navigator
import SimUIKit

/// Turns `--storyboards DIR --main NAME` (or nothing: the app this executable was built with)
/// into an app configuration.
@MainActor
enum AppResolver {
    static func configuration(for options: AppOptions, app: AppDescription) throws -> AppConfiguration {
        var configuration = try storyboardsOrApp(for: options, app: app)
        if !options.sources.isEmpty { configuration.app.sourcePaths = options.sources }
        configuration.system = options.ios
        if options.ios != .default { configuration.summary += " on iOS \(options.ios)" }
        return configuration
    }

    private static func storyboardsOrApp(for options: AppOptions, app: AppDescription) throws -> AppConfiguration {
        guard let directory = options.storyboards else {
            if options.main != nil {
                throw UsageError("--main goes with --storyboards DIR")
            }
            return configuration(for: app)
        }
        let url = URL(fileURLWithPath: directory)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw VCNavError(message: "cannot read the directory '\(directory)'", exitCode: ExitCode.noInput)
        }
        let names = storyboardNames(in: url)
        guard !names.isEmpty else {
            throw VCNavError(message: "no .storyboard files under '\(directory)'", exitCode: ExitCode.noInput)
        }
        let main: String
        if let chosen = options.main {
            guard names.contains(chosen) else {
                throw VCNavError(
                    message: "no storyboard named '\(chosen)' under '\(directory)'; found: \(names.sorted().joined(separator: ", "))",
                    exitCode: ExitCode.noInput)
            }
            main = chosen
        } else if names.contains("Main") {
            main = "Main"
        } else if names.count == 1, let only = names.first {
            main = only
        } else {
            throw UsageError(
                "which storyboard is the main one? Give --main NAME (found: \(names.sorted().joined(separator: ", ")))")
        }
        return .storyboards(at: url, main: main)
    }

    /// The app this executable was built with.
    static func configuration(for app: AppDescription) -> AppConfiguration {
        AppConfiguration(app: app)
    }

    /// The map the app's storyboards declare (the app's bundle, or DIR), its main storyboard's
    /// scenes first, and what could not be read.
    /// A segue said to inject in `prepare(for:sender:)` is checked against the app's sources,
    /// when it has some (see `SourceLocator.checkingPrepare(in:)`), and the pushes and
    /// presentations the code makes are added (`SourceLocator.addingCodeTransitions(to:)`).
    static func map(for configuration: AppConfiguration) -> (map: FlowMap, unreadable: [String], problems: [Diagnostic]) {
        let (map, unreadable, problems) = FlowMapBuilder.storyboards(
            paths: [configuration.app.bundle.bundlePath], main: configuration.app.mainStoryboard)
        guard !configuration.app.sourcePaths.isEmpty else { return (map, unreadable, problems) }
        let locator = SourceLocator(paths: configuration.app.sourcePaths)
        return (locator.addingCodeTransitions(to: locator.checkingPrepare(in: map)), unreadable, problems)
    }

    /// The files of the app that outputs never replace: its storyboards.
    static func inputs(of configuration: AppConfiguration) -> [InputFile] {
        InputFile.storyboards(under: [configuration.app.bundle.bundlePath])
    }

    /// Storyboard names (without extension) found recursively.
    static func storyboardNames(in directory: URL) -> Set<String> {
        var names = Set<String>()
        guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return names }
        for case let url as URL in walker where url.pathExtension == "storyboard" {
            names.insert(url.deletingPathExtension().lastPathComponent)
        }
        return names
    }

    /// This executable, to start app processes with.
    static var executable: URL {
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: resolved)
        }
        return URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
    }
}
