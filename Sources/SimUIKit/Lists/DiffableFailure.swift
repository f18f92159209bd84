import Foundation

/// How UIKit's diffable data sources and snapshots stop on a misuse: an
/// `NSInternalInconsistencyException` (an assertion of `_UIDiffableDataSourceUpdate.m`,
/// `__UIDiffableDataSourceSnapshot.m` or `NSDiffableDataSourceSectionSnapshot.m`), with the
/// identifiers written as Foundation describes the Objective-C objects they bridge to.
enum DiffableFailure {
    /// Ends the app with UIKit's reason. Snapshots are values an app may build on any queue: off
    /// the main thread the exception is printed without its trace event (which belongs to the main
    /// actor).
    static func raise(_ reason: String) -> Never {
        if Thread.isMainThread {
            MainActor.assumeIsolated { UIKitException.raise(.internalInconsistency, reason) }
        }
        StandardStreams.writeError(
            "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(reason)'\n")
        abort()
    }

    /// `Invalid parameter not satisfying: section != NSNotFound`: UIKit's assertion on an
    /// identifier it looked up and did not find.
    static func notFound(_ condition: String) -> Never {
        raise("Invalid parameter not satisfying: \(condition) != NSNotFound")
    }

    /// UIKit refuses an argument that names an identifier twice (`_UIDiffableDataSourceUpdate`):
    /// "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(...)}".
    static func checkUnique<Identifier: Hashable>(_ identifiers: [Identifier], kind: String) {
        var seen = Set<Identifier>()
        var repeated: [Identifier] = []
        for identifier in identifiers where !seen.insert(identifier).inserted {
            if !repeated.contains(identifier) { repeated.append(identifier) }
        }
        guard !repeated.isEmpty else { return }
        raise("Fatal: supplied \(kind) identifiers are not unique. Duplicate identifiers: \(setDescription(repeated))")
    }

    /// `{(\n    a,\n    b\n)}`: how an `NSSet` of the identifiers describes itself.
    static func setDescription<Identifier>(_ identifiers: [Identifier]) -> String {
        "{" + arrayDescription(identifiers) + "}"
    }

    /// `(\n    a,\n    b\n)`: how an `NSArray` of the identifiers describes itself.
    static func arrayDescription<Identifier>(_ identifiers: [Identifier]) -> String {
        guard !identifiers.isEmpty else { return "(\n)" }
        return "(\n" + identifiers.map { "    " + elementDescription($0) }.joined(separator: ",\n") + "\n)"
    }

    /// An identifier inside a collection's description: a string quoted only when it holds more
    /// than letters, digits and `_$:./-` (as Foundation's old-style property lists quote), a number
    /// as its value, any other Swift value as `Module.Type(…)`.
    static func elementDescription<Identifier>(_ identifier: Identifier) -> String {
        if let string = identifier as? String {
            let plain =
                !string.isEmpty
                && string.unicodeScalars.allSatisfy {
                    $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "_$:./-".unicodeScalars.contains($0))
                }
            return plain
                ? string : "\"" + string.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        return description(identifier)
    }

    /// An identifier alone (`%@` of its bridged object): a string as itself, a number as its value,
    /// any other Swift value as `Module.Type(…)`.
    static func description<Identifier>(_ identifier: Identifier) -> String {
        switch identifier {
        case let string as String: string
        case let number as any BinaryInteger: "\(number)"
        case let number as Double: "\(number)"
        default: String(reflecting: identifier)
        }
    }
}
