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

    /// A momentary control does not keep the tapped segment selected.
    open var isMomentary = false

    nonisolated override class var storyboardAttributes: [String] {
        super.storyboardAttributes + ["selectedSegmentIndex", "momentary"]
    }

    override func decode(fromStoryboard element: ViewElement) {
        super.decode(fromStoryboard: element)
        segmentTitles = element.segments
        selectedSegmentIndex = element.int("selectedSegmentIndex") ?? UISegmentedControl.noSegment
        isMomentary = element.bool("momentary") ?? false
    }

    /// One element per segment, in order (drawn on one line), each a tap target; the selected one
    /// marked.
    override func addToScreen(_ screen: inout ScreenBuilder) {
        let selected = segmentTitles.indices.contains(selectedSegmentIndex) ? selectedSegmentIndex : nil
        for (index, title) in segmentTitles.enumerated() {
            screen.add(
                .segmentedControl, title, for: self, value: .segments(segmentTitles, selected: selected), enabled: isEnabled,
                selected: index == selected, taps: [.selectSegment(index)],
                tap: { [weak self] in self?.simulateTap(onSegment: index) })
        }
    }

    /// A finger on segment `index`: it becomes the selected one and `.valueChanged` is sent; a tap
    /// on the segment already selected changes nothing and sends nothing (a momentary control
    /// keeps none selected and sends it every time).
    public func simulateTap(onSegment index: Int) {
        guard isEnabled, segmentTitles.indices.contains(index) else { return }
        if isMomentary {
            sendActions(for: .valueChanged)
            return
        }
        guard index != selectedSegmentIndex else { return }
        selectedSegmentIndex = index
        sendActions(for: .valueChanged)
    }
}
