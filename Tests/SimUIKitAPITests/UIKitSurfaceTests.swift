import Foundation
import SimUIKit
import Testing
import TestSupport

/// A model archived the way Apple's FoodTracker tutorial archives meals: `NSCoding` with an
/// optional `UIImage`.
final class ArchivedMeal: NSObject, NSCoding {
    let name: String
    let photo: UIImage?

    init(name: String, photo: UIImage?) {
        self.name = name
        self.photo = photo
    }

    func encode(with coder: NSCoder) {
        coder.encode(name, forKey: "name")
        coder.encode(photo, forKey: "photo")
    }

    required init?(coder: NSCoder) {
        guard let name = coder.decodeObject(forKey: "name") as? String else { return nil }
        self.name = name
        photo = coder.decodeObject(forKey: "photo") as? UIImage
    }
}

/// An app's own colour initializer in an extension: it compiles because `UIColor` is a class.
extension UIColor {
    convenience init(hex: Int) {
        self.init(
            red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255, blue: CGFloat(hex & 0xFF) / 255,
            alpha: 1)
    }
}

/// A controller overriding what UIKit apps override, though the simulated phone never calls some
/// of it (a rotation, a trait change): each override must compile with UIKit's signature.
final class EverythingOverridden: UIViewController {
    var calls: [String] = []
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        calls.append("viewWillTransition")
    }
    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        calls.append("traitCollectionDidChange")
    }
    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        calls.append("viewSafeAreaInsetsDidChange")
    }
    override func viewLayoutMarginsDidChange() { super.viewLayoutMarginsDidChange() }
    override func updateViewConstraints() {
        super.updateViewConstraints()
        calls.append("updateViewConstraints")
    }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        super.canPerformAction(action, withSender: sender)
    }
}

/// A card view styled through its layer, as apps do.
final class CardView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
    var woke = false
    override func awakeFromNib() {
        super.awakeFromNib()
        woke = true
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
    }
}

@MainActor
@Suite("UIKit's API surface: what apps call and override compiles; what is simulated behaves", .engine)
struct UIKitSurfaceTests {
    @Test("UIImage archives through NSKeyedArchiver (NSSecureCoding), inside an NSCoding model, and compares by content")
    func imageArchiving() throws {
        let photo = UIImage(name: "IMG_0001", size: CGSize(width: 4032, height: 3024), scale: 1)
        let meals = [ArchivedMeal(name: "Caprese Salad", photo: photo), ArchivedMeal(name: "Pasta", photo: nil)]
        let data = try NSKeyedArchiver.archivedData(withRootObject: meals, requiringSecureCoding: false)
        let back = try #require(NSKeyedUnarchiver.unarchiveObject(with: data) as? [ArchivedMeal])
        #expect(back.map(\.name) == ["Caprese Salad", "Pasta"])
        let restored = try #require(back[0].photo)
        #expect(restored == photo && restored !== photo && restored.size == photo.size && back[1].photo == nil)
        let secure = try NSKeyedArchiver.archivedData(withRootObject: photo, requiringSecureCoding: true)
        #expect(try NSKeyedUnarchiver.unarchivedObject(ofClass: UIImage.self, from: secure) == photo)
        #expect(UIImage.supportsSecureCoding)
        // pngData has no pixels to encode: UIImage(data:) reads the same image back; other data is nil.
        #expect(photo.pngData().flatMap(UIImage.init(data:)) == photo)
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
    }

    @Test("UIImage(named:in:compatibleWith:) sizes an image from the bundle's PNG, at its scale; unknown names keep a zero size")
    func namedImages() throws {
        try withTemporaryDirectory("uikit-images") { folder in
            let imageSet = folder.appendingPathComponent("Assets.xcassets/star.imageset")
            try FileManager.default.createDirectory(at: imageSet, withIntermediateDirectories: true)
            try Self.png(width: 132, height: 66).write(to: imageSet.appendingPathComponent("star@3x.png"))
            try Self.png(width: 40, height: 30).write(to: folder.appendingPathComponent("meal1.png"))
            let bundle = try #require(Bundle(url: folder))
            let traits = UIView().traitCollection
            let star = try #require(UIImage(named: "star", in: bundle, compatibleWith: traits))
            #expect(star.size == CGSize(width: 44, height: 22) && star.scale == 3)
            #expect(UIImage(named: "meal1", in: bundle, compatibleWith: nil)?.size == CGSize(width: 40, height: 30))
            #expect(UIImage(named: "missing", in: bundle, compatibleWith: nil)?.size == .zero)
            #expect(UIImage(contentsOfFile: folder.appendingPathComponent("meal1.png").path)?.size == CGSize(width: 40, height: 30))
            #expect(UIImageView(image: star).frame.size == star.size)
        }
    }

