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
    /// The dots' colours (kept: the dots are not drawn in colour).
    open var pageIndicatorTintColor: UIColor?
    open var currentPageIndicatorTintColor: UIColor?

    nonisolated override class var storyboardAttributes: [String] {
        super.storyboardAttributes + ["numberOfPages", "currentPage"]
    }

    override func decode(fromStoryboard element: ViewElement) {
        super.decode(fromStoryboard: element)
        numberOfPages = element.int("numberOfPages") ?? 0
        currentPage = element.int("currentPage") ?? 0
    }

    /// `2/4` (drawn as dots); a tap moves on while there is a next page. Not drawn when it has
    /// no page, or one and `hidesForSinglePage`.
    override func addToScreen(_ screen: inout ScreenBuilder) {
        guard numberOfPages > (hidesForSinglePage ? 1 : 0) else { return }
        let hasNext = currentPage < numberOfPages - 1
        screen.add(
            .pageControl, "\(currentPage + 1)/\(numberOfPages)", for: self, value: .page(currentPage, of: numberOfPages),
            enabled: isEnabled, taps: hasNext ? [.advance] : [],
            tap: hasNext ? { [weak self] in self?.simulateNextPageTap() } : nil)
    }

    /// A finger on the trailing side of the dots.
    public func simulateNextPageTap() {
        guard isEnabled, currentPage < numberOfPages - 1 else { return }
        currentPage += 1
        sendActions(for: .valueChanged)
    }
}
