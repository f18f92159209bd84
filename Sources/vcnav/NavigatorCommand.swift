import Foundation
import Navigator

/// `vcnav` with no subcommand: the interactive navigator.
@MainActor
enum NavigatorCommand {
    static func run(_ options: AppOptions, record: String?) throws -> Int32 {
        _ = try AppResolver.configuration(for: options)
        throw VCNavError(message: "the interactive navigator is not built yet; try `vcnav replay SCRIPT`", exitCode: ExitCode.software)
    }
}
