import Foundation

// AudioToolbox's system sounds (`import AudioToolbox` is ported to SimUIKit), as apps call them for
// a click or a vibration: a sound played is an operation in the app's trace (nothing is heard).

/// A system sound's identifier.
public typealias SystemSoundID = UInt32

/// The vibration (on a device without one, nothing happens).
public let kSystemSoundID_Vibrate: SystemSoundID = 0x0000_0FFF

/// Plays a system sound: an operation in the trace (`AudioServicesPlaySystemSound(1104)`).
@preconcurrency @MainActor
public func AudioServicesPlaySystemSound(_ soundID: SystemSoundID) {
    Simulator.shared.emit(TraceEvent(kind: .operation, name: "AudioServicesPlaySystemSound", arguments: ["\(soundID)"]))
}

/// Plays a system sound as an alert (a vibration where the person set one): an operation in the trace.
@preconcurrency @MainActor
public func AudioServicesPlayAlertSound(_ soundID: SystemSoundID) {
    Simulator.shared.emit(TraceEvent(kind: .operation, name: "AudioServicesPlayAlertSound", arguments: ["\(soundID)"]))
}
