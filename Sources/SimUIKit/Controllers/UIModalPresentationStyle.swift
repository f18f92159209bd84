import Foundation

/// How a presented controller is shown.
public enum UIModalPresentationStyle: Int, Codable, Sendable, CustomStringConvertible {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen,
        overCurrentContext, popover, none = -1, automatic = -2

    public var description: String {
        switch self {
        case .fullScreen: return "fullScreen"
        case .pageSheet: return "pageSheet"
        case .formSheet: return "formSheet"
        case .currentContext: return "currentContext"
        case .custom: return "custom"
        case .overFullScreen: return "overFullScreen"
        case .overCurrentContext: return "overCurrentContext"
        case .popover: return "popover"
        case .none: return "none"
        case .automatic: return "automatic"
        }
    }

    /// Whether the presented view covers the presenter, which then disappears (gets
    /// `viewWillDisappear`/`viewDidDisappear`). Sheets, `over…` styles and popovers leave it on screen.
    public var coversPresenter: Bool {
        self == .fullScreen || self == .currentContext
    }

    /// The style as the simulated iPhone shows it on the iOS it runs (see ``IOSVersion``):
    /// `.automatic` is a page sheet on iOS 17.
    @MainActor var resolved: UIModalPresentationStyle {
        Simulator.shared.system.presentationStyle(for: self)
    }
}
