/// `import SimUIKit` for a file that now uses its names (`Selector`, `IBActionBinding`, `SelectorTarget`, `Bundle.app`) and imports neither it nor UIKit.
struct SimUIKitImportRule: PortRule {
    static let name = "SimUIKit import"
    static let phase = PortPhase.finish
    static let findings: [PortFinding] = []
    let context: PortContext

    func apply() { for index in context.usesSimUIKit.sorted() { importSimUIKit(index) } }

    /// `import SimUIKit` for a file that now uses its names and imports neither it nor UIKit (a
    /// class outside UIKit with a selector method, say).
    func importSimUIKit(_ fileIndex: Int) {
        let file = files[fileIndex]
        guard !file.outline.imports.contains(where: { ["UIKit", "SimUIKit"].contains($0.path.split(separator: ".")[0]) }) else { return }
        context.insertImportLines("import SimUIKit\n", in: fileIndex)
    }
}
