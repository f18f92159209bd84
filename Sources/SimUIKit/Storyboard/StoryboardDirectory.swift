import Foundation

/// The storyboards under a directory, found recursively (including
/// `Base.lproj/` and other `.lproj` folders), by name: what
/// `UIStoryboard(name:bundle:)` searches with `vcnav --storyboards DIR`.
public struct StoryboardDirectory: Hashable, Sendable {
    /// The directory searched.
    public var root: URL
    /// Storyboard name (file name without `.storyboard`) -> the file used for it.
    public var storyboardURLs: [String: URL]
    /// Names found more than once -> every file found, the one used first.
    /// The file used is in `Base.lproj/` if one is, else outside any
    /// `.lproj` folder, else the first by path.
    public var duplicates: [String: [URL]]

    /// Searches `root` recursively for `*.storyboard` files, skipping the folders
    /// `UIStoryboard(name:bundle:)` skips (hidden ones, Xcode's project packages and asset catalogs).
    /// Throws only when `root` cannot be listed.
    public init(scanning root: URL) throws(StoryboardReadError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) else {
            throw StoryboardReadError(path: root.path, reason: "no such directory")
        }
        guard isDirectory.boolValue else { throw StoryboardReadError(path: root.path, reason: "not a directory") }
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
            throw StoryboardReadError(path: root.path, reason: "the directory cannot be listed")
        }
        var found: [String: [URL]] = [:]
        for case let url as URL in enumerator {
            if StoryboardFiles.isOutsideResources(url.lastPathComponent) {
                enumerator.skipDescendants()
            } else if url.pathExtension == "storyboard" {
                found[url.deletingPathExtension().lastPathComponent, default: []].append(url)
            }
        }
        self.root = root
        self.storyboardURLs = [:]
        self.duplicates = [:]
        for (name, urls) in found {
            let ordered = urls.sorted { Self.rank($0) < Self.rank($1) }
            storyboardURLs[name] = ordered[0]
            if ordered.count > 1 { duplicates[name] = ordered }
        }
    }

    /// Preference among files of one name: Base.lproj, then no .lproj, then by path.
    private static func rank(_ url: URL) -> (Int, String) {
        let folder = url.deletingLastPathComponent().lastPathComponent
        let tier = folder == "Base.lproj" ? 0 : folder.hasSuffix(".lproj") ? 2 : 1
        return (tier, url.path)
    }

    /// Storyboard names, sorted.
    public var names: [String] { storyboardURLs.keys.sorted() }

    /// The file for storyboard `name`, as `UIStoryboard(name:bundle:)` would find it.
    public func url(forStoryboardNamed name: String) -> URL? { storyboardURLs[name] }

    /// Loads every storyboard. A file that cannot be read becomes a document
    /// with no scenes and one problem saying why.
    public func loadAll() -> [String: StoryboardDocument] {
        var documents: [String: StoryboardDocument] = [:]
        for (name, url) in storyboardURLs {
            do {
                documents[name] = try StoryboardDocument.load(contentsOf: url)
            } catch {
                documents[name] = StoryboardDocument.unreadable(error, name: name)
            }
        }
        return documents
    }

    /// Loads every storyboard and checks the references between them; returns
    /// every document's own problems and the reference problems, sorted by file, line and column.
    public func validate() -> [StoryboardProblem] {
        let documents = loadAll()
        let all = documents.values.flatMap(\.problems) + Self.referenceProblems(in: documents)
        return all.sorted {
            ($0.location.file, $0.location.line, $0.location.column, $0.message)
                < ($1.location.file, $1.location.line, $1.location.column, $1.message)
        }
    }

    /// Problems of storyboard references (`viewControllerPlaceholder`) across
    /// `documents` (keyed by storyboard name), at each reference's location:
    /// a missing storyboard, a `referencedIdentifier` that is not a Storyboard
    /// ID there, or a reference to the initial controller of a storyboard
    /// without one. References into another bundle (`storyboardBundle`) are not checked.
    public static func referenceProblems(in documents: [String: StoryboardDocument]) -> [StoryboardProblem] {
        documents.keys.sorted().flatMap { name in documents[name].map { referenceProblems(of: $0, resolving: documents) } ?? [] }
    }

    /// The reference problems of one `document`, its references resolved in `documents` (by
    /// storyboard name; a reference without a name means `document` itself).
    public static func referenceProblems(
        of document: StoryboardDocument, resolving documents: [String: StoryboardDocument]
    ) -> [StoryboardProblem] {
        var problems: [StoryboardProblem] = []
        for controller in document.allControllers {
            guard let reference = controller.reference, reference.storyboardBundle == nil else { continue }
            let targetName = reference.storyboardName ?? document.name
            let targetFile = targetName + ".storyboard"
            func report(_ message: String) {
                problems.append(StoryboardProblem(location: controller.location, message: message))
            }
            guard let target = reference.storyboardName == nil ? document : documents[targetName] else {
                report("storyboard reference '\(controller.id)' points to missing storyboard '\(targetName)' (no \(targetFile) found)")
                continue
            }
            if let identifier = reference.referencedIdentifier {
                if target.controller(withStoryboardIdentifier: identifier) == nil {
                    report(
                        "storyboard reference '\(controller.id)' points to Storyboard ID '\(identifier)', which \(targetFile) does not contain"
                    )
                }
            } else if target.initialController == nil {
                report("storyboard reference '\(controller.id)' points to the initial view controller of \(targetFile), which has none")
            }
        }
        return problems
    }
}
