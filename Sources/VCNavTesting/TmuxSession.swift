import Foundation

/// A real terminal for end-to-end tests (of vcnav, or of an app's navigator: see
/// ``navigator(executable:arguments:width:height:)``): one tmux server on a private socket
/// (`tmux -L vcnav-<uuid>`), one session running `command` in a pane of a
/// fixed size. Tests send keys, poll the screen and resize; `kill()` (also
/// run on deinit) stops only this server.
///
/// The server runs with no user configuration, the status line off and
/// `remain-on-exit on`, so the pane (and what the program printed after
/// restoring the terminal) stays readable after the command exits.
/// Nothing sleeps a fixed time: `waitFor` polls `capture-pane` every 20 ms.
public final class TmuxSession {
    /// A failure with the last screen seen, for the test log.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// The `-L` socket name, unique per session.
    public let socket: String
    /// The session (and target) name.
    public let target = "vcnav"
    private let configURL: URL
    private var socketPath: String?
    private var alive = true

    /// Whether tmux can be run here; gate tests with `.enabled(if:)`.
    public static var isAvailable: Bool {
        (try? run(["-V"]))?.status == 0
    }

    private init(socket: String, configURL: URL) {
        self.socket = socket
        self.configURL = configURL
    }

    deinit {
        kill()
    }

    /// Starts `command` (run by `sh -c`) in a `width` x `height` pane.
    /// `environment` is added to the pane's; TERM defaults to
    /// xterm-256color and LANG to C.UTF-8 unless given.
    public static func start(
        command: String, width: Int = 80, height: Int = 24, environment: [String: String] = [:]
    ) throws -> TmuxSession {
        let socket = "vcnav-\(UUID().uuidString.prefix(13).lowercased())"
        let configURL = FileManager.default.temporaryDirectory.appendingPathComponent("\(socket).conf")
        let config = """
            set -g status off
            set -g remain-on-exit on
            set -g history-limit 100
            set -g exit-empty on

            """
        try config.write(to: configURL, atomically: true, encoding: .utf8)
        let session = TmuxSession(socket: socket, configURL: configURL)
        var environment = environment
        if environment["TERM"] == nil { environment["TERM"] = "xterm-256color" }
        if environment["LANG"] == nil { environment["LANG"] = "C.UTF-8" }
        var arguments = ["new-session", "-d", "-s", session.target, "-x", "\(width)", "-y", "\(height)"]
        for (key, value) in environment.sorted(by: { $0.key < $1.key }) {
            arguments += ["-e", "\(key)=\(value)"]
        }
        arguments.append(command)
        try session.tmux(arguments)
        session.socketPath = try? session.paneFormat("#{socket_path}")
        return session
    }

    /// Sends keys: each argument is a tmux key name (`Enter`, `Up`, `C-c`,
    /// `F5`, `BTab`, `Escape`) or, when it is not one, literal text.
    public func sendKeys(_ keys: String...) throws {
        try tmux(["send-keys", "-t", target] + keys)
    }

    /// Sends `text` literally, even when it spells a key name.
    public func sendLiteral(_ text: String) throws {
        try tmux(["send-keys", "-t", target, "-l", text])
    }

    /// The visible screen, one string per row, trailing spaces trimmed.
    public func capture() throws -> [String] {
        try captureLines(["capture-pane", "-p", "-t", target])
    }

    /// The visible screen with SGR escape sequences for attributes and colours.
    public func captureWithAttributes() throws -> [String] {
        try captureLines(["capture-pane", "-p", "-e", "-t", target])
    }

    /// A tmux format evaluated for the pane (`#{alternate_on}`, `#{pane_pid}`).
    public func paneFormat(_ format: String) throws -> String {
        try tmux(["display-message", "-p", "-t", target, format]).trimmingCharacters(in: .newlines)
    }

    /// Polls the screen until a row contains `text`; returns that screen.
    /// On timeout, throws a failure listing the last screen.
    @discardableResult
    public func waitFor(text: String, timeout: Duration = .seconds(10)) throws -> [String] {
        try waitUntil("text \"\(text)\"", timeout: timeout) { screen in
            screen.contains { $0.contains(text) }
        }
    }

