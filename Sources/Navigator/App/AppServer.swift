import CSupport
import Foundation
import SimUIKit

#if canImport(Glibc)
    import Glibc
#endif

/// The app process: reads actions on the wire's request descriptor, runs them, writes trace
/// events, its console's lines and replies on the wire's message descriptor (see `AppWire`).
/// Ends when the host goes away (end of input, or the kernel's parent-death signal when the app
/// is busy), and what it forked ends with it (`vcnav_start_group_keeper`).
@MainActor
public enum AppServer {
    public static func run(configuration: AppConfiguration, parent: Int32?) -> Never {
        if let parent, vcnav_die_with_parent(parent) != 0, getppid() != parent {
            exit(0)
        }
        // The app dies with the host (above); what app code forks does not inherit that: the
        // keeper kills the app's process group when the app ends, even when the host was killed
        // with SIGKILL and cannot. Before any app code runs (its forks are then in the group).
        _ = vcnav_start_group_keeper()
        signal(SIGPIPE, SIG_IGN)
        guard let wire = AppWire.descriptors(from: ProcessInfo.processInfo.environment[AppWire.environmentVariable]) else {
            StandardStreams.writeError("\(AppWire.environmentVariable) names two descriptors above 2, as `3,4` (requests, messages)\n")
            exit(64)
        }
        // What the app starts inherits neither the variable nor the wire.
        unsetenv(AppWire.environmentVariable)
        for descriptor in [wire.requests, wire.messages] where descriptor > STDERR_FILENO {
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        let relaying = wire.messages != STDOUT_FILENO && ConsoleRelay.start()
        var streams = StandardStreamWatch()
        let input = LineReader(fileDescriptor: wire.requests)
        var requests = RequestDecoder()
        let encoder = JSONEncoder()
        let driver = AppDriver(configuration: configuration)
        EventOutbox.start(descriptor: wire.messages)
        func send(_ message: AppMessage) {
            // Events without transcript lines (callback ends) carry nothing the host shows.
            if case .event(let event) = message {
                if !event.lines.isEmpty { EventOutbox.append(AppWire.encodeEvent(event)) }
                return
            }
            guard let data = AppWire.encode(message, encoder: encoder) ?? unencodable(message) else { return }
            // A reply: what the app printed for the request goes first, then what it did to its
            // standard streams; the reply goes out with them in one write.
            if relaying {
                _ = vcnav_finish_standard_output()
                ConsoleRelay.relay(flushingPartialLine: true)
            }
            for note in streams.changes() { send(.event(TraceLines(kind: .note, lines: [note]))) }
            EventOutbox.append(data)
            // Written now, not batched with the next replies: an app that ends itself in its next
            // action (`exit`, `_exit`, a SIGKILL from outside) must not take this reply with it,
            // or the host would blame an earlier line.
            EventOutbox.flush()
        }
        /// A reply that cannot be encoded still answers (with what went wrong): the host waits for it.
        func unencodable(_ message: AppMessage) -> Data? {
            switch message {
            case .event, .console: return nil
            case .done(let reply), .paused(let reply):
                let error = "the app could not encode its answer to the host (the state is too large or too deep)"
                return AppWire.encode(.done(AppReply(requestID: reply.requestID, error: error)), encoder: encoder)
            }
        }
        /// The next request's line; the end when the host went away, or when the app's own code
        /// closed the request descriptor (said on the wire first: the host reports it).
        func nextLine() -> Data {
            if case .line(let line) = input.readLine(timeout: nil) { return line }
            if fcntl(wire.requests, F_GETFD) < 0 {
                let note = "the app closed descriptor \(wire.requests), where its requests from vcnav arrive: it cannot be driven any more"
                send(.event(TraceLines(kind: .note, lines: [note])))
                EventOutbox.flush()
                exit(70)
            }
            exit(0)
        }
        var current: AppRequest?
        // The driver's events go straight into the outbox (its `onEvent` is never called then);
        // `send(.event(_:))` carries the server's own notes.
        var line: [UInt8] = []
        line.reserveCapacity(512)
        driver.onEventToEncode = { event in
            if AppWire.encodeEvent(event, into: &line) { EventOutbox.append(line) }
        }
        driver.onPause = { pause in
            guard let request = current else { return }
            send(.paused(driver.reply(to: request, error: nil, pause: pause)))
            // Wait for `next` (or `step off`); other actions are refused while paused.
            while true {
                guard let next = requests.decode(nextLine()) else { continue }
                current = next
                switch next.command {
                case .next?:
                    return
                case .step(let on)?:
                    _ = driver.perform(.step(on: on))
                    return
                case nil, .launch?, .relaunch?, .tap?, .type?, .back?, .dismiss?, .dismissByCode?, .segue?, .pressReturn?, .swipeDelete?,
                    .pick?, .moveRow?, .background?, .foreground?, .wait?, .resize?, .marker?, .expectTop?, .expectStack?,
                    .expectPresented?, .expectScreen?, .expectNoScreen?, .expectLog?, .expectNoLog?, .expectValue?, .expectCrash?,
                    .expectHang?, .expectAlive?, .expectLeak?, .expectNoLeaks?:
                    send(.paused(driver.reply(to: next, error: "paused before a callback: send next or step off", pause: pause)))
                }
            }
        }
        while true {
            guard let request = requests.decode(nextLine()) else { continue }
            current = request
            let error = request.command.flatMap(driver.perform)
            send(.done(driver.reply(to: current ?? request, error: error)))
        }
    }
}

/// What the app did to its standard streams, looked at before each reply: a stream it closed or
/// pointed elsewhere is reported once, as a note in the trace (the app goes on: on a device
/// closing them is harmless, but what it prints no longer reaches the console).
struct StandardStreamWatch {
    private struct Identity: Equatable {
        var device: UInt
        var inode: UInt
    }

    private static let names = ["standard input", "standard output", "standard error"]
    private var identities: [Identity?]
    private var reported: Set<Int32> = []

    init() {
        identities = (STDIN_FILENO...STDERR_FILENO).map(Self.identity)
    }

    private static func identity(_ descriptor: Int32) -> Identity? {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        return Identity(device: UInt(status.st_dev), inode: UInt(status.st_ino))
    }

    /// Notes for the streams that changed since the start, each once.
    mutating func changes() -> [String] {
        var notes: [String] = []
        for descriptor in STDIN_FILENO...STDERR_FILENO where !reported.contains(descriptor) {
            let now = Self.identity(descriptor)
            guard now != identities[Int(descriptor)] else { continue }
            reported.insert(descriptor)
            let name = Self.names[Int(descriptor)]
            let what = now == nil ? "closed its \(name)" : "pointed its \(name) elsewhere"
            let lost = descriptor == STDIN_FILENO ? "" : ": what it writes there no longer reaches its console"
            notes.append("the app \(what) (descriptor \(descriptor))\(lost)")
        }
        return notes
    }
}
