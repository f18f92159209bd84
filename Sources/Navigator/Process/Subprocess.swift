import CSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A child process started with `posix_spawn`, on pipes. Waiting for it is `waitpid(2)`: at
/// once, or polled up to a deadline; never Foundation's run loop polling (every 50 ms).
///
/// Two layouts:
/// - `.standard`: its standard input, output and error on three pipes (a worker, a benchmark).
/// - `.app`: an app process (see `AppWire`): the wire on descriptors of its own, requests down
///   on 3 and messages up on 4, announced in `AppWire.environmentVariable`; standard input
///   from /dev/null; standard output and error together on one pipe (`error` here: what the app
///   writes before it takes over its console, and after); in a process group of its own, so
///   `kill` ends everything it forked with it.
public final class Subprocess {
    /// How the child's descriptors are laid out.
    public enum Layout: Sendable {
        /// Standard input, output and error on three pipes.
        case standard
        /// The app process's wire on descriptors 3 and 4, its console on one pipe, its own
        /// process group.
        case app
    }

    /// The child's process id (and, for `.app`, its process group's).
    public let pid: pid_t
    /// The write end of its standard input, or of its requests for `.app` (-1 once closed).
    public private(set) var input: Int32
    /// The read end of its standard output, or of its messages for `.app`.
    public let output: Int32
    /// The read end of its standard error, or of its console for `.app` (-1 once handed over
    /// with `takeError()`).
    public private(set) var error: Int32
    /// Whether the child leads a process group of its own (`kill` signals the whole group).
    public let ownsProcessGroup: Bool
    private var status: Termination?

    /// How a process ended.
    public enum Termination: Sendable, Equatable {
        /// It exited with this status.
        case exited(Int32)
        /// A signal ended it.
        case signaled(Int32)
    }

    /// Starts `executable` with `arguments` (not counting its name) and `environment`. Only
    /// the descriptors of `layout` are passed down: every other one is closed in the child.
    public init(
        executable: String, arguments: [String], environment: [String: String], layout: Layout = .standard
    ) throws(NavigatorError) {
        // Host ends at 5 and up, so no dup2 below overwrites a source still to be duplicated.
        var pipes: [Int32] = [-1, -1, -1, -1, -1, -1]
        for index in 0..<3 {
            let made = pipes.withUnsafeMutableBufferPointer { vcnav_pipe_cloexec_above($0.baseAddress! + 2 * index, 5) }
            guard made == 0 else {
                let reason = String(cString: strerror(errno))
                for fd in pipes where fd >= 0 { close(fd) }
                throw NavigatorError(message: "cannot make a pipe: \(reason)")
            }
        }
        // pipes: 0/1 down (the child reads 0), 2/3 up (the child writes 3), 4/5 up (the child writes 5).
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var environment = environment
        switch layout {
        case .standard:
            posix_spawn_file_actions_adddup2(&actions, pipes[0], STDIN_FILENO)
            posix_spawn_file_actions_adddup2(&actions, pipes[3], STDOUT_FILENO)
            posix_spawn_file_actions_adddup2(&actions, pipes[5], STDERR_FILENO)
            vcnav_spawn_close_from(&actions, 3)
        case .app:
            posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_adddup2(&actions, pipes[5], STDOUT_FILENO)
            posix_spawn_file_actions_adddup2(&actions, pipes[5], STDERR_FILENO)
            posix_spawn_file_actions_adddup2(&actions, pipes[0], AppWire.requestDescriptor)
            posix_spawn_file_actions_adddup2(&actions, pipes[3], AppWire.messageDescriptor)
            vcnav_spawn_close_from(&actions, AppWire.messageDescriptor + 1)
            environment[AppWire.environmentVariable] = AppWire.environmentValue
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The child starts with default signal handling (the host ignores SIGPIPE).
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGXFSZ, SIGINT, SIGTERM, SIGHUP] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var flags = Int32(POSIX_SPAWN_SETSIGDEF)
        if layout == .app {
            // A group of its own: what it forks is killed with it (and Ctrl-C in the terminal
            // goes to the host, which ends the app).
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= Int32(POSIX_SPAWN_SETPGROUP)
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var child = pid_t()
        let result = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        close(pipes[0])
        close(pipes[3])
        close(pipes[5])
        guard result == 0 else {
            close(pipes[1])
            close(pipes[2])
            close(pipes[4])
            throw NavigatorError(message: "cannot start \(executable): \(String(cString: strerror(result)))")
        }
        pid = child
        input = pipes[1]
        output = pipes[2]
        error = pipes[4]
        ownsProcessGroup = layout == .app
        if ownsProcessGroup {
            // Ctrl-C reaches this process only (the group is not the terminal's): if it ends
            // this process, it ends the group first.
            _ = vcnav_end_groups_on_signals()
            _ = vcnav_track_group(child)
        }
    }

    deinit {
        if ownsProcessGroup { vcnav_untrack_group(pid) }
        closeInput()
        close(output)
        if error >= 0 { close(error) }
    }

    /// Hands over the read end of standard error (to a reader that closes it itself).
    public func takeError() -> Int32 {
        defer { error = -1 }
        return error
    }

    /// Closes the child's standard input (it reads end of file).
    public func closeInput() {
        guard input >= 0 else { return }
        close(input)
        input = -1
    }

    /// Whether the child still runs (false once it ended, even before `wait()`).
    public var isRunning: Bool {
        guard status == nil else { return false }
        var raw: Int32 = 0
        let result = waitpid(pid, &raw, WNOHANG)
        if result == pid { status = Self.termination(raw) }
        return result == 0
    }

    /// Sends `signal` to the child, and to its process group when it leads one (what it forked,
    /// even once the child itself has ended).
    public func kill(_ signal: Int32 = SIGKILL) {
        if ownsProcessGroup { _ = Glibc.kill(-pid, signal) }
        guard status == nil else { return }
        _ = Glibc.kill(pid, signal)
    }

    /// Waits for the child to end and says how it did.
    @discardableResult
    public func wait() -> Termination {
        if let status { return status }
        var raw: Int32 = 0
        while waitpid(pid, &raw, 0) < 0 {
            guard errno == EINTR else {
                status = .exited(-1)
                return .exited(-1)
            }
        }
        let ended = Self.termination(raw)
        status = ended
        return ended
    }

    /// Waits at most `timeout` seconds for the child to end; nil when it still runs then.
    public func wait(timeout: TimeInterval) -> Termination? {
        let deadline = Date().addingTimeInterval(timeout)
        var pause = timespec(tv_sec: 0, tv_nsec: 1_000_000)
        while isRunning {
            guard Date() < deadline else { return nil }
            nanosleep(&pause, nil)
            pause.tv_nsec = min(pause.tv_nsec * 2, 20_000_000)
        }
        return status ?? .exited(-1)
    }

    private static func termination(_ raw: Int32) -> Termination {
        // WIFEXITED / WTERMSIG are macros Swift cannot import.
        let signal = raw & 0x7F
        return signal == 0 ? .exited((raw >> 8) & 0xFF) : .signaled(signal)
    }
}
