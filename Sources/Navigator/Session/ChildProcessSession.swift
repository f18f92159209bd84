import Foundation
import SimUIKit
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The app in a child process (`vcnav` in its hidden app mode), driven over pipes (see `AppWire`).
/// A crash, a trap or an exception ends the child only: the session reports it like a device and
/// can launch a new one. The child never outlives this process.
@MainActor
public final class ChildProcessSession: AppSession {
    /// The executable to start (the `vcnav` binary).
    public let executable: URL
    public let configuration: AppConfiguration
    /// How long the app may take to answer one action before it counts as hung.
    public var timeout: TimeInterval

    private var process: Subprocess?
    private var input: Int32?
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
    public var processIdentifier: Int32? { process?.isRunning == true ? process?.pid : nil }

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
        guard LineWriter.write(AppWire.encode(request), to: input) else {
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
                guard LineWriter.write(AppWire.encode(request), to: input) else {
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
            process.closeInput()
            process.kill(SIGKILL)
            process.wait()
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
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        // posix_spawn and waitpid(2): Foundation's Process waits for a child's end by polling
        // its run loop every 50 ms, which was most of a one-line replay's time.
        let process = try Subprocess(
            executable: executable.path,
            arguments: ["__app"] + configuration.processArguments + ["--parent", String(getpid())], environment: environment)
        self.process = process
        input = process.input
        reader = LineReader(fileDescriptor: process.output)
        errorSink = ErrorSink(descriptor: process.takeError())
        recentLines.removeAll()
    }

    private func remember(_ lines: [String]) {
        recentLines.append(contentsOf: lines)
        if recentLines.count > 200 { recentLines.removeFirst(recentLines.count - 200) }
    }

    /// Waits for the dead child and turns its standard error into a device-like report.
    private func collectCrash() -> CrashReport {
        guard let process else {
            return CrashReport(message: "the app is not running", signal: nil, exitStatus: nil, standardError: "", lastTrace: [])
        }
        let termination = process.wait()
        let text = errorSink?.finish() ?? ""
        var signal: Int32?
        var status: Int32?
        switch termination {
        case .signaled(let number): signal = number
        case .exited(let code): status = code
        }
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

    /// A sink reading `descriptor` until end of file, then closing it.
    init(descriptor: Int32) {
        let buffer = buffer
        let done = done
        let thread = Thread {
            let reader = LineReader(fileDescriptor: descriptor)
            while case .line(let line) = reader.readLine(timeout: nil) {
                buffer.data.withLock { $0.append(line + [0x0A]) }
            }
            close(descriptor)
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
