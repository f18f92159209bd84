import Foundation
import Navigator
import SimUIKit

/// Every command of `vcnav` and its options, declared once: adding an option is one declaration
/// here and its name in its command's list; its value is `parsed.value(Commands.option)`.
enum Commands {
    // MARK: Options

    static let storyboards = Option.text(
        "storyboards", value: "DIR",
        help: "run the storyboards under DIR (searched recursively, Base.lproj included) instead of the app")
    static let main = Option.text("main", value: "NAME", help: "the main storyboard under DIR (default: Main, or the only one)")
    static let golden = Option.text("golden", value: "FILE", help: "compare the transcript with FILE (one script only)")
    static let goldens = Flag("goldens", help: "compare each SCRIPT.vcreplay with SCRIPT.transcript beside it")
    static let update = Flag("update", help: "rewrite the golden file(s) instead of comparing")
    static let timeout = Option<Double>.number(
        "timeout", value: "SECONDS", in: 0...86_400, excludingLowerBound: true, unit: "seconds",
        help: "how long one action may take before the app counts as hung (default 10)"
    ).defaulting(to: 10)
    static let inProcess = Flag("in-process", help: "run the app inside vcnav (faster; a crash ends vcnav too)")
    static let play = Flag("play", help: "play the script in the navigator at a readable pace, then hand it over")
    static let cast = Option.text(
        "cast", value: "FILE", help: "write the played script as an asciinema v2 recording (no terminal needed)")
    static let jobs = Option<Int>.number(
        "jobs", short: "j", value: "N", in: 1...256, help: "run N scripts at a time (default: the number of cores)"
    ).defaulting(to: ProcessInfo.processInfo.activeProcessorCount)
    static let junit = Option.text("junit", value: "FILE", help: "write a JUnit XML report (one test case per script) to FILE")
    static let format = Option<ReplayFormat>.choice(
        "format", value: "FORMAT",
        help: "text (the default) or json: one JSON object per line, each transcript line then each script's result"
    ).defaulting(to: .text)
    static let quiet = Flag("quiet", short: "q", help: "print only failures, diffs and the summary")
    static let verbose = Flag(
        "verbose", short: "v", help: "print every script's transcript (several scripts print one line each, unless one fails)")
    static let shard = Option.text(
        "shard", value: "K/N",
        help: "run only the K-th of N parts of the scripts (split by a hash of each name: stable as scripts are added)")
    static let mergedOutput = Option.text(
        "output", short: "o", value: "FILE", help: "write the merged report to FILE (default: standard output)")
    static let force = Flag("force", help: "replace FILE if it exists (without it, an existing file is an error)")
    static let parent = Option<Int32>.number("parent", value: "PID", in: 1...Int32.max, help: "the host's process id")
    static let sources = Option.text(
        "sources", value: "DIR", repeatable: true,
        help: """
            also read the app's Swift sources under DIR (may be given more than once): warn about a storyboard \
            action whose method is there but missing from its class's ibActions (a stale table; vcnav port --write \
            rewrites it)
            """)
    static let codeSources = Option.text(
        "sources", value: "DIR", repeatable: true,
        help: """
            read the app's Swift under DIR (may be given more than once) for the source pane, which shows the code \
            beside each callback in step mode, and for the map, which adds the pushes and presentations the code \
            makes (default: the folder of the file that describes the app)
            """)
    static let ios = Option<IOSVersion>.choice(
        "ios", value: "VERSION",
        help: """
            the iOS the simulated iPhone runs (default 17): 12 presents .automatic full screen (the presenter \
            disappears), calls no viewIsAppearing and launches without scenes; 13 and 15 as 17 (page sheets, \
            viewIsAppearing back-deployed, scenes); 18 resolves .automatic to a form sheet
            """
    ).defaulting(to: .default)
    static let write = Flag("write", help: "change the files in place instead of printing the diff")
    static let presentation = Flag(
        "presentation", help: "presentation mode: high contrast, the phone, the inspector and the log large (p toggles it)")
    static let replayScript = Option.text(
        "replay", value: "SCRIPT", repeatable: true,
        help: """
            also run SCRIPT (may be given more than once; its checks are not judged) and add the ways the run took: \
            the controllers code pushes and presents, and how each destination's dependencies arrived
            """)
    static let graphFormat = Option<FlowMap.Format>.choice(
        "format", value: "FORMAT", help: "text (the default), mermaid (for Markdown: common code hosts draw it) or dot (Graphviz)"
    ).defaulting(to: .text)
    static let output = Option.text(
        "output", short: "o", value: "FILE",
        help: "write the map to FILE; a FILE ending in .svg, .png or .pdf is drawn with Graphviz's dot (installed separately)")

