import CNcurses

extension NcursesBackend {
    /// The longest single wait inside `nextEvent`, so a signal is noticed quickly.
    static let waitSliceMilliseconds = 50

    /// Reads the next event with `wget_wch`, waiting at most
    /// `timeoutMilliseconds` (negative: until one arrives). A pending
    /// SIGINT/SIGTERM/SIGHUP is reported first, as `.terminate(signal:)`.
    /// KEY_RESIZE becomes `.resize` with the new size (the next `draw`
    /// repaints everything); a button-1 press or click becomes `.mouse`, the wheel `.wheel`.
    public func nextEvent(timeoutMilliseconds: Int) -> InputEvent? {
        let clock = ContinuousClock()
        let deadline = timeoutMilliseconds < 0 ? nil : clock.now.advanced(by: .milliseconds(timeoutMilliseconds))
        let window = vcnav_stdscr()
        while true {
            if let signal = TerminalSignals.takePending() { return .terminate(signal: signal) }
            var slice = Self.waitSliceMilliseconds
            if let deadline {
                let left = clock.now.duration(to: deadline)
                let leftMilliseconds = Int(
                    left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000)
                slice = max(0, min(slice, leftMilliseconds))
            }
            wtimeout(window, Int32(slice))
            var code: wint_t = 0
            let status = wget_wch(window, &code)
            if status == KEY_CODE_YES {
                if let event = special(Int32(bitPattern: code)) { return event }
            } else if status == OK {
                if let event = InputDecoder.decode(character: UInt32(code)) { return event }
            }
            if let signal = TerminalSignals.takePending() { return .terminate(signal: signal) }
            if status == ERR, let deadline, clock.now >= deadline { return nil }
        }
    }

    /// Resize, mouse and the other function keys.
    private func special(_ code: Int32) -> InputEvent? {
        switch code {
        case KEY_RESIZE:
            invalidate()
            let size = Self.windowSize()
            self.size = size
            return .resize(size)
        case KEY_MOUSE:
            var event = MEVENT()
            guard getmouse(&event) == OK else { return nil }
            if event.bstate & vcnav_wheel_up() != 0 { return .wheel(x: Int(event.x), y: Int(event.y), up: true) }
            if event.bstate & vcnav_wheel_down() != 0 { return .wheel(x: Int(event.x), y: Int(event.y), up: false) }
            let clicks = vcnav_button1_pressed() | vcnav_button1_clicked()
            guard event.bstate & clicks != 0 else { return nil }
            return .mouse(x: Int(event.x), y: Int(event.y))
        default:
            return InputDecoder.decode(keyCode: code)
        }
    }
}
