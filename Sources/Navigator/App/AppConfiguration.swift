import Foundation
import SimUIKit

/// Which app runs: the built-in demo, or a directory of storyboards with generic controllers.
public struct AppConfiguration: Sendable {
    /// Installs the app's bundle and module (sets `UIStoryboard.appBundle`); called before launch.
    public var install: @MainActor @Sendable () -> Void
    /// The main storyboard's name.
    public var mainStoryboard: String
    /// A short description for messages (`the Pets demo`, `storyboards in ./App`).
    public var summary: String
    /// The arguments that start the same app in an app process (`--storyboards DIR --main NAME`).
    public var processArguments: [String]

    public init(install: @escaping @MainActor @Sendable () -> Void, mainStoryboard: String, summary: String, processArguments: [String]) {
        self.install = install
        self.mainStoryboard = mainStoryboard
        self.summary = summary
        self.processArguments = processArguments
    }

    /// Any directory of `.storyboard` files (searched recursively, `Base.lproj` included). Classes
    /// the storyboards name are looked up by name; absent ones become stand-ins.
    public static func storyboards(at directory: URL, main: String) -> AppConfiguration {
        AppConfiguration(
            install: {
                UIStoryboard.appBundle = Bundle(path: directory.path) ?? .main
                UIStoryboard.appModuleName = nil
            },
            mainStoryboard: main, summary: "storyboards in \(directory.path)",
            processArguments: ["--storyboards", directory.path, "--main", main])
    }
}
