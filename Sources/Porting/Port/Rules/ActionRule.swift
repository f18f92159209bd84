/// `@IBAction` and `@IBSegueAction` methods join their class's table; Swift on Linux accepts `@IBAction` on one-argument methods only, so on others it becomes a comment the next run still reads.
struct ActionRule: PortRule {
    static let name = "actions"
    static let phase = PortPhase.collect
    static let findings: [PortFinding] = [
        PortFinding(
            .byHand,
            "an action of something that is not a class of these sources, or that the table cannot call (a type method, too many arguments, a result)"
        ),
        PortFinding(.note, "private removed from an action in another file than its class"),
    ]
    let context: PortContext

    func apply() { collectActions() }

    static let actionMarker = "/* @IBAction */"

    /// `@IBAction` and `@IBSegueAction` methods go into their class's table. Swift on Linux
    /// accepts `@IBAction` on one-argument methods only; on others it becomes a comment the next
    /// run still reads.
    func collectActions() {
        for (fileIndex, file) in files.enumerated() {
            for (index, function) in file.outline.functions.enumerated() {
                let action = function.prefix.attribute("IBAction")
                let segue = function.prefix.attribute("IBSegueAction")
                let marked = function.leadingComments.contains(Self.actionMarker)
                guard action != nil || segue != nil || marked else { continue }
                let site = action?.position ?? segue?.position ?? function.keyword
                if let action, function.parameters.count != 1 {
                    edit(fileIndex, file.source.replacing(action.position, action.position, with: Self.actionMarker))
                }
                let method = MethodRef(file: fileIndex, function: index)
                guard let owner = function.owner, program.classOf(TypeRef(file: fileIndex, type: owner)) != nil else {
                    let place = function.owner.map { file.outline.types[$0].name } ?? "file scope"
                    report(
                        fileIndex, at: site, .byHand,
                        "\(function.name) is an action of \(place), which is not a class declared in these sources: add it to the ibActions table of each class it belongs to"
                    )
                    continue
                }
                context.register(method, segueAction: segue != nil, site: (fileIndex, site))
            }
        }
    }
}
