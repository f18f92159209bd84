import Foundation

/// `vcnav check PATH...`.
@MainActor
enum CheckCommand {
    static func run(paths: [String]) throws -> Int32 {
        throw VCNavError(message: "check is not built yet", exitCode: ExitCode.software)
    }
}
