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

    nonisolated override class var storyboardAttributes: [String] { super.storyboardAttributes + ["progress"] }

    override func decode(fromStoryboard element: ViewElement) {
        super.decode(fromStoryboard: element)
        progress = Float(element.double("progress") ?? 0)
    }

    override func addToScreen(_ screen: inout ScreenBuilder) {
        let fraction = Double(progress)
        screen.add(.progress, ScreenBuilder.fraction(fraction), for: self, value: .fraction(fraction))
    }
}
