import Diagnostics

/// Something wrong in a storyboard file, with the place it was found:
/// `Dogs.storyboard:41:7: segue 'showCat' points to unknown id 'x9'`.
///
/// Loading never stops at a problem unless the XML itself is broken; the document keeps
/// everything that could be read and lists its problems. The one `Diagnostic` every layer
/// reports with (an error unless it says otherwise).
public typealias StoryboardProblem = Diagnostic
