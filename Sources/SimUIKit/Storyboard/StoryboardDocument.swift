/// A parsed `.storyboard` file: its scenes, its entry point and its problems.
///
/// Load one with ``load(contentsOf:)`` or ``parse(data:name:path:)``. Loading
/// never traps and never throws for bad content: whatever could be read is
/// kept and every problem is listed in ``problems``, sorted by location.
public struct StoryboardDocument: Hashable, Sendable {
    /// The deepest element nesting the parser builds a model for; content
    /// nested deeper is skipped with a problem. Real storyboards stay far below.
    public static let maximumDepth = 256

    /// The file name without extension (`Dogs`): the name `UIStoryboard(name:bundle:)` takes.
    public var name: String
    /// The path the document was read from (may be empty for in-memory data).
    public var path: String
    /// The display name used in locations (`Dogs.storyboard`).
    public var fileName: String
    /// `toolsVersion` of the Xcode that wrote the file (`21701`).
    public var toolsVersion: String?
    /// `initialViewController`: the XML id of the entry point, if any.
    public var initialViewControllerID: String?
    /// Scenes in document order.
    public var scenes: [StoryboardScene]
    /// Problems, sorted by line and column.
    public var problems: [StoryboardProblem]

    /// XML id of every modelled element -> index of its scene.
    var sceneIndexByID: [String: Int]
    /// Storyboard ID -> index of the scene of the first controller using it.
    var sceneIndexByStoryboardID: [String: Int]

    /// Creates a document from a model built by hand; lookups index it.
    public init(
        name: String, path: String = "", toolsVersion: String? = nil,
        initialViewControllerID: String?, scenes: [StoryboardScene], problems: [StoryboardProblem] = []
    ) {
        self.name = name
        self.path = path
        self.fileName = Self.displayName(name: name, path: path)
        self.toolsVersion = toolsVersion
        self.initialViewControllerID = initialViewControllerID
        self.scenes = scenes
        self.problems = problems
        var byID: [String: Int] = [:]
        var byStoryboardID: [String: Int] = [:]
        for (index, scene) in scenes.enumerated() {
            ElementFinder.forEachID(in: scene) { id in
                if byID[id] == nil { byID[id] = index }
            }
            if let identifier = scene.controller?.storyboardIdentifier, byStoryboardID[identifier] == nil {
                byStoryboardID[identifier] = index
            }
        }
        self.sceneIndexByID = byID
        self.sceneIndexByStoryboardID = byStoryboardID
    }

    /// Creates a document with indexes the parser built while reading.
    init(
        name: String, path: String, fileName: String, toolsVersion: String?, initialViewControllerID: String?,
        scenes: [StoryboardScene], problems: [StoryboardProblem],
        sceneIndexByID: [String: Int], sceneIndexByStoryboardID: [String: Int]
    ) {
        self.name = name
        self.path = path
        self.fileName = fileName
        self.toolsVersion = toolsVersion
        self.initialViewControllerID = initialViewControllerID
        self.scenes = scenes
        self.problems = problems
        self.sceneIndexByID = sceneIndexByID
        self.sceneIndexByStoryboardID = sceneIndexByStoryboardID
    }

    /// `Dogs.storyboard` for a path `/x/Dogs.storyboard`, or the name plus
    /// `.storyboard` when there is no path.
    static func displayName(name: String, path: String) -> String {
        guard !path.isEmpty else { return name + ".storyboard" }
        let last = path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init)
        return last ?? name + ".storyboard"
    }
}
