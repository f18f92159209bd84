import Foundation
import Testing
import TestSupport

/// `vcnav replay` ended by Ctrl-C, a CI job's time limit (SIGTERM) or a closed terminal (SIGHUP)
/// ends as the signal says and leaves nothing behind: no app process, no app container in the
/// temporary directory (before, every such run left a `vcnav-container-*` folder in /tmp).
@Suite("A replay ended by a signal")
struct ReplaySignalTests {
    @Test(
        "SIGINT, SIGTERM or SIGHUP while the app is busy: the app's container is removed, the exit is the signal's",
        arguments: [SIGINT, SIGTERM, SIGHUP])
    func containerRemoved(signal: Int32) throws {
        try withTemporaryDirectory("replay-signal") { folder in
            let (host, app) = try SessionTests.startBusyReplay(in: folder)
            defer { if host.isRunning { kill(host.processIdentifier, SIGKILL) } }
            func containers() -> [String] {
                ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasPrefix("vcnav-container-") }
            }
            // The app is busy (spinning in viewDidLoad) in its container.
            #expect(containers().count == 1)
            kill(host.processIdentifier, signal)
            host.waitUntilExit()
            #expect(host.terminationReason == .uncaughtSignal)
            #expect(host.terminationStatus == signal)
            #expect(containers() == [])
            #expect(SessionTests.ends(app), "app process \(app) outlived its host")
        }
    }
}
