import Foundation

/// A parsed command line.
enum Command {
    case help(topic: String?)
    case version

    func run() throws -> Int32 {
        switch self {
        case .help(let topic):
            print(Usage.text(for: topic), terminator: "")
            return ExitCode.ok
        case .version:
            print("vcnav \(VCNav.version)")
            return ExitCode.ok
        }
    }
}

/// Turns arguments into a `Command`.
enum CommandParser {
    static func parse(_ arguments: [String]) throws -> Command {
        guard let first = arguments.first else {
            return .help(topic: nil)
        }
        switch first {
        case "-h", "--help", "help":
            return .help(topic: arguments.dropFirst().first)
        case "--version":
            return .version
        default:
            if arguments.contains("--help") || arguments.contains("-h") { return .help(topic: first) }
            throw UsageError(message: "unknown command '\(first)'")
        }
    }
}
