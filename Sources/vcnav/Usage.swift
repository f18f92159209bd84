import Foundation

/// Help texts, printed on standard output.
enum Usage {
    static func text(for topic: String?) -> String {
        switch topic {
        case "replay": return replay
        case "record": return record
        case "check": return check
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
        USAGE: vcnav check PATH...

        Loads every storyboard in the given files and directories and reports each problem as
        File.storyboard:LINE:COLUMN: message, then a summary per file.

        EXIT CODES:
          0 no problems, 65 problems were found, 66 a path cannot be read

        """
}
