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
            let fixture = try #require(Bundle.module.url(forResource: "Hang", withExtension: nil, subdirectory: "Fixtures"))
            let script = folder.appendingPathComponent("busy.vcreplay")
            try "launch\ntap \"Busy\"\n".write(to: script, atomically: true, encoding: .utf8)
            // The host's temporary directory, where it makes the app's container.
            let temporary = folder.appendingPathComponent("tmp")
            try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: false)
            let host = Process()
            host.executableURL = VCNavBinary.url
            host.arguments = ["replay", script.path, "--storyboards", fixture.path, "--timeout", "120", "--quiet"]
            host.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary.path]) { _, new in new }
            host.standardOutput = FileHandle.nullDevice
            host.standardError = FileHandle.nullDevice
            try host.run()
            defer { if host.isRunning { kill(host.processIdentifier, SIGKILL) } }
            func containers() -> [String] {
                ((try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []).filter { $0.hasPrefix("vcnav-container-") }
            }
            // Wait until the app is busy (spinning in viewDidLoad) in its container.
            var app: Int32?
            let deadline = Date().addingTimeInterval(20)
            while app == nil || containers().isEmpty, Date() < deadline {
                app = ProcessTable.children(of: host.processIdentifier).first
                usleep(20_000)
            }
            let appPID = try #require(app, "the host never started an app process")
            #expect(containers().count == 1)
            kill(host.processIdentifier, signal)
            host.waitUntilExit()
            #expect(host.terminationReason == .uncaughtSignal)
            #expect(host.terminationStatus == signal)
            #expect(containers() == [])
            let gone = Date().addingTimeInterval(10)
            while ProcessTable.exists(appPID), Date() < gone { usleep(20_000) }
            #expect(!ProcessTable.exists(appPID), "app process \(appPID) outlived its host")
        }
    }
}
