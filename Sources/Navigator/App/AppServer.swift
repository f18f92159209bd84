import CSupport
import Foundation
import SimUIKit

#if canImport(Glibc)
    import Glibc
#endif

/// The app process: reads actions on standard input, runs them, writes trace events and replies
/// on standard output. Ends when the host goes away (end of input, or the kernel's parent-death
/// signal when the app is busy).
@MainActor
public enum AppServer {
    public static func run(configuration: AppConfiguration, parent: Int32?) -> Never {
        if let parent, vcnav_die_with_parent(parent) != 0, getppid() != parent {
            exit(0)
        }
        signal(SIGPIPE, SIG_IGN)
        let input = LineReader(fileDescriptor: STDIN_FILENO)
        let encoder = JSONEncoder()
        let driver = AppDriver(configuration: configuration)
        EventOutbox.start()
        func send(_ message: AppMessage) {
            // Events without transcript lines (callback ends) carry nothing the host shows.
            if case .event(let event) = message, event.lines.isEmpty { return }
            guard let data = AppWire.encode(message, encoder: encoder) ?? unencodable(message) else { return }
            // A reply goes out with the events before it, in one write.
            EventOutbox.append(data)
            if case .event = message { return }
            EventOutbox.flush()
        }
        /// A reply that cannot be encoded still answers (with what went wrong): the host waits for it.
        func unencodable(_ message: AppMessage) -> Data? {
            switch message {
            case .event: return nil
            case .done(let reply), .paused(let reply):
                let error = "the app could not encode its answer to the host (the state is too large or too deep)"
                return AppWire.encode(.done(AppReply(requestID: reply.requestID, error: error)), encoder: encoder)
            }
        }
        var current: AppRequest?
        driver.onEvent = { send(.event($0)) }
        driver.onPause = { pause in
            guard let request = current else { return }
            send(.paused(driver.reply(to: request, error: nil, pause: pause)))
            // Wait for `next` (or `step off`); other actions are refused while paused.
            while true {
                guard case .line(let line) = input.readLine(timeout: nil) else { exit(0) }
                guard let next = AppWire.decodeRequest(line) else { continue }
                current = next
                switch next.command {
                case .next?:
                    return
                case .step(let on)?:
                    _ = driver.perform(.step(on: on))
                    return
                default:
                    send(.paused(driver.reply(to: next, error: "paused before a callback: send next or step off", pause: pause)))
                }
            }
        }
        while true {
            guard case .line(let line) = input.readLine(timeout: nil) else { exit(0) }
            guard let request = AppWire.decodeRequest(line) else { continue }
            current = request
            let error = request.command.flatMap(driver.perform)
            send(.done(driver.reply(to: current ?? request, error: error)))
        }
    }
}
