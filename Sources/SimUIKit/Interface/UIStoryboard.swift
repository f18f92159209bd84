import Diagnostics
import Foundation

/// A storyboard file: finds its scenes by Storyboard ID and instantiates them as UIKit does.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    /// The bundle `UIStoryboard(name:bundle: nil)` searches: the app's. The built-in app sets it to
    /// its resources; `vcnav --storyboards DIR` to that directory.
    nonisolated(unsafe) public static var appBundle: Bundle = .main
    /// The module `customModuleProvider="target"` means (the app target's).
    nonisolated(unsafe) public static var appModuleName: String?
    nonisolated(unsafe) static var documentCache: [String: StoryboardDocument] = [:]

    /// The file's name without extension.
    public let name: String
    /// The bundle it was found in.
    public let bundle: Bundle
    /// The parsed file.
    public let document: StoryboardDocument

    /// Finds `<name>.storyboard` in the bundle's resources (searching subfolders such as
    /// `Base.lproj/`); `nil` is the app's bundle. A missing file raises `NSInvalidArgumentException`,
    /// as UIKit does.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        // `Bundle.main` is the simulated app's bundle, as it is on a device.
        let bundle = storyboardBundleOrNil.map { $0 === Bundle.main ? UIStoryboard.appBundle : $0 } ?? UIStoryboard.appBundle
        guard let url = StoryboardFiles.find(name: name, in: bundle) else {
            UIKitException.raise(
                .invalidArgument, "Could not find a storyboard named '\(name)' in bundle NSBundle <\(bundle.bundlePath)> (loaded)")
        }
        self.name = name
        self.bundle = bundle
        self.document = UIStoryboard.loadDocument(at: url)
        super.init()
    }

    static func loadDocument(at url: URL) -> StoryboardDocument {
        let key = url.standardizedFileURL.path
        if let cached = documentCache[key] { return cached }
        let document: StoryboardDocument
        do {
            document = try StoryboardDocument.load(contentsOf: url)
        } catch {
            document = StoryboardDocument.unreadable(error, name: url.deletingPathExtension().lastPathComponent)
        }
        for problem in document.problems {
            Simulator.shared.warn("[Storyboard] \(problem)")
        }
        documentCache[key] = document
        return document
    }

    open override var description: String { objcDescription(self) }

    /// The entry point's controller, or nil (no exception) when the storyboard has none.
    open func instantiateInitialViewController() -> UIViewController? {
        guard let element = document.initialController else { return nil }
        return StoryboardInstantiator.instantiate(element, in: self, how: .coder, detail: "initial view controller", creator: nil)
    }

    /// The entry point's controller, made by `creator` (which must pass the coder to `super.init(coder:)`).
    /// A creator returning nil falls back to `init?(coder:)`. `file`, `line` and `column` (filled in
    /// by the compiler, not part of UIKit's signature) say where the creator is, for the trace.
    open func instantiateInitialViewController<ViewController: UIViewController>(
        creator: ((NSCoder) -> ViewController?)?, file: String = #filePath, line: Int = #line, column: Int = #column
    ) -> ViewController? {
        guard let element = document.initialController else { return nil }
        let made = StoryboardInstantiator.instantiate(
            element, in: self, how: creator == nil ? .coder : .creator, detail: "initial view controller",
            creator: creator.map { block in { coder in block(coder) } }, callSite: SourceLocation(file: file, line: line, column: column))
        return made as? ViewController
    }

    /// The controller whose Storyboard ID is `identifier` (never the XML object id). Unknown
    /// identifiers raise `NSInvalidArgumentException`.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        let element = scene(withIdentifier: identifier)
        return StoryboardInstantiator.instantiate(element, in: self, how: .coder, detail: "identifier \"\(identifier)\"", creator: nil)
    }

    /// The controller whose Storyboard ID is `identifier`, made by `creator` (iOS 13). The creator
    /// receives the storyboard's coder and must pass it to `super.init(coder:)`. `file`, `line`
    /// and `column` (filled in by the compiler, not part of UIKit's signature) say where the
    /// creator is, for the trace.
    open func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil, file: String = #filePath, line: Int = #line,
        column: Int = #column
    ) -> ViewController {
        let element = scene(withIdentifier: identifier)
        let made = StoryboardInstantiator.instantiate(
            element, in: self, how: creator == nil ? .coder : .creator, detail: "identifier \"\(identifier)\"",
            creator: creator.map { block in { coder in block(coder) } }, expectedType: ViewController.self,
            callSite: SourceLocation(file: file, line: line, column: column))
        guard let typed = made as? ViewController else {
            UIKitException.raise(
                .internalInconsistency,
                "Storyboard (\(objcDescription(self))) instantiated \(objcDescription(made)) for identifier '\(identifier)', which is not of the expected type \(String(reflecting: ViewController.self))."
            )
        }
        return typed
    }

    private func scene(withIdentifier identifier: String) -> ControllerElement {
        guard let element = document.controller(withStoryboardIdentifier: identifier) else {
            UIKitException.raise(
                .invalidArgument, "Storyboard (\(objcDescription(self))) doesn't contain a view controller with identifier '\(identifier)'")
        }
        return element
    }
}

