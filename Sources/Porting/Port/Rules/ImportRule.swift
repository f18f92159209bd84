/// `import UIKit` becomes `import SimUIKit`; CoreGraphics and Darwin come with Foundation; FoundationNetworking is added where URLSession is used; other frameworks are left by hand.
struct ImportRule: PortRule {
    static let name = "imports"
    static let phase = PortPhase.file
    static let findings: [PortFinding] = [
        PortFinding(.note, "import Darwin becomes Foundation"),
        PortFinding(.note, "FoundationNetworking imported where URLSession and its kin are used"),
        PortFinding(.byHand, "os / OSLog, QuartzCore, Apple frameworks and other modules with no counterpart on Linux"),
    ]
    let context: PortContext

    func apply() { for index in files.indices { portImports(index) } }

    /// Modules a port keeps as they are: the toolchain's own on Linux, and vcnav's products.
    static let linuxModules: Set<String> = [
        "Foundation", "FoundationEssentials", "FoundationNetworking", "FoundationXML", "Dispatch", "Swift", "XCTest", "Testing",
        "Glibc", "Musl", "Synchronization", "Observation", "RegexBuilder", "Distributed", "_Concurrency", "SimUIKit", "VCNavKit",
        "VCNavTesting",
    ]

    /// Apple frameworks without a Linux counterpart (a clearer message than for other modules).
    static let appleFrameworks: Set<String> = [
        "MapKit", "CoreLocation", "AVFoundation", "AVKit", "CoreData", "Photos", "PhotosUI", "SafariServices", "WebKit",
        "StoreKit", "GameKit", "SpriteKit", "SceneKit", "ARKit", "Combine", "SwiftUI", "MessageUI", "Contacts",
        "ContactsUI", "EventKit", "EventKitUI", "HealthKit", "CloudKit", "CoreMotion", "CoreImage", "CoreText", "ImageIO",
        "MobileCoreServices", "UniformTypeIdentifiers", "LocalAuthentication", "MediaPlayer", "Vision", "CoreML",
        "NaturalLanguage", "Speech", "WidgetKit", "AppIntents", "Network", "CoreBluetooth", "CoreHaptics", "QuickLook", "PDFKit",
        "Social", "Accounts", "AdSupport", "Intents", "IntentsUI", "LinkPresentation", "BackgroundTasks", "CryptoKit", "Security",
        "SystemConfiguration", "MetalKit", "Metal", "GLKit", "OpenGLES", "CoreFoundation", "ObjectiveC", "CoreTelephony", "Messages",
        "AuthenticationServices", "AppTrackingTransparency", "CoreSpotlight", "MultipeerConnectivity", "ReplayKit", "VisionKit",
    ]

    /// What SimUIKit simulates of each companion framework besides os.log's `Logger` and `os_log`.
    static let companions = [
        "UserNotifications": "UNUserNotificationCenter", "AudioToolbox": "AudioServicesPlaySystemSound",
    ]

    /// Names that mean the file needs FoundationNetworking on Linux.
    static let networkingNames: Set<String> = [
        "URLSession", "URLRequest", "URLResponse", "HTTPURLResponse", "URLSessionConfiguration", "URLSessionTask",
        "URLSessionDataTask", "URLSessionDownloadTask", "URLSessionUploadTask", "URLSessionDelegate", "URLCache", "URLProtocol",
        "HTTPCookie", "HTTPCookieStorage", "URLCredential",
    ]

    /// `import UIKit` → `import SimUIKit`; CoreGraphics and Darwin come with Foundation;
    /// FoundationNetworking is added where URLSession is used; other frameworks are left by hand.
    func portImports(_ fileIndex: Int) {
        let file = files[fileIndex]
        let source = file.source
        var imported: Set<String> = []
        let bringsFoundation = file.outline.imports.contains {
            ["UIKit", "SimUIKit", "Foundation"].contains($0.path.split(separator: ".")[0])
        }
        for declaration in file.outline.imports {
            let root = String(declaration.path.split(separator: ".")[0])
            var target: String?
            switch root {
            case "UIKit":
                target = "SimUIKit"
            case "CoreGraphics", "Darwin":
                target = bringsFoundation && root == "CoreGraphics" ? nil : "Foundation"
                if root == "Darwin" {
                    report(fileIndex, at: declaration.pathStart, .note, "import Darwin → Foundation, which brings the C library on Linux")
                }
            case "os", "OSLog", "UserNotifications", "AudioToolbox":
                // Companion frameworks SimUIKit simulates (Logger and os_log print to the app's
                // console; notifications are scheduled and delivered by the simulated user).
                target = "SimUIKit"
                report(
                    fileIndex, at: declaration.pathStart, .note,
                    "\(declaration.path) → SimUIKit, which simulates it (\(Self.companions[root] ?? "Logger, os_log"))"
                )
            case "QuartzCore":
                report(
                    fileIndex, at: declaration.pathStart, .byHand,
                    "QuartzCore (CALayer, CAAnimation) has no counterpart in SimUIKit: remove its uses")
                continue
            case _ where Self.appleFrameworks.contains(root):
                report(
                    fileIndex, at: declaration.pathStart, .byHand,
                    "\(root) is an Apple framework with no counterpart on Linux: remove or replace its uses")
                continue
            case _ where Self.linuxModules.contains(root):
                target = root
            default:
                if !declaration.prefix.attributes.contains(where: { $0.name == "testable" }) {
                    report(
                        fileIndex, at: declaration.pathStart, .byHand,
                        "module \(root) is neither SimUIKit nor part of the Swift toolchain on Linux: port it or remove its uses")
                }
                continue
            }
            if let target, declaration.kind != nil {
                if root != target { edit(fileIndex, source.replacing(declaration.pathStart, declaration.pathStart, with: target)) }
            } else if let target, imported.insert(target).inserted {
                if declaration.path != target {
                    edit(fileIndex, source.replacing(declaration.pathStart, declaration.pathEnd, with: target))
                }
            } else {
                edit(fileIndex, source.removing(declaration.prefix.start, declaration.pathEnd))
            }
        }
        addNetworking(fileIndex)
    }

    /// On Linux, URLSession and its kin live in FoundationNetworking.
    private func addNetworking(_ fileIndex: Int) {
        let file = files[fileIndex]
        let source = file.source
        guard !file.outline.imports.contains(where: { $0.path == "FoundationNetworking" }),
            let use = source.code.indices.first(where: {
                source.kind(at: $0) == .identifier && Self.networkingNames.contains(source.text(at: $0)) && !source.is($0 - 1, ".")
            })
        else { return }
        context.insertImportLines("#if canImport(FoundationNetworking)\n    import FoundationNetworking\n#endif\n", in: fileIndex)
        report(fileIndex, at: use, .note, "FoundationNetworking imported: \(source.text(at: use)) lives there on Linux")
    }
}
