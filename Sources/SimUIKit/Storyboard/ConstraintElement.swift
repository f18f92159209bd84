/// A `<constraint>` in a view's `<constraints>`: a layout constraint Interface Builder archived, made
/// into an `NSLayoutConstraint` when the view is loaded, so that outlets and outlet collections to it
/// connect (Apple, "NSLayoutConstraint": constraints made in Interface Builder are objects an
/// `@IBOutlet` can hold and code can activate, deactivate or change).
///
/// ```xml
/// <constraint firstItem="DOV-IA-Os2" firstAttribute="width" secondItem="6pE-3x-8e9"
///             secondAttribute="width" multiplier="0.5" identifier="HalfWidth" id="p9p-fK-MYd"/>
/// ```
public struct ConstraintElement: Hashable, Sendable {
    /// The XML id (what outlets name).
    public var id: String
    /// The XML id of the first item; nil means the view whose `<constraints>` hold it.
    public var firstItem: String?
    /// `firstAttribute` (`top`, `leading`, `width`, `centerX`...).
    public var firstAttribute: String
    /// The XML id of the second item, if any (a width or height equal to a constant has none).
    public var secondItem: String?
    /// `secondAttribute`; nil when there is no second item.
    public var secondAttribute: String?
    /// `relation` (`greaterThanOrEqual`, `lessThanOrEqual`); nil means equal.
    public var relation: String?
    /// `multiplier`, as a number (`0.5`) or a ratio (`16:9`, written by Interface Builder for aspect
    /// ratios); 1 when not written.
    public var multiplier: Double
    /// `constant`; 0 when not written.
    public var constant: Double
    /// `priority`; 1000 (required) when not written.
    public var priority: Float
    /// `identifier` (what `NSLayoutConstraint.identifier` returns).
    public var identifier: String?
    /// `placeholder="YES"`: Interface Builder's "Remove at build time"; such a constraint is not in
    /// the compiled storyboard, so no object is made for it.
    public var isPlaceholder: Bool
    /// Where the element starts.
    public var location: StoryboardLocation

    /// Creates a constraint on `firstAttribute` of the holding view, with every other field as
    /// Interface Builder leaves it unwritten.
    public init(id: String, firstAttribute: String, location: StoryboardLocation) {
        self.id = id
        self.firstAttribute = firstAttribute
        self.multiplier = 1
        self.constant = 0
        self.priority = 1000
        self.isPlaceholder = false
        self.location = location
    }

    /// A `multiplier` as Interface Builder writes it: a number, or `width:height` for an aspect
    /// ratio (`16:9` is 16/9). Nil when it is neither.
    public static func multiplier(_ text: String) -> Double? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        switch parts.count {
        case 1:
            return Double(text)
        case 2:
            guard let numerator = Double(parts[0]), let denominator = Double(parts[1]), denominator != 0 else { return nil }
            return numerator / denominator
        default:
            return nil
        }
    }
}

/// A `<variation key="…">` of a view: which of its constraints a size class installs
/// (`<mask key="constraints">` with `<include reference=…/>` and `<exclude reference=…/>`). The key
/// `default` is every size class; `widthClass=compact`, `heightClass=regular` and pairs such as
/// `heightClass=regular-widthClass=compact` narrow it (Xcode's "Vary for Traits").
public struct ConstraintVariation: Hashable, Sendable {
    /// The variation's `key`.
    public var key: String
    /// The constraints it installs.
    public var included: [String]
    /// The constraints it leaves uninstalled.
    public var excluded: [String]

    /// Creates a variation with no masks.
    public init(key: String) {
        self.key = key
        self.included = []
        self.excluded = []
    }

    /// Whether the variation applies to a phone held upright (compact width, regular height), the
    /// one size class the simulator shows.
    public var appliesToPortraitPhone: Bool {
        if key == "default" { return true }
        // `widthClass=compact`, `heightClass=regular`, `heightClass=regular-widthClass=compact`.
        let parts = key.split(separator: "-")
        return !parts.isEmpty && parts.allSatisfy { $0 == "widthClass=compact" || $0 == "heightClass=regular" }
    }
}