    /// The first 24 bytes of a PNG: signature and IHDR with the size (all the size reader needs).
    static func png(width: UInt32, height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        for value in [width, height] { bytes += [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
        return Data(bytes + [8, 6, 0, 0, 0])
    }

    @Test("attributed text: labels, fields, text views and buttons keep it; the screen shows its characters; plain text drops it")
    func attributedText() throws {
        let h = Harness(notAssertingBecause: "it checks text properties and the screen")
        let controller = UIViewController()
        let label = UILabel()
        let bold = NSAttributedString(
            string: "Caprese", attributes: [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.systemRed, .kern: 1.5])
        label.attributedText = bold
        #expect(label.text == "Caprese" && label.attributedText == bold)
        label.text = "Pasta"
        #expect(label.attributedText?.string == "Pasta")
        #expect(label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == label.font)
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        style.lineSpacing = 4
        let field = UITextField()
        field.attributedText = NSAttributedString(string: "Salad", attributes: [.paragraphStyle: style])
        field.attributedPlaceholder = NSAttributedString(
            string: "Name", attributes: [.underlineStyle: NSUnderlineStyle.single.rawValue])
        #expect(field.text == "Salad" && field.placeholder == "Name")
        #expect((field.attributedText?.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)?.alignment == .center)
        let notes = UITextView()
        notes.attributedText = NSAttributedString(string: "Fresh", attributes: [.link: URL(string: "https://example.com")!])
        #expect(notes.text == "Fresh")
        let button = UIButton(type: .system)
        button.setTitle("Plain", for: .normal)
        button.setAttributedTitle(NSAttributedString(string: "Styled", attributes: [.strikethroughStyle: 1]), for: .normal)
        #expect(button.currentTitle == "Plain" && button.currentAttributedTitle?.string == "Styled")
        for view in [label, field, notes, button] { controller.view.addSubview(view) }
        h.show(controller)
        #expect(h.screenTexts == ["Pasta", "Salad", "Fresh", "Styled"])
    }

    @Test("accessibility properties: UIKit's defaults for labels, buttons, fields and images; what code sets wins")
    func accessibility() {
        let label = UILabel()
        label.text = "Caprese"
        #expect(label.isAccessibilityElement && label.accessibilityLabel == "Caprese" && label.accessibilityTraits == .staticText)
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        #expect(button.accessibilityLabel == "Save" && button.accessibilityTraits == .button)
        button.isEnabled = false
        button.isSelected = true
        #expect(button.accessibilityTraits == [.button, .notEnabled, .selected])
        button.accessibilityLabel = "Set 1 star rating"
        button.accessibilityHint = "Tap to reset the rating to zero."
        button.accessibilityValue = "1 star set."
        #expect(button.accessibilityLabel == "Set 1 star rating" && button.accessibilityHint == "Tap to reset the rating to zero.")
        #expect(button.accessibilityValue == "1 star set.")
        #expect(!UIView().isAccessibilityElement && !UIImageView().isAccessibilityElement && UIImageView().accessibilityTraits == .image)
        let item = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        item.accessibilityLabel = "Add meal"
        #expect(item.accessibilityLabel == "Add meal" && item.title == nil)
        #expect(!UIAccessibility.isVoiceOverRunning)
    }

    @Test("layers, colours, transforms, content modes: kept as set; a view's layer shares its frame and clipping")
    func layersAndColours() {
        let card = CardView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(card.layer is CAGradientLayer)
        card.layer.cornerRadius = 12
        card.layer.masksToBounds = true
        card.layer.borderWidth = 1
        card.layer.borderColor = UIColor.lightGray.cgColor
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 0.2
        card.layer.shadowOffset = CGSize(width: 0, height: 2)
        card.layer.shadowRadius = 4
        card.layer.shadowPath = UIBezierPath(roundedRect: card.bounds, cornerRadius: 12).cgPath
        card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        #expect(card.clipsToBounds && card.layer.cornerRadius == 12 && card.layer.frame == card.frame)
        #expect(card.layer.shadowPath?.boundingBox == card.bounds)
        card.layer.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
        #expect(card.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
        let shine = CAGradientLayer()
        shine.colors = [UIColor.white.cgColor, UIColor.clear.cgColor]
        card.layer.addSublayer(shine)
        #expect(card.layer.sublayers?.count == 1 && shine.superlayer === card.layer)
        shine.removeFromSuperlayer()
        #expect(card.layer.sublayers?.isEmpty == true)
        let brand = UIColor(hex: 0xFF8000)
        #expect(UIColor(cgColor: brand.cgColor) == brand && brand.cgColor.components == [1, 128.0 / 255, 0, 1])
        var red: CGFloat = 0
        #expect(brand.getRed(&red, green: nil, blue: nil, alpha: nil) && red == 1)
        card.transform = CGAffineTransform(scaleX: 2, y: 2).rotated(by: 0)
        #expect(card.transform.a == 2 && !card.transform.isIdentity && card.transform.inverted().a == 0.5)
        let image = UIImageView()
        image.contentMode = .scaleAspectFill
        #expect(image.contentMode == .scaleAspectFill && UIView().contentMode == .scaleToFill)
    }

    @Test("UIDevice: an iPhone on iOS 17 held in portrait; battery levels unknown until monitoring is on")
    func device() {
        let device = UIDevice.current
        #expect(device.model == "iPhone" && device.systemName == "iOS" && device.systemVersion == "17.0")
        #expect(device.userInterfaceIdiom == .phone && device.orientation == .portrait && device.orientation.isPortrait)
        #expect(device.batteryLevel == -1 && device.batteryState == .unknown)
        device.isBatteryMonitoringEnabled = true
        #expect(device.batteryLevel == 1 && device.batteryState == .full)
        device.isBatteryMonitoringEnabled = false
        device.beginGeneratingDeviceOrientationNotifications()
        #expect(device.isGeneratingDeviceOrientationNotifications && device.identifierForVendor == UIDevice.current.identifierForVendor)
        device.endGeneratingDeviceOrientationNotifications()
    }

    @Test("overrides of what never happens here compile and are not called: no rotation, trait change or constraint pass")
    func keptNotSimulated() {
        let h = Harness(notAssertingBecause: "it checks that callbacks the simulated phone never triggers are not called")
        let controller = EverythingOverridden()
        let window = h.show(UINavigationController(rootViewController: controller))
        controller.overrideUserInterfaceStyle = .light
        controller.view.setNeedsUpdateConstraints()
        controller.view.updateConstraintsIfNeeded()
        UIApplication.shared.runUntilIdle()
        #expect(controller.calls.isEmpty)
        #expect(controller.transitionCoordinator == nil && controller.additionalSafeAreaInsets == .zero)
        _ = window
    }

    @Test("UISearchController(): its bar is on screen under the title; typing activates it and calls the updater; Cancel ends it")
    func searchController() throws {
        final class Updater: UISearchResultsUpdating, UISearchControllerDelegate, UISearchBarDelegate {
            var lines: [String] = []
            func updateSearchResults(for searchController: UISearchController) {
                lines.append("update \(searchController.searchBar.text ?? "") active: \(searchController.isActive)")
            }
            func didPresentSearchController(_ searchController: UISearchController) { lines.append("didPresent") }
            func didDismissSearchController(_ searchController: UISearchController) { lines.append("didDismiss") }
            func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { lines.append("cancel") }
            func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { lines.append("search") }
        }
        let h = Harness(notAssertingBecause: "it checks what a search controller tells its updater and delegate")
        let list = UIViewController()
        list.title = "Meals"
        let search = UISearchController()
        let updater = Updater()
        search.searchResultsUpdater = updater
        search.delegate = updater
        search.searchBar.delegate = updater
        search.searchBar.placeholder = "Search meals"
        search.obscuresBackgroundDuringPresentation = false
        list.navigationItem.searchController = search
        let window = h.show(UINavigationController(rootViewController: list))
        #expect(search.searchResultsController == nil && h.screenTexts == ["Meals", "Search meals"])
        // The bar's text is its text field's: empty, never nil (Apple, UITextField.text: "This
        // string is @"" by default"); apps force-unwrap it in the first update, before typing.
        #expect(search.searchBar.text == "")
        let screen = Screen.capture()
        screen.type("pas", into: try #require(screen.indices(withText: "Search meals").first))
        #expect(search.isActive && search.searchBar.text == "pas" && h.screenTexts == ["Meals", "pas", "Cancel"])
        #expect(UIApplication.shared.simulateReturnKey())
        h.tap("Cancel")
        #expect(!search.isActive && search.searchBar.text == "")
        search.searchBar.text = nil
        #expect(search.searchBar.text == "")
        #expect(
            updater.lines == [
                "didPresent", "update  active: true", "update pas active: true", "search", "cancel", "didDismiss",
                "update  active: false",
            ])
        #expect(!search.searchBar.isFirstResponder && !UIApplication.shared.simulateReturnKey())
        _ = window
    }
}
