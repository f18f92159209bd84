import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// An input file read whole (a replay script), or the system's reason it cannot be: `no such
/// file or directory`, `permission denied`, `it is a directory`.
public enum FileReading {
    /// The file's bytes, or why they cannot be read.
    public static func read(_ path: String) -> Result<Data, Unreadable> {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            return .failure(Unreadable(path: path, reason: "it is a directory"))
        }
        do {
            return .success(try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            return .failure(Unreadable(path: path, reason: reason(error, at: path)))
        }
    }

    /// A file that cannot be read, and why.
    public struct Unreadable: Error, Sendable, Equatable {
        /// The path, as given.
        public var path: String
        /// The system's reason, in words (`strerror`), lower case.
        public var reason: String

        /// `path` cannot be read, for `reason`.
        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }
    }

    /// The system's reason (`permission denied`) for `error` at `path`, from its POSIX code (or,
    /// when the error carries none, from what `access` says of the path now).
    public static func reason(_ error: any Error, at path: String) -> String {
        var nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError { nsError = underlying }
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))).lowercased() }
        let code = access(path, R_OK) == 0 ? 0 : errno
        return code == 0 ? nsError.localizedDescription : String(cString: strerror(code)).lowercased()
    }
}
