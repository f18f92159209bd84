import Diagnostics

/// A storyboard's or nib's `customModule` that names no target of the app (without
/// `customModuleProvider="target"`, which means the app's module whatever it says): the loader
/// finds no class there and logs `Unknown class … in Interface Builder file.`, as on a device.
struct StoryboardModuleRule: PortRule {
    static let name = "storyboard modules"
    static let phase = PortPhase.file
    static let findings: [PortFinding] = [
        PortFinding(.warning, "a storyboard customModule that names no target of the app (and no customModuleProvider=\"target\")")
    ]
    let context: PortContext

    func apply() {
        let targets = Set(files.map { AppEntryPoint.target(of: $0.source.path).module })
        guard !targets.isEmpty else { return }
        for file in context.interface {
            for element in Self.customModules(in: file.text) where !targets.contains(element.module) {
                guard element.provider != "target", !["UIKit", "SimUIKit"].contains(element.module) else { continue }
                let names = targets.sorted().joined(separator: ", ")
                let lookup = element.customClass.map {
                    "\(element.module).\($0) is not found (Unknown class \($0) in Interface Builder file)"
                }
                context.report(
                    at: SourceLocation(file: file.path, line: element.line, column: element.column), .warning,
                    "customModule \"\(element.module)\" names no target of this app (\(names)): \(lookup ?? "its class is not found"); set customModuleProvider=\"target\" (Xcode's Inherit Module From Target), or the module of the target that declares the class"
                )
            }
        }
    }

    /// An element's `customModule`, where it is written, and what the element says besides.
    struct Element: Equatable {
        var module: String
        var provider: String?
        var customClass: String?
        var line: Int
        var column: Int
    }

    /// Each `customModule="…"` of an Interface Builder file, with its element's
    /// `customModuleProvider` and `customClass` (read from the element's `<` to its `>`).
    static func customModules(in text: String) -> [Element] {
        let bytes = Array(text.utf8)
        let needle = Array(" customModule=\"".utf8)
        var result: [Element] = []
        var line = 1
        var lineStart = 0
        var index = 0
        while index + needle.count <= bytes.count {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            guard bytes[index..<index + needle.count].elementsEqual(needle) else {
                index += 1
                continue
            }
            let start = bytes[..<index].lastIndex(of: UInt8(ascii: "<")) ?? 0
            let end = bytes[index...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.count
            let element = String(decoding: bytes[start..<end], as: UTF8.self)
            // The column in Unicode scalars (continuation bytes do not start one).
            let column = bytes[lineStart...index].filter { $0 & 0xC0 != 0x80 }.count + 1
            if let module = attribute("customModule", in: element) {
                result.append(
                    Element(
                        module: module, provider: attribute("customModuleProvider", in: element),
                        customClass: attribute("customClass", in: element), line: line, column: column))
            }
            index += needle.count
        }
        return result
    }

    /// The value of ` name="value"` in an element's text.
    static func attribute(_ name: String, in element: String) -> String? {
        let bytes = Array(element.utf8)
        let needle = Array(" \(name)=\"".utf8)
        guard bytes.count >= needle.count,
            let start = (0...(bytes.count - needle.count)).first(where: { bytes[$0..<$0 + needle.count].elementsEqual(needle) })
        else { return nil }
        let rest = bytes[(start + needle.count)...]
        return rest.firstIndex(of: UInt8(ascii: "\"")).map { String(decoding: rest[..<$0], as: UTF8.self) }
    }
}
