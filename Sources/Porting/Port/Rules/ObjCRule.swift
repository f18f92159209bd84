/// `@objc`, `@objcMembers` and `@nonobjc` go (selectors reach methods through the tables); `@objc dynamic` loses both words; optional protocol requirements are left by hand.
struct ObjCRule: PortRule {
    static let name = "Objective-C attributes"
    static let phase = PortPhase.file
    static let findings: [PortFinding] = [
        PortFinding(.note, "@objc dynamic removed: key-value observing has no runtime"),
        PortFinding(.byHand, "an optional protocol requirement"),
    ]
    let context: PortContext

    func apply() { for index in files.indices { portObjC(index) } }

    /// `@objc`, `@objcMembers` and `@nonobjc` need the Objective-C runtime; selectors reach methods
    /// through the tables instead. Optional protocol requirements are left by hand; `@objc dynamic`
    /// (for key-value observing) loses both words, with a note.
    func portObjC(_ fileIndex: Int) {
        let file = files[fileIndex]
        let source = file.source
        let optionalProtocols = Set(
            file.outline.attributed.filter { $0.prefix.has("optional") }.compactMap { entry in
                file.outline.types.lastIndex { $0.kind == .protocol && $0.bodyOpen < entry.keyword && entry.keyword < $0.bodyClose }
            })
        for (prefix, keyword) in file.outline.attributed {
            let objc = prefix.attributes.filter { ["objc", "objcMembers", "nonobjc"].contains($0.name) }
            guard !objc.isEmpty else { continue }
            if prefix.has("optional") {
                report(
                    fileIndex, at: keyword, .byHand,
                    "optional protocol requirement: Swift on Linux has none; give it a default in a protocol extension and call it without `?`"
                )
                continue
            }
            if source.is(keyword, "protocol"), let index = file.outline.types.firstIndex(where: { $0.keyword == keyword }),
                optionalProtocols.contains(index)
            {
                continue
            }
            for attribute in objc { edit(fileIndex, source.removing(attribute.position, attribute.end - 1)) }
            if let dynamic = prefix.modifiers.first(where: { $0.name == "dynamic" }) {
                edit(fileIndex, source.removing(dynamic.position, dynamic.end - 1))
                report(
                    fileIndex, at: dynamic.position, .note,
                    "@objc dynamic removed: key-value observing needs the Objective-C runtime; observers of this property are never called")
            }
        }
    }
}
