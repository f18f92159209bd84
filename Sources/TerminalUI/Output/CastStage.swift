import Foundation
import Navigator

/// A played script as an asciinema v2 recording, without a terminal: each step's screen at
/// the script's size (its first `resize`, else 100x30), on a logical clock in milliseconds
/// (the player's pauses), a marker per `marker` command. Nothing reads a clock: the same
/// script always gives the same bytes.
@MainActor
public struct CastStage: PlaybackStage {
    /// The terminal size now.
    public private(set) var size: Size
    /// Milliseconds since the start.
    public private(set) var clock = 0

    private let writer: AsciicastWriter
    private let view: NavigatorView
    private let renderer: ANSIRenderer
    private var previous: CellGrid?

    /// The size a script is recorded at: its first `resize`, else 100x30.
    public static func size(of script: ReplayScript) -> Size {
        for step in script.lines {
            if case .resize(let columns, let rows) = step.command { return Size(width: columns, height: rows) }
        }
        return Size(width: 100, height: 30)
    }

    /// A recording of `script` written through `sink`, one complete line (ending in `\n`) a
    /// call, the header first.
    public init(
        script: ReplayScript, colorMode: ColorMode, charset: BoxCharset = .unicode, sink: @escaping (String) -> Void
    ) {
        size = Self.size(of: script)
        let header = AsciicastHeader(
            width: size.width, height: size.height,
            title: "vcnav replay \(FileName.shown(URL(fileURLWithPath: script.file).lastPathComponent))",
            env: ["TERM": "xterm-256color", "SHELL": "/bin/sh"])
        writer = AsciicastWriter(header: header, sink: sink)
        view = NavigatorView(theme: Theme(charset: charset))
        renderer = ANSIRenderer(colorMode: colorMode)
    }

    public mutating func pause(milliseconds: Int, controller: NavigatorController) -> PlaybackStop? {
        clock += milliseconds
        return nil
    }

    public mutating func show(_ controller: NavigatorController) {
        let grid = view.render(controller.state, size: size).grid
        let bytes = renderer.render(from: previous, to: grid)
        if !bytes.isEmpty { writer.output(bytes, at: seconds) }
        previous = grid
    }

    public mutating func resize(to newSize: Size, controller: NavigatorController) {
        guard newSize != size else { return }
        size = newSize
        writer.resize(size, at: seconds)
        previous = nil
        show(controller)
    }

    public mutating func marker(_ title: String) {
        writer.marker(title, at: seconds)
    }

    /// Holds the last frame for `milliseconds` (an empty output event at the end), so players
    /// show it before they stop.
    public mutating func finish(holding milliseconds: Int) {
        clock += milliseconds
        writer.output("", at: seconds)
    }

    private var seconds: Double { Double(clock) / 1000 }
}
