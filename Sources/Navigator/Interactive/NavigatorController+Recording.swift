import Foundation

extension NavigatorController {
    /// Whether commands are being recorded.
    public var isRecording: Bool { recorder != nil }

    func startRecording(to path: String, replacing: Bool) {
        stopRecording()
        do {
            recorder = try ReplayRecorder(
                path: path, replacing: replacing, header: recordingHeader(for: path), inputs: recordingInputs)
            lastRecordedAt = nil
            state.recordingPath = path
            state.recordingFailure = nil
            state.message = "recording to \(path)"
        } catch {
            state.message = error.message
            state.recordingFailure = error.message
        }
    }

    func stopRecording() {
        guard let recorder else { return }
        acknowledgeDeathInRecording()
        recorder.close()
        self.recorder = nil
        if let failure = recorder.failure {
            state.message = failure
        } else {
            state.message = "recording saved to \(recorder.path)"
        }
        state.recordingPath = nil
    }

    func discardRecording() {
        recorder?.discard()
        recorder = nil
        state.recordingPath = nil
    }

    /// The shortest pause between two recorded commands that is recorded as a `wait`.
    static let recordedPause: TimeInterval = 1.5
    /// The longest `wait` a recording writes (a longer pause is written as this).
    static let longestRecordedWait = 20_000

    /// Writes a command that succeeded to the recording, if one runs, after a `wait` for the
    /// pause before it when it was long (so a played recording keeps the pace it was given); a
    /// failed write stops it.
    func record(_ command: ReplayCommand) {
        guard let recorder else { return }
        let now = clock()
        defer { lastRecordedAt = now }
        if let last = lastRecordedAt, now.timeIntervalSince(last) >= Self.recordedPause, command.role != .pacing {
            let milliseconds = min(Self.longestRecordedWait, Int((now.timeIntervalSince(last) * 10).rounded()) * 100)
            guard recorder.write(.wait(milliseconds: milliseconds)) else { return stop(recorder) }
        }
        guard !recorder.write(command) else { return }
        stop(recorder)
    }

    private func stop(_ recorder: ReplayRecorder) {
        state.recordingFailure = recorder.failure
        state.message = recorder.failure
        recorder.close()
        self.recorder = nil
        state.recordingPath = nil
    }

    /// Before a relaunch or the end of a recording: a crash or hang that no check acknowledged
    /// is acknowledged in the recording, so that it replays (a replay fails on an app death
    /// nothing expects).
    func acknowledgeDeathInRecording() {
        guard recorder != nil, let death = state.run.unacknowledged else { return }
        record(AppRun.acknowledgement(death.kind))
        state.run.reduce(.acknowledgedInRecording)
    }

    /// The header's comment lines: what was recorded and the command that replays it.
    private func recordingHeader(for path: String) -> [String] {
        let arguments = [program, "replay", URL(fileURLWithPath: path).lastPathComponent] + appArguments
        return [
            "Recorded by vcnav on \(state.appSummary).",
            "Replay with: " + arguments.map(ShellQuoting.quoted).joined(separator: " "),
        ]
    }
}

/// Words as a POSIX shell reads them.
public enum ShellQuoting {
    /// `word` as is when the shell reads it as one word, else in single quotes.
    public static func quoted(_ word: String) -> String {
        let plain =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil
                        || "-_./:=+@%,".unicodeScalars.contains(scalar))
            }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
