import Foundation

extension NavigatorController {
    /// Whether commands are being recorded.
    public var isRecording: Bool { recorder != nil }

    /// Asks for a recording at `path`, stopping the one that runs: it starts with what brought
    /// the app where it is, so the script starts where the user is, as the script `vcnav
    /// record` writes from the launch would.
    func startRecording(to path: String, replacing: Bool) -> [NavigatorEffect] {
        stopRecording() + [
            .startRecording(path: path, replacing: replacing, header: recordingHeader(for: path), commands: state.sinceLaunch)
        ]
    }

    /// Asks for the recording to be closed and kept, an app death no check acknowledged
    /// acknowledged in it first.
    func stopRecording() -> [NavigatorEffect] {
        guard state.recordingPath != nil else { return [] }
        return acknowledgeDeathInRecording() + [.stopRecording]
    }

    /// Asks for the recording to be closed and removed.
    func discardRecording() -> [NavigatorEffect] {
        guard state.recordingPath != nil else { return [] }
        state.recordingPath = nil
        return [.discardRecording]
    }

    /// The shortest pause between two recorded commands that is recorded as a `wait`.
    static let recordedPause: TimeInterval = 1.5
    /// The longest `wait` a recording writes (a longer pause is written as this).
    static let longestRecordedWait = 20_000

    /// A command that succeeded: kept in `sinceLaunch` (pauses aside), so that a recording
    /// started later begins with the launch; written to the recording, if one runs, after a
    /// `wait` for the pause before it when it was long (so a played recording keeps the pace it
    /// was given). The write is an effect: nothing is written here.
    func record(_ command: ReplayCommand) -> [NavigatorEffect] {
        if command.isLaunch {
            // A launch in step mode steps from its first callback: the script says so first.
            state.sinceLaunch = state.stepping ? [.step(on: true), .launch] : [.launch]
        } else if command.role != .pacing {
            state.sinceLaunch.append(command)
        }
        guard state.recordingPath != nil else { return [] }
        let now = clock()
        defer { state.lastRecordedAt = now }
        if let last = state.lastRecordedAt, now.timeIntervalSince(last) >= Self.recordedPause, command.role != .pacing {
            let milliseconds = min(Self.longestRecordedWait, Int((now.timeIntervalSince(last) * 10).rounded()) * 100)
            return [.record([.wait(milliseconds: milliseconds), command])]
        }
        return [.record([command])]
    }

    /// Before a relaunch or the end of a recording: a crash or hang that no check acknowledged
    /// is acknowledged in the recording, so that it replays (a replay fails on an app death
    /// nothing expects).
    func acknowledgeDeathInRecording() -> [NavigatorEffect] {
        guard state.recordingPath != nil, let death = state.run.unacknowledged else { return [] }
        let effects = record(AppRun.acknowledgement(death.kind))
        state.run.reduce(.acknowledgedInRecording)
        return effects
    }

    /// Runs a recording's effect: the only code that opens, writes or closes its file.
    func runRecording(_ effect: NavigatorEffect) -> NavigatorEffect.Result? {
        switch effect {
        case .startRecording(let path, let replacing, let header, let commands):
            do throws(NavigatorError) {
                let recorder = try ReplayRecorder(path: path, replacing: replacing, header: header, inputs: recordingInputs)
                for command in commands where !recorder.write(command) {
                    throw NavigatorError(message: recorder.failure ?? "cannot write the recording '\(path)'")
                }
                self.recorder = recorder
                return .recordingStarted(path: path)
            } catch {
                return .recordingFailed(error.message)
            }
        case .record(let commands):
            guard let recorder else { return nil }
            for command in commands where !recorder.write(command) {
                recorder.close()
                self.recorder = nil
                return .recordingFailed(recorder.failure ?? "cannot write the recording '\(recorder.path)'")
            }
            return nil
        case .stopRecording:
            guard let recorder else { return nil }
            recorder.close()
            self.recorder = nil
            return .recordingStopped(path: recorder.path, failure: recorder.failure)
        case .discardRecording:
            recorder?.discard()
            recorder = nil
            return nil
        case .message, .perform, .afterLaunch, .launchStepping:
            return nil
        }
    }

    /// Folds what a recording's effect came to into the state.
    func receiveRecording(_ result: NavigatorEffect.Result) {
        switch result {
        case .recordingStarted(let path):
            state.lastRecordedAt = nil
            state.recordingPath = path
            state.recordingFailure = nil
            state.message = "recording to \(path)"
        case .recordingFailed(let message):
            state.message = message
            state.recordingFailure = message
            state.recordingPath = nil
        case .recordingStopped(let path, let failure):
            state.message = failure ?? "recording saved to \(path)"
            state.recordingPath = nil
        case .performed, .notRunning, .launchFailed:
            break
        }
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
