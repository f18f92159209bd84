/// UIKit types SimUIKit lacks (once per file, with a count), Objective-C runtime calls, `Timer` forms Linux lacks, `UIApplicationMain(…)` and `#if os(iOS)` are left by hand; `canImport(UIKit)` becomes `canImport(SimUIKit)`.
struct APIRule: PortRule {
    static let name = "APIs"
    static let phase = PortPhase.file
    static let findings: [PortFinding] = [
        PortFinding(
            .byHand,
            "a UIKit type SimUIKit lacks, an Objective-C runtime call, Timer() or a Timer that loses its user info, UIApplicationMain(…), #if os(iOS)"
        )
    ]
    let context: PortContext

    func apply() { for index in files.indices { checkAPIs(index) } }

    /// Objective-C runtime calls: nothing on Linux does what they do.
    static let runtimeFunctions: Set<String> = [
        "objc_setAssociatedObject", "objc_getAssociatedObject", "objc_removeAssociatedObjects", "method_exchangeImplementations",
        "class_getInstanceMethod", "class_addMethod", "method_setImplementation", "NSKeyValueObservation",
    ]

    /// UIKit types SimUIKit lacks (once per file, with a count), Objective-C runtime calls,
    /// `#if os(iOS)` branches; `canImport(UIKit)` becomes `canImport(SimUIKit)`.
    func checkAPIs(_ fileIndex: Int) {
        let file = files[fileIndex]
        let source = file.source
        let declared = program.declaredTypeNames
        var missing: [String: (first: Int, count: Int)] = [:]
        var order: [String] = []
        // What `#selector(…)` names is replaced by the selector's name.
        var replaced = [Bool](repeating: false, count: source.code.count)
        for selector in file.outline.selectors { for position in selector.pound...selector.close { replaced[position] = true } }
        for position in source.code.indices where !replaced[position] {
            switch source.kind(at: position) {
            case .identifier:
                let name = source.text(at: position)
                if Self.runtimeFunctions.contains(name) {
                    report(fileIndex, at: position, .byHand, "\(name) needs the Objective-C runtime, which Swift on Linux does not have")
                } else if name == "Timer", losesUserInfo(source, at: position) {
                    report(
                        fileIndex, at: position, .byHand,
                        "Timer(timeInterval:target:selector:userInfo:repeats:) keeps no user info on Linux: schedule it with Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:), which does"
                    )
                } else if name == "Timer", source.is(position + 1, "("), source.is(position + 2, ")"), !source.is(position - 1, ".") {
                    report(
                        fileIndex, at: position, .byHand,
                        "Timer() does not exist in Foundation on Linux: declare the property Timer? and make the timer when it starts")
                } else if name == "UIApplicationMain", source.is(position + 1, "(") {
                    report(
                        fileIndex, at: position, .byHand,
                        "UIApplicationMain(…) starts a UIKit app; a SimUIKit app is started by its host: call VCNav.main(app:) with the app delegate"
                    )
                } else if Self.isUIKitTypeName(name), name != "UIKit", !source.is(position - 1, "."), !declared.contains(name),
                    !context.knowsUIKitType(name)
                {
                    if missing[name] == nil { order.append(name) }
                    missing[name, default: (position, 0)].count += 1
                }
            case .pound where source.is(position, "#if") || source.is(position, "#elseif"):
                checkCondition(after: position, in: fileIndex)
            case .pound, .attribute, .number, .string, .regex, .punctuation, .lineComment, .blockComment, .whitespace, .byteOrderMark,
                .newline, nil:
                break
            }
        }
        for name in order {
            guard let use = missing[name] else { continue }
            report(fileIndex, at: use.first, .byHand, Self.notInSimUIKit(name, uses: use.count))
        }
    }

    /// What the port says of a type or a member SimUIKit lacks, used `uses` times in a file.
    static func notInSimUIKit(_ name: String, uses: Int) -> String {
        "\(name) is not in SimUIKit yet\(uses == 1 ? "" : " (\(uses) uses in this file)"): the file will not build until it is, or until its uses go"
    }

    /// `Timer(…, target: t, …, userInfo: value, …)` (not the scheduling class method) with a
    /// user info that is not nil.
    private func losesUserInfo(_ source: SourceFile, at position: Int) -> Bool {
        var open = position + 1
        if source.is(open, "."), source.is(open + 1, "init") { open += 2 }
        guard source.is(open, "("), let close = source.partner(of: open), !source.is(position - 1, ".") else { return false }
        let arguments = (open + 1..<close)
        guard arguments.contains(where: { source.is($0, "target") && source.is($0 + 1, ":") }) else { return false }
        return arguments.contains { source.is($0, "userInfo") && source.is($0 + 1, ":") && !source.is($0 + 2, "nil") }
    }

    /// `UILabel`, `UIView`: a capitalized name after `UI`.
    static func isUIKitTypeName(_ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars)
        guard scalars.count > 2, name.hasPrefix("UI"), let third = scalars.dropFirst(2).first else { return false }
        return third.properties.isUppercase && scalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    /// The condition of `#if` on its line: `canImport(UIKit)` rewritten, `os(iOS)` reported.
    private func checkCondition(after pound: Int, in fileIndex: Int) {
        let source = files[fileIndex].source
        let line = source.line(at: pound)
        var position = pound + 1
        while position < source.code.count, source.line(at: position) == line {
            if source.is(position, "canImport"), source.is(position + 1, "("), source.is(position + 2, "UIKit") {
                edit(fileIndex, source.replacing(position + 2, position + 2, with: "SimUIKit"))
            } else if source.is(position, "os"), source.is(position + 1, "("), source.kind(at: position + 2) == .identifier,
                ["iOS", "tvOS", "watchOS", "visionOS", "macOS", "macCatalyst"].contains(source.text(at: position + 2))
            {
                report(
                    fileIndex, at: position, .byHand,
                    "#if os(\(source.text(at: position + 2))) is false on Linux: the code under it is not compiled; use canImport(SimUIKit) or os(Linux)"
                )
            }
            position += 1
        }
    }
}
