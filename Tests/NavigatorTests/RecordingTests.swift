import Foundation
import Navigator
import Testing
import TestSupport

/// `vcnav record` and `R`: what the navigator writes, and what it never does (write what
/// failed, replace a file, lose complete lines).
@MainActor
@Suite("Recording")
struct RecordingTests {
    static func recording(
        _ session: ScriptedSession = ScriptedSession(), arguments: [String] = [], to path: String
    ) -> NavigatorController {
        let controller = NavigatorController(session: session, appSummary: "the test app", appArguments: arguments)
        controller.send(.startRecording(path: path, replacing: false))
        controller.send(.command(.launch))
        return controller
    }

    static func commands(_ path: String) throws -> [String] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
    }

    @Test("only what succeeded is written: a refused back and a failing check are not")
    func onlySuccesses() throws {
        try withTemporaryDirectory("recording") { directory throws in
            let path = directory.appendingPathComponent("rec.vcreplay").path
            let controller = Self.recording(to: path)
            for line in ["tap \"A\"", "back", "expect crash \"nope\"", "expect alive", "marker \"M\"", "wait 2s"] {
                controller.send(.commandLine(line))
            }
            controller.send(.stopRecording)
            #expect(try Self.commands(path) == ["launch", "tap \"A\"", "expect alive", "marker \"M\"", "wait 2s"])
        }
    }

    @Test("step mode: s and n are written, as step on and next, and the recording replays")
    func stepping() throws {
        try withTemporaryDirectory("recording") { directory in
            let path = directory.appendingPathComponent("rec.vcreplay").path
            let controller = Self.recording(to: path)
            controller.send(.command(.step(on: true)))
            controller.send(.command(.tap(.text("A"))))
            controller.send(.command(.next))
            controller.send(.command(.next))
            controller.send(.command(.next))  // nothing to step through: not written
            controller.send(.command(.step(on: false)))
            controller.send(.stopRecording)
            let written = try Self.commands(path)
            #expect(written == ["launch", "step on", "tap \"A\"", "next", "next", "step off"])
            #expect(throws: Never.self) { try ReplayScript.parse(written.joined(separator: "\n"), file: path) }
        }
    }

    @Test("R after the launch writes the launch and what brought the app here, so the recording replays as it was made")
    func startedLater() throws {
        try withTemporaryDirectory("recording") { directory in
            let path = directory.appendingPathComponent("rec.vcreplay").path
            let session = ScriptedSession()
            let controller = NavigatorController(session: session, appSummary: "the test app")
            controller.send(.command(.launch))
            controller.send(.command(.tap(.text("A"))))
            controller.send(.commandLine("wait 3s"))
            controller.send(.command(.step(on: true)))
            controller.send(.startRecording(path: path, replacing: false))
            controller.send(.command(.tap(.text("B"))))
            controller.send(.command(.next))
            controller.send(.command(.next))
            controller.send(.command(.step(on: false)))
            controller.send(.stopRecording)
            let written = try Self.commands(path)
            #expect(written == ["launch", "tap \"A\"", "step on", "tap \"B\"", "next", "next", "step off"])
            // Headless, it runs the same commands, step mode included, and holds.
            let replayed = ScriptedSession()
            let result = ReplayRunner(session: replayed).run(try ReplayScript.parse(written.joined(separator: "\n"), file: path))
            #expect(result.failure == nil)
            #expect(replayed.sent.compactMap { $0 } == session.sent.compactMap { $0 })
        }
    }

    @Test("R after a launch in step mode: the script turns step mode on before its launch, whose pauses it steps through")
    func startedLaterSteppingLaunch() throws {
        try withTemporaryDirectory("recording") { directory in
            let path = directory.appendingPathComponent("rec.vcreplay").path
            let controller = NavigatorController(session: ScriptedSession(), appSummary: "the test app")
            controller.send(.command(.launch))
            controller.send(.command(.step(on: true)))
            controller.send(.command(.relaunch))
            controller.send(.command(.next))
            controller.send(.startRecording(path: path, replacing: false))
            controller.send(.command(.next))
            controller.send(.command(.tap(.text("A"))))
            controller.send(.stopRecording)
            let written = try Self.commands(path)
            #expect(written == ["step on", "launch", "next", "next", "tap \"A\""])
            let result = ReplayRunner(session: ScriptedSession()).run(try ReplayScript.parse(written.joined(separator: "\n"), file: path))
            #expect(result.failure == nil)
        }
    }

    /// Played back, a recording keeps its pace: a pause of 1.5 s or more before a command is
    /// written as a wait (to the tenth of a second, at most 20 s), none before a typed wait.
    @Test("pauses are recorded as waits: at least 1.5 s, rounded to 100 ms, at most 20 s; a typed wait is not doubled")
    func pausesBecomeWaits() throws {
        try withTemporaryDirectory("recording") { directory throws in
            let path = directory.appendingPathComponent("rec.vcreplay").path
            var now = Date(timeIntervalSinceReferenceDate: 0)
            let controller = NavigatorController(session: ScriptedSession(), appSummary: "the test app")
            controller.clock = { now }
            controller.send(.startRecording(path: path, replacing: false))
            controller.send(.command(.launch))
            now += 1.4
            controller.send(.command(.tap(.text("A"))))
            now += 3.04
            controller.send(.command(.step(on: true)))
            controller.send(.command(.tap(.text("B"))))
            now += 90
            controller.send(.command(.next))
            now += 5
            controller.send(.commandLine("wait 1s"))
            controller.send(.stopRecording)
            #expect(
                try Self.commands(path) == [
                    "launch", "tap \"A\"", "wait 3s", "step on", "tap \"B\"", "wait 20s", "next", "wait 1s",
                ])
        }
    }

    @Test("the crash dialog: the : prompt checks and records expect crash; other actions neither act nor record")
    func crashDialog() throws {
        try withTemporaryDirectory("recording") { directory throws in
            let path = directory.appendingPathComponent("rec.vcreplay").path
            let session = ScriptedSession()
            session.crashOn = "tap \"Boom\""
            let controller = Self.recording(session, to: path)
            controller.send(.command(.tap(.text("Boom"))))
            let sentBefore = session.sent.count
            for command in [ReplayCommand.back, .dismiss, .tap(.text("A")), .step(on: true)] {
                controller.send(.command(command))
            }
            #expect(session.sent.count == sentBefore, "the dead app was sent nothing")
            controller.send(.commandLine("expect crash \"boom\""))
            #expect(controller.state.message == "✓ expect crash \"boom\"")
            controller.send(.command(.relaunch))
            controller.send(.stopRecording)
            #expect(try Self.commands(path) == ["launch", "tap \"Boom\"", "expect crash \"boom\"", "relaunch"])
        }
    }

    @Test("a crash no check acknowledged gets its expect crash on relaunch and at the end, so the recording replays")
    func crashAcknowledgedForYou() throws {
        for ending in [ReplayCommand.relaunch, nil] {
            try withTemporaryDirectory("recording") { directory throws in
                let path = directory.appendingPathComponent("rec.vcreplay").path
                let session = ScriptedSession()
                session.crashOn = "tap \"Boom\""
                let controller = Self.recording(session, to: path)
                controller.send(.command(.tap(.text("Boom"))))
                if let ending { controller.send(.command(ending)) }
                controller.send(.stopRecording)
                let expected = ["launch", "tap \"Boom\"", "expect crash \"Scenes/X.swift:1: Fatal error: boom\""]
                #expect(try Self.commands(path) == expected + (ending == nil ? [] : ["relaunch"]))
            }
        }
    }

    @Test("an existing file is never replaced without asking; with replacing, it is")
    func noClobber() throws {
        try withTemporaryDirectory("recording") { directory in
            let path = directory.appendingPathComponent("rec.vcreplay").path
            try "keep me\n".write(toFile: path, atomically: true, encoding: .utf8)
            let controller = NavigatorController(session: ScriptedSession(), appSummary: "the test app")
            controller.send(.startRecording(path: path, replacing: false))
            #expect(!controller.isRecording)
            #expect(controller.state.recordingFailure == "'\(path)' already exists; give --force to replace it")
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "keep me\n")
            controller.send(.startRecording(path: path, replacing: true))
            #expect(controller.isRecording)
            controller.send(.stopRecording)
            #expect(try !String(contentsOfFile: path, encoding: .utf8).contains("keep me"))
            // R picks a name of its own next to a taken one.
            #expect(ReplayRecorder.unusedPath(like: path) == path.replacingOccurrences(of: ".vcreplay", with: "-2.vcreplay"))
        }
    }

    @Test("the header says how to replay the recording, with the app's options")
    func header() throws {
        try withTemporaryDirectory("recording") { directory in
            let path = directory.appendingPathComponent("rec.vcreplay").path
            let controller = Self.recording(arguments: ["--storyboards", "My App/Storyboards", "--main", "Main"], to: path)
            controller.send(.stopRecording)
            let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
            #expect(lines.first == "# Recorded by vcnav on the test app.")
            #expect(lines.dropFirst().first == "# Replay with: vcnav replay rec.vcreplay --storyboards 'My App/Storyboards' --main Main")
        }
    }

    /// A recording is never written to a device (`/dev/full` refused every write, as a full disk
    /// does): it is refused before anything is opened. A write that fails part-way is in
    /// OutputFileTests (a file size limit).
    @Test("a device is no recording file: refused before anything is written; nothing traps")
    func device() {
        let controller = NavigatorController(session: ScriptedSession(), appSummary: "the test app")
        controller.send(.startRecording(path: "/dev/full", replacing: true))
        #expect(!controller.isRecording)
        #expect(controller.state.recordingFailure == "'/dev/full' is a character device, not a recording file; it is left as it is")
    }
}
