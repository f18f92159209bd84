import Foundation

extension StoryboardDocument {
    /// Reads and parses the storyboard at `url`.
    ///
    /// Throws only when the file cannot be read; bad content becomes
    /// ``problems`` and everything readable is kept.
    public static func load(contentsOf url: URL) throws(StoryboardReadError) -> StoryboardDocument {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw StoryboardReadError(path: url.path, reason: Self.readFailureReason(url, error))
        }
        return parse(data: data, name: url.deletingPathExtension().lastPathComponent, path: url.path)
    }

    /// Parses storyboard XML. `name` is the storyboard's name (`Dogs`);
    /// `path` is only recorded, and its last component is the file name
    /// shown in locations (`Dogs.storyboard`, or `name` + `.storyboard` if `path` is empty).
    public static func parse(data: Data, name: String, path: String = "") -> StoryboardDocument {
        StoryboardBuilder.parse(
            data: data, name: name, path: path, fileName: displayName(name: name, path: path))
    }

    /// Parses storyboard XML held in a string (tests, generated files).
    public static func parse(string: String, name: String, path: String = "") -> StoryboardDocument {
        StoryboardBuilder.parse(
            data: Data(string.utf8), name: name, path: path, fileName: displayName(name: name, path: path))
    }

    /// A document for a file that could not be read: no scenes, one problem that says why.
    public static func unreadable(_ error: StoryboardReadError, name: String) -> StoryboardDocument {
        let file = URL(fileURLWithPath: error.path).lastPathComponent
        return StoryboardDocument(
            name: name, path: error.path, initialViewControllerID: nil, scenes: [],
            problems: [
                StoryboardProblem(
                    location: StoryboardLocation(file: file, line: 1, column: 1), message: "cannot read the file: \(error.reason)")
            ])
    }

    /// Why a file could not be read, exactly: `no such file`, `it is a directory`, or the system's
    /// reason (`permission denied`).
    private static func readFailureReason(_ url: URL, _ error: any Error) -> String {
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) { return "no such file" }
        if isDirectory.boolValue { return "it is a directory" }
        let descriptor = open(url.path, O_RDONLY)
        guard descriptor >= 0 else { return String(cString: strerror(errno)).lowercased() }
        close(descriptor)
        return (error as NSError).localizedDescription
    }
}
