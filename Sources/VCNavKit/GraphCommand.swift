import Foundation
import Navigator
import SimUIKit

#if canImport(Glibc)
    import Glibc
#endif

/// `vcnav graph`: the map of the app's flow the storyboards declare, completed by the runs of
/// the scripts given with `--replay`, as text, Mermaid or DOT (drawn with Graphviz's `dot` when
/// the output file is an image).
@MainActor
enum GraphCommand {
    static func run(_ options: GraphOptions, configuration: AppConfiguration) throws -> Int32 {
        let (built, unreadable, problems) = AppResolver.map(for: configuration)
        // An app made in code may have no storyboard: its map comes from runs. Storyboards given
        // with --storyboards must all be read.
        if options.app.storyboards != nil, !unreadable.isEmpty {
            for problem in unreadable { Console.error(problem) }
            return ExitCode.noInput
        }
        // A storyboard the loader finds wrong (malformed XML...) would give a wrong or empty
        // map: an error, as `vcnav check` reports it.
        guard problems.isEmpty else {
            for problem in problems { Console.errorLine(problem.description) }
            return ExitCode.dataError
        }
        var map = built
        var scripts: [ReplayScript] = []
        var parseErrors: [String] = []
        let (paths, skipped) = try ScriptFiles.expand(options.scripts)
        guard skipped.isEmpty else {
            for script in skipped { Console.error("'\(script.shown)': \(script.reason)") }
            return ExitCode.noInput
        }
        for path in paths {
            do {
                scripts.append(try ReplayScript.parse(try ScriptFiles.read(path), file: path))
            } catch let error as ReplayParseErrors {
                parseErrors += error.errors.map(\.description)
            }
        }
        guard parseErrors.isEmpty else {
            for error in parseErrors { Console.errorLine(error) }
            return ExitCode.dataError
        }
        // The output is opened before the runs: a map that would replace a script or a
        // storyboard is refused now, and an image needs dot.
        let image = options.output.flatMap(GraphOptions.drawn)
        if let image, let output = options.output, Self.dotExecutable == nil { throw Self.noDot(drawing: output, as: image) }
        let inputs = paths.compactMap { InputFile($0, role: "the script") } + AppResolver.inputs(of: configuration)
        let file = try options.output.map { path throws(VCNavError) in try TextFile.open(path, what: "map", inputs: inputs) }
        for script in scripts {
            let session = ChildProcessSession(executable: AppResolver.executable, arguments: configuration.processArguments)
            FlowRun(session: session).run(script, into: &map)
            session.terminate()
        }
        let text = map.rendered(as: options.format)
        guard let file else {
            Console.out(text, terminator: "")
            return ExitCode.ok
        }
        if let image { return try draw(text, as: image, into: file) }
        return TextFile.finish(file, with: text)
    }

    private static func noDot(drawing path: String, as format: String) -> VCNavError {
        VCNavError(
            message:
                "drawing \(ValueRenderer.visible(path)) needs Graphviz's dot, which is not installed (Debian: apt-get install graphviz); "
                + "write the DOT text with -o FILE.dot instead",
            exitCode: ExitCode.unavailable)
    }

    /// Draws DOT `text` with Graphviz's `dot` into `file`: dot reads the text from a file with no
    /// name (created exclusively, removed at once: nothing to plant a link on) and writes the
    /// image into the output's temporary file, which replaces the destination only when dot
    /// succeeded.
    private static func draw(_ text: String, as format: String, into file: OutputFile) throws -> Int32 {
        guard let dot = Self.dotExecutable else { throw noDot(drawing: file.path, as: format) }
        let source = try unnamedFile(holding: text)
        let process = Process()
        process.executableURL = dot
        process.arguments = ["-T\(format)"]
        process.standardInput = source
        process.standardOutput = file.withDescriptor { FileHandle(fileDescriptor: $0, closeOnDealloc: false) }
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        try? source.close()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            file.abandon()
            throw VCNavError(
                message: "dot could not draw \(ValueRenderer.visible(file.path)): \(message)", exitCode: ExitCode.cannotCreate)
        }
        return TextFile.commit(file)
    }

    /// A file holding `text`, open for reading from its start, with no name left on disk.
    private static func unnamedFile(holding text: String) throws(VCNavError) -> FileHandle {
        let directory = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((directory + "/vcnav-graph-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }  // O_EXCL, mode 0600
        guard descriptor >= 0 else {
            throw VCNavError(
                message: "cannot create a temporary file in \(directory): \(String(cString: strerror(errno)))",
                exitCode: ExitCode.cannotCreate)
        }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        if let failure = StandardStreams.write(text, to: descriptor) {
            throw VCNavError(message: "cannot write a temporary file in \(directory): \(failure)", exitCode: ExitCode.ioError)
        }
        lseek(descriptor, 0, SEEK_SET)
        return handle
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
