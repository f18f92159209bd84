/// A user-defined runtime attribute (`<userDefinedRuntimeAttribute>`), applied
/// with key-value coding before `awakeFromNib()`.
public struct RuntimeAttribute: Hashable, Sendable {
    /// The value of a runtime attribute, typed by its `type`.
    public enum Value: Hashable, Sendable {
        /// `type="string"`, `"localized"` or `"image"` (the image's name).
        case string(String)
        /// `type="number"`, from `value=` or an `<integer>`/`<real>` child.
        case number(Double)
        /// `type="boolean"`: `value="YES"` or `"NO"`.
        case boolean(Bool)
        /// `type="nil"`, or no value given at all.
        case null
        /// Any other type (color, point, size, rect, range...) as raw text,
        /// such as `{1, 2}` for a point or `{{0, 0}, {10, 20}}` for a rect.
        case other(String)
    }

    /// The attribute's `type` as written (`string`, `number`, `boolean`, `color`...).
    public var type: String
    /// The key path set on the object (`dogName`, `layer.cornerRadius`).
    public var keyPath: String
    /// The value.
    public var value: Value
    /// Where the attribute is written.
    public var location: StoryboardLocation

    /// Creates a runtime attribute.
    public init(type: String, keyPath: String, value: Value, location: StoryboardLocation) {
        self.type = type
        self.keyPath = keyPath
        self.value = value
        self.location = location
    }
}
