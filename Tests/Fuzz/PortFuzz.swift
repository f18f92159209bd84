// libFuzzer entry point for `vcnav port` (module Porting: the tokenizer, the outline and the rules).
//
// Not part of any SwiftPM target: Tests/Fuzz/build-and-run.sh compiles it with
// Sources/Porting/**/*.swift into one module (see README.md).
//
// The input is split at NUL bytes into up to four Swift files of one target (a class in one,
// its extension in another is how overrides move and tables fill across files), decoded as
// `vcnav port` reads them (UTF-8 only). Files that do not tokenize are reported, never a trap.
// Then, as the port promises:
// - every ported file, and every file it writes anew, tokenizes again;
// - porting the output changes nothing and leaves the same work by hand;
// - every finding has a 1-based position and a message.
// A broken promise traps, so that libFuzzer keeps the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func portFuzzTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let buffer = UnsafeBufferPointer(start: count > 0 ? bytes : nil, count: count)
    var sources: [PortSource] = []
    for (index, part) in buffer.split(separator: 0, maxSplits: 3, omittingEmptySubsequences: false).enumerated() {
        guard let text = String(validating: part, as: UTF8.self) else { return 0 }
        sources.append(PortSource(path: "Sources/App/File\(index).swift", text: text))
    }
    // Some UIKit names known, some not: both branches of the missing-type rule run.
    let porter = Porter(knowsUIKitType: { $0.utf8.count % 3 != 0 }, storyboards: ["Sources/App/Base.lproj/Main.storyboard"])
    let report = porter.port(sources)
    for finding in report.diagnostics {
        fuzzCheck(finding.line >= 1 && finding.column >= 1, "bad position in \(finding)")
        fuzzCheck(!finding.message.isEmpty, "empty message at \(finding)")
    }
    for error in report.unreadable {
        fuzzCheck(error.line >= 1 && error.column >= 1, "bad position in \(error)")
    }
    for file in report.files {
        do {
            _ = try SourceFile(path: file.path, text: file.ported)
        } catch {
            fatalError("the port's output does not tokenize: \(error)\n--- input\n\(file.original)\n--- output\n\(file.ported)")
        }
    }
    let again = porter.port(report.files.map { PortSource(path: $0.path, text: $0.ported) })
    for file in again.files where file.isChanged && !file.isNew {
        fatalError("a second run changed \(file.path):\n--- first\n\(file.original)\n--- second\n\(file.ported)")
    }
    let byHand = { (report: PortReport) in
        report.diagnostics.filter { $0.severity == .byHand }.map {
            $0.message.replacingOccurrences("@main removed: ", "").replacingOccurrences("@UIApplicationMain removed: ", "")
        }.sorted()
    }
    fuzzCheck(byHand(again) == byHand(report), "a second run left different work by hand: \(byHand(report)) -> \(byHand(again))")
    return 0
}

extension String {
    /// Foundation-free `replacingOccurrences(of:with:)` (the module has no Foundation).
    fileprivate func replacingOccurrences(_ target: String, _ replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = self[...]
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}

/// Traps with `message` when `condition` fails: unlike `precondition`, it prints the
/// message in -O builds too, so the fuzzer's report says what went wrong.
@inline(never)
private func fuzzCheck(_ condition: Bool, _ message: @autoclosure () -> String, line: UInt = #line) {
    if !condition { fatalError(message(), line: line) }
}
