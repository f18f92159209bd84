/// How a ported app starts. UIKit starts an app from `@main` (or `@UIApplicationMain`) on its
/// app delegate; a SimUIKit app is started by its host. Everything the port says or does about
/// that is here, so that it follows the hosting entry point in one place.
enum AppEntryPoint {
    /// The call that starts the app, as the port tells it.
    static func call(appDelegate: String) -> String { "VCNav.main(app: \(appDelegate).self)" }

    /// Whether some source already starts the app through the host.
    static func isStarted(in files: [ParsedFile]) -> Bool {
        files.contains { file in
            file.source.code.indices.contains {
                file.source.is($0, "VCNav") && file.source.is($0 + 1, ".") && file.source.is($0 + 2, "main")
            }
        }
    }

    /// What is left for a person about the app delegate `name`.
    static func instructions(appDelegate name: String, removed attribute: String?) -> String {
        let removal = attribute.map { "@\($0) removed: " } ?? ""
        return
            "\(removal)\(name) is the app delegate; a SimUIKit app is started by its host: call \(call(appDelegate: name)) from the executable's main.swift"
    }
}
