/// `@IBOutlet` becomes `@Outlet` (without `weak`), `@IBInspectable` becomes `@Inspectable`; what a property wrapper cannot be, or cannot do, is left by hand.
struct OutletRule: PortRule {
    static let name = "outlets"
    static let phase = PortPhase.file
    static let findings: [PortFinding] = [
        PortFinding(.byHand, "an outlet that is not optional, computed, observed (didSet/willSet), untyped or shares its declaration"),
        PortFinding(.byHand, "a computed or observed @IBInspectable"),
    ]
    let context: PortContext

    func apply() { for index in files.indices { portProperties(index) } }

    /// `@IBOutlet` → `@Outlet` (without `weak`: see `Outlet`), `@IBInspectable` → `@Inspectable`;
    /// what a property wrapper cannot be, or cannot do, is left by hand.
    func portProperties(_ fileIndex: Int) {
        let source = files[fileIndex].source
        for variable in files[fileIndex].outline.variables {
            let prefix = variable.prefix
            if let outlet = prefix.attribute("IBOutlet") ?? prefix.attribute("Outlet") {
                if outlet.name == "IBOutlet" { edit(fileIndex, source.replacing(outlet.position, outlet.position, with: "@Outlet")) }
                for modifier in prefix.modifiers where modifier.name == "weak" || modifier.name.hasPrefix("unowned") {
                    edit(fileIndex, source.removing(modifier.position, modifier.end - 1))
                }
                checkWrapped(variable, attribute: outlet, in: fileIndex, what: "outlet", by: "connects it")
                if let type = variable.type, !(type.hasSuffix("!") || type.hasSuffix("?")) {
                    report(
                        fileIndex, at: outlet.position, .byHand,
                        "outlet \(variable.name): \(type) is not optional: declare it \(type)! (an outlet is nil until the view loads)")
                }
            }
            if let inspectable = prefix.attribute("IBInspectable") ?? prefix.attribute("Inspectable") {
                if variable.accessors == .computed || variable.owner.map({ files[fileIndex].outline.types[$0].kind == .extension }) == true
                {
                    report(
                        fileIndex, at: inspectable.position, .byHand,
                        "@\(inspectable.name) var \(variable.name) is computed: SimUIKit's @Inspectable wraps a stored property; store the value and apply it where the class uses it"
                    )
                    continue
                }
                if inspectable.name == "IBInspectable" {
                    edit(fileIndex, source.replacing(inspectable.position, inspectable.position, with: "@Inspectable"))
                }
                checkWrapped(variable, attribute: inspectable, in: fileIndex, what: "inspectable property", by: "sets it")
            }
        }
    }

    /// What a property wrapper changes: observers are not called when the storyboard sets the
    /// value, and only one property per declaration can be wrapped.
    private func checkWrapped(_ variable: VariableDeclaration, attribute: Attribute, in fileIndex: Int, what: String, by verb: String) {
        if variable.accessors == .observers {
            report(
                fileIndex, at: attribute.position, .byHand,
                "\(what) \(variable.name) has a didSet/willSet: the storyboard \(verb) through its wrapper, without the observer; do that work in viewDidLoad (awakeFromNib in a view)"
            )
        } else if variable.accessors == .computed, attribute.name.hasSuffix("Outlet") {
            report(fileIndex, at: attribute.position, .byHand, "\(what) \(variable.name) is computed: an outlet is a stored property")
        }
        if variable.isMultiple {
            report(
                fileIndex, at: attribute.position, .byHand,
                "\(what) \(variable.name) shares its declaration with others: give each its own var")
        }
        if variable.type == nil, attribute.name.hasSuffix("Outlet") {
            report(
                fileIndex, at: attribute.position, .byHand,
                "\(what) \(variable.name) has no type annotation: declare it `var \(variable.name): SomeView!`")
        }
    }
}
