/// `Bundle.main` in the app's code becomes `Bundle.app`, the simulated app's bundle: on a device
/// `Bundle.main` is the app bundle with the files the app ships, on Linux the executable's
/// directory.
struct BundleRule: PortRule {
    static let name = "main bundle"
    static let phase = PortPhase.file
    static let findings: [PortFinding] = [
        PortFinding(.note, "Bundle.main is the app's bundle: Bundle.app")
    ]
    let context: PortContext

    func apply() { for index in files.indices { portMainBundle(index) } }

    /// Each `Bundle.main` (not `Foundation.Bundle.main`, which means Foundation's) of a file that
    /// does not import SimUIKit yet, noted once per file.
    func portMainBundle(_ fileIndex: Int) {
        let file = files[fileIndex]
        // A file written for SimUIKit already means what it says.
        guard !file.outline.imports.contains(where: { $0.path.split(separator: ".")[0] == "SimUIKit" }) else { return }
        let source = file.source
        var noted = false
        for position in source.code.indices
        where source.kind(at: position) == .identifier && source.is(position, "Bundle") && source.is(position + 1, ".")
            && source.is(position + 2, "main") && !source.is(position - 1, ".")
        {
            edit(fileIndex, source.replacing(position, position + 2, with: "Bundle.app"))
            context.usesSimUIKit.insert(fileIndex)
            if !noted {
                report(
                    fileIndex, at: position, .note,
                    "Bundle.main is the app's bundle on a device and the executable's directory on Linux: Bundle.app is the simulated app's bundle, with the files the app ships"
                )
                noted = true
            }
        }
    }
}
