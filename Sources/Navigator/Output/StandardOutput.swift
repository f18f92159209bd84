import CSupport
import Foundation

/// The end of a run's standard output: what `print` buffered must reach it.
public enum StandardOutput {
    /// Flushes standard output; nil when everything written reached it, else the system's reason
    /// (`no space left on device`, `broken pipe`).
    public static func finish() -> String? {
        let error = vcnav_finish_standard_output()
        return error == 0 ? nil : String(cString: strerror(error)).lowercased()
    }
}
