/// The executable's `main.swift` describes the app and calls `VCNav.main(app:)` when no source starts the app yet (see `AppEntryPoint`).
struct EntryPointRule: PortRule {
    static let name = "entry point"
    static let phase = PortPhase.write
    static let findings: [PortFinding] = [
        PortFinding(.note, "main.swift written, @main removed"),
        PortFinding(.byHand, "the main storyboard when it cannot tell which one it is, a main.swift that does not start the app"),
        PortFinding(.warning, "no storyboard and no code that sets a window's rootViewController (nibs only, or nothing): a blank phone"),
    ]
    let context: PortContext

    func apply() { startApp() }

    /// The app delegate starts the app in UIKit; here the executable's `main.swift` does, through
    /// the host: written when no source starts the app yet (see `AppEntryPoint`).
    func startApp() {
        if let started = files.indices.first(where: { AppEntryPoint.isStarted(in: [files[$0]]) }) {
            for removed in context.removedMains {
                report(
                    removed.file, at: removed.position, .note,
                    "@\(removed.name) removed: the app starts from main.swift, through VCNav.main(app:)")
            }
            // Until the description names its main storyboard (or says nil), that is left by hand.
            let source = files[started].source
            let names = storyboardNames(in: AppEntryPoint.target(of: source.path).directory)
            if AppEntryPoint.mainStoryboard(among: names) == nil, AppEntryPoint.hasInterface(names),
                !source.code.indices.contains(where: { source.is($0, "mainStoryboard") })
            {
                let app = description(delegate: nil, path: source.path)
                report(started, at: 0, .byHand, AppEntryPoint.unknownStoryboard(app, among: names))
            }
            checkWindow(description(delegate: firstClass(conformingTo: "UIApplicationDelegate"), path: source.path), at: (started, 0))
            return
        }
        guard let delegate = firstClass(conformingTo: "UIApplicationDelegate") else { return }
        let app = description(delegate: delegate, path: files[delegate.file].source.path)
        let removed = context.removedMains.first { $0.file == delegate.file }
        let position = removed?.position ?? files[delegate.file].outline.types[delegate.type].keyword
        if files.contains(where: { $0.source.path == app.mainFilePath }) {
            report(delegate.file, at: position, .byHand, AppEntryPoint.instructions(app, removed: removed?.name))
            return
        }
        context.created.append(PortSource(path: app.mainFilePath, text: AppEntryPoint.mainFile(app)))
        report(delegate.file, at: position, .note, AppEntryPoint.written(app, removed: removed?.name))
        let names = storyboardNames(in: app.directory)
        if app.mainStoryboard == nil, AppEntryPoint.hasInterface(names) {
            report(delegate.file, at: position, .byHand, AppEntryPoint.unknownStoryboard(app, among: names))
        }
        checkWindow(app, at: (delegate.file, position))
    }

    /// Without a storyboard that may be its interface, an app's window comes from its code: when no
    /// source of its target sets a window's `rootViewController`, it starts on a blank phone (on a
    /// device too), which the port says, with the nibs it found and where the window is made.
    private func checkWindow(_ app: AppEntryPoint.App, at site: (file: Int, position: Int)) {
        guard !AppEntryPoint.hasInterface(storyboardNames(in: app.directory)) else { return }
        let inTarget = { (path: String) in app.directory.isEmpty || path.hasPrefix(app.directory + "/") }
        let setsRoot = files.contains { file in
            let source = file.source
            return inTarget(source.path)
                && source.code.indices.contains {
                    source.is($0, "rootViewController") && source.is($0 - 1, ".") && source.is($0 + 1, "=")
                }
        }
        guard !setsRoot else { return }
        let nibs = context.interface.map(\.path).filter { $0.hasSuffix(".xib") && inTarget($0) }
        report(site.file, at: site.position, .warning, AppEntryPoint.blankPhone(app, nibs: nibs))
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
        context.storyboards.filter { directory.isEmpty || $0.hasPrefix(directory + "/") }
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
}
