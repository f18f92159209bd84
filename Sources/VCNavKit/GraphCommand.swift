import Foundation
import Navigator

#if canImport(Glibc)
    import Glibc
#endif

/// `vcnav graph`: the map of the app's flow the storyboards declare, completed by the runs of
/// the scripts given with `--replay`, as text, Mermaid or DOT (drawn with Graphviz's `dot` when
/// the output file is an image).
@MainActor
enum GraphCommand {
    static func run(_ options: GraphOptions, configuration: AppConfiguration) throws -> Int32 {
        let (built, unreadable) = AppResolver.map(for: configuration)
        // An app made in code may have no storyboard: its map comes from runs. Storyboards given
        // with --storyboards must all be read.
        if options.app.storyboards != nil, !unreadable.isEmpty {
            for problem in unreadable { Console.error(problem) }
            return ExitCode.noInput
        }
        var map = built
        var scripts: [ReplayScript] = []
        var parseErrors: [String] = []
        for path in try ScriptFiles.paths(options.scripts) {
            do {
                scripts.append(try ReplayScript.parse(try ScriptFiles.text(path), file: path))
            } catch let error as ReplayParseErrors {
                parseErrors += error.errors.map(\.description)
            }
        }
        guard parseErrors.isEmpty else {
            for error in parseErrors { Console.errorLine(error) }
            return ExitCode.dataError
        }
        for script in scripts {
            let session = ChildProcessSession(executable: AppResolver.executable, arguments: configuration.processArguments)
            FlowRun(session: session).run(script, into: &map)
            session.terminate()
        }
        let text = map.rendered(as: options.format)
        guard let output = options.output else {
            Console.out(text, terminator: "")
            return ExitCode.ok
        }
        if let image = GraphOptions.drawn(output) { return try draw(text, as: image, to: output) }
        return TextFile.write(text, to: output, what: "the map")
    }

    /// Draws DOT `text` with Graphviz's `dot` into `path`.
    private static func draw(_ text: String, as format: String, to path: String) throws -> Int32 {
        guard let dot = Self.dotExecutable else {
            throw VCNavError(
                message: "drawing \(path) needs Graphviz's dot, which is not installed (Debian: apt-get install graphviz); "
                    + "write the DOT text with -o FILE.dot instead",
                exitCode: ExitCode.unavailable)
        }
        let source = FileManager.default.temporaryDirectory.appendingPathComponent("vcnav-graph-\(getpid()).dot")
        try Data(text.utf8).write(to: source)
        defer { try? FileManager.default.removeItem(at: source) }
        let process = Process()
        process.executableURL = dot
        process.arguments = ["-T\(format)", source.path, "-o", path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw VCNavError(message: "dot could not draw \(path): \(message)", exitCode: ExitCode.cannotCreate)
        }
        return ExitCode.ok
    }

    /// Graphviz's `dot` on the PATH, if it is there.
    static var dotExecutable: URL? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("dot")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}
