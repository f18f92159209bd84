import Foundation
import Porting

/// `vcnav port` on one generated view controller with N `#selector`s (each naming its own
/// `@objc` action, so each becomes a table line too): 4,000 and 40,000 (400 and 4,000 with
/// --quick), beside the bare tokenizing of the same file in the same run. The port should grow
/// with the file, not with its square: before its lookups were indexed, 4,000 selectors took
/// 100 s in a debug build (see the DocC Reliability article for the release figures).
enum PortBench {
    static func run(into table: inout Table, quick: Bool) {
        for count in quick ? [400, 4000] : [4000, 40_000] {
            let text = source(selectors: count)
            var tokenize = Double.infinity, port = Double.infinity
            var changed = false
            for _ in 0..<(quick ? 1 : 2) {
                tokenize = min(tokenize, measure(runs: 1) { _ = try? SourceFile(path: "Actions.swift", text: text) })
                port = min(
                    port,
                    measure(runs: 1) {
                        changed = Porter().port([PortSource(path: "Actions.swift", text: text)]).files.first?.isChanged == true
                    })
            }
            precondition(changed, "the generated file needs porting")
            table.add(
                "vcnav port: one class, \(count) #selectors (\(text.utf8.count / 1024) KB)", format(port),
                baseline: "tokenize \(format(tokenize))", ratio: ratio(port, tokenize))
        }
    }

    /// A UIKit view controller wiring `count` buttons to `count` actions.
    static func source(selectors count: Int) -> String {
        var lines = ["import UIKit", "", "class ActionsViewController: UIViewController {", "    var buttons: [UIButton] = []", ""]
        lines.append("    override func viewDidLoad() {")
        lines.append("        super.viewDidLoad()")
        for index in 0..<count {
            lines.append("        buttons[\(index)].addTarget(self, action: #selector(tapped\(index)(_:)), for: .touchUpInside)")
        }
        lines.append("    }")
        for index in 0..<count { lines += ["", "    @objc func tapped\(index)(_ sender: UIButton) {}"] }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
