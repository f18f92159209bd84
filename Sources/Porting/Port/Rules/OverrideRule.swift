/// An `override` in an extension moves, ported, into the class body where it compiles (Swift on Linux overrides only there); elsewhere it is left by hand with the reason.
struct OverrideRule: PortRule {
    static let name = "overrides"
    static let phase = PortPhase.move
    static let findings: [PortFinding] = [
        PortFinding(.note, "an override moved into the class body"),
        PortFinding(.byHand, "an override that cannot move: its class in another target, under #if, or using private helpers of its file"),
    ]
    let context: PortContext

    func apply() { moveOverrides() }

    /// Swift on Linux overrides only in a class body (UIKit's methods are `@objc dynamic` on
    /// Apple platforms, which lets extensions override them): an `override` in an extension of a
    /// class of these sources moves, ported, to the end of the class body, where it compiles:
    /// the class of the extension's own target, with no `#if` around either (the move would drop
    /// the condition, or put the code in one branch), and no `private` helper of the extension's
    /// file that the class body's file cannot see. Anything else is left by hand, with why.
    func moveOverrides() {
        for name in program.classNames {
            guard let info = program.classes[name] else { continue }
            var moved: [String] = []
            for part in info.extensions {
                let file = files[part.file]
                let members =
                    file.outline.functions.filter { $0.owner == part.type && $0.prefix.has("override") }.map {
                        ($0.prefix.start, $0.end, $0.keyword)
                    }
                    + file.outline.variables.filter { $0.owner == part.type && $0.prefix.has("override") }.map {
                        ($0.prefix.start, $0.end, $0.keyword)
                    }
                for (start, end, keyword) in members.sorted(by: { $0.0 < $1.0 }) {
                    let source = file.source
                    let member = source.text(source.span(keyword, min(keyword + 1, end - 1)))
                    if let reason = unmovable(start..<end, keyword: keyword, of: part, into: info) {
                        report(
                            part.file, at: keyword, .byHand,
                            "\(member) overrides in an extension, which Swift on Linux does not allow, and cannot move into \(program.displayName(name))'s body: \(reason)"
                        )
                        continue
                    }
                    let range = source.lineRange(from: start, through: end - 1)
                    moved.append(file.extract(range))
                    file.edits.append(TextEdit(range: range.lowerBound..<source.endOfBlankLine(after: range.upperBound), replacement: ""))
                    report(
                        part.file, at: keyword, .note,
                        "\(member) moved into \(program.displayName(name))'s body: Swift on Linux overrides only in a class body, not in an extension"
                    )
                }
            }
            guard !moved.isEmpty else { continue }
            let body = files[info.body.file]
            let close = program.type(info.body).bodyClose
            let lineStart = body.source.lineRange(from: close, through: close).lowerBound
            let closeOffset = body.source.token(at: close).start
            let alone = body.source.text(lineStart..<closeOffset).allSatisfy { $0 == " " || $0 == "\t" }
            let text = moved.map { "\n" + $0 }.joined()
            let offset = alone ? lineStart : closeOffset
            body.edits.append(TextEdit(range: offset..<offset, replacement: alone ? text : text + "\n"))
        }
    }

    /// Why the member at code positions `member` of extension `part` would not compile in the
    /// class body, or nil when it would.
    private func unmovable(_ member: Range<Int>, keyword: Int, of part: TypeRef, into info: ClassInfo) -> String? {
        let file = files[part.file]
        let body = files[info.body.file]
        let bodyTarget = AppEntryPoint.target(of: body.source.path).module
        let ownTarget = AppEntryPoint.target(of: file.source.path).module
        if bodyTarget != ownTarget {
            return
                "its class is declared in another target (\(bodyTarget), \(body.source.path)), which an extension in \(ownTarget) cannot add an override to; override it in a subclass, or move the code by hand"
        }
        if file.isConditional(member.lowerBound) {
            return "it is under #if here, and the class body has no such condition; move it by hand into a matching #if in the class body"
        }
        let type = program.type(info.body)
        if body.isConditional(type.keyword) {
            return
                "the class body is under #if (\(body.source.path):\(body.source.line(at: type.keyword))), so the override would land in one branch only; move it by hand into each"
        }
        guard info.body.file != part.file else { return nil }
        let helpers = file.privateNames
        let used = Set(member.compactMap { file.source.kind(at: $0) == .identifier ? file.source.name(at: $0) : nil })
            .intersection(helpers).subtracting([file.source.name(at: keyword + 1)]).sorted()
        if !used.isEmpty {
            return
                "it uses \(used.joined(separator: ", ")), private to \(file.source.path), out of reach from \(body.source.path); make \(used.count == 1 ? "it" : "them") internal, or move it by hand"
        }
        return nil
    }
}
