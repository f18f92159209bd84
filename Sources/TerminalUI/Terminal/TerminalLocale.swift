import CNcurses

/// Locale set-up before curses starts: without a UTF-8 LC_CTYPE, ncursesw
/// garbles "é" and "✓".
enum TerminalLocale {
    /// Calls `setlocale(LC_ALL, "")`; when that leaves a non-UTF-8 LC_CTYPE
    /// (usual in containers with no LANG), falls back to `C.UTF-8` for
    /// LC_CTYPE. Returns whether the *user's* locale was UTF-8, which decides
    /// the box charset: a terminal we only forced into UTF-8 may not show
    /// line-drawing characters.
    static func configure() -> Bool {
        setlocale(LC_ALL, "")
        if isUTF8 { return true }
        setlocale(LC_CTYPE, "C.UTF-8")
        return false
    }

    /// Whether the current LC_CTYPE codeset is UTF-8.
    static var isUTF8: Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }
}
