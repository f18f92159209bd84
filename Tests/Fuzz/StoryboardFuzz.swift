// libFuzzer entry point for the storyboard loader (module SimUIKit).
//
// Not part of any SwiftPM target: Tests/Fuzz/build-and-run.sh compiles it with
// Sources/SimUIKit/Storyboard/*.swift into one module (see README.md).
//
// Each input is handed to `StoryboardDocument.parse(data:name:)` exactly as
// `load(contentsOf:)` would, then the lookups are exercised on the result so
// that the indexes the parser built are read back. The loader promises never
// to trap on any input, so any crash, hang or ASan report is a finding.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func storyboardFuzzTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let data = count > 0 && bytes != nil ? Data(bytes: bytes!, count: count) : Data()
    let document = StoryboardDocument.parse(data: data, name: "Fuzz")
    exercise(document)
    return 0
}

/// Reads back what the parse produced through the public lookups.
private func exercise(_ document: StoryboardDocument) {
    var sink = 0
    for problem in document.problems {
        // Locations are clamped to 1-based positions.
        fuzzCheck(problem.location.line >= 1 && problem.location.column >= 1, "bad location \(problem.location)")
        sink &+= problem.message.utf8.count
    }
    _ = document.initialController
    for controller in document.allControllers {
        sink &+= controller.id.utf8.count
        if let scene = document.scene(containingID: controller.id) { sink &+= scene.sceneID.utf8.count }
        _ = document.controller(withID: controller.id)
        _ = document.element(withID: controller.id)
        if let identifier = controller.storyboardIdentifier {
            _ = document.controller(withStoryboardIdentifier: identifier)
        }
    }
    for segue in document.allSegues {
        _ = document.element(withID: segue.id)
        _ = document.element(withID: segue.destination)
        sink &+= segue.kind.hashValue & 1
    }
    sink &+= document.sceneCountsByKind.count + document.segueCountsByKind.count
    // Hashing walks the whole model.
    sink &+= document.hashValue & 1
    if sink == Int.min { print(sink) }
}

/// Traps with `message` when `condition` fails: unlike `precondition`, it prints the
/// message in -O builds too, so the fuzzer's report says what went wrong.
@inline(never)
private func fuzzCheck(_ condition: Bool, _ message: @autoclosure () -> String, line: UInt = #line) {
    if !condition { fatalError(message(), line: line) }
}
