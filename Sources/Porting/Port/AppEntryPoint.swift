import Diagnostics

/// How a ported app starts. UIKit starts an app from `@main` (or `@UIApplicationMain`) on its
/// app delegate and reads the rest from Info.plist (`UIMainStoryboardFile`, the scene manifest's
/// `UISceneDelegateClassName`); a SimUIKit app says all of it once, in an `AppDescription`, and
/// hands it to `VCNav.main(app:)` from its executable's `main.swift` (VCNavKit). Everything the
/// port writes or says about that is here, so that it follows the hosting entry point in one place.
enum AppEntryPoint {
    /// What the port knows of the app.
    struct App: Equatable {
        /// The target's module (the directory under `Sources/`).
        var module: String
        /// The target's directory, where `main.swift` goes.
        var directory: String
        var appDelegate: String
        var sceneDelegate: String?
        /// The main storyboard's name, when the port could tell which it is.
        var mainStoryboard: String?
        /// What the target's resources must copy for the storyboards (`Base.lproj`), relative to
        /// its directory; empty for an app without storyboards.
        var resources: [String]

        /// The name of the description in `main.swift`: the module's, lower camel case, in
        /// backticks when that is a keyword (a target named `Class` gives `` `class` ``).
        var descriptionName: String {
            let identifier = String(module.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
            guard let first = identifier.first else { return "app" }
            let name = first.lowercased() + identifier.dropFirst()
            return AppEntryPoint.identifier(first.isNumber ? "_" + name : name)
        }

        var mainFilePath: String { directory.isEmpty ? "main.swift" : directory + "/main.swift" }
    }

    /// The call that starts the app, as `main.swift` makes it.
    static func call(_ app: App) -> String { "VCNav.main(app: .\(app.descriptionName))" }

    /// The executable's `main.swift`: the app's description, then the call that runs vcnav on it
    /// (the navigator, replays, checks, and the app process it starts itself as).
    static func mainFile(_ app: App) -> String {
        let storyboard = app.mainStoryboard.map { "mainStoryboard: \(literal($0)), " } ?? ""
        let scene = app.sceneDelegate.map { ", sceneDelegate: \(identifier($0))()" } ?? ""
        let bundle = app.resources.isEmpty ? ".main" : ".module"
        // In comments, the names as a string literal writes them: no line break can end the comment.
        let module = String(literal(app.module).dropFirst().dropLast())
        let lines = [
            "import SimUIKit",
            "import VCNavKit",
            "",
            "// Written by vcnav port. UIKit starts \(module) from @main on \(app.appDelegate) and reads the",
            "// rest from Info.plist; here the app is described once, and VCNav.main runs it: the navigator,",
            "// replays, checks, and the app process it starts itself as.",
            "extension AppDescription {",
            "    /// \(module) as vcnav starts it.",
            "    static let \(app.descriptionName) = AppDescription(",
            "        module: \(literal(app.module)), bundle: \(bundle), \(storyboard)delegate: \(identifier(app.appDelegate))()\(scene))",
            "}",
            "",
            call(app),
        ]
        return lines.map { $0 + "\n" }.joined()
    }

    /// Swift's keywords: a name that is one is written in backticks.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await",
        "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_", "package", "some", "any",
    ]

    /// A name as code writes it: in backticks when it is a keyword.
    static func identifier(_ name: String) -> String { keywords.contains(name) ? "`\(name)`" : name }

