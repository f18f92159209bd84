import Foundation
import SimUIKit

/// Which app the host runs, and how it names it: any app's description (the demo's, yours), or a
/// folder of storyboards with generic controllers. Nothing else is needed to start an app.
public struct AppConfiguration: Sendable {
    /// The app: its module, its bundle, its main storyboard, its delegates.
    public var app: AppDescription
    /// A short description for messages (`the Pets app`, `storyboards in ./App`).
    public var summary: String
    /// The arguments that start the same app in an app process (`--storyboards DIR --main NAME`;
    /// none for the app the executable was built with).
    public var processArguments: [String]
    /// The iOS the simulated device runs (`--ios 12`); the app process is started with it.
    public var system = IOSVersion.default {
        didSet {
            if let index = processArguments.firstIndex(of: "--ios"), index + 1 < processArguments.count {
                processArguments.removeSubrange(index...(index + 1))
            }
            if system != .default { processArguments += ["--ios", system.description] }
        }
    }

    /// The app described by `app`, named after it.
    public init(app: AppDescription, summary: String? = nil, processArguments: [String] = []) {
        self.app = app
        self.summary = summary ?? app.displayName.map { "the \($0) app" } ?? "the app"
        self.processArguments = processArguments
    }

    /// Any directory of `.storyboard` files (searched recursively, `Base.lproj` included). Classes
    /// the storyboards name are looked up by name; absent ones become stand-ins.
    public static func storyboards(at directory: URL, main: String) -> AppConfiguration {
        var app = AppDescription(bundle: Bundle(path: directory.path) ?? .main, mainStoryboard: main)
        app.sourcePaths = []  // generic controllers: no Swift of the app's to show
        return AppConfiguration(
            app: app, summary: "storyboards in \(directory.path)", processArguments: ["--storyboards", directory.path, "--main", main])
    }
}
