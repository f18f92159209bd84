/// Each class's `ibActions` table is written in its body: kept when still right (whatever its order), otherwise rewritten, keeping the entries whose methods still exist (one with `#if` inside is left by hand: a rewrite would lose its branches); a class that inherits no table conforms to `SelectorTarget`.
struct TableRule: PortRule {
    static let name = "tables"
    static let phase = PortPhase.write
    static let findings: [PortFinding] = [
        PortFinding(.byHand, "an ibActions table with #if inside that needs other entries: rewriting it would lose the branches")
    ]
    let context: PortContext

    func apply() { writeTables() }

    /// Writes each class's table in its body: the table it has when it is still right (whatever
    /// its order), otherwise a new one; entries of the old one whose methods still exist stay.
    func writeTables() {
        var finals: [String: [TableEntry]] = [:]
        for name in program.classNames {
            // The class body's methods first, then its extensions'.
            let body = program.classes[name]?.body
            let program = self.program
            func rank(_ method: MethodRef) -> (Int, Int, Int) {
                let inBody = method.file == body?.file && program.function(method).owner == body?.type
                return (inBody ? 0 : 1, method.file, method.function)
            }
            let derived = (context.entries[name] ?? []).sorted { rank($0.order) < rank($1.order) }.map(\.entry)
            let existing = program.existingTable(of: name)
            let methodNames = Set(program.lineage(of: name).flatMap { program.methods(of: $0) }.map { program.function($0).name })
            let derivedSelectors = Set(derived.map(\.selector))
            let kept = (existing?.entries ?? []).filter { old in
                !derivedSelectors.contains(old.selector) && methodNames.contains(old.baseName)
            }
            let all = derived + kept
            if !all.isEmpty || existing != nil { finals[name] = all }
        }
        let tabled = Set(finals.filter { !$0.value.isEmpty }.keys)
        for name in program.classNames {
            guard let all = finals[name], let info = program.classes[name] else { continue }
            let isOverride = program.inheritsTable(name, tabled: tabled)
            let existing = program.existingTable(of: name)
            if let existing, existing.isOverride == isOverride, existing.entries.count == all.count,
                Set(all.map(\.identity)) == Set(existing.entries.map(\.identity))
            {
                continue
            }
            if let existing, let pound = conditional(in: existing) {
                let lines = all.map(\.line).joined(separator: ", ")
                report(
                    existing.file, at: pound, .byHand,
                    "\(program.displayName(name))'s ibActions table has #if inside, which a rewritten table would lose: make it list \(all.isEmpty ? "nothing" : lines) by hand"
                )
                continue
            }
            write(all, isOverride: isOverride, for: info, replacing: existing)
        }
    }

    /// The first `#if` inside a table's declaration, if any.
    private func conditional(in table: ExistingTable) -> Int? {
        let source = files[table.file].source
        return (table.variable.keyword..<table.variable.end).first { source.kind(at: $0) == .pound && source.is($0, "#if") }
    }

    private func write(_ all: [TableEntry], isOverride: Bool, for info: ClassInfo, replacing existing: ExistingTable?) {
        context.usesSimUIKit.insert(info.body.file)
        let file = files[info.body.file]
        let source = file.source
        let type = program.type(info.body)
        let classIndent = source.indentation(ofLineAt: type.prefix.start)
        let unit = indentUnit(in: file, classIndent: classIndent, body: type)
        let indent = classIndent + unit
        if let existing {
            let variable = existing.variable
            if all.isEmpty {
                edit(info.body.file, source.removing(variable.prefix.start, variable.end - 1))
            } else {
                let text = Program.tableText(
                    all, isOverride: isOverride, indent: source.indentation(ofLineAt: variable.prefix.start), unit: unit)
                edit(info.body.file, source.replacing(variable.prefix.start, variable.end - 1, with: text))
            }
        } else if !all.isEmpty {
            let text = Program.tableText(all, isOverride: isOverride, indent: indent, unit: unit)
            let open = source.token(at: type.bodyOpen).end
            let emptyBody = type.bodyOpen + 1 == type.bodyClose
            edit(info.body.file, TextEdit(range: open..<open, replacement: "\n" + indent + text + (emptyBody ? "\n" + classIndent : "\n")))
        }
        // Where the header ends as the outline read it: before `{`, `where`, or after an inheritance
        // list (a name the outline could not read whole, `class A.B`, gets no conformance there).
        let next = type.headerEnd + 1
        let headerEnds = !type.inheritance.isEmpty || source.is(next, "{") || source.is(next, "where") || source.is(next, "<")
        if !isOverride, !type.inheritance.contains("SelectorTarget"), headerEnds {
            let end = source.token(at: type.headerEnd).end
            edit(
                info.body.file, TextEdit(range: end..<end, replacement: type.inheritance.isEmpty ? ": SelectorTarget" : ", SelectorTarget"))
        }
    }

    /// One level of indentation as the file writes it: from the class's first member, else four
    /// spaces (a tab if the class line is indented with tabs).
    private func indentUnit(in file: ParsedFile, classIndent: String, body: TypeDeclaration) -> String {
        if body.bodyOpen + 1 < body.bodyClose {
            let member = file.source.indentation(ofLineAt: body.bodyOpen + 1)
            if member.count > classIndent.count, member.hasPrefix(classIndent),
                file.source.line(at: body.bodyOpen + 1) > file.source.line(at: body.bodyOpen)
            {
                return String(member.dropFirst(classIndent.count))
            }
        }
        return classIndent.hasPrefix("\t") ? "\t" : "    "
    }
}
