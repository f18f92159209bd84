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
    /// The executable to start: `vcnav`, or any executable whose `main.swift` calls
    /// `VCNav.main(app:)` (it runs itself as its app process).
    public let executable: URL
    /// What picks the app in the executable's app mode (`--storyboards DIR --main NAME`; none for
    /// the app it was built with): an `AppConfiguration`'s `processArguments`.
    public let arguments: [String]
    /// How long the app may take to become idle after an action before it counts as hung. What it
    /// prints meanwhile does not count: an app that keeps sending events without finishing the
    /// action is hung all the same.
    public var timeout: TimeInterval
    /// Called about every 50 ms while the host waits for the app, with the time waited so far; true
    /// abandons the wait (the app is killed and the action reported as hung). The navigator uses
    /// it to keep `q`, Ctrl-C and signals working while the app is busy.
    public var whileBusy: ((TimeInterval) -> Bool)?
    /// Whether the next app process is started ahead, while the current one runs, for the next
    /// launch to take: its start (the dynamic linker, the runtime, the wire) is then off the
    /// way of each relaunch. For a driver that relaunches often (the crawler, whose time was
    /// mostly starting processes); a replay launches once. The process started ahead runs no
    /// app code until it is launched.
    public var startsAhead = false

    private var process: Subprocess?
    /// The process started ahead (`startsAhead`), not yet taken.
    private var spare: Subprocess?
    /// Set by `restart()`: the process runs and has not launched the app yet.
    private var fresh = false
    private var input: Int32?
    private var reader: LineReader?
    private var errorSink: ErrorSink?
    private var nextID = 1
    private var recentLines = RecentLines(capacity: 200)
    private let decoder = JSONDecoder()
    /// The app's container: made at the first start, kept across relaunches, removed with the
    /// session (see `AppContainer`).
    public private(set) var container: AppContainer?

    /// A session that starts `executable` in its app mode with `arguments`.
    public init(executable: URL, arguments: [String] = [], timeout: TimeInterval = 10) {
        self.executable = executable
        self.arguments = arguments
        self.timeout = timeout
    }

    public var isAlive: Bool { process?.isRunning == true }

    /// The child's process id, while it runs.
    public var processIdentifier: Int32? { process?.isRunning == true ? process?.pid : nil }

    public func restart() -> String? {
        end()
        do {
            try start()
        } catch {
            return "cannot start the app process: \(error)"
        }
        fresh = true
        return nil
    }

    public func perform(_ command: ReplayCommand?, wantsState: Bool) -> ActionOutcome {
        if command?.isLaunch == true {
            if !fresh || !isAlive, let problem = restart() {
                return ActionOutcome(events: [], reply: AppReply(requestID: 0, error: problem))
            }
            fresh = false
        }
        guard let input, let reader else {
            return ActionOutcome(events: [], reply: AppReply(requestID: 0, error: "the app is not running; relaunch it"))
        }
        // It died since the last request (killed from outside): report it as the crash it is.
        guard isAlive else { return ActionOutcome(events: [], reply: nil, crash: collectCrash()) }
        let request = AppRequest(id: nextID, command: command, wantsState: wantsState)
        nextID += 1
        if let failed = send(request, to: input) { return failed }
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
                if let failed = send(request, to: input) {
                    _ = handle(failed)
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

    /// Writes a request (waiting at most the timeout for room in the pipe); nil when it went,
    /// else the outcome: the app died, or it has not read its requests for that long (hung).
    private func send(_ request: AppRequest, to input: Int32) -> ActionOutcome? {
        guard !LineWriter.write(AppWire.encode(request), to: input, timeout: timeout) else { return nil }
        guard isAlive else { return ActionOutcome(events: [], reply: nil, crash: collectCrash()) }
        return hangOutcome(ActionCollector(), waited: timeout, interrupted: false)
    }

    /// Reads events until the reply to `requestID`, the app's death, the timeout (counted from
    /// now: the app has finished the previous action), or the user's interruption. An app that
    /// ended while its wire stays open (something it forked holds it) is seen ending all the same.
    private func receive(_ requestID: Int, from reader: LineReader) -> ActionOutcome {
        var collector = ActionCollector()
        let started = Date()
        let deadline = started.addingTimeInterval(timeout)
        var nextWatch = started.addingTimeInterval(Self.watchInterval)
        var endedAt: Date?
        while true {
            let now = Date()
            if let endedAt, now.timeIntervalSince(endedAt) >= Self.endGrace { return crashOutcome(collector) }
            if now >= deadline {
                return hangOutcome(collector, waited: now.timeIntervalSince(started), interrupted: false)
            }
            if now >= nextWatch {
                nextWatch = now.addingTimeInterval(Self.watchInterval)
                if whileBusy?(now.timeIntervalSince(started)) == true {
                    return hangOutcome(collector, waited: now.timeIntervalSince(started), interrupted: true)
                }
                if endedAt == nil, let process, !process.isRunning {
                    // It ended, and its wire is still open: end what it forked; the wire's end follows.
                    process.kill()
                    endedAt = now
                }
            }
            let slice = min(deadline.timeIntervalSince(now), nextWatch.timeIntervalSince(now))
            // Each line decoded where the reader holds it; its tag and length kept for a reply that
            // cannot be read. One flat switch: binding the message first copied the whole reply.
            var tag: UInt8?
            var length = 0
            let read = reader.readLine(timeout: max(0, slice)) { line in
                tag = line.first
                length = line.count
                return AppWire.decode(line, decoder: decoder)
            }
            switch consume read {
            case .line(.event(let event)?):
                collector.add(event)
                recentLines.append(contentsOf: event.lines)
            case .line(.console(let text)?):
                collector.addConsole(text)
            case .line(.done(let reply)?), .line(.paused(let reply)?):
                if reply.requestID == requestID {
                    return ActionOutcome(events: collector.finish(), reply: reply, console: collector.finishConsole())
                }
            case .line(nil) where tag == UInt8(ascii: "D") || tag == UInt8(ascii: "P"):
                // A reply this process cannot read (replies come in order: it is this one's).
                let error = "the app's answer could not be read (\(length) bytes); the app is still running"
                return ActionOutcome(
                    events: collector.finish(), reply: AppReply(requestID: requestID, error: error), console: collector.finishConsole())
            case .line(nil):
                continue
            case .endOfFile:
                return crashOutcome(collector)
            case .timedOut:
                continue
            }
        }
    }

    /// The app's wire ended: it died (or closed the wire). Its console's last lines, from the
    /// crash's message on, are the crash's report; the lines before are its output.
    private func crashOutcome(_ collector: ActionCollector) -> ActionOutcome {
        var console = collector.finishConsole()
        let report = collectCrash(console: console.takeCrashReport())
        return ActionOutcome(events: collector.finish(), reply: nil, crash: report, console: console)
    }

    /// How often the wait looks at the clock, `whileBusy` and whether the app still runs.
    static let watchInterval: TimeInterval = 0.05
    /// How long an app whose wire ended may take to end, and an ended app's wire to close (what
    /// it forked is killed first), before the host stops waiting.
    static let endGrace: TimeInterval = 1

    /// Kills the app that did not become idle and reports it as a device reports a crash: what it
    /// was doing (the last trace lines) and what it wrote on its console.
    private func hangOutcome(_ collector: ActionCollector, waited: TimeInterval, interrupted: Bool) -> ActionOutcome {
        let events = collector.finish()
        let console = collector.finishConsole()
        let lastTrace = recentLines.lines.suffix(12)
        let sent = collector.received == 0 ? "" : ", while it sent \(collector.received) trace events"
        let message =
            interrupted
            ? String(format: "the app was stopped after %.1f s: it had not finished the action\(sent)", waited)
            : String(format: "the app did not become idle within %g s\(sent): it was killed (a main-thread hang or a loop)", timeout)
        let errors = errorSink
        end()
        let written = (console.lines + [errors?.finish(waiting: Self.endGrace) ?? ""]).filter { !$0.isEmpty }
        let report = CrashReport(
            message: message, signal: SIGKILL, exitStatus: nil, standardError: written.joined(separator: "\n"),
            lastTrace: Array(lastTrace))
        return ActionOutcome(events: events, reply: nil, hang: report, console: console)
    }

    /// Ends the app and everything it forked (its process group), whatever it did to its
    /// descriptors, and the process started ahead; waits at most `endGrace` for each.
    public func terminate() {
        end()
        if let spare {
            self.spare = nil
            Self.end(spare)
        }
    }

    /// Ends the app (not the process started ahead).
    private func end() {
        guard let process else { return }
        Self.end(process)
        cleanUp()
    }

    private static func end(_ process: Subprocess) {
        process.closeInput()
        process.kill(SIGKILL)
        _ = process.wait(timeout: endGrace)
    }

    private func cleanUp() {
        fresh = false
        process = nil
        input = nil
        reader = nil
        errorSink = nil
    }

    private func start() throws {
        // A request written to an app that just died must fail with EPIPE, not kill the host.
        signal(SIGPIPE, SIG_IGN)
        let process = try takeSpare() ?? spawn()
        self.process = process
        // Requests are written with a deadline: an app that stops reading them cannot block the host.
        _ = fcntl(process.input, F_SETFL, O_NONBLOCK)
        input = process.input
        reader = LineReader(fileDescriptor: process.output)
        errorSink = ErrorSink(descriptor: process.takeError())
        recentLines = RecentLines(capacity: 200)
        if startsAhead { spare = try? spawn() }
    }

    /// The process started ahead, if it is still there to take (one that ended is reaped).
    private func takeSpare() -> Subprocess? {
        guard let spare else { return nil }
        self.spare = nil
        guard spare.isRunning else {
            Self.end(spare)
            return nil
        }
        return spare
    }

    /// Starts an app process (in its app mode, not launched).
    private func spawn() throws -> Subprocess {
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        if container == nil {
            do {
                container = try AppContainer()
            } catch {
                throw NavigatorError(message: "cannot make the app's container: \(error.localizedDescription)")
            }
        }
        environment.merge(container?.environment ?? [:]) { _, new in new }
        // posix_spawn and waitpid(2): Foundation's Process waits for a child's end by polling
        // its run loop every 50 ms, which was most of a one-line replay's time.
        return try Subprocess(
            executable: executable.path,
            arguments: ["__app"] + arguments + ["--parent", String(getpid())], environment: environment, layout: .app)
    }

    /// Waits for the app to end (at most `endGrace`; an app that closed its wire and runs on is
    /// killed then), ends what it forked, and reports it as a device would: `crashText` is what
    /// its console held from the crash's message on.
    private func collectCrash(console crashText: String = "") -> CrashReport {
        guard let process else {
            return CrashReport(message: "the app is not running", signal: nil, exitStatus: nil, standardError: "", lastTrace: [])
        }
        var termination = process.wait(timeout: Self.endGrace)
        let closedWire = termination == nil
        if closedWire {
            process.kill(SIGKILL)
            termination = process.wait(timeout: Self.endGrace)
        }
        process.kill(SIGKILL)  // what it forked ends with it
        let early = errorSink?.finish(waiting: Self.endGrace) ?? ""
        let text = [crashText, early].filter { !$0.isEmpty }.joined(separator: "\n")
        var signal: Int32?
        var status: Int32?
        switch termination {
        case .signaled(let number)?: signal = number
        case .exited(let code)?: status = code
        case nil: break
        }
        let message =
            closedWire
            ? "the app closed its connection to vcnav (descriptors \(AppWire.requestDescriptor) and \(AppWire.messageDescriptor)) and went on running: it was killed"
            : CrashReport.message(fromStandardError: text)
                ?? (signal.map { "the app was killed by signal \($0)" } ?? "the app exited with status \(status ?? -1)")
        cleanUp()
        return CrashReport(
            message: message, signal: signal, exitStatus: status, standardError: text, lastTrace: Array(recentLines.lines.suffix(12)))
    }
}
