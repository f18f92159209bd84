import Foundation
internal import Synchronization

/// The names of the exceptions UIKit raises that the simulator reproduces.
public enum UIKitExceptionName: String, Sendable {
    case invalidArgument = "NSInvalidArgumentException"
    case internalInconsistency = "NSInternalInconsistencyException"
    case unknownKey = "NSUnknownKeyException"
    case rangeError = "NSRangeException"
}

/// Ends the simulated app as an uncaught Objective-C exception ends an iOS app.
@preconcurrency @MainActor
enum UIKitException {
    /// Prints `*** Terminating app due to uncaught exception 'NAME', reason: 'REASON'` on standard
    /// error, reports it in the trace, then aborts (SIGABRT), as a device does.
    static func raise(_ name: UIKitExceptionName, _ reason: String) -> Never {
        Simulator.shared.emit(TraceEvent(kind: .exception, name: name.rawValue, detail: reason))
        let text = """
            *** Terminating app due to uncaught exception '\(name.rawValue)', reason: '\(reason)'
            *** First throw call stack:
            (simulated: no Objective-C call stack in vcnav)
            libc++abi: terminating due to uncaught exception of type NSException

            """
        StandardStreams.writeError(text)
        abort()
    }

    /// A crash the simulator reports in place of one a device cannot describe (for example the
    /// infinite recursion of reading `view` while it loads). Printed in Swift's trap format.
    static func fatal(_ message: String, file: StaticString = #fileID, line: UInt = #line) -> Never {
        Simulator.shared.emit(TraceEvent(kind: .fatal, detail: message))
        StandardStreams.writeError("\(file):\(line): Fatal error: \(message)\n")
        abort()
    }
}

/// `<Scenes.DogsViewController: 0x600000c04000>` — the way UIKit describes an object in messages.
func objcDescription(_ object: AnyObject) -> String {
    "<\(objcClassName(type(of: object))): \(address(of: object))>"
}

/// `Scenes.DogsViewController` for app classes, `UINavigationController` for SimUIKit's own.
func objcClassName(_ type: AnyClass) -> String {
    ClassNames.of(type).objc
}

/// The class name without module, as the trace uses it.
func shortClassName(_ type: AnyClass) -> String {
    ClassNames.of(type).short
}

/// Whether `type` is one of SimUIKit's own classes (UIKit's, here), not an app's subclass.
func isSimUIKitClass(_ type: AnyClass) -> Bool {
    ClassNames.of(type).isEngine
}

/// A class's names, worked out once per class: Swift spells them by demangling the class's
/// metadata at every call, and a class's names never change. A screen capture names its
/// controller, every instantiation and property snapshot names classes.
enum ClassNames {
    struct Names: Sendable {
        /// `String(reflecting:)`: `Scenes.DogsViewController`, `SimUIKit.UINavigationController`.
        let full: String
        /// `String(describing:)`: `DogsViewController`.
        let short: String
        /// `Scenes.DogsViewController` for app classes, `UINavigationController` for SimUIKit's own.
        let objc: String
        /// Whether the class is SimUIKit's own.
        let isEngine: Bool
    }

    private static let known = Mutex<[ObjectIdentifier: Names]>([:])

    static func of(_ type: AnyClass) -> Names {
        let id = ObjectIdentifier(type)
        if let names = known.withLock({ $0[id] }) { return names }
        let full = String(reflecting: type)
        let isEngine = full.hasPrefix("SimUIKit.")
        let names = Names(
            full: full, short: String(describing: type), objc: isEngine ? String(full.dropFirst("SimUIKit.".count)) : full,
            isEngine: isEngine)
        known.withLock { $0[id] = names }
        return names
    }
}

func address(of object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
}
