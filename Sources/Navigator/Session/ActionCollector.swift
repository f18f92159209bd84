import Foundation
import SimUIKit

/// What the host keeps of one action while it waits for the app's answer: the events, at most
/// `limit` of them, and the last `consoleLimit` lines of the app's console. An app in a loop can
/// send events or print faster than anyone reads them; past the limits they are counted, not
/// kept, and a note says how many were dropped.
struct ActionCollector {
    /// The most events kept for one action (a push is about a dozen; a launch of a large
    /// storyboard a few thousand).
    static let defaultLimit = 20_000

    let limit: Int
    private var events: [TraceLines] = []
    /// Every event received, kept or not.
    private(set) var received = 0
    private var console: RecentLines
    private var consoleReceived = 0
    private var consoleBytes = 0

    init(limit: Int = ActionCollector.defaultLimit, consoleLimit: Int = ConsoleOutput.defaultLimit) {
        self.limit = limit
        console = RecentLines(capacity: consoleLimit)
    }

    mutating func add(_ event: TraceLines) {
        received += 1
        if events.count < limit { events.append(event) }
    }

    mutating func addConsole(_ line: String) {
        consoleReceived += 1
        consoleBytes += line.utf8.count
        console.append(line)
    }

    /// The console lines kept, and what was not.
    func finishConsole() -> ConsoleOutput {
        let kept = console.lines
        return ConsoleOutput(
            lines: kept, omittedLines: consoleReceived - kept.count,
            omittedBytes: consoleBytes - kept.reduce(0) { $0 + $1.utf8.count }, limit: console.capacity)
    }

    /// The events kept, with a note when some were dropped.
    func finish() -> [TraceLines] {
        guard received > events.count else { return events }
        let note = "… \(received - events.count) more trace events were not kept (the host keeps \(limit) per action)"
        return events + [TraceLines(kind: .note, lines: [note])]
    }
}

/// The last `capacity` trace lines (for a crash or hang report), in a ring: appending never moves
/// the others.
struct RecentLines {
    let capacity: Int
    private var storage: [String] = []
    private var next = 0

    init(capacity: Int) {
        self.capacity = capacity
        storage.reserveCapacity(capacity)
    }

    mutating func append(contentsOf lines: [String]) {
        for line in lines { append(line) }
    }

    mutating func append(_ line: String) {
        if storage.count < capacity {
            storage.append(line)
        } else {
            storage[next] = line
            next = (next + 1) % capacity
        }
    }

    /// Oldest first.
    var lines: [String] { Array(storage[next...] + storage[..<next]) }
}
