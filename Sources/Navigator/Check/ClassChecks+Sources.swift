import Foundation
import SimUIKit

/// What an app's Swift sources say about one class's actions (`vcnav check --sources`): the
/// selectors its methods answer to, and the selectors its `ibActions` tables list.
public struct SourceClassActions: Sendable {
    /// Selector → the method, as `save(_:) (List.swift:12:10)`.
    public var methods: [String: String]
    public var table: Set<String>

    public init(methods: [String: String], table: Set<String>) {
        self.methods = methods
        self.table = table
    }
}

extension ClassChecks {
    /// A storyboard action or segue action whose method is in the class's sources but not in its
    /// `ibActions`: the table is stale (written before the method, or by hand).
    mutating func checkTable(_ controller: ControllerElement, name: String, against source: SourceClassActions) {
        for action in actions(in: controller) where action.destination == controller.id {
            guard let method = source.methods[action.selector], !source.table.contains(action.selector) else { continue }
            warn(action.location, Self.stale("action", action.selector, name, method, "a tap"))
        }
        for segue in controller.segues {
            guard let creation = segue.segueAction, let method = source.methods[creation.selector],
                !source.table.contains(creation.selector)
            else { continue }
            warn(segue.location, Self.stale("segue action", creation.selector, name, method, "performing the segue"))
        }
    }

    private static func stale(_ what: String, _ selector: String, _ name: String, _ method: String, _ trigger: String) -> String {
        "\(what) '\(selector)' is \(name).\(method), missing from \(name).ibActions (a stale table): \(trigger) raises 'unrecognized selector sent to instance'; `vcnav port --write` rewrites the table"
    }
}
