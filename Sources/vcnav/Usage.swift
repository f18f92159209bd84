import Foundation

/// Help texts, printed on standard output.
enum Usage {
    static func text(for topic: String?) -> String {
        switch topic {
        case "replay": return replay
        case "record": return record
        case "check": return check
        case "port": return port
        default: return main
        }
    }

    /// The line an error prints after its message.
    static func hint(_ command: String) -> String {
        "Run 'vcnav \(command) --help' for usage."
    }

    static let main = """
        vcnav \(VCNav.version): watch iOS view controllers come to life, in a terminal.

        vcnav runs an iOS-style app (the built-in Pets demo, or any folder of .storyboard files)
        on SimUIKit, a pure-Swift engine with UIKit's API and UIKit's real callback order. Push
        screens and watch every callback fire and every dependency arrive, or watch the app crash
        exactly where a real one would.

        USAGE:
          vcnav [--storyboards DIR [--main NAME]]
                                     open the interactive navigator (the demo by default)
          vcnav replay SCRIPT...     run replay scripts headless; print the transcript
          vcnav record FILE          open the navigator and record your actions as a replay
          vcnav check PATH...        check storyboards; report problems as file:line:column
          vcnav port PATH...         port UIKit sources to SimUIKit (a diff; --write applies it)
          vcnav --help | --version

        OPTIONS:
          --storyboards DIR          run the storyboards under DIR (searched recursively,
                                     Base.lproj included) instead of the demo
          --main NAME                the main storyboard under DIR (default: Main, or the
                                     only one)

        Run 'vcnav COMMAND --help' for a command's options.

        EXIT CODES:
          0 success, 1 a check or golden failed, 64 bad command line,
          65 bad input (a replay script or storyboard with problems), 66 unreadable input

        """

    static let replay = """
        USAGE: vcnav replay SCRIPT... [options]

        Runs each replay script in a fresh app process and prints its transcript: one line per
        event, deterministic, diff-friendly. Scripts are parsed first: any error is reported as
        file:line:column and nothing runs (exit 65).

        OPTIONS:
          --golden FILE              compare the transcript with FILE (one script only)
          --goldens                  compare each SCRIPT.vcreplay with SCRIPT.transcript beside it
          --update                   rewrite the golden file(s) instead of comparing
          --storyboards DIR          run the storyboards under DIR instead of the demo
          --main NAME                the main storyboard under DIR
          --timeout SECONDS          how long one action may take before the app counts as hung
                                     (default 10)
          --in-process               run the app inside vcnav (faster; a crash ends vcnav too)
          -q, --quiet                print only failures and diffs

        EXIT CODES:
          0 every expectation held (and every golden matched), 1 a check failed, an action
          could not be done or a golden differs, 65 a script does not parse, 66 unreadable file

        """

    static let record = """
        USAGE: vcnav record FILE [--storyboards DIR [--main NAME]]

        Opens the navigator and writes each action you take to FILE as a replay command,
        flushed as it happens: an interrupted session keeps everything done so far.

        """

    static let check = """
        USAGE: vcnav check PATH... [--sources DIR]...

        Loads every storyboard in the given files and directories and reports each problem as
        File.storyboard:LINE:COLUMN: message, then a summary per file.

        OPTIONS:
          --sources DIR              also read the app's Swift sources under DIR: warn about a
                                     storyboard action whose method is there but missing from
                                     its class's ibActions (a stale table; vcnav port --write
                                     rewrites it)

        EXIT CODES:
          0 no problems, 65 problems were found, 66 a path cannot be read

        """

    static let port = """
        USAGE: vcnav port PATH... [--write]

        Ports UIKit sources to SimUIKit: import UIKit becomes import SimUIKit, @IBOutlet becomes
        @Outlet, the @IBAction, @IBSegueAction and #selector methods of each class are listed in
        its ibActions table (extensions in other files included), #selector(m) becomes
        Selector("m"), @IBInspectable becomes @Inspectable, @objc and @IBDesignable go. PATH is a
        .swift file or a directory of them (searched recursively; hidden directories and .build
        are skipped); all are ported together.

        Prints the changes as a unified diff (patch -p0 applies it); with --write, changes the
        files instead. A second run changes nothing. What only a person can do is listed on
        standard error as FILE:LINE:COLUMN: by hand: what and why (notes say what was done).

        OPTIONS:
          --write                    change the files in place instead of printing the diff

        EXIT CODES:
          0 nothing is left by hand, 1 something is, 65 a file is not Swift that can be read
          (its error is shown as FILE:LINE:COLUMN), 66 a path cannot be read

        """
}