    /// Polls the screen every 20 ms until `condition` holds; returns that screen.
    @discardableResult
    public func waitUntil(
        _ what: String, timeout: Duration = .seconds(10), _ condition: ([String]) throws -> Bool
    ) throws -> [String] {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        var screen: [String] = []
        while true {
            screen = try capture()
            if try condition(screen) { return screen }
            if clock.now >= deadline { break }
            usleep(20_000)
        }
        let numbered = screen.enumerated().map { String(format: "%3d |", $0.offset + 1) + $0.element + "|" }
        throw Failure(
            description: "timed out after \(timeout) waiting for \(what); last screen:\n"
                + numbered.joined(separator: "\n"))
    }

    /// Resizes the window (and so the pane) to `width` x `height`.
    public func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", target, "-x", "\(width)", "-y", "\(height)"])
    }

    /// Kills this session's server only. Idempotent.
    public func kill() {
        guard alive else { return }
        alive = false
        _ = try? Self.run(["-L", socket, "kill-server"])
        try? FileManager.default.removeItem(at: configURL)
        if let socketPath { try? FileManager.default.removeItem(atPath: socketPath) }
    }

    // MARK: - Running tmux

    private func captureLines(_ arguments: [String]) throws -> [String] {
        var lines = try tmux(arguments).components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        let result = try Self.run(["-L", socket, "-f", configURL.path] + arguments)
        guard result.status == 0 else {
            throw Failure(description: "tmux \(arguments.joined(separator: " ")) failed (\(result.status)): \(result.error)")
        }
        return result.output
    }

    /// Runs tmux and waits for it. Spawned with `posix_spawn`, not
    /// Foundation's `Process`: test threads block most signals and `Process`
    /// passes that mask on, so tmux, and every program it starts, would
    /// ignore SIGTERM, SIGINT and SIGWINCH. Here the child gets an empty
    /// mask and default handlers. Output goes through temporary files, so a
    /// daemonising server cannot hold a pipe open.
    private static func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        let directory = FileManager.default.temporaryDirectory
        let outputURL = directory.appendingPathComponent("vcnav-tmux-\(UUID().uuidString).out")
        let errorURL = directory.appendingPathComponent("vcnav-tmux-\(UUID().uuidString).err")
        defer {
            try? FileManager.default.removeItem(at: outputURL)
            try? FileManager.default.removeItem(at: errorURL)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputURL.path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errorURL.path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var emptyMask = sigset_t()
        sigemptyset(&emptyMask)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var environment = ProcessInfo.processInfo.environment
        environment["TMUX"] = nil
        environment["TMUX_PANE"] = nil
        environment["LANG"] = "C.UTF-8"
        let argv = (["tmux"] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, "tmux", &actions, &attributes, argv, envp)
        guard spawned == 0 else {
            throw Failure(description: "cannot run tmux: \(String(cString: strerror(spawned)))")
        }
        // A tmux client that never answers (a stalled server) must not hold the test, and with it
        // every test on the main actor, for good: its wait ends with a failure that says so.
        var status: Int32 = 0
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .seconds(30))
        while true {
            let waited = waitpid(pid, &status, WNOHANG)
            if waited == pid || (waited == -1 && errno != EINTR) { break }
            if clock.now >= deadline {
                Glibc.kill(pid, SIGKILL)
                while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
                throw Failure(description: "tmux \(arguments.joined(separator: " ")) did not finish within 30 s")
            }
            usleep(1_000)
        }
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        let output = (try? String(contentsOf: outputURL, encoding: .utf8)) ?? ""
        let error = (try? String(contentsOf: errorURL, encoding: .utf8)) ?? ""
        return (exitStatus, output, error)
    }
}

extension TmuxSession {
    /// The navigator of an app in a `width` x `height` pane: the package's executable `name` (the
    /// one whose `main.swift` calls `VCNav.main(app:)`), built beside the tests, run with
    /// `arguments` (none: the navigator on its app). When it ends, the pane shows `EXIT=` and its
    /// exit status. The test target should depend on the executable target, so that `swift test`
    /// builds it.
    public static func navigator(executable name: String, arguments: [String] = [], width: Int = 100, height: Int = 30) throws
        -> TmuxSession
    {
        let executable: URL
        do {
            executable = try ReplayHost.executable(named: name)
        } catch {
            throw Failure(description: error.description)
        }
        let command = ([executable.path] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        return try start(command: command.joined(separator: " ") + "; echo EXIT=$?; read wait", width: width, height: height)
    }
}
