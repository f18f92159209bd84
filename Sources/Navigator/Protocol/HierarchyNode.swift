import Foundation
import SimUIKit

/// A stored property as the inspector shows it: its value, and when and by whom it got it.
public struct InspectedProperty: Codable, Sendable, Equatable {
    public var name: String
    public var value: String
    public var isNil: Bool
    public var isOutlet: Bool
    public var typeName: String
    /// The stage it got its current value in (`at init`, `set by SelectionViewController#1.prepare(for:sender:)`...).
    public var stage: String?
    /// Its values stage by stage (`nil at init(coder:)`, `still nil after awakeFromNib()`, …).
    public var history: [String]

    public init(name: String, value: String, isNil: Bool, isOutlet: Bool, typeName: String, stage: String?, history: [String] = []) {
        self.name = name
        self.value = value
        self.isNil = isNil
        self.isOutlet = isOutlet
        self.typeName = typeName
        self.stage = stage
        self.history = history
    }
}

/// One controller in the window's hierarchy, as `_printHierarchy` shows it on a device.
///
/// On the wire the tree travels flat (see `HierarchyNode+Codable.swift`): nested, 300 presented
/// controllers made JSON deeper than a decoder accepts, and the reply was lost.
public struct HierarchyNode: Codable, Sendable, Equatable {
    public var ref: ObjectRef
    /// The class as UIKit prints it (`Scenes.DogsViewController`, `UINavigationController`).
    public var className: String
    public var title: String?
    public var storyboardIdentifier: String?
    /// `not loaded`, or the appearance state (`appeared`, `disappeared`...).
    public var state: String
    /// Why it is here: `root`, `stack[1]`, `tab 0 (selected)`, `presented (pageSheet)`, `child`.
    public var role: String
    /// How it was created (`programmatic`, `coder`, `creator`, `segueAction`).
    public var instantiation: String
    public var properties: [InspectedProperty]
    public var children: [HierarchyNode]

    public init(
        ref: ObjectRef, className: String, title: String?, storyboardIdentifier: String?, state: String, role: String,
        instantiation: String, properties: [InspectedProperty], children: [HierarchyNode]
    ) {
        self.ref = ref
        self.className = className
        self.title = title
        self.storyboardIdentifier = storyboardIdentifier
        self.state = state
        self.role = role
        self.instantiation = instantiation
        self.properties = properties
        self.children = children
    }

    /// Depth-first, with depth.
    public func flattened(depth: Int = 0) -> [(depth: Int, node: HierarchyNode)] {
        [(depth, self)] + children.flatMap { $0.flattened(depth: depth + 1) }
    }

    /// `_printHierarchy`-style text.
    public var printed: [String] {
        flattened().map { entry in
            let node = entry.node
            let indent = String(repeating: "   | ", count: entry.depth)
            return "\(indent)<\(node.className) \(node.ref)>, state: \(node.state), \(node.role)"
        }
    }
}
