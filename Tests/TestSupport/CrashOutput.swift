import Foundation
import Testing

/// What an exit test's child process printed as it ended: the app's crash, as a device shows it.
public enum CrashOutput {
    /// The child's standard error, as text (empty when the exit test did not run).
    public static func stderr(_ result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    /// Whether `text` has UIKit's line for an uncaught exception named `name` whose reason
    /// matches the regular expression `reasonPattern` (the whole reason).
    public static func hasReason(_ text: String, _ name: String, _ reasonPattern: String) -> Bool {
        let pattern = "^\\*\\*\\* Terminating app due to uncaught exception '\(name)', reason: '\(reasonPattern)'$"
        return text.split(separator: "\n").contains { line in
            String(line).range(of: pattern, options: .regularExpression) != nil
        }
    }
}
