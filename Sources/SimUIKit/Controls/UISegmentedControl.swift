import Foundation

/// A segmented control.
open class UISegmentedControl: UIControl {
    open var segmentTitles: [String] = []
    open var selectedSegmentIndex = 0

    /// A control with one segment per title (UIKit's `init(items:)` with strings), none selected.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        segmentTitles = (items ?? []).map { "\($0)" }
        selectedSegmentIndex = UISegmentedControl.noSegment
    }

    nonisolated public static let noSegment = -1

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        segmentTitles.insert(title ?? "", at: max(0, min(segment, segmentTitles.count)))
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        if segmentTitles.indices.contains(segment) { segmentTitles[segment] = title ?? "" }
    }

    open func removeAllSegments() {
        segmentTitles = []
        selectedSegmentIndex = UISegmentedControl.noSegment
    }
    open var numberOfSegments: Int { segmentTitles.count }
    open func titleForSegment(at segment: Int) -> String? {
        segmentTitles.indices.contains(segment) ? segmentTitles[segment] : nil
    }

    override func decode(fromStoryboard element: ViewElement) {
        super.decode(fromStoryboard: element)
        segmentTitles = element.segments
    }

    /// `A | B | C`.
    override func addToScreen(_ screen: inout ScreenBuilder) {
        let selected = segmentTitles.indices.contains(selectedSegmentIndex) ? selectedSegmentIndex : nil
        screen.add(
            .segmentedControl, segmentTitles.joined(separator: " | "), for: self,
            value: .segments(segmentTitles, selected: selected), enabled: isEnabled)
    }
}