    /// A string literal holding `text` exactly: quotes and backslashes escaped, and control
    /// characters and line breaks as the escapes every report shows them with (all Swift escapes).
    static func literal(_ text: String) -> String {
        "\"" + TextEscaping.visible(text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")) + "\""
    }

    /// Whether some source already starts the app through the host.
    static func isStarted(in files: [ParsedFile]) -> Bool {
        files.contains { file in
            file.source.code.indices.contains {
                file.source.is($0, "VCNav") && file.source.is($0 + 1, ".") && file.source.is($0 + 2, "main")
            }
        }
    }

    /// The target of a source file: the directory right under the nearest `Sources` directory
    /// (SwiftPM's layout), else the file's own directory.
    static func target(of path: String) -> (module: String, directory: String) {
        let components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if let sources = components.dropLast().lastIndex(of: "Sources"), sources + 2 < components.count {
            return (components[sources + 1], components[...(sources + 1)].joined(separator: "/"))
        }
        let directory = components.dropLast().joined(separator: "/")
        return (components.dropLast().last.flatMap { $0.isEmpty || $0 == "." ? nil : $0 } ?? "App", directory)
    }

    /// The main storyboard among the target's: `Main`, else the only one that is not the launch
    /// screen; nil when the port cannot tell.
    static func mainStoryboard(among names: [String]) -> String? {
        if names.contains("Main") { return "Main" }
        let candidates = Set(names).subtracting(["LaunchScreen"])
        return candidates.count == 1 ? candidates.first : nil
    }

    /// Whether some storyboard may be the main interface: a launch screen never is (Info.plist's
    /// `UILaunchStoryboardName` is the launch image only), so an app whose one storyboard is
    /// `LaunchScreen` starts in code and the port asks nothing.
    static func hasInterface(_ names: [String]) -> Bool { names.contains { $0 != "LaunchScreen" } }

    /// What the resources must copy: the first path component of each storyboard under the
    /// target's directory.
    static func resources(of storyboards: [String], in directory: String) -> [String] {
        let prefix = directory.isEmpty ? "" : directory + "/"
        let inside = storyboards.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
        return Set(inside.compactMap { $0.split(separator: "/").first.map(String.init) }).sorted()
    }

    // MARK: - What the port says

    /// The note at the app delegate when `main.swift` was written.
    static func written(_ app: App, removed attribute: String?) -> String {
        let removal = attribute.map { "@\($0) removed: " } ?? ""
        var message =
            "\(removal)\(app.appDelegate) starts from \(app.mainFilePath) (written), which describes the app once and calls \(call(app))"
        if !app.resources.isEmpty {
            message +=
                "; bundle: .module there needs the storyboards as the target's resources in Package.swift: resources: ["
                + app.resources.map { ".copy(\"\($0)\")" }.joined(separator: ", ") + "]"
        }
        return message
    }

    /// Left by hand when the main storyboard is not known.
    static func unknownStoryboard(_ app: App, among names: [String]) -> String {
        "which storyboard is the main one (Info.plist's UIMainStoryboardFile)? Add mainStoryboard: \"NAME\" to the description in \(app.mainFilePath), or mainStoryboard: nil if the app starts in code (found: \(names.sorted().joined(separator: ", ")))"
    }

    /// The warning for an app with no storyboard that may be its interface and no code that sets
    /// a window's root view controller: what the port found, and where the window is made.
    static func blankPhone(_ app: App, nibs: [String]) -> String {
        let names = nibs.map { String($0.split(separator: "/").last ?? "") }
        let found =
            names.isEmpty
            ? "no storyboard and no code that sets a window's rootViewController"
            : "nibs (\(names.joined(separator: ", "))) but no storyboard, and no code that sets a window's rootViewController"
        // A nib named after its controller's class, as Xcode names them.
        let controller = names.first.map { String($0.dropLast(".xib".count)) }.map { "\($0)(nibName: \(literal($0)), bundle: nil)" }
        let place =
            app.sceneDelegate.map {
                "in \($0).scene(_:willConnectTo:options:): window = UIWindow(windowScene: scene as! UIWindowScene)"
            } ?? "in \(app.appDelegate).application(_:didFinishLaunchingWithOptions:): window = UIWindow(frame: UIScreen.main.bounds)"
        return "found \(found): the app starts on a blank phone (a device shows nothing either); make its window in code, "
            + "\(place); window?.rootViewController = \(controller ?? "ViewController()"); window?.makeKeyAndVisible()"
    }

    /// Left by hand when `main.swift` exists and does not start the app.
    static func instructions(_ app: App, removed attribute: String?) -> String {
        let removal = attribute.map { "@\($0) removed: " } ?? ""
        let storyboard = app.mainStoryboard.map { ", mainStoryboard: \(literal($0))" } ?? ""
        let scene = app.sceneDelegate.map { ", sceneDelegate: \(identifier($0))()" } ?? ""
        let bundle = app.resources.isEmpty ? ".main" : ".module"
        return "\(removal)\(app.appDelegate) is the app delegate; a SimUIKit app starts from its executable's main.swift, "
            + "and \(app.mainFilePath) exists: start the app there with VCNav.main(app: AppDescription(module: \(literal(app.module)), "
            + "bundle: \(bundle)\(storyboard), delegate: \(identifier(app.appDelegate))()\(scene)))"
    }
}
