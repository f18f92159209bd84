import Foundation

/// The real asciinema player (2.4, from PyPI), to check that casts play: `.ci/run` installs it
/// in `.build/tools/asciinema` when it is missing.
public enum Asciinema {
    /// The `asciinema` executable: on the PATH, else the one `.ci/run` installs.
    public static var executable: URL? {
        let installed = VCNavBinary.packageRoot.appendingPathComponent(".build/tools/asciinema/bin/asciinema")
        if FileManager.default.isExecutableFile(atPath: installed.path) { return installed }
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("asciinema")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// Whether asciinema can be run here.
    public static var isAvailable: Bool { executable != nil }

    /// `asciinema cat FILE`: the terminal output the cast replays (empty when asciinema rejects
    /// the file), and asciinema's exit status.
    public static func cat(_ cast: URL) throws -> (status: Int32, output: String) {
        guard let executable else { return (127, "") }
        let result = try VCNavBinary.launch(executable, ["cat", cast.path])
        return (result.status, result.stdout)
    }
}
