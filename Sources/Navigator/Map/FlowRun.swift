import Foundation

/// Runs a replay script's actions to see which ways the app takes: what code pushes and
/// presents, and how each destination's dependencies arrive. Checks are not judged and pacing
/// is skipped (a map, not a test); an action that crashes the app ends that launch, and the
/// script goes on at its next `launch` or `relaunch`. A script that does not start with a
/// launch is launched first, as a replay is.
@MainActor
public struct FlowRun {
    /// The app.
    public let session: AppSession

    /// A run on `session`.
    public init(session: AppSession) {
        self.session = session
    }

    /// Adds what running `script` shows to `map`: the scenes code made, the ways taken, the
    /// path of the last launch.
    public func run(_ script: ReplayScript, into map: inout FlowMap) {
        var alive = false
        for step in script.lines where step.command.role == .action {
            let command = step.command
            if !command.isLaunch, !alive { perform(.launch, into: &map, alive: &alive) }
            perform(command, into: &map, alive: &alive)
        }
    }

    private func perform(_ command: ReplayCommand, into map: inout FlowMap, alive: inout Bool) {
        if command.isLaunch { map.path.removeAll() }
        let outcome = session.perform(command, wantsState: true)
        alive = outcome.crash == nil && !outcome.hung
        if let flow = outcome.reply?.flow { map.merge(flow) }
    }
}
