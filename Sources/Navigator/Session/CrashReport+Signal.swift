extension CrashReport {
    /// A signal as the navigator and the replay reports name it: `signal 4 (SIGILL: a Swift trap)`,
    /// `signal 6 (SIGABRT: abort)`, `signal 31` for one with no common meaning here.
    public static func describe(signal: Int32) -> String {
        let name: String? =
            switch signal {
            case 4: "SIGILL: a Swift trap"
            case 5: "SIGTRAP: a Swift trap"
            case 6: "SIGABRT: abort"
            case 9: "SIGKILL"
            case 11: "SIGSEGV"
            default: nil
            }
        return "signal \(signal)" + (name.map { " (\($0))" } ?? "")
    }
}
