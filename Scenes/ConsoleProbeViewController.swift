import Foundation
import SimUIKit

/// Not part of the demo's screens: one button per thing app code can do to its console and its
/// process, as a real app might (print a lot, close its streams, fork, exit). vcnav's tests use
/// it (through a storyboard naming it) to check that the app's output is its console, never the
/// wire's, and that no wait on the app is without an end.
final class ConsoleProbeViewController: UIViewController {
    override class var ibActions: [IBActionBinding] {
        [
            .action("say:", Self.say),
            .action("partial:", Self.partial),
            .action("megabyte:", Self.megabyte),
            .action("manyLines:", Self.manyLines),
            .action("closeOutput:", Self.closeOutput),
            .action("closeInput:", Self.closeInput),
            .action("forkChild:", Self.forkChild),
            .action("exitApp:", Self.exitApp),
            .action("closeWire:", Self.closeWire),
            .action("crash:", Self.crash),
        ]
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        print("Console: viewDidLoad")
    }

    /// A line on standard output, then one on standard error (no stdio buffer: straight to 2).
    @IBAction func say(_ sender: Any) {
        print("hello from the app")
        let text = "a warning on standard error\n"
        _ = text.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    }

    /// A line without its newline: it belongs to this action all the same.
    @IBAction func partial(_ sender: Any) {
        print("no newline yet", terminator: "")
    }

    /// One line of a mebibyte.
    @IBAction func megabyte(_ sender: Any) {
        print(String(repeating: "x", count: 1 << 20))
    }

    /// A hundred thousand lines.
    @IBAction func manyLines(_ sender: Any) {
        for number in 1...100_000 { print("line \(number)") }
    }

    @IBAction func closeOutput(_ sender: Any) {
        close(STDOUT_FILENO)
        print("this line goes nowhere")
    }

    @IBAction func closeInput(_ sender: Any) {
        close(STDIN_FILENO)
    }

    /// A child that holds every descriptor the app has (its console, its wire) and never ends.
    @IBAction func forkChild(_ sender: Any) {
        let child = fork()
        if child == 0 {
            while true { pause() }
        }
        print("forked \(child)")
    }

    @IBAction func exitApp(_ sender: Any) {
        exit(0)
    }

    /// Closes every descriptor from 3 up (as a daemon might), the wire with them, and waits
    /// forever.
    @IBAction func closeWire(_ sender: Any) {
        for descriptor in 3..<1024 { close(Int32(descriptor)) }
        while true { pause() }
    }

    /// A line, then a trap: the line is the app's output, the trap's message and stack trace its
    /// crash report.
    @IBAction func crash(_ sender: Any) {
        print("about to crash")
        fatalError("the probe crashed on purpose")
    }
}
