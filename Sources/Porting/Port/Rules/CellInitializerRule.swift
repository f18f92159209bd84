/// A cell class that declares initializers of its own but not the one a table or collection view calls for a registered class (`init(style:reuseIdentifier:)`, `init(frame:)`) gets SimUIKit's registered-cell initializer, which stops as a device does if a table ever makes one.
struct CellInitializerRule: PortRule {
    static let name = "cell initializers"
    static let phase = PortPhase.write
    static let findings: [PortFinding] = [
        PortFinding(.note, "a cell class's initializer for registered cells written")
    ]
    let context: PortContext

    /// The cell classes a table or collection view makes by class (`register(_:forCellReuseIdentifier:)`),
    /// with the initializer UIKit calls on them by selector.
    static let registeredInitializers = [
        "UITableViewCell": (initializer: "init(style:reuseIdentifier:)", label: "style"),
        "UICollectionViewCell": (initializer: "init(frame:)", label: "frame"),
        "UITableViewHeaderFooterView": (initializer: "init(reuseIdentifier:)", label: "reuseIdentifier"),
        "UICollectionReusableView": (initializer: "init(frame:)", label: "frame"),
    ]

    func apply() {
        for name in program.classNames { writeInitializer(for: name) }
    }

    /// UIKit makes a registered cell with `[[cellClass alloc] initWithStyle:reuseIdentifier:]`,
    /// which reaches any Swift subclass; Swift on Linux reaches a subclass's initializer from its
    /// class object only through a `required` one, `init(registeredReuseIdentifier:_:)`, which a
    /// subclass inherits only while it inherits or overrides every designated initializer. A cell
    /// class declaring its own (often just `required init?(coder:)`, for a storyboard prototype)
    /// does neither, and did not compile. It gets the initializer, stopping with Swift's message
    /// for the initializer it lacks, as the app would on a device if it registered the class.
    private func writeInitializer(for name: String) {
        guard let info = program.classes[name], let root = program.lineage(of: name).last,
            let written = program.superclassName(of: root), let registered = Self.registeredInitializers[written]
        else { return }
        let file = files[info.body.file]
        let initializers = file.outline.initializers.filter { $0.owner == info.body.type }
        let designated = initializers.filter { !$0.prefix.has("convenience") }
        guard !designated.isEmpty,
            !initializers.contains(where: {
                $0.parameters.first?.label == registered.label || $0.parameters.first?.label == "registeredReuseIdentifier"
            })
        else { return }
        let source = file.source
        let type = program.type(info.body)
        let classIndent = source.indentation(ofLineAt: type.prefix.start)
        let member = source.indentation(ofLineAt: designated[0].prefix.start)
        let indent = member.count > classIndent.count ? member : classIndent + "    "
        let text = """

            \(indent)// vcnav port: how SimUIKit makes a registered cell; this class has no \(registered.initializer),
            \(indent)// so, as on a device, a table making it from a registered class stops here.
            \(indent)required convenience init(registeredReuseIdentifier reuseIdentifier: String, _ token: RegisteredCellToken) {
            \(indent)    token.unimplemented("\(registered.initializer)", of: Self.self)
            \(indent)}

            """
        let close = type.bodyClose
        let lineStart = source.lineRange(from: close, through: close).lowerBound
        let closeOffset = source.token(at: close).start
        let alone = source.text(lineStart..<closeOffset).allSatisfy { $0 == " " || $0 == "\t" }
        let offset = alone ? lineStart : closeOffset
        edit(info.body.file, TextEdit(range: offset..<offset, replacement: alone ? text : text + classIndent))
        context.usesSimUIKit.insert(info.body.file)
        report(
            info.body.file, at: type.keyword, .note,
            "\(program.displayName(name)) declares initializers but not \(registered.initializer): added SimUIKit's initializer for registered cells, which stops as a device does if a table makes one from the class"
        )
    }
}
