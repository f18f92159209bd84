// swift-tools-version: 6.0
// Notes: an app written for vcnav's README, as a user's own package would be (see "Bring your own
// app"). It depends on vcnav by path; in your package, point the path (or a URL) at vcnav.
import Foundation
import PackageDescription

// The package identity of a path dependency is its directory's name (`vcnav` in a clone named so).
let vcnavPath = "../.."
let vcnav = URL(fileURLWithPath: Context.packageDirectory).appendingPathComponent(vcnavPath).standardizedFileURL
    .lastPathComponent.lowercased()

let package = Package(
    name: "Notes",
    dependencies: [.package(path: vcnavPath)],
    targets: [
        // The app: its UIKit code ported to SimUIKit, its storyboard, and main.swift, which calls
        // VCNav.main(app:). `swift run Notes` opens the navigator on it.
        .executableTarget(
            name: "Notes",
            dependencies: [.product(name: "SimUIKit", package: vcnav), .product(name: "VCNavKit", package: vcnav)],
            resources: [.copy("Storyboards")]),
        // Its tests: the simulated user in process, its replays against their goldens, the navigator
        // in a real terminal.
        .testTarget(
            name: "NotesTests",
            dependencies: ["Notes", .product(name: "SimUIKit", package: vcnav), .product(name: "VCNavTesting", package: vcnav)]),
    ]
)
