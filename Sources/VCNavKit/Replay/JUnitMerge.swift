import Foundation
import Navigator

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `vcnav junit merge REPORT... [-o FILE]`: the reports of the shards of one suite (each CI job
/// ran `vcnav replay … --shard K/N --junit FILE`) as one report, the one an unsharded run writes:
/// every test case, in name order, counts and time summed.
@MainActor
enum JUnitMerge {
    static func run(reports paths: [String], output: String?) throws -> Int32 {
        // The merged report is opened first: one that would replace a report it reads is refused.
        let inputs = paths.compactMap { InputFile($0, role: "a report") }
        let file = try output.map { path throws(VCNavError) in try TextFile.open(path, what: "JUnit report", inputs: inputs) }
        var cases: [JUnitReport.Case] = []
        var status = ExitCode.ok
        for path in paths {
            switch FileReading.read(path) {
            case .failure(let unreadable):
                Console.error("cannot read the report '\(path)': \(unreadable.reason)")
                status = max(status, ExitCode.noInput)
            case .success(let data):
                do {
                    cases += try read(data)
                } catch {
                    Console.errorLine("\(path):\(error.message)")
                    status = max(status, ExitCode.dataError)
                }
            }
        }
        guard status == ExitCode.ok else { return status }
        let merged = JUnitReport(
            cases: cases.enumerated().sorted { ($0.element.name, $0.offset) < ($1.element.name, $1.offset) }.map(\.element))
        guard let file else {
            Console.out(merged.xml, terminator: "")
            return ExitCode.ok
        }
        return TextFile.finish(file, with: merged.xml)
    }

    /// Why a report cannot be merged.
    struct ReadError: Error {
        var message: String
    }

    /// The test cases of a JUnit report (every `testcase` under `testsuites`/`testsuite`), read
    /// with the XML parser CI tools read it with (libxml2's, through `XMLParser`).
    static func read(_ data: Data) throws(ReadError) -> [JUnitReport.Case] {
        let reader = CaseReader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        let parsed = parser.parse()
        if !parsed || reader.error != nil {
            let code = (reader.error ?? parser.parserError).map { ($0 as NSError).code } ?? 0
            let error = "not well-formed XML (parser error \(code))"
            throw ReadError(message: "\(parser.lineNumber):\(parser.columnNumber): not JUnit XML: \(error)")
        }
        guard reader.depth == 0 else {
            throw ReadError(message: "\(parser.lineNumber):\(parser.columnNumber): not JUnit XML: it ends inside an element (cut short?)")
        }
        guard let root = reader.root, ["testsuites", "testsuite"].contains(root) else {
            throw ReadError(message: "1:1: not JUnit XML: its root is not <testsuites> or <testsuite>")
        }
        return reader.cases
    }
}

/// Collects the test cases as the parser reads them.
private final class CaseReader: NSObject, XMLParserDelegate {
    var root: String?
    var cases: [JUnitReport.Case] = []
    /// Elements open.
    private(set) var depth = 0
    /// The first error the parser reported.
    private(set) var error: (any Error)?
    private var current: JUnitReport.Case?
    private var text: String?

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if root == nil { root = name }
        depth += 1
        switch name {
        case "testcase":
            let caseName = attributes["name"] ?? ""
            current = JUnitReport.Case(name: caseName, file: attributes["file"] ?? caseName, time: Double(attributes["time"] ?? "") ?? 0)
        case "failure", "error",
            "skipped" where current != nil && current?.outcome == nil:
            current?.outcome = JUnitReport.Outcome(
                element: name, type: attributes["type"] ?? "", message: attributes["message"] ?? "", details: "")
            text = ""
        case "system-out" where current != nil:
            text = ""
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text? += string
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        if error == nil { error = parseError }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        depth -= 1
        switch name {
        case "testcase":
            if let current { cases.append(current) }
            current = nil
        case "failure", "error", "skipped":
            if let text { current?.outcome?.details = text }
            text = nil
        case "system-out":
            current?.systemOut = text
            text = nil
        default: break
        }
    }
}
