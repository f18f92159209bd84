import Foundation

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
    let full = String(reflecting: type)
    if full.hasPrefix("SimUIKit.") { return String(full.dropFirst("SimUIKit.".count)) }
    return full
}

/// The class name without module, as the trace uses it.
func shortClassName(_ type: AnyClass) -> String {
    String(describing: type)
}

func address(of object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
}
