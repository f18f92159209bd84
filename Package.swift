// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "vcnav",
    products: [
        .library(name: "SimUIKit", targets: ["SimUIKit"]),
        // The whole of vcnav behind one call, `VCNav.main(app:)`: an app's own executable runs it.
        .library(name: "VCNavKit", targets: ["VCNavKit"]),
        // Replays and goldens inside `swift test` (Swift Testing).
        .library(name: "VCNavTesting", targets: ["VCNavTesting"]),
        .executable(name: "vcnav", targets: ["vcnav"]),
        .executable(name: "vcnav-bench", targets: ["vcnav-bench"]),
    ],
    targets: [
        // The lifecycle engine: UIKit's API shape, pure Swift, Foundation only (and libxml2,
        // driven directly by the storyboard loader).
        .target(name: "SimUIKit", dependencies: ["Diagnostics", "CLibXML2", "CMainRunLoop"]),
        // Whether the main run loop has work due (the main queue woken, a timer due), read as
        // CoreFoundation's own turn reads it: SimUIKit's settling turns the loop only then.
        .target(name: "CMainRunLoop"),
        // One `SourceLocation` and one `Diagnostic` (severity, place, message, notes) with their
        // rendering: every layer's `file:line:column: message`. A leaf, the standard library only.
        .target(name: "Diagnostics"),
        // The one way vcnav replaces a file (outputs, `port --write`): refuse what is not a regular
        // writable file, write beside it exclusively, seal, rename. A leaf, Glibc only.
        .target(name: "AtomicFiles"),
        // libxml2's SAX2 parser: the library under FoundationXML, without XMLParser's bridging.
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        // The demo app: Selection / Dogs / Cats, Swift + storyboards.
        .target(
            name: "Scenes",
            dependencies: ["SimUIKit"],
            path: "Scenes",
            exclude: ["Replays"],
            resources: [.copy("Storyboards")]
        ),
        // UIKit sources to SimUIKit: a Swift tokenizer and the rewrites of `vcnav port`.
        // Foundation only; it knows nothing of SimUIKit but what it is told.
        .target(name: "Porting", dependencies: ["AtomicFiles", "Diagnostics"]),
        // A Myers line diff, shown when a transcript differs from its golden and when a test's
        // trace differs from its expectation: a leaf both the tool and the test helpers use.
        .target(name: "TextDiff"),
        // The host: app sessions, replays, transcripts, recording.
        .target(name: "Navigator", dependencies: ["AtomicFiles", "Diagnostics", "SimUIKit", "CSupport", "TextDiff"]),
        // A few lines of C the Swift side cannot express (prctl is variadic).
        .target(name: "CSupport"),
        // ncursesw, wide-character build.
        .systemLibrary(name: "CNcurses", providers: [.apt(["libncurses-dev"])]),
        // The terminal front end.
        .target(name: "TerminalUI", dependencies: ["Diagnostics", "Navigator", "SimUIKit", "CNcurses"]),
        // Everything the `vcnav` executable does (navigator, replay, record, check, port, cast, the app
        // process), for any app: `VCNav.main(app:)`.
        .target(
            name: "VCNavKit", dependencies: ["Diagnostics", "TerminalUI", "Navigator", "SimUIKit", "TextDiff", "Porting"]),
        // Swift Testing helpers for apps: a replay against an app (in process or in its app process),
        // its transcript, a golden with explicit record modes.
        .target(name: "VCNavTesting", dependencies: ["Navigator", "SimUIKit", "TextDiff"]),
        // The executable: VCNavKit with the demo as its app.
        .executableTarget(name: "vcnav", dependencies: ["VCNavKit", "Scenes", "SimUIKit"]),
        // Test helpers shared by the test targets (the lifecycle TestStore, the tmux driver).
        .target(name: "TestSupport", dependencies: ["SimUIKit", "TextDiff", "VCNavTesting"], path: "Tests/TestSupport"),
        // Large generated storyboards for the benchmarks and the loader's tests (not part of SimUIKit).
        .target(name: "StoryboardFixtures"),
        // Benchmarks: `swift run -c release vcnav-bench` prints one table of ratios.
        .executableTarget(
            name: "vcnav-bench",
            dependencies: ["SimUIKit", "Navigator", "TerminalUI", "Scenes", "CLibXML2", "StoryboardFixtures", "Porting"]),
        .testTarget(
            name: "SimUIKitTests", dependencies: ["SimUIKit", "TestSupport", "StoryboardFixtures"], resources: [.copy("Fixtures")]),
        // App code's view of SimUIKit: no @testable import, so API that is accidentally internal
        // does not compile here.
        .testTarget(name: "SimUIKitAPITests", dependencies: ["SimUIKit", "TestSupport"]),
        // Swift 5 clients (most UIKit apps): plain classes call SimUIKit as they call UIKit
        // (main-actor isolation reaches them as @preconcurrency). That it compiles is the test.
        .testTarget(
            name: "SimUIKitSwift5Tests", dependencies: ["SimUIKit", "TestSupport"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "PortingTests", dependencies: ["Porting", "AtomicFiles", "TestSupport"]),
        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"]),
        // The command line's declarations, from inside (parsing, synopsis, exit codes, dispatch).
        .testTarget(name: "VCNavKitTests", dependencies: ["VCNavKit", "Navigator"]),
        .testTarget(name: "ScenesTests", dependencies: ["Scenes", "SimUIKit", "TestSupport", "VCNavTesting"]),
        .testTarget(name: "NavigatorTests", dependencies: ["Navigator", "SimUIKit", "Scenes", "TestSupport", "TextDiff"]),
        // Snapshots are read through #filePath (written as VCNAV_RECORD says: missing, all, never), not bundled.
        .testTarget(
            name: "TerminalUITests", dependencies: ["TerminalUI", "Navigator", "Scenes", "SimUIKit", "TestSupport"],
            exclude: ["Snapshots"]),
        // End to end: the real vcnav binary, its app processes, and (in tmux) its terminal.
        .testTarget(
            name: "vcnavTests",
            dependencies: ["vcnav", "VCNavKit", "Navigator", "SimUIKit", "TerminalUI", "TestSupport", "VCNavTesting", "Scenes"],
            exclude: ["Snapshots"], resources: [.copy("Fixtures")]),
    ]
)
