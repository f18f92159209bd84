import CNcurses

/// Maps what `wget_wch` returns to `InputEvent`s. Pure, so it is tested
/// without a terminal; mouse and resize need the terminal and are handled
/// by `NcursesBackend`.
enum InputDecoder {
    /// A plain character (`wget_wch` returned OK).
    static func decode(character code: UInt32) -> InputEvent? {
        switch code {
        case 10, 13: return .key(.enter)
        case 9: return .key(.tab)
        case 27: return .key(.escape)
        case 8, 127: return .key(.backspace)
        case 1...26:
            return .key(.ctrl(Character(Unicode.Scalar(UInt8(code) + 96))))
        case 0, 28...31: return nil
        default:
            guard let scalar = Unicode.Scalar(code) else { return nil }
            return .key(.character(Character(scalar)))
        }
    }

    /// A function key code (`wget_wch` returned KEY_CODE_YES). KEY_RESIZE
    /// and KEY_MOUSE are not decoded here.
    static func decode(keyCode code: Int32) -> InputEvent? {
        switch code {
        case KEY_UP: return .key(.up)
        case KEY_DOWN: return .key(.down)
        case KEY_LEFT: return .key(.left)
        case KEY_RIGHT: return .key(.right)
        case KEY_SR: return .key(.shiftUp)
        case KEY_SF: return .key(.shiftDown)
        case KEY_ENTER: return .key(.enter)
        case KEY_BACKSPACE: return .key(.backspace)
        case KEY_DC: return .key(.delete)
        case KEY_BTAB: return .key(.backTab)
        case KEY_PPAGE: return .key(.pageUp)
        case KEY_NPAGE: return .key(.pageDown)
        case KEY_HOME: return .key(.home)
        case KEY_END: return .key(.end)
        case vcnav_key_f(1)...vcnav_key_f(63): return .key(.function(Int(code - vcnav_key_f(0))))
        default: return nil
        }
    }
}
