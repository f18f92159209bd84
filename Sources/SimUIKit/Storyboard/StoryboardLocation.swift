import Diagnostics

/// A position in a storyboard file, as `File.storyboard:line:column`: the one `SourceLocation`
/// every layer reports with.
///
/// Lines and columns start at 1. The column counts Unicode scalars (a tab is
/// one column, `é` is one column), which is what editors and libxml2 count.
/// For an element, the location is that of the `<` that opens its start tag.
public typealias StoryboardLocation = SourceLocation
