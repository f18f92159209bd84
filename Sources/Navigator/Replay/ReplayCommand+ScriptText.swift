extension ReplayCommand {
    /// The command as canonical script text, one line without a line break:
    /// `tap "Dogs"`, `wait 500ms`, `resize 80x24`, `expect stack A > B`.
    ///
    /// Parsing the text gives back the same command, for every command a script can express:
    /// this text is what recordings write and what the pipe to the app process carries.
    /// Strings are quoted with `\"` and `\\` escapes; a script has no way to write a line
    /// break inside a string, so line breaks are written as spaces. Names are written bare
    /// when they are a single word and quoted otherwise.
    public var scriptText: String {
        switch self {
        case .launch: "launch"
        case .relaunch: "relaunch"
        case .tap(let query): "tap " + query.scriptText
        case .type(let text): "type " + ReplaySyntax.quoted(text)
        case .back: "back"
        case .dismiss: "dismiss"
        case .dismissByCode: "dismiss by code"
        case .segue(let identifier): "segue " + ReplaySyntax.quoted(identifier)
        case .pressReturn: "return"
        case .swipeDelete(let row, let section): "swipe delete row \(row)" + ReplaySyntax.sectionText(section)
        case .pick(let value, let query): "pick " + ReplaySyntax.quoted(value) + (query.map { " in " + $0.scriptText } ?? "")
        case .moveRow(let row, let section, let toRow, let toSection):
            "move row \(row)" + ReplaySyntax.sectionText(section) + " to row \(toRow)" + ReplaySyntax.sectionText(toSection)
        case .background: "background"
        case .foreground: "foreground"
        case .step(let on): on ? "step on" : "step off"
        case .next: "next"
        case .wait(let milliseconds): "wait " + ReplaySyntax.durationText(milliseconds: milliseconds)
        case .resize(let columns, let rows): "resize \(columns)x\(rows)"
        case .marker(let title): "marker " + ReplaySyntax.quoted(title)
        case .expectTop(let name): "expect top " + ReplaySyntax.name(name)
        case .expectStack(let names): "expect stack " + names.map(ReplaySyntax.name).joined(separator: " > ")
        case .expectPresented(let name): "expect presented " + (name.map(ReplaySyntax.name) ?? "none")
        case .expectScreen(let text): "expect screen " + ReplaySyntax.quoted(text)
        case .expectNoScreen(let text): "expect no screen " + ReplaySyntax.quoted(text)
        case .expectLog(let text): "expect log " + ReplaySyntax.quoted(text)
        case .expectNoLog(let text): "expect no log " + ReplaySyntax.quoted(text)
        case .expectValue(let expectation): "expect value " + expectation.scriptText
        case .expectCrash(let text): "expect crash " + ReplaySyntax.quoted(text)
        case .expectHang: "expect hang"
        case .expectAlive: "expect alive"
        case .expectLeak(let name): name.map { "expect leak " + ReplaySyntax.name($0) } ?? "expect leak"
        case .expectNoLeaks: "expect no leaks"
        }
    }
}

extension ValueExpectation {
    /// `name == "Rex"`, `CatsViewController.cats == ["Tom", "Luna"]`,
    /// `"DogsViewController#2".dog == nil`.
    var scriptText: String {
        var target = ReplaySyntax.propertyName(property)
        if let controller {
            let bare = ReplaySyntax.isBareWord(controller) && !ReplaySyntax.reservedNames.contains(controller)
            target = (bare ? controller : ReplaySyntax.quoted(controller)) + "." + target
        }
        return target + " == " + value.scriptText
    }
}