/// Finding storyboard files in a bundle or a directory.
///
/// UIKit asks the bundle, which looks in the resources folder and then at the top of each
/// `.lproj` folder, nowhere deeper. vcnav's bundle is often a source tree (`--storyboards DIR`),
/// so it looks there first and then walks the folder, but never into a folder that cannot hold an
/// app's resources: hidden ones (`.git`, `.build`, `.swiftpm`) and the packages Xcode reads as one
/// file (`.xcodeproj`, `.xcworkspace`, `.xcassets`). A miss in a repository then costs a walk of
/// its sources, not of its history and build products.
enum StoryboardFiles {
    /// `<name>.storyboard` (or another extension: `xib`) under the bundle's resources, preferring the
    /// top level, then `Base.lproj`.
    static func find(name: String, in bundle: Bundle, extension: String = "storyboard") -> URL? {
        let file = name + "." + `extension`
        var roots: [URL] = []
        for root in [bundle.resourceURL, URL(fileURLWithPath: bundle.bundlePath)].compactMap({ $0?.standardizedFileURL })
        where !roots.contains(root) {
            roots.append(root)
        }
        let manager = FileManager.default
        for root in roots {
            for candidate in [
                root.appendingPathComponent(file), root.appendingPathComponent("Base.lproj/" + file),
                root.appendingPathComponent("Storyboards/" + file),
            ]
            where manager.fileExists(atPath: candidate.path) {
                return candidate
            }
        }
        for root in roots {
            if let best = walk(for: file, under: root).found.sorted(by: { rank($0) < rank($1) }).first {
                return best
            }
        }
        return nil
    }

    /// Every file named `file` under `root`, outside the folders that cannot hold resources, and
    /// how many entries the walk looked at.
    static func walk(for file: String, under root: URL) -> (found: [URL], visited: Int) {
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return ([], 0) }
        var found: [URL] = []
        var visited = 0
        for case let url as URL in walker {
            visited += 1
            let entry = url.lastPathComponent
            if isOutsideResources(entry) {
                walker.skipDescendants()
            } else if entry == file {
                found.append(url)
            }
        }
        return (found, visited)
    }

    /// Hidden entries, and the folders Xcode treats as one file (a project, a workspace, an asset
    /// catalog compiled whole), never hold a storyboard an app loads.
    static func isOutsideResources(_ entry: String) -> Bool {
        entry.hasPrefix(".") || [".xcodeproj", ".xcworkspace", ".xcassets"].contains { entry.hasSuffix($0) }
    }

    private static func rank(_ url: URL) -> (Int, Int, String) {
        let inBase = url.pathComponents.contains("Base.lproj") ? 0 : 1
        return (inBase, url.pathComponents.count, url.path)
    }
}
