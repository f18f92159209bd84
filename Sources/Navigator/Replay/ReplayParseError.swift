import Diagnostics

/// An error in a replay script, reported before anything runs: `file:line:column: message`, the
/// column that of the offending token (a tab counts as one column), the message for a person
/// (`unknown command 'tapp'; did you mean 'tap'?`). The one `Diagnostic` every layer reports with.
public typealias ReplayParseError = Diagnostic
