import Foundation

extension StoryboardBuilder {
    /// Parses `data` and returns the document.
    static func parse(data: Data, name: String, path: String, fileName: String) -> StoryboardDocument {
        // A contiguous copy only if `data` is not already (bridged or sliced data). The whole
        // parse runs inside one `withUnsafeBytes`: the position map reads the bytes directly.
        let bytes = data.startIndex == 0 ? data : Data(data)
        return bytes.withUnsafeBytes { raw in
            parse(raw: raw, name: name, path: path, fileName: fileName)
        }
    }

    /// ``parse(data:name:path:fileName:)`` on the bytes `raw`.
    private static func parse(raw: UnsafeRawBufferPointer, name: String, path: String, fileName: String) -> StoryboardDocument {
        var builder = StoryboardBuilder(fileName: fileName, bytes: raw)
        if let offset = builder.positions.doctypeOffset() {
            let position = builder.positions.position(ofOffset: offset)
            builder.report(
                "the file declares a DTD (<!DOCTYPE>), which storyboards never have; it was not read, so its entities are never expanded",
                at: builder.location(line: position.line, column: position.column))
            return builder.document(name: name, path: path, fullyRead: false)
        }
        // libxml2 can crash switching to a declared encoding (see nonUTF8EncodingDeclaration()).
        if let declaration = builder.positions.nonUTF8EncodingDeclaration() {
            let position = builder.positions.position(ofOffset: declaration.offset)
            var encoding = declaration.name
            if encoding.count > 40 { encoding = encoding.prefix(38) + "…" }
            builder.report(
                "the file declares the encoding '\(encoding)', but storyboards are UTF-8; it was not read",
                at: builder.location(line: position.line, column: position.column))
            return builder.document(name: name, path: path, fullyRead: false)
        }
        var inputCount = raw.count
        if let offset = builder.positions.firstInvalidUTF8Offset() {
            let position = builder.positions.position(ofOffset: offset)
            let hex = String(raw[offset], radix: 16, uppercase: true)
            builder.report(
                "the file is not valid UTF-8 (byte 0x\(hex.count < 2 ? "0" + hex : hex)); nothing from here on was read",
                at: builder.location(line: position.line, column: position.column))
            builder.cutLine = position.line
            inputCount = offset
        }
        // libxml2 can crash on NUL bytes (see firstNULOffset(limit:)): cut the input before the first.
        if let offset = builder.positions.firstNULOffset(limit: inputCount) {
            let position = builder.positions.position(ofOffset: offset)
            builder.report(
                "the file contains a NUL byte, which XML never has; nothing from here on was read",
                at: builder.location(line: position.line, column: position.column))
            builder.cutLine = position.line
            inputCount = offset
        }
        let state = UnsafeMutablePointer<LibXMLReader.State>.allocate(capacity: 1)
        state.initialize(to: LibXMLReader.State(builder: builder, context: nil))
        defer {
            state.deinitialize(count: 1)
            state.deallocate()
        }
        // Drop the second reference to the stacks: the callbacks mutate the builder in `state`.
        builder = StoryboardBuilder(fileName: fileName, bytes: UnsafeRawBufferPointer(start: nil, count: 0))
        let outcome = LibXMLReader.parse(UnsafeRawBufferPointer(rebasing: raw[0..<inputCount]), into: state)
        let fullyRead = state.pointee.builder.finishParsing(outcome)
        return state.pointee.builder.document(name: name, path: path, fullyRead: fullyRead)
    }

    /// Reports what only shows after the pass (a silent early end, an empty
    /// file) and closes open elements. Returns whether the whole file was read.
    private mutating func finishParsing(_ outcome: LibXMLReader.Outcome) -> Bool {
        if !stopped, let code = outcome.unreportedErrorCode {
            reportXMLError(code: code, line: outcome.line, column: outcome.column)
        }
        if !stopped, !frames.isEmpty {
            let end = positions.endOfFile
            reportUnclosedDocument(at: location(line: end.line, column: end.column))
            stopped = true
        }
        if !sawRoot, problems.isEmpty {
            report("the file is empty: there is no <document> element", at: location(line: 1, column: 1))
        }
        capturingText = false
        skippedDepth = 0
        while !frames.isEmpty { endFrame() }
        return !stopped && sawRoot
    }

    /// Checks references (only for a completely read file: the rest of a
    /// broken one is unknown) and assembles the document.
    fileprivate mutating func document(name: String, path: String, fullyRead: Bool) -> StoryboardDocument {
        enterIDs()
        if fullyRead { validateReferences() }
        let sorted = problems.enumerated().sorted { left, right in
            let a = left.element.location
            let b = right.element.location
            if a.line != b.line { return a.line < b.line }
            if a.column != b.column { return a.column < b.column }
            return left.offset < right.offset
        }.map(\.element)
        var byStoryboardID: [String: Int] = [:]
        for (identifier, first) in storyboardIDs {
            if let index = ids[first.controllerID]?.sceneIndex { byStoryboardID[identifier] = index }
        }
        return StoryboardDocument(
            name: name, path: path, fileName: fileName, toolsVersion: toolsVersion,
            initialViewControllerID: initialViewControllerID, scenes: scenes, problems: sorted,
            sceneIndexByID: ids.mapValues(\.sceneIndex), sceneIndexByStoryboardID: byStoryboardID)
    }

    private mutating func validateReferences() {
        for check in checks {
            if check.destination.isEmpty {
                report("\(check.subject.text) has no destination", at: check.location)
            } else if let info = idInfo(check.destination) {
                if check.requiresController, !info.isController {
                    report(
                        "\(check.subject.text) points to '\(check.destination)', which is \(Self.article(info.elementName)) \(info.elementName), not a view controller",
                        at: check.location)
                }
            } else {
                report("\(check.subject.text) points to unknown id '\(check.destination)'", at: check.location)
            }
        }
        if let id = initialViewControllerID {
            if let info = idInfo(id) {
                if !info.isController {
                    report(
                        "initialViewController points to '\(id)', which is \(Self.article(info.elementName)) \(info.elementName), not a view controller",
                        at: documentLocation)
                }
            } else {
                report("initialViewController points to unknown id '\(id)'", at: documentLocation)
            }
        }
    }

    static func article(_ word: String) -> String {
        guard let first = word.unicodeScalars.first else { return "a" }
        return "aeiouAEIOU".unicodeScalars.contains(first) ? "an" : "a"
    }
}
