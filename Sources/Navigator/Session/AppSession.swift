import Foundation
import SimUIKit

/// How the app died, as a device reports it.
public struct CrashReport: Sendable, Equatable {
    /// The device's message: `Scenes/Dogs.swift:12: Fatal error: …` or
    /// `*** Terminating app due to uncaught exception '…', reason: '…'` (addresses kept).
    public var message: String
    /// The signal that ended the process, if any (SIGABRT for exceptions, SIGILL/SIGTRAP for traps).
    public var signal: Int32?
    /// The exit status, when it exited.
    public var exitStatus: Int32?
    /// What the app wrote on its console from the crash's message on (a Swift trap's stack
    /// trace, an exception's call stack), and anything it wrote before it took over its console.
    public var standardError: String
    /// The last transcript lines before the crash.
    public var lastTrace: [String]

    public init(message: String, signal: Int32?, exitStatus: Int32?, standardError: String, lastTrace: [String]) {
        self.message = message
        self.signal = signal
        self.exitStatus = exitStatus
        self.standardError = standardError
        self.lastTrace = lastTrace
    }

    /// `file:line` of a Swift trap, if the message has one.
    public var location: String? {
        guard let range = message.range(of: ": Fatal error: ") else { return nil }
        return String(message[..<range.lowerBound])
    }

    /// The message with addresses replaced, for transcripts.
    public var deterministicMessage: String { ValueRenderer.scrub(message) }

    /// Picks the device's message out of what the app wrote on standard error.
    /// Its control characters (an exception's reason quotes storyboard text) show as escapes.
    public static func message(fromStandardError text: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true).map { ValueRenderer.visible(String($0)) }
        if let exception = lines.first(where: ConsoleOutput.isExceptionMessage) { return exception }
        if let trap = lines.first(where: ConsoleOutput.isTrapMessage) { return trap }
        return lines.first
    }
}

/// What one request did.
public struct ActionOutcome: Sendable, Equatable {
    /// The events it caused, in order.
    public var events: [TraceLines]
    /// The app's answer; nil when it died or hung.
    public var reply: AppReply?
    /// Set when the app died during the action.
    public var crash: CrashReport?
    /// Set when the app did not become idle in time (and was killed).
    public var hung: Bool
    /// When it hung: the report a crash would get (what it was doing: the last trace lines, what it
    /// wrote on its console), with a message that says it hung.
    public var hang: CrashReport?
    /// What the app wrote on its console during the action (after its events in a transcript,
    /// before a crash's or a hang's line).
    public var console: ConsoleOutput

    public init(
        events: [TraceLines], reply: AppReply?, crash: CrashReport? = nil, hung: Bool = false, hang: CrashReport? = nil,
        console: ConsoleOutput = ConsoleOutput()
    ) {
        self.events = events
        self.reply = reply
        self.crash = crash
        self.hung = hung || hang != nil
        self.hang = hang
        self.console = console
    }

    /// The events a transcript and the log show: a pending call (`TraceEvent.Kind.pending`) only
    /// when it is the last thing the app did before it died or hung there (the call never
    /// returned: the trace must say it was made); otherwise the event after it tells what it made.
    public var shownEvents: [TraceLines] {
        guard events.contains(where: { $0.kind == .pending }) else { return events }
        let died = crash != nil || hung
        return events.enumerated().compactMap { index, event in
            event.kind != .pending || (died && index == events.count - 1)
                ? event : nil
        }
    }
}

/// A running app the navigator drives: in a child process, or in this process (for tests).
@MainActor
public protocol AppSession: AnyObject {
    /// Carries out one request and returns what it did: a command for the app (an action or
    /// step mode; `.launch` and `.relaunch` start it afresh), or nil to only report the state.
    func perform(_ command: ReplayCommand?, wantsState: Bool) -> ActionOutcome
    /// Carries out the commands `next` hands out, in order, as many `perform` calls would, and
    /// passes each outcome to `handle` as it comes. A session may ask for the next commands
    /// before it has the outcome of the last (the app works on one while this process reads
    /// the other). Stops when `next` returns nil, when `handle` returns false, or after a crash
    /// or a hang. Never launches: `next` must not hand out `.launch` or `.relaunch`.
    func performAll(next: () -> ReplayCommand?, handle: (ActionOutcome) -> Bool)
    /// Ends the app, if it runs, and starts it afresh without launching it: the next `.launch`
    /// (or `.relaunch`) launches that fresh app, so a command sent before it (`step on`) holds
    /// from the launch's first callback. Returns why it could not start, if it could not.
    func restart() -> String?
    /// Whether the app is running (launched and not crashed).
    var isAlive: Bool { get }
    /// Ends the app.
    func terminate()
}

extension AppSession {
    /// Launches (or relaunches) the app. In step mode the app is started afresh and told to step
    /// before it launches, so the launch's callbacks can be stepped through from the first.
    public func launch(_ command: ReplayCommand, stepping: Bool, wantsState: Bool) -> ActionOutcome {
        if stepping {
            if let problem = restart() { return ActionOutcome(events: [], reply: AppReply(requestID: 0, error: problem)) }
            _ = perform(.step(on: true), wantsState: false)
        }
        return perform(command, wantsState: wantsState)
    }
}

/// The app in this process: fast, but a crash of the app ends this process too.
@MainActor
public final class InProcessSession: AppSession {
    public let driver: AppDriver
    private var nextID = 1
    private var launched = false

    public init(configuration: AppConfiguration) {
        driver = AppDriver(configuration: configuration)
    }

    public var isAlive: Bool { launched }

    public func restart() -> String? {
        terminate()
        return nil
    }

    public func perform(_ command: ReplayCommand?, wantsState: Bool) -> ActionOutcome {
        var events: [TraceLines] = []
        driver.onEvent = { events.append($0) }
        let request = AppRequest(id: nextID, command: command, wantsState: wantsState)
        nextID += 1
        if command?.isLaunch == true { launched = true }
        // Step mode may be set before the launch (in this process nothing pauses).
        let takesCommand = launched || command?.role == .stepping
        let error = takesCommand ? command.flatMap(driver.perform) : "the app is not running"
        driver.onEvent = { _ in }
        return ActionOutcome(events: events, reply: driver.reply(to: request, error: error))
    }

    public func performAll(next: () -> ReplayCommand?, handle: (ActionOutcome) -> Bool) {
        while let command = next() {
            guard handle(perform(command, wantsState: false)) else { return }
        }
    }

    public func terminate() {
        launched = false
        UIApplication.shared.resetForNewLaunch()
    }
}
