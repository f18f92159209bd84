import Foundation
import SimUIKit
import Testing
import TestSupport

/// What a movie browser (a public tab bar app) sets on its views: a dark window, pattern and
/// layer backgrounds, resized bounds, layout priorities, hidden scroll indicators, inset frames.
@MainActor
@Suite("View styling: interface style, pattern colours, layer contents, bounds, layout priorities", .engine)
struct ViewStylingTests {
    /// Apple, UIView.overrideUserInterfaceStyle: "The default value of this property is
    /// UIUserInterfaceStyle.unspecified, which causes the view to inherit the interface style from
    /// a parent view or view controller. If you assign a different value, the new style applies to
    /// the view and all of the subviews owned by the same view controller. (If the view hierarchy
    /// contains the root view of an embedded child view controller, the child view controller and
    /// its views do not inherit the interface style.) If the view is a UIWindow object, the new
    /// style applies to everything in the window, including the root view controller";
    /// UIViewController.overrideUserInterfaceStyle: "the new style applies to the view controller,
    /// its entire view hierarchy, and any embedded child view controllers".
    @Test("a window's, a controller's and a view's overrideUserInterfaceStyle reach what they own, nearest first")
    func interfaceStyle() {
        let h = Harness(notAssertingBecause: "it checks traits")
        let root = UIViewController()
        let child = UIViewController()
        root.addChild(child)
        let panel = UIView()
        let label = UILabel()
        root.view.addSubview(panel)
        panel.addSubview(label)
        panel.addSubview(child.view)
        child.didMove(toParent: root)
        let window = h.show(root)
        #expect(window.traitCollection.userInterfaceStyle == .light && label.traitCollection.userInterfaceStyle == .light)

        window.overrideUserInterfaceStyle = .dark
        #expect(root.traitCollection.userInterfaceStyle == .dark)
        #expect(label.traitCollection.userInterfaceStyle == .dark && child.view.traitCollection.userInterfaceStyle == .dark)
        let presented = UIViewController()
        root.present(presented, animated: false)
        #expect(presented.traitCollection.userInterfaceStyle == .dark)

        panel.overrideUserInterfaceStyle = .light
        #expect(label.traitCollection.userInterfaceStyle == .light, "a view's style reaches its subviews")
        #expect(child.traitCollection.userInterfaceStyle == .dark, "but not an embedded child controller")
        #expect(root.view.traitCollection.userInterfaceStyle == .dark)

        root.overrideUserInterfaceStyle = .light
        #expect(child.view.traitCollection.userInterfaceStyle == .light && presented.traitCollection.userInterfaceStyle == .light)
        window.overrideUserInterfaceStyle = .unspecified
        root.overrideUserInterfaceStyle = .unspecified
        #expect(presented.traitCollection.userInterfaceStyle == .light)
    }

    /// Apple, UIColor `init(patternImage:)`: "During drawing, the image in the pattern color is
    /// tiled as necessary to cover the given area"; `getRed(_:green:blue:alpha:)` returns false
    /// when the colour cannot be converted. UIImage.cgImage: the underlying Quartz image, whose
    /// size is in pixels; `UIImage(cgImage:)` has a scale of 1.0. CALayer.contentsGravity: "The
    /// default value of this property is resize".
    @Test("a pattern colour names its image; an image's cgImage is its pixels; a layer's contents gravity defaults to resize")
    func patternsAndLayerContents() throws {
        _ = Harness(notAssertingBecause: "it checks values")
        let curtain = UIImage(name: "RedCurtain", size: CGSize(width: 10, height: 20), scale: 3)
        let colour = UIColor(patternImage: curtain)
        #expect(colour == UIColor(patternImage: UIImage(name: "RedCurtain")) && colour != UIColor(patternImage: UIImage(name: "Other")))
        var red: CGFloat = -1
        #expect(!colour.getRed(&red, green: nil, blue: nil, alpha: nil) && red == -1)

        let bitmap = try #require(curtain.cgImage)
        #expect(bitmap.width == 30 && bitmap.height == 60)
        let back = UIImage(cgImage: bitmap)
        #expect(back.size == CGSize(width: 30, height: 60) && back.scale == 1)

        let view = UIView()
        #expect(view.layer.contentsGravity == .resize)
        view.layer.contents = bitmap
        view.layer.contentsGravity = .resizeAspectFill
        #expect(view.layer.contentsGravity == .resizeAspectFill && (view.layer.contents as? CGImage) === bitmap)
    }

    /// Apple, UIView.bounds: "Changing the bounds size grows or shrinks the view relative to its
    /// center point"; its origin is where the view's own coordinates start (zero by default).
    /// CALayer.bounds is the view's bounds for a view's layer.
    @Test("setting bounds resizes around the center and moves the origin; the layer shares them")
    func settableBounds() {
        _ = Harness(notAssertingBecause: "it checks geometry")
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.bounds = CGRect(x: 0, y: 0, width: 60, height: 30)
        #expect(view.frame == CGRect(x: 30, y: 30, width: 60, height: 30))
        view.bounds.origin = CGPoint(x: 5, y: 8)
        #expect(view.bounds == CGRect(x: 5, y: 8, width: 60, height: 30) && view.frame.origin == CGPoint(x: 30, y: 30))
        #expect(view.layer.bounds == view.bounds)
        view.layer.bounds = CGRect(x: 0, y: 0, width: 80, height: 30)
        #expect(view.frame == CGRect(x: 20, y: 30, width: 80, height: 30) && view.bounds.origin == .zero)

        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.bounds = CGRect(x: 1, y: 1, width: 20, height: 4)
        #expect(layer.frame == CGRect(x: -5, y: 3, width: 20, height: 4) && layer.bounds.origin == CGPoint(x: 1, y: 1))
    }

    /// UIKit's UILayoutPriority: `defaultLow` (250) is "the priority level at which a button hugs
    /// its contents horizontally", `defaultHigh` (750) "the priority level with which a button
    /// resists compressing its content"; views made in code start there on both axes.
    /// UIScrollView's scroll indicators show by default. UIKit's `UIEdgeInsetsInsetRect` (what
    /// `CGRect.inset(by:)` calls): the origin moves by the left and top insets, the size shrinks
    /// by both sides'.
    @Test("content priorities per axis, scroll indicators, a rectangle inset by edge insets")
    func layoutValues() {
        _ = Harness(notAssertingBecause: "it checks values")
        let label = UILabel()
        #expect(label.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(label.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        label.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        label.setContentCompressionResistancePriority(.required, for: .vertical)
        #expect(
            label.contentHuggingPriority(for: .horizontal) == .defaultHigh && label.contentHuggingPriority(for: .vertical) == .defaultLow)
        #expect(label.contentCompressionResistancePriority(for: .vertical) == .required)
        #expect(label.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)

        let table = UITableView()
        #expect(table.showsVerticalScrollIndicator && table.showsHorizontalScrollIndicator)
        table.showsVerticalScrollIndicator = false
        #expect(!table.showsVerticalScrollIndicator && table.showsHorizontalScrollIndicator)

        let frame = CGRect(x: 0, y: 0, width: 375, height: 120)
        #expect(frame.inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)) == CGRect(x: 10, y: 5, width: 345, height: 100))
        #expect(frame.inset(by: UIEdgeInsets(top: -5, left: 0, bottom: 0, right: 400)) == CGRect(x: 0, y: -5, width: -25, height: 125))
    }
}
