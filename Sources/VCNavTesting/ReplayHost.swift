import Foundation
import Navigator
import SimUIKit

/// Where a replay's app runs.
public enum ReplayHost: Sendable {
    /// In the test process: fast, but a crash of the app ends the test run, and the one
    /// `UIApplication` of the process is shared, so such tests must not run in parallel with
    /// other tests that drive the app in process (mark their suite `.serialized`).
    case inProcess(AppDescription)
    /// In an app process, as `vcnav replay` runs it: the executable product `executable` of the
    /// package (the one whose `main.swift` calls `VCNav.main(app:)`), built beside the tests.
    /// Crashes and hangs are reported as on a device, tests may run in parallel. The test target
    /// should depend on the executable target, so that `swift test` builds it.
    case appProcess(executable: String)

    /// The session that runs the app.
    @MainActor
    func session(timeout: Double) throws(ReplayTestError) -> AppSession {
        switch self {
        case .inProcess(let app):
            return InProcessSession(configuration: AppConfiguration(app: app))
        case .appProcess(let name):
            return ChildProcessSession(executable: try Self.executable(named: name), timeout: timeout)
        }
    }

    /// The executable product `name` in the build directory of the running tests (to run its
    /// other commands, `check` for one).
    public static func executable(named name: String) throws(ReplayTestError) -> URL {
        let tests = URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent()
        // `swift test` runs the test bundle from the build directory (.build/<triple>/debug), or
        // from inside it (a bundle directory on some platforms).
        let candidates = [tests, tests.deletingLastPathComponent()].map { $0.appendingPathComponent(name) }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw .executableNotFound(name, searched: candidates.map(\.path))
        }
        return found
    }
}

/// Why a replay could not run.
public enum ReplayTestError: Error, Equatable, CustomStringConvertible {
    /// The script cannot be read.
    case unreadable(String, reason: String)
    /// The script does not parse: each error as `file:line:column: message`.
    case doesNotParse([String])
    /// The app's executable is not built beside the tests.
    case executableNotFound(String, searched: [String])

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "cannot read the replay script \(path): \(reason)"
        case .doesNotParse(let errors): errors.joined(separator: "\n")
        case .executableNotFound(let name, let searched):
            "no executable \(name) beside the tests (looked for \(searched.joined(separator: ", "))): "
                + "make the test target depend on the executable target, or build it first (swift build --product \(name))"
        }
    }
}
