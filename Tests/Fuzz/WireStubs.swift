// Stubs for the wire fuzzer (WireFuzz.swift). Not part of any SwiftPM target.
//
// The wire fuzzer compiles, into one module, the real sources the wire format
// needs: Sources/Navigator/Protocol/*.swift, Sources/Navigator/Replay/*.swift
// (a request is a ReplayCommand's script text), Sources/SimUIKit/Trace/TraceEvent.swift
// (TraceEvent, ObjectRef) and Sources/SimUIKit/Interface/Screen.swift
// (ScreenModel, which AppReply carries). The only thing missing is the
// engine's screen capture that `Screen.capture()` calls; the fuzzer never
// calls it.
@MainActor
struct ScreenBuilder {
    mutating func capture() {}
    func finish() -> Screen { fatalError("Screen.capture() is not available in the wire fuzzer") }
}

// HierarchyNode's typed state and role name two engine enums; the wire carries their raw values.
public class UIViewController {
    public enum AppearanceState: String, Sendable, Codable {
        case disappeared, appearing, appeared, disappearing
    }
}

public enum UIModalPresentationStyle: Int, Codable, Sendable, CustomStringConvertible {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1, automatic = -2

    public var description: String { "style \(rawValue)" }

    /// As the engine says (ScreenPresentation asks it).
    public var coversPresenter: Bool { self == .fullScreen || self == .currentContext }
}
