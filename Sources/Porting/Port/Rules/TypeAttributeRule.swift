/// `@IBDesignable` goes; `@main` / `@UIApplicationMain` on the app delegate goes (the entry point rule says what starts the app instead).
struct TypeAttributeRule: PortRule {
    static let name = "type attributes"
    static let phase = PortPhase.file
    static let findings: [PortFinding] = [
        PortFinding(.note, "@IBDesignable removed")
    ]
    let context: PortContext

    func apply() { for index in files.indices { portTypeAttributes(index) } }

    /// `@IBDesignable` dropped; `@main` / `@UIApplicationMain` on the app delegate dropped, with
    /// what the app needs instead.
    func portTypeAttributes(_ fileIndex: Int) {
        let source = files[fileIndex].source
        for type in files[fileIndex].outline.types {
            if let designable = type.prefix.attribute("IBDesignable") {
                edit(fileIndex, source.removing(designable.position, designable.end - 1))
                report(
                    fileIndex, at: designable.position, .note,
                    "@IBDesignable removed from \(type.name): Interface Builder's live rendering has no counterpart here")
            }
            let main = type.prefix.attribute("UIApplicationMain") ?? type.prefix.attribute("main")
            if let main, main.name == "UIApplicationMain" || type.inheritance.contains("UIApplicationDelegate") {
                edit(fileIndex, source.removing(main.position, main.end - 1))
                context.removedMains.append((file: fileIndex, position: main.position, name: main.name))
            }
        }
    }
}
