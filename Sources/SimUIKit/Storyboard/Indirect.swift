/// Holds a large model value out of line.
///
/// The model's structs nest inline: a scene held its controller, which held
/// its root view and navigation item, which held a title view and a back
/// item... so a scene was about 1.9 KB, and every move of one (into its
/// array, out of the parser's slots) copied all of it. An optional child kept
/// in an `Indirect` costs one pointer instead.
///
/// The box is immutable: setting the property stores a new box, so the
/// holding struct keeps value semantics. Equality and hashing are the
/// value's, so the holder's synthesized `Hashable` means what it did.
final class Indirect<Value: Hashable & Sendable>: Hashable, Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }

    static func == (left: Indirect, right: Indirect) -> Bool {
        left === right || left.value == right.value
    }

    func hash(into hasher: inout Hasher) {
        value.hash(into: &hasher)
    }
}
