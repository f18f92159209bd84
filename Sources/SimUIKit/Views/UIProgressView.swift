import Foundation

/// A progress bar.
open class UIProgressView: UIView {
    /// The styles (kept).
    public enum Style: Int, Sendable { case `default`, bar }
    open var progressViewStyle: Style = .default
    private var storedProgress: Float = 0
    /// The progress, kept between 0 and 1.
    open var progress: Float {
        get { storedProgress }
        set { storedProgress = min(max(newValue, 0), 1) }
    }
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }
}
