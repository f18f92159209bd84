import SimUIKit

/// Judges every check of the replay language, for replays and the navigator's `:` prompt
/// alike: nil when the check holds, else what it saw, for a person.
public enum CheckEvaluator {
    /// Whether `command` holds in `context`; nil when it does, else what it saw. A command
    /// that is not a check holds.
    public static func evaluate(_ command: ReplayCommand, in context: CheckContext) -> String? {
        switch command {
        case .expectAlive:
            if let crash = context.crash { return "expected the app alive; it crashed: \(crash.deterministicMessage)" }
            if context.hung { return "expected the app alive; it hung" }
            return nil
        case .expectCrash(let text):
            guard let crash = context.crash else {
                return "expected a crash containing \(ReplaySyntax.quoted(text)); "
                    + (context.hung ? "the app hung instead" : "the app is alive")
            }
            if crash.message.contains(text) || crash.deterministicMessage.contains(text) { return nil }
            return "expected a crash containing \(ReplaySyntax.quoted(text)); it crashed with: \(crash.deterministicMessage)"
        case .expectHang:
            if context.hung { return nil }
            if let crash = context.crash { return "expected the app to hang; it crashed: \(crash.deterministicMessage)" }
            return "expected the app to hang; it answered"
        case .expectLog(let text):
            if context.logSinceAction.contains(where: { $0.contains(text) }) { return nil }
            return "no trace line since the last action contains \(ReplaySyntax.quoted(text))"
        case .expectNoLog(let text):
            guard let line = context.logSinceAction.first(where: { $0.contains(text) }) else { return nil }
            return "a trace line since the last action contains \(ReplaySyntax.quoted(text)): \(line)"
        case .expectTop, .expectStack, .expectPresented, .expectScreen, .expectNoScreen, .expectValue, .expectLeak,
            .expectNoLeaks:
            guard let state = context.state() else {
                if let crash = context.crash { return "the app has crashed: \(crash.deterministicMessage)" }
                return context.hung ? "the app hung and was killed" : "the app is not running"
            }
            return StateCheck.evaluate(command, state: state)
        case .launch, .relaunch, .tap, .type, .back, .dismiss, .dismissByCode, .segue, .pressReturn, .swipeDelete, .pick, .moveRow,
            .background, .foreground, .step, .next, .wait, .resize, .marker:
            return nil
        }
    }
}