    static let maxActions = Option<Int>.number(
        "max-actions", value: "N", in: 1...10_000_000, help: "stop the crawl after N commands sent to the app (default 5000)"
    ).defaulting(to: 5000)
    static let time = Option<Double>.number(
        "time", value: "SECONDS", in: 0...86_400, excludingLowerBound: true, unit: "seconds",
        help: "stop the crawl after SECONDS (default 300)"
    ).defaulting(to: 300)
    static let depth = Option<Int>.number(
        "depth", value: "N", in: 0...1000, help: "explore screens at most N actions from the launch (default 12; deeper ones are seen)"
    ).defaulting(to: 12)
    static let seed = Option<UInt64>.number(
        "seed", value: "N", in: 0...UInt64.max, help: "the order actions are tried in (default 1): the same seed, the same crawl"
    ).defaulting(to: 1)
    static let text = Option.text(
        "text", value: "FIELD=VALUE", repeatable: true,
        help: "type VALUE into the text field whose identifier or placeholder is FIELD (may be given more than once)")
    static let out = Option.text(
        "out", value: "DIR", help: "write each finding's replay and the whole crawl (crawl.vcreplay) into DIR")
    static let exploreFormat = Option<ReplayFormat>.choice(
        "format", value: "FORMAT", help: "text (the default) or json: the report as one JSON object"
    ).defaulting(to: .text)
    static let exploreJUnit = Option.text(
        "junit", value: "FILE", help: "write a JUnit XML report (one failing test case per finding) to FILE")

    static let portFormat = Option<ReplayFormat>.choice(
        "format", value: "FORMAT", help: "text (the default) or json: the files and the findings as one JSON object (no diff)"
    ).defaulting(to: .text)

    /// `[--storyboards DIR [--main NAME]]`.
    static let appUsage = Usage.option(storyboards, with: [.option(main)])

    // MARK: Commands

    static let navigator = CommandSpec(
        name: nil, synopsis: [appUsage],
        abstract: "open the interactive navigator on the app",
        // After "vcnav runs an iOS-style app (the Pets app, or any folder of .storyboard files)".
        discussion: """
            on SimUIKit, a pure-Swift engine with UIKit's API and UIKit's real callback order. Push screens and \
            watch every callback fire and every dependency arrive, or watch the app crash exactly where a \
            real one would.
            """,
        options: [storyboards, main, ios, presentation, codeSources], operands: 0...0,
        operandError: "\(Program.name) takes no operands",
        exitCodes: [
            ExitStatus(ExitCode.ok, "success"), ExitStatus(ExitCode.failure, "a check or golden failed"),
            ExitStatus(ExitCode.usage, "bad command line"),
            ExitStatus(ExitCode.dataError, "bad input (a replay script or storyboard with problems)"),
            ExitStatus(ExitCode.noInput, "unreadable input"), ExitStatus(ExitCode.unavailable, "no terminal"),
            ExitStatus(ExitCode.cannotCreate, "a file cannot be created"),
            ExitStatus(ExitCode.ioError, "a write failed (a full disk)"),
        ],
        command: { parsed in .navigator(AppOptions(parsed), record: nil) })

    static let replay = CommandSpec(
        name: "replay", synopsis: [.operands("SCRIPT|DIR..."), .options],
        abstract: "run replay scripts headless; print the transcript",
        discussion: """
            Runs each replay script (a DIR: every *.vcreplay under it) in a fresh app process and prints its \
            transcript: one line per event, deterministic, diff-friendly. Scripts are parsed first: any error \
            is reported as file:line:column and nothing runs (exit 65). A failed check, an action that cannot \
            be done, or a crash or hang that no 'expect crash' or 'expect hang' acknowledges stops its script \
            (exit 1). Several scripts run in parallel, print one line for each that passes and everything for \
            each that does not (--verbose: every transcript), and end with a line 'N passed, N failed'.
            """,
        options: [
            golden, goldens, update, storyboards, main, ios, timeout, inProcess, jobs, shard, junit, format, quiet, verbose, play,
            cast, presentation, codeSources,
        ],
        operands: 1...Int.max, operandError: "replay needs at least one SCRIPT or DIR",
        exitCodes: [
            ExitStatus(ExitCode.ok, "every check held (and every golden matched)"),
            ExitStatus(
                ExitCode.failure,
                "a check failed, an action could not be done, the app crashed or hung unexpectedly, or a golden differs"),
            ExitStatus(ExitCode.usage, "bad command line"), ExitStatus(ExitCode.dataError, "a script does not parse"),
            ExitStatus(ExitCode.noInput, "a file cannot be read"),
            ExitStatus(ExitCode.cannotCreate, "a golden or report cannot be written"),
        ],
        command: { parsed throws(UsageError) in .replay(try ReplayOptions(parsed)) })

