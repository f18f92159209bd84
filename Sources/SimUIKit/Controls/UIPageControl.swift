import Foundation

/// Page dots. A tap on the simulated screen moves to the next page (as a tap on the dots'
/// trailing side does) and sends `.valueChanged`.
open class UIPageControl: UIControl {
    private var storedPages = 0
    /// The number of dots (never negative); the current page follows it down.
    open var numberOfPages: Int {
        get { storedPages }
        set {
            storedPages = max(0, newValue)
            currentPage = storedPage
        }
    }
    private var storedPage = 0
    open var currentPage: Int {
        get { storedPage }
        set { storedPage = min(max(newValue, 0), max(0, numberOfPages - 1)) }
    }
    open var hidesForSinglePage = false

    /// A finger on the trailing side of the dots.
    public func simulateNextPageTap() {
        guard isEnabled, currentPage < numberOfPages - 1 else { return }
        currentPage += 1
        sendActions(for: .valueChanged)
    }
}
