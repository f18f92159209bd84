import Foundation
import SimUIKit
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The app in a child process (`vcnav` in its hidden app mode), driven over pipes in JSON lines.
/// A crash, a trap or an exception ends the child only: the session reports it like a device and
/// can launch a new one. The child never outlives this process.
@MainActor
public final class ChildProcessSession: AppSession {
    /// The executable to start (the `vcnav` binary).
    public let executable: URL
    public let configuration: AppConfiguration
    /// How long the app may take to answer one action before it counts as hung.
    public var timeout: TimeInterval

    private var process: Process?
    private var input: FileHandle?
    private var reader: LineReader?
    private var errorSink: ErrorSink?
    private var nextID = 1
    private var recentLines: [String] = []
    private let decoder = JSONDecoder()

    public init(executable: URL, configuration: AppConfiguration, timeout: TimeInterval = 10) {
        self.executable = executable
        self.configuration = configuration
        self.timeout = timeout
    }

    public var isAlive: Bool { process?.isRunning == true }

    /// The child's process id, while it runs.
    public var processIdentifier: Int32? { process?.isRunning == true ? process?.processIdentifier : nil }

    public func perform(_ command: ReplayCommand?, wantsState: Bool) -> ActionOutcome {
        if command?.isLaunch == true {
            terminate()
            do {
                try start()
            } catch {
                return ActionOutcome(events: [], reply: AppReply(requestID: 0, error: "cannot start the app process: \(error)"))
            }
        }
        guard let input, let reader, isAlive else {
            return ActionOutcome(events: [], reply: AppReply(requestID: 0, error: "the app is not running; relaunch it"))
        }
        let request = AppRequest(id: nextID, command: command, wantsState: wantsState)
        nextID += 1
        guard LineWriter.write(AppWire.encode(request), to: input.fileDescriptor) else {
            return ActionOutcome(events: [], reply: nil, crash: collectCrash())
        }
        return receive(request.id, from: reader)
    }

    /// Pipelined: up to `window` requests are in flight, so the app works on the next command
    /// while this process reads the events of the previous one. The outcomes are the same as one
    /// `perform` after another; after a crash or a hang the rest are not run. When `handle`
    /// stops early, the replies still in flight are read and dropped, so the next request
    /// starts clean.
    public func performAll(next: () -> ReplayCommand?, handle: (ActionOutcome) -> Bool) {
        guard let input, let reader, isAlive else {
            while let command = next() {
                guard handle(perform(command, wantsState: false)) else { return }
            }
            return
        }
        let window = 32
        var inFlight: [Int] = []
        var exhausted = false
        while true {
            while !exhausted, inFlight.count < window {
                guard let command = next() else {
                    exhausted = true
                    break
                }
                let request = AppRequest(id: nextID, command: command, wantsState: false)
                nextID += 1
                guard LineWriter.write(AppWire.encode(request), to: input.fileDescriptor) else {
                    _ = handle(ActionOutcome(events: [], reply: nil, crash: collectCrash()))
                    return
                }
                inFlight.append(request.id)
            }
            guard !inFlight.isEmpty else { return }
            let outcome = receive(inFlight.removeFirst(), from: reader)
            let goOn = handle(outcome)
            if outcome.crash != nil || outcome.hung { return }
            if !goOn {
                for id in inFlight where isAlive {
                    _ = receive(id, from: reader)
                }
                return
            }
        }
    }

    /// Reads events until the reply to `requestID`, the app's death, or the timeout.
    private func receive(_ requestID: Int, from reader: LineReader) -> ActionOutcome {
        var events: [TraceLines] = []
        while true {
            switch reader.readLine(timeout: timeout) {
            case .line(let line):
                guard let message = AppWire.decode(line, decoder: decoder) else { continue }
                switch message {
                case .event(let event):
                    events.append(event)
                    remember(event.lines)
                case .done(let reply), .paused(let reply):
                    if reply.requestID == requestID { return ActionOutcome(events: events, reply: reply) }
                }
            case .endOfFile:
                return ActionOutcome(events: events, reply: nil, crash: collectCrash())
            case .timedOut:
                kill()
                return ActionOutcome(events: events, reply: nil, hung: true)
            }
        }
    }

    public func terminate() {
        guard let process else { return }
        if process.isRunning {
            try? input?.close()
            Glibc.kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        cleanUp()
    }

    private func kill() {
        terminate()
    }

    private func cleanUp() {
        process = nil
        input = nil
        reader = nil
        errorSink = nil
    }

    private func start() throws {
        // A request written to an app that just died must fail with EPIPE, not kill the host.
        signal(SIGPIPE, SIG_IGN)
        let process = Process()
        process.executableURL = executable
        process.arguments = ["__app"] + configuration.processArguments + ["--parent", String(getpid())]
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let toChild = Pipe()
        let fromChild = Pipe()
        let errors = Pipe()
        process.standardInput = toChild
        process.standardOutput = fromChild
        process.standardError = errors
        try process.run()
        self.process = process
        input = toChild.fileHandleForWriting
        reader = LineReader(fileDescriptor: fromChild.fileHandleForReading.fileDescriptor)
        errorSink = ErrorSink(handle: errors.fileHandleForReading)
        recentLines.removeAll()
        // Keep the read ends alive as long as the session.
        pipes = [toChild, fromChild, errors]
    }

    private var pipes: [Pipe] = []

    private func remember(_ lines: [String]) {
        recentLines.append(contentsOf: lines)
        if recentLines.count > 200 { recentLines.removeFirst(recentLines.count - 200) }
    }

    /// Waits for the dead child and turns its standard error into a device-like report.
    private func collectCrash() -> CrashReport {
        guard let process else {
            return CrashReport(message: "the app is not running", signal: nil, exitStatus: nil, standardError: "", lastTrace: [])
        }
        process.waitUntilExit()
        let text = errorSink?.finish() ?? ""
        let signal: Int32? = process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil
        let status: Int32? = process.terminationReason == .exit ? process.terminationStatus : nil
        let message =
            CrashReport.message(fromStandardError: text)
            ?? (signal.map { "the app was killed by signal \($0)" } ?? "the app exited with status \(status ?? -1)")
        cleanUp()
        return CrashReport(
            message: message, signal: signal, exitStatus: status, standardError: text, lastTrace: Array(recentLines.suffix(12)))
    }
}

/// Collects a child's standard error on a thread of its own, so the child never blocks on it.
final class ErrorSink: Sendable {
    private final class Buffer: Sendable {
        let data = Mutex(Data())
    }

    private let buffer = Buffer()
    private let done = DispatchSemaphore(value: 0)

    init(handle: FileHandle) {
        let buffer = buffer
        let done = done
        let thread = Thread {
            let reader = LineReader(fileDescriptor: handle.fileDescriptor)
            while case .line(let line) = reader.readLine(timeout: nil) {
                buffer.data.withLock { $0.append(line + [0x0A]) }
            }
            done.signal()
        }
        thread.start()
    }

    /// Everything written, once the child closed its end.
    func finish() -> String {
        _ = done.wait(timeout: .now() + 5)
        return buffer.data.withLock { String(decoding: $0, as: UTF8.self) }
    }
}