    static let record = CommandSpec(
        name: "record", synopsis: [.operands("FILE"), .option(force), appUsage],
        abstract: "open the navigator and record your actions as a replay",
        discussion: """
            Opens the navigator and writes each command that succeeds (taps, back, dismiss, step mode, : \
            commands including checks) to FILE as a replay script, flushed as it happens: an interrupted \
            session keeps everything done so far. The header says how to replay it. A crash that no check \
            acknowledged gets its 'expect crash' when you relaunch or stop, so the recording replays.
            """,
        options: [force, storyboards, main, ios, presentation, codeSources], operands: 1...1,
        operandError: "record needs one FILE to write the replay to",
        exitCodes: [
            ExitStatus(ExitCode.ok, "success"), ExitStatus(ExitCode.usage, "bad command line"),
            ExitStatus(ExitCode.unavailable, "no terminal"),
            ExitStatus(ExitCode.cannotCreate, "FILE exists (give --force) or cannot be created"),
            ExitStatus(ExitCode.ioError, "a write failed (a full disk: every complete line is kept)"),
        ],
        command: { parsed in
            .navigator(AppOptions(parsed), record: RecordOptions(path: parsed.operands[0], force: parsed.has(force)))
        })

    static let check = CommandSpec(
        name: "check", synopsis: [.operands("PATH..."), .option(sources)],
        abstract: "check storyboards; report problems as file:line:column",
        discussion: """
            Loads every storyboard in the given files and directories and reports each problem as \
            File.storyboard:LINE:COLUMN: message, then a summary per file.
            """,
        options: [sources], operands: 1...Int.max, operandError: "check needs at least one storyboard file or directory",
        exitCodes: [
            ExitStatus(ExitCode.ok, "no problems"), ExitStatus(ExitCode.dataError, "problems were found"),
            ExitStatus(ExitCode.noInput, "a path cannot be read"),
        ],
        command: { parsed in .check(paths: parsed.operands, sources: parsed.values(sources)) })

    static let port = CommandSpec(
        name: "port", synopsis: [.operands("PATH..."), .option(write), .option(portFormat)],
        abstract: "port UIKit sources to SimUIKit (a diff; --write applies it)",
        discussion: """
            Ports UIKit sources to SimUIKit: import UIKit becomes import SimUIKit, @IBOutlet becomes @Outlet, the \
            @IBAction, @IBSegueAction and #selector methods of each class are listed in its ibActions table \
            (extensions in other files included), #selector(m) becomes Selector("m"), @IBInspectable becomes \
            @Inspectable, @objc and @IBDesignable go. PATH is a .swift file or a directory of them (searched \
            recursively; hidden directories and .build are skipped); all are ported together.

            Prints the changes as a unified diff (patch -p0 applies it); with --write, changes the files instead, all \
            or none: links are written through, modes, byte order marks and CRLF line breaks kept, read-only files \
            refused. A second run changes nothing. What only a person can do is listed on standard error as \
            FILE:LINE:COLUMN: by hand: what and why (notes say what was done, warnings what would go wrong when \
            the app runs); with --format json, standard output is one object instead: the files (path, changed, \
            new), the findings (file, line, column, severity, message) and how many are left by hand.
            """,
        options: [write, portFormat], operands: 1...Int.max, operandError: "port needs at least one .swift file or directory",
        exitCodes: [
            ExitStatus(ExitCode.ok, "nothing is left by hand"), ExitStatus(ExitCode.failure, "something is"),
            ExitStatus(ExitCode.dataError, "a file is not Swift that can be read (its error is shown as FILE:LINE:COLUMN)"),
            ExitStatus(ExitCode.noInput, "a path cannot be read"),
            ExitStatus(ExitCode.cannotCreate, "--write refused a file (read-only, changed meanwhile): nothing was written"),
        ],
        command: { parsed in .port(paths: parsed.operands, write: parsed.has(write), json: parsed.value(portFormat) == .json) })

    static let graph = CommandSpec(
        name: "graph", synopsis: [.option(storyboards), .option(replayScript), .option(graphFormat)],
        abstract: "draw a map of the app's flow: scenes, the ways between them, how dependencies arrive",
        discussion: """
            Draws the app's flow (the storyboards of the app, or those under DIR): one box per scene (its class, Storyboard \
            ID and storyboard), one arrow per way between scenes: segues (kind and identifier), relationships, \
            embeds, storyboard references across files, unwinds (to the controllers whose class implements the \
            action), each labelled with how the destination gets its dependencies (initializer, creator closure, \
            segue action, prepare(for:sender:), runtime attribute, factory or caller after init).

            What code pushes or presents is not in the storyboards: a run shows it. With --replay SCRIPT the script \
            runs in an app process and the map gains the ways it took (dotted arrows), labelled with the \
            dependencies that really arrived, and the scenes it visited are marked. In the navigator, m shows the \
            same map live, with where you are and the path you took.
            """,
        options: [storyboards, main, ios, codeSources, replayScript, graphFormat, output], operands: 0...0,
        operandError: "graph takes no operands",
        exitCodes: [
            ExitStatus(ExitCode.ok, "success"), ExitStatus(ExitCode.usage, "bad command line"),
            ExitStatus(ExitCode.dataError, "a script does not parse"),
            ExitStatus(ExitCode.noInput, "a storyboard or script cannot be read"),
            ExitStatus(ExitCode.unavailable, "Graphviz's dot is needed and missing"),
            ExitStatus(ExitCode.cannotCreate, "FILE cannot be created"), ExitStatus(ExitCode.ioError, "a write failed"),
        ],
        command: { parsed throws(UsageError) in .graph(try GraphOptions(parsed)) })

