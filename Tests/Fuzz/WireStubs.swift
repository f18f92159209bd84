// Stubs for the wire fuzzer (WireFuzz.swift). Not part of any SwiftPM target.
//
// The wire fuzzer compiles, into one module, the real sources the wire format
// needs: Sources/Navigator/Protocol/*.swift, Sources/Navigator/Replay/*.swift
// (AppAction.scriptText uses ReplayCommand), Sources/SimUIKit/Trace/TraceEvent.swift
// (TraceEvent, ObjectRef) and Sources/SimUIKit/Interface/Screen.swift
// (ScreenModel, which AppReply carries). The only thing missing is the
// engine's screen capture that `Screen.capture()` calls; the fuzzer never
// calls it.
@MainActor
struct ScreenBuilder {
    mutating func capture() {}
    func finish() -> Screen { fatalError("Screen.capture() is not available in the wire fuzzer") }
}
