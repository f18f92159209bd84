// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "vcnav",
    products: [
        .library(name: "SimUIKit", targets: ["SimUIKit"]),
        .executable(name: "vcnav", targets: ["vcnav"]),
        .executable(name: "vcnav-bench", targets: ["vcnav-bench"]),
    ],
    targets: [
        // The lifecycle engine: UIKit's API shape, pure Swift, Foundation only (and libxml2,
        // driven directly by the storyboard loader).
        .target(name: "SimUIKit", dependencies: ["CLibXML2"]),
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
        // The host: app sessions, replays, transcripts, recording.
        .target(name: "Navigator", dependencies: ["SimUIKit", "CSupport"]),
        // A few lines of C the Swift side cannot express (prctl is variadic).
        .target(name: "CSupport"),
        // ncursesw, wide-character build.
        .systemLibrary(name: "CNcurses", providers: [.apt(["libncurses-dev"])]),
        // The terminal front end.
        .target(name: "TerminalUI", dependencies: ["Navigator", "CNcurses"]),
        .executableTarget(name: "vcnav", dependencies: ["TerminalUI", "Navigator", "Scenes", "SimUIKit"]),
        // Test helpers shared by the test targets (the lifecycle TestStore, the tmux driver).
        .target(name: "TestSupport", dependencies: ["SimUIKit", "Navigator"], path: "Tests/TestSupport"),
        // Benchmarks: `swift run -c release vcnav-bench` prints one table of ratios.
        .executableTarget(
            name: "vcnav-bench", dependencies: ["SimUIKit", "Navigator", "TerminalUI", "Scenes", "CLibXML2"]),
        .testTarget(name: "SimUIKitTests", dependencies: ["SimUIKit", "TestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "ScenesTests", dependencies: ["Scenes", "SimUIKit", "TestSupport"]),
        .testTarget(name: "NavigatorTests", dependencies: ["Navigator", "SimUIKit", "Scenes", "TestSupport"]),
        // Snapshots are read through #filePath (and rewritten with VCNAV_RECORD_SNAPSHOTS=1), not bundled.
        .testTarget(
            name: "TerminalUITests", dependencies: ["TerminalUI", "Navigator", "Scenes", "SimUIKit", "TestSupport"],
            exclude: ["Snapshots"]),
        // End to end: the real vcnav binary, its app processes, and (in tmux) its terminal.
        .testTarget(
            name: "vcnavTests", dependencies: ["vcnav", "Navigator", "SimUIKit", "TerminalUI", "TestSupport"],
            exclude: ["Snapshots"], resources: [.copy("Fixtures")]),
    ]
)
