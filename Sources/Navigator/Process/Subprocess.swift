import CSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A child process started with `posix_spawn`, its standard input, output and error on pipes.
/// Waiting for it is `waitpid(2)`, at once: no run loop polling (Foundation's `Process`
/// checks every 50 ms).
public final class Subprocess {
    /// The child's process id.
    public let pid: pid_t
    /// The write end of its standard input (-1 once closed).
    public private(set) var input: Int32
    /// The read end of its standard output.
    public let output: Int32
    /// The read end of its standard error (-1 once handed over with `takeError()`).
    public private(set) var error: Int32
    private var status: Termination?

    /// How a process ended.
    public enum Termination: Sendable, Equatable {
        /// It exited with this status.
        case exited(Int32)
        /// A signal ended it.
        case signaled(Int32)
    }

    /// Starts `executable` with `arguments` (not counting its name) and `environment`. Only
    /// the three pipes are passed down: every other descriptor is closed in the child.
    public init(executable: String, arguments: [String], environment: [String: String]) throws(NavigatorError) {
        var pipes: [Int32] = [-1, -1, -1, -1, -1, -1]
        for index in 0..<3 {
            let made = pipes.withUnsafeMutableBufferPointer { vcnav_pipe_cloexec($0.baseAddress! + 2 * index) }
            guard made == 0 else {
                let reason = String(cString: strerror(errno))
                for fd in pipes where fd >= 0 { close(fd) }
                throw NavigatorError(message: "cannot make a pipe: \(reason)")
            }
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipes[0], STDIN_FILENO)
        posix_spawn_file_actions_adddup2(&actions, pipes[3], STDOUT_FILENO)
        posix_spawn_file_actions_adddup2(&actions, pipes[5], STDERR_FILENO)
        vcnav_spawn_close_from(&actions, 3)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The child starts with default signal handling (the host ignores SIGPIPE).
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGXFSZ, SIGINT, SIGTERM, SIGHUP] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))

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
    }

    deinit {
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

    /// Sends `signal` to the child, if it still runs.
    public func kill(_ signal: Int32 = SIGKILL) {
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

    private static func termination(_ raw: Int32) -> Termination {
        // WIFEXITED / WTERMSIG are macros Swift cannot import.
        let signal = raw & 0x7F
        return signal == 0 ? .exited((raw >> 8) & 0xFF) : .signaled(signal)
    }
}
