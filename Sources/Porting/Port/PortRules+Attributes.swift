extension PortRules {
    // MARK: - Outlets and inspectables

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

    // MARK: - Type attributes

    /// `@IBDesignable` dropped; `@main` / `@UIApplicationMain` on the app delegate dropped, with
    /// what the app needs instead.
    mutating func portTypeAttributes(_ fileIndex: Int) {
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
                removedMains.append((file: fileIndex, position: main.position, name: main.name))
            }
        }
    }

    /// The app delegate starts the app in UIKit; here the executable's `main.swift` does, through
    /// the host: written when no source starts the app yet (see `AppEntryPoint`).
    mutating func startApp() {
        if let started = files.indices.first(where: { AppEntryPoint.isStarted(in: [files[$0]]) }) {
            for removed in removedMains {
                report(
                    removed.file, at: removed.position, .note,
                    "@\(removed.name) removed: the app starts from main.swift, through VCNav.main(app:)")
            }
            // Until the description names its main storyboard (or says nil), that is left by hand.
            let source = files[started].source
            let names = storyboardNames(in: AppEntryPoint.target(of: source.path).directory)
            if AppEntryPoint.mainStoryboard(among: names) == nil, !names.isEmpty,
                !source.code.indices.contains(where: { source.is($0, "mainStoryboard") })
            {
                let app = description(delegate: nil, path: source.path)
                report(started, at: 0, .byHand, AppEntryPoint.unknownStoryboard(app, among: names))
            }
            return
        }
        guard let delegate = firstClass(conformingTo: "UIApplicationDelegate") else { return }
        let app = description(delegate: delegate, path: files[delegate.file].source.path)
        let removed = removedMains.first { $0.file == delegate.file }
        let position = removed?.position ?? files[delegate.file].outline.types[delegate.type].keyword
        if files.contains(where: { $0.source.path == app.mainFilePath }) {
            report(delegate.file, at: position, .byHand, AppEntryPoint.instructions(app, removed: removed?.name))
            return
        }
        created.append(PortSource(path: app.mainFilePath, text: AppEntryPoint.mainFile(app)))
        report(delegate.file, at: position, .note, AppEntryPoint.written(app, removed: removed?.name))
        let names = storyboardNames(in: app.directory)
        if app.mainStoryboard == nil, !names.isEmpty {
            report(delegate.file, at: position, .byHand, AppEntryPoint.unknownStoryboard(app, among: names))
        }
    }

    /// What the port knows of the app whose target holds `path`.
    private func description(delegate: TypeRef?, path: String) -> AppEntryPoint.App {
        let target = AppEntryPoint.target(of: path)
        let name = { (type: TypeRef) in self.files[type.file].outline.types[type.type].name }
        return AppEntryPoint.App(
            module: target.module, directory: target.directory, appDelegate: delegate.map(name) ?? "AppDelegate",
            sceneDelegate: firstClass(conformingTo: "UIWindowSceneDelegate").map(name),
            mainStoryboard: AppEntryPoint.mainStoryboard(among: storyboardNames(in: target.directory)),
            resources: AppEntryPoint.resources(of: storyboards(in: target.directory), in: target.directory))
    }

    /// The storyboards under a target's directory (paths), and their names.
    private func storyboards(in directory: String) -> [String] {
        storyboards.filter { directory.isEmpty || $0.hasPrefix(directory + "/") }
    }

    private func storyboardNames(in directory: String) -> [String] {
        storyboards(in: directory).map { String(($0.split(separator: "/").last ?? "").dropLast(".storyboard".count)) }
    }

    /// The first class (in file order) whose inheritance list names `protocolName`.
    private func firstClass(conformingTo protocolName: String) -> TypeRef? {
        for (fileIndex, file) in files.enumerated() {
            for (typeIndex, type) in file.outline.types.enumerated() where type.kind == .class && type.inheritance.contains(protocolName) {
                return TypeRef(file: fileIndex, type: typeIndex)
            }
        }
        return nil
    }

    // MARK: - Objective-C

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
