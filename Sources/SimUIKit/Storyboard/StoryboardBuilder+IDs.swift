import Foundation

/// XML ids. During the pass each id is only appended to `idRecords`; the
/// `ids` table is built after it, at its exact size. (Measured on a 2,000-scene
/// file, 22,000 ids: inserting between XML events, each insert missing the
/// cache, cost about 5 ms of a 72 ms parse; the loop after the pass, about 1 ms.)
extension StoryboardBuilder {
    /// An id met during the pass, with what ``enterIDs()`` needs to report a duplicate.
    struct IDRecord {
        var id: String
        var info: IDInfo
        /// `problems.count` when the id was met: where a duplicate's problem goes.
        var problemIndex: Int
    }

    /// What `ids` holds for an id: small, with no reference to retain, so
    /// that filling the table and mapping it to the document's
    /// `sceneIndexByID` move little memory. The rest is in `idRecords`.
    struct IDSlot {
        /// The index in `idRecords` of the id's first element.
        var record: Int
        var sceneIndex: Int
    }

    /// What the validator needs to know about the element with XML id `id`, if any.
    func idInfo(_ id: String) -> IDInfo? {
        guard let slot = ids[id] else { return nil }
        return idRecords[slot.record].info
    }

    /// Records an XML id, to be entered into `ids` after the pass.
    mutating func register(id: String, elementName: String, isController: Bool, parser: XMLCursor) {
        guard !id.isEmpty else { return }
        let info = IDInfo(
            elementName: elementName, isController: isController, sceneIndex: scenes.count,
            rawLine: parser.lineNumber, rawColumn: parser.columnNumber)
        idRecords.append(IDRecord(id: id, info: info, problemIndex: problems.count))
    }

    /// Enters the recorded ids into `ids`, in document order: a second element
    /// with the same id is a problem, put among `problems` exactly where it
    /// would have been appended had it been found during the pass.
    mutating func enterIDs() {
        ids.reserveCapacity(idRecords.count)
        var duplicates: [(index: Int, problem: StoryboardProblem)] = []
        for (index, record) in idRecords.enumerated() {
            // One hash operation in the common case: insert, and put the first back on a clash.
            let slot = IDSlot(record: index, sceneIndex: record.info.sceneIndex)
            guard let firstSlot = ids.updateValue(slot, forKey: record.id) else { continue }
            ids[record.id] = firstSlot
            let first = idRecords[firstSlot.record].info
            let firstStart = positions.tagStart(line: first.rawLine, column: first.rawColumn)
            // The element's own start, as `location(parser)` gave it during the pass.
            let start = positions.tagStart(line: record.info.rawLine, column: record.info.rawColumn)
            let message =
                "duplicate id '\(record.id)': already used by \(first.elementName) at \(fileName):\(firstStart.line):\(firstStart.column)"
            let location = StoryboardLocation(file: fileName, line: start.line, column: start.column)
            duplicates.append((record.problemIndex, StoryboardProblem(location: location, message: message)))
        }
        guard !duplicates.isEmpty else { return }
        // Each duplicate goes before the problem that was `problemIndex`-th when it was met.
        var merged: [StoryboardProblem] = []
        merged.reserveCapacity(problems.count + duplicates.count)
        var next = 0
        for (index, problem) in problems.enumerated() {
            while next < duplicates.count, duplicates[next].index == index {
                merged.append(duplicates[next].problem)
                next += 1
            }
            merged.append(problem)
        }
        merged.append(contentsOf: duplicates[next...].map(\.problem))
        problems = merged
    }
}
