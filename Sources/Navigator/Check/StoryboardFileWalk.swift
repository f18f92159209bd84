import Foundation

/// The storyboard files `vcnav check` was given: every file named, and every `*.storyboard` under
/// every folder named, recursively, folders reached through symbolic links included (each real
/// folder once). Nothing is left out silently: a path that cannot be read (missing, a folder that
/// cannot be listed, a folder anywhere below that cannot) and a folder with no storyboard at all
/// are errors, each with its reason.
struct StoryboardFileWalk {
    /// The files found, each real file once: in the order given, a folder's by path.
    private(set) var files: [URL] = []
    /// `path: reason` for what could not be read.
    private(set) var unreadable: [(path: String, reason: String)] = []
    /// Each file's path as the user can open it (by the file's `path`): under the path given, as
    /// given, so relative to the current folder when the user gave a relative path.
    private(set) var shownPaths: [String: String] = [:]

    private var seenFiles: Set<String> = []
    private var seenFolders: Set<String> = []

    init(paths: [String]) {
        for path in paths {
            let url = URL(fileURLWithPath: path)
            guard let isFolder = Self.isFolder(url) else {
                unreadable.append((path, FileManager.default.fileExists(atPath: path) ? "cannot be read" : "no such file or directory"))
                continue
            }
            if isFolder {
                let before = files.count
                walk(url, shownAs: path)
                files[before...].sort { $0.path < $1.path }
                if files.count == before, !unreadable.contains(where: { $0.path.hasPrefix(path) }) {
                    unreadable.append((path, "no .storyboard file in this folder or below it"))
                }
            } else {
                addFile(url, shownAs: path)
            }
        }
    }

    /// Whether `url` (its symbolic links followed) is a folder; nil when it does not exist.
    private static func isFolder(_ url: URL) -> Bool? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return nil }
        return isDirectory.boolValue
    }

    private mutating func addFile(_ url: URL, shownAs shown: String) {
        let real = url.resolvingSymlinksInPath().path
        guard seenFiles.insert(real).inserted else { return }
        files.append(url)
        shownPaths[url.path] = shown
    }

    /// Every storyboard under `folder` (given as `shown`).
    private mutating func walk(_ folder: URL, shownAs shown: String) {
        let root = folder.path
        let prefix = shown.hasSuffix("/") ? String(shown.dropLast()) : shown
        func show(_ url: URL) -> String { prefix + url.path.dropFirst(root.count) }
        var pending = [folder]
        while let next = pending.popLast() {
            guard seenFolders.insert(next.resolvingSymlinksInPath().path).inserted else { continue }
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: next.path)
            } catch {
                unreadable.append((show(next), FileReading.reason(error, at: next.path)))
                continue
            }
            var folders: [URL] = []
            for name in names.sorted() {
                let entry = next.appendingPathComponent(name)
                switch Self.isFolder(entry) {
                case true where entry.pathExtension == "storyboard":
                    unreadable.append((show(entry), "it is a directory, not a storyboard file"))
                case true: folders.append(entry)
                case false where entry.pathExtension == "storyboard":
                    addFile(entry, shownAs: show(entry))
                case nil where entry.pathExtension == "storyboard":
                    unreadable.append((show(entry), "a symbolic link to nothing"))
                default: break
                }
            }
            pending += folders.reversed()  // depth first, in name order
        }
    }
}
