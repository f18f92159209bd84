import Foundation

/// An option with a typed value, declared once with its type, its range or choices, its default
/// and its help (as swift-argument-parser's `@Option`): the parser converts and checks the word,
/// the error says what was wanted, the synopsis shows the choices, and the command reads
/// `parsed.value(option)` as a `Value` (nil when not given, unless `defaulting(to:)` gave it a
/// default).
struct Option<Value: Sendable>: OptionDeclaration {
    let flag: Flag

    private init(
        _ name: String, short: Character?, value: String, help: String, repeatable: Bool, choices: [String]? = nil,
        read: @escaping @Sendable (String) -> Result<Value, InvalidValue>
    ) {
        flag = Flag(
            name: name, short: short, valueName: value, help: help, isRepeatable: repeatable, choices: choices,
            read: { word in read(word).map { $0 as any Sendable } })
    }

    /// The same option, worth `value` when it is not given.
    func defaulting(to value: @escaping @Sendable @autoclosure () -> Value) -> DefaultedOption<Value> {
        DefaultedOption(option: self, defaultValue: value)
    }
}

/// An option with a value when it is not given: `parsed.value(option)` is never nil.
struct DefaultedOption<Value: Sendable>: OptionDeclaration {
    let option: Option<Value>
    let defaultValue: @Sendable () -> Value

    var flag: Flag { option.flag }
}

extension Option where Value == String {
    /// Any word: a path, a name. `repeatable`: every value is kept (`parsed.values(option)`).
    static func text(_ name: String, short: Character? = nil, value: String, repeatable: Bool = false, help: String) -> Self {
        Self(name, short: short, value: value, help: help, repeatable: repeatable, read: { .success($0) })
    }
}

extension Option where Value: CaseIterable & RawRepresentable<String> {
    /// One of the cases' raw values (`--format text|json`); anything else is an error that lists them.
    static func choice(_ name: String, value: String, help: String) -> Self {
        choice(name, value: value, help: help, spelled: Value.allCases.map(\.rawValue), read: { Value(rawValue: $0) })
    }
}

extension Option where Value: CaseIterable & LosslessStringConvertible {
    /// One of the cases as they print (`--ios 12|13|15|17|18`); anything else is an error that lists them.
    static func choice(_ name: String, value: String, help: String) -> Self {
        choice(name, value: value, help: help, spelled: Value.allCases.map(\.description), read: { Value($0) })
    }
}

extension Option {
    /// One of `choices`, read by `read`; the error lists them.
    fileprivate static func choice(
        _ name: String, value: String, help: String, spelled choices: [String], read: @escaping @Sendable (String) -> Value?
    ) -> Self {
        let list = choices.dropLast().joined(separator: ", ") + (choices.count > 1 ? " or " : "") + (choices.last ?? "")
        return Self(
            name, short: nil, value: value, help: help, repeatable: false, choices: choices,
            read: { word in read(word).map { .success($0) } ?? .failure(InvalidValue(reason: "is \(list), not '\(word)'")) })
    }
}

extension Option where Value: LosslessStringConvertible & Comparable {
    /// A number in `range` (above its lower bound only, with `excludingLowerBound`), such as
    /// `--jobs 4`; the error says `needs a number [of UNIT] from LOWER to UPPER`.
    static func number(
        _ name: String, short: Character? = nil, value: String, in range: ClosedRange<Value>, excludingLowerBound: Bool = false,
        unit: String? = nil, help: String
    ) -> Self {
        // `0`, not `0.0`: bounds read as a person writes them.
        func shown(_ bound: Value) -> String { "\(bound)".hasSuffix(".0") ? String("\(bound)".dropLast(2)) : "\(bound)" }
        let expectation = "needs a number\(unit.map { " of \($0)" } ?? "") from \(shown(range.lowerBound)) to \(shown(range.upperBound))"
        return Self(
            name, short: short, value: value, help: help, repeatable: false,
            read: { word in
                guard let number = Value(word), range.contains(number), !excludingLowerBound || number != range.lowerBound else {
                    return .failure(InvalidValue(reason: "\(expectation), got '\(word)'"))
                }
                return .success(number)
            })
    }
}
