import Diagnostics

/// Something `vcnav port` tells the person porting: work left by hand (`.byHand`), or a note on
/// what it did (`.note`): `File.swift:12:5: by hand: what and why`. The one `Diagnostic` every
/// layer reports with.
public typealias PortDiagnostic = Diagnostic
