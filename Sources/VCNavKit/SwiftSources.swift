import Foundation
import Porting

/// The Swift files `vcnav port` and `vcnav check --sources` read.
enum SwiftSources {
    /// The files under `paths`: their texts, the paths that cannot be read, and the files that are
    /// not UTF-8 text.
    static func read(_ paths: [String]) -> (sources: [PortSource], unreadable: [String], notText: [SwiftSourceError]) {
        var unreadable: [String] = []
        var sources: [PortSource] = []
        var notText: [SwiftSourceError] = []
        for path in files(in: paths, suffix: ".swift", unreadable: &unreadable) {
            guard let data = FileManager.default.contents(atPath: path) else {
                unreadable.append(path)
                continue
            }
            // Decoded as it is, byte for byte: a byte order mark stays (`String(data:encoding:)` drops it).
            guard let text = String(validating: data, as: UTF8.self) else {
                notText.append(SwiftSourceError(file: path, line: 1, column: 1, message: "not UTF-8 text"))
                continue
            }
            sources.append(PortSource(path: path, text: text))
        }
        return (sources, unreadable, notText)
    }

    /// The storyboards and nibs under `paths`, with their text (for the app's description and the
    /// checks `vcnav port` makes of them); a file that cannot be read as UTF-8 is left out.
    static func interface(in paths: [String]) -> [PortSource] {
        var unreadable: [String] = []
        let found =
            files(in: paths, suffix: ".storyboard", unreadable: &unreadable) + files(in: paths, suffix: ".xib", unreadable: &unreadable)
        return found.compactMap { path in
            FileManager.default.contents(atPath: path).flatMap { String(validating: $0, as: UTF8.self) }.map {
                PortSource(path: path, text: $0)
            }
        }
    }

    /// The files of the paths whose names end with `suffix`, sorted within each directory; hidden
    /// directories and `.build` are skipped.
    private static func files(in paths: [String], suffix: String, unreadable: inout [String]) -> [String] {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                unreadable.append(path)
                continue
            }
            guard isDirectory.boolValue else {
                if path.hasSuffix(suffix) || suffix == ".swift" { files.append(path) }
                continue
            }
            let root = URL(fileURLWithPath: path)
            guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey]) else {
                unreadable.append(path)
                continue
            }
            var found: [String] = []
            let prefix = path.hasSuffix("/") ? path : path + "/"
            for case let url as URL in enumerator {
                let name = url.lastPathComponent
                if (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true {
                    if name.hasPrefix(".") || name == ".build" { enumerator.skipDescendants() }
                    continue
                }
                guard name.hasSuffix(suffix) else { continue }
                let relative = url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count).drop { $0 == "/" }
                found.append(prefix + relative)
            }
            files += found.sorted()
        }
        return files
    }

}
