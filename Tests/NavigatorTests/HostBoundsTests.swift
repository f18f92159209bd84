import Foundation
import SimUIKit
import Testing

@testable import Navigator

#if canImport(Glibc)
    import Glibc
#endif

/// What the host keeps of what the app sends is bounded, and deep answers still arrive.
@Suite("Host bounds")
struct HostBoundsTests {
    static func chain(depth: Int) -> HierarchyNode {
        var node = HierarchyNode(
            ref: ObjectRef(serial: depth, className: "UIViewController", number: depth), className: "UIViewController",
            title: "Level \(depth)", storyboardIdentifier: nil, state: .loaded(.appeared), role: .presented(.fullScreen),
            instantiation: .coder, properties: [], children: [])
        for level in stride(from: depth - 1, through: 0, by: -1) {
            node = HierarchyNode(
                ref: ObjectRef(serial: level, className: "UIViewController", number: level), className: "UIViewController",
                title: "Level \(level)", storyboardIdentifier: nil, state: .loaded(.disappeared),
                role: level == 0 ? .root : .presented(.fullScreen),
                instantiation: .coder, properties: [], children: [node])
        }
        return node
    }

    @Test("a hierarchy 2,000 deep goes through JSON and comes back the same (nested, the JSON encoder refused it: too deep)")
    func deepHierarchyRoundTrip() throws {
        let deep = Self.chain(depth: 2000)
        let reply = AppReply(requestID: 7, hierarchy: deep)
        let data = try JSONEncoder().encode(reply)
        let back = try JSONDecoder().decode(AppReply.self, from: data)
        #expect(back.hierarchy?.flattened().count == 2001)
        #expect(back == reply)
        let wide = HierarchyNode(
            ref: ObjectRef(serial: 1, className: "UITabBarController", number: 1), className: "UITabBarController", title: nil,
            storyboardIdentifier: nil, state: .loaded(.appeared), role: .root, instantiation: .coder, properties: [],
            children: [Self.chain(depth: 3), Self.chain(depth: 1), Self.chain(depth: 0)])
        #expect(try JSONDecoder().decode(HierarchyNode.self, from: JSONEncoder().encode(wide)) == wide)
    }

    @Test("a flat hierarchy that skips a level or has two roots is refused, not guessed")
    func corruptHierarchy() {
        let record =
            #"{"ref":{"serial":1,"className":"A","number":1},"className":"A","state":"s","role":"r","instantiation":"coder","properties":[]"#
        for depths in [[0, 2], [0, 0], [1], []] {
            let json = "[" + depths.map { record + #","depth":\#($0)}"# }.joined(separator: ",") + "]"
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(HierarchyNode.self, from: Data(json.utf8)) }
        }
    }

    @Test("a line longer than the bound is dropped as it arrives; the lines after it are read")
    func overlongLine() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]) }
        let writeEnd = fds[1]
        let writer = Thread {
            var text = [UInt8]("first\n".utf8) + [UInt8](repeating: 0x41, count: 300_000) + [0x0A] + [UInt8]("after\n".utf8)
            text += [UInt8](repeating: 0x42, count: 300_000)  // a last line cut off by the end of input
            let handle = FileHandle(fileDescriptor: writeEnd, closeOnDealloc: true)
            handle.write(Data(text))
            try? handle.close()
        }
        writer.start()
        let reader = LineReader(fileDescriptor: fds[0], maximumLineLength: 100_000)
        #expect(reader.readLine(timeout: 10) == .line(Data("first".utf8)))
        #expect(reader.readLine(timeout: 10) == .line(Data("after".utf8)))
        #expect(reader.readLine(timeout: 10) == .endOfFile)
        #expect(reader.droppedLines == 2)
    }

    @Test("a line over the bound that arrives whole in one read is dropped too (found by the stream fuzzer)")
    func overlongLineInOneRead() throws {
        let pipe = Pipe()
        pipe.fileHandleForWriting.write(Data(("Enote\t" + String(repeating: "x", count: 600) + "\nK3\nEnote\tcut off").utf8))
        try pipe.fileHandleForWriting.close()
        let reader = LineReader(fileDescriptor: pipe.fileHandleForReading.fileDescriptor, maximumLineLength: 256)
        #expect(reader.readLine(timeout: 10) == .line(Data("K3".utf8)))
        #expect(reader.readLine(timeout: 10) == .line(Data("Enote\tcut off".utf8)))
        #expect(reader.readLine(timeout: 10) == .endOfFile)
        #expect(reader.droppedLines == 1)
    }

    @Test("an action's events are kept up to the limit, the rest counted in one note")
    func eventLimit() {
        var collector = ActionCollector(limit: 3)
        for number in 1...10 {
            collector.add(TraceLines(kind: .note, lines: ["event \(number)"]))
        }
        let kept = collector.finish()
        #expect(
            kept.map(\.lines) == [
                ["event 1"], ["event 2"], ["event 3"], ["… 7 more trace events were not kept (the host keeps 3 per action)"],
            ])
        #expect(collector.received == 10)
    }

    @Test("the last lines for a report: a ring of the newest, oldest first")
    func recentLines() {
        var recent = RecentLines(capacity: 3)
        recent.append(contentsOf: ["a", "b"])
        #expect(recent.lines == ["a", "b"])
        recent.append(contentsOf: ["c", "d", "e"])
        #expect(recent.lines == ["c", "d", "e"])
    }

    @Test("standard error: the head and the tail are kept (where a crash message is), the middle counted")
    func errorSink() {
        let pipe = Pipe()
        let sink = ErrorSink(descriptor: dup(pipe.fileHandleForReading.fileDescriptor), half: 8)
        pipe.fileHandleForWriting.write(Data("HEAD-123middle-part-tail-END".utf8))
        try? pipe.fileHandleForWriting.close()
        #expect(sink.finish() == "HEAD-123\n[… 12 bytes of standard error left out …]\ntail-END")
    }
}