    static let junitMerge = CommandSpec(
        name: "junit", synopsis: [.operands("merge REPORT..."), .option(mergedOutput)],
        abstract: "merge the JUnit reports of a sharded run into one",
        discussion: """
            Merges JUnit XML reports (each CI job of a sharded suite wrote one with vcnav replay --shard K/N \
            --junit FILE) into the one report an unsharded run writes: every test case in name order, the \
            counts and times summed.
            """,
        options: [mergedOutput], operands: 2...Int.max, operandError: "junit merge needs at least one REPORT",
        exitCodes: [
            ExitStatus(ExitCode.ok, "merged"), ExitStatus(ExitCode.usage, "bad command line"),
            ExitStatus(ExitCode.dataError, "a report is not JUnit XML"), ExitStatus(ExitCode.noInput, "a report cannot be read"),
            ExitStatus(ExitCode.cannotCreate, "FILE cannot be written"),
        ],
        command: { parsed throws(UsageError) in
            guard parsed.operands[0] == "merge" else {
                throw UsageError(
                    "unknown junit command '\(parsed.operands[0])'; the one there is: merge",
                    hint: "Run '\(Program.name) junit --help' for usage.")
            }
            return .junitMerge(reports: Array(parsed.operands.dropFirst()), output: parsed.value(mergedOutput))
        })

    static let explore = CommandSpec(
        name: "explore", synopsis: [appUsage, .options],
        abstract: "crawl the app: every reachable screen, every crash, leak and missing dependency, each with a replay",
        discussion: """
            Explores the app through the simulated user, in an app process, systematically and deterministically \
            for a seed: every tappable element, each table section's first, middle and last row (accessory \
            buttons, swipe actions), tabs, bar buttons, back, the swipe down that dismisses a sheet, segments, \
            switches, steppers, sliders, pickers, and text fields (filled from a small dictionary; --text \
            FIELD=VALUE overrides it) with Return. A screen is known by its controller and what is on it (numbers \
            and dates normalized, a table's rows and a form's inputs by kind); it is reached again by relaunching \
            and replaying the shortest path known.

            Findings: a crash (a Swift trap, an uncaught exception), a hang, a controller still alive after it was \
            popped or dismissed, a dependency still nil after viewDidAppear (of a controller made by \
            init(coder:) alone), and the warnings UIKit prints on a device; one per kind and place. Each comes \
            with a replay shrunk until no line can go, ending with the check that shows it: vcnav replay runs \
            it, CI can keep it. --out DIR also gets crawl.vcreplay, the whole crawl (vcnav graph --replay DIR \
            draws it).
            """,
        options: [storyboards, main, ios, maxActions, time, depth, seed, text, out, exploreFormat, exploreJUnit, timeout],
        operands: 0...0, operandError: "explore takes no operands",
        exitCodes: [
            ExitStatus(ExitCode.ok, "nothing was found"), ExitStatus(ExitCode.failure, "something was found"),
            ExitStatus(ExitCode.usage, "bad command line"), ExitStatus(ExitCode.noInput, "a storyboard cannot be read"),
            ExitStatus(ExitCode.cannotCreate, "a report or replay cannot be written"),
            ExitStatus(ExitCode.ioError, "a write failed"),
        ],
        command: { parsed throws(UsageError) in .explore(try ExploreOptions(parsed)) })

    /// The app process (started by the host, never by a person).
    static let app = CommandSpec(
        name: "__app", synopsis: [appUsage, .option(parent)], abstract: "the app process",
        discussion: "", options: [storyboards, main, ios, parent], operands: 0...0, operandError: "__app takes no operands",
        exitCodes: [], isHidden: true,
        command: { parsed in .app(AppOptions(parsed), parent: parsed.value(parent)) })

    /// The subcommands, in the order the help lists them.
    static let all = [replay, record, check, graph, explore, port, junitMerge, app]
}

/// What `vcnav replay` prints.
enum ReplayFormat: String, Sendable, CaseIterable {
    /// Transcripts, results and the summary as text.
    case text
    /// One JSON object per line: each transcript line, then each script's result.
    case json
}
