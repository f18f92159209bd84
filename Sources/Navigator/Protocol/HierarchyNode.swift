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
    /// Who gave it its current value: its declaration, its initializer, code outside it, its own
    /// code (nil when the trace did not say).
    public var source: ValueSource?
    /// Whether it is nil and the trace reported it still nil: a dependency that has not arrived
    /// (a nil that is the controller's own state is not).
    public var awaited: Bool

    public init(
        name: String, value: String, isNil: Bool, isOutlet: Bool, typeName: String, stage: String?, history: [String] = [],
        source: ValueSource? = nil, awaited: Bool = false
    ) {
        self.name = name
        self.value = value
        self.isNil = isNil
        self.isOutlet = isOutlet
        self.typeName = typeName
        self.stage = stage
        self.history = history
        self.source = source
        self.awaited = awaited
    }

    /// Who gave a property its current value, as the trace saw it: a default tells apart from an
    /// injected value by comparing the value at init with the value now, and by who changed it.
    public enum ValueSource: Codable, Sendable, Equatable {
        /// The value its declaration gives: the storyboard made the controller with
        /// `init(coder:)`, which passes nothing, and nothing changed it since.
        case declaredDefault
        /// The value it had when its initializer returned (a creator closure's, a segue action's,
        /// or one called in code): an argument, or its declared default.
        case initializer(InstantiationKind)
        /// Set from outside after init: `SelectionViewController#1.prepare(for:sender:)`, `the
        /// creator closure`, `the storyboard's runtime attributes`, `code outside it, after init`.
        case injected(by: String)
        /// Set by the controller's own callback (`viewDidLoad()`).
        case own(String)
        /// Changed after one of its callbacks (`after viewDidAppear(true)`) by code the trace
        /// cannot name (its own action, or another object).
        case later(String)

        /// One word for the value line: `default`, `at init`, `injected`, `set by itself`, `set later`.
        public var tag: String {
            switch self {
            case .declaredDefault: "default"
            case .initializer: "at init"
            case .injected: "injected"
            case .own: "set by itself"
            case .later: "set later"
            }
        }

        /// The same in a sentence: who, and what that means.
        public var explanation: String {
            switch self {
            case .declaredDefault: "its declared value: init(coder:) passes nothing"
            case .initializer(let kind):
                switch kind {
                case .creator: "given at init by the creator closure's initializer (an argument or its declared default)"
                case .segueAction: "given at init by the @IBSegueAction's initializer (an argument or its declared default)"
                case .programmatic, .coder, .archive: "given at init by its initializer (an argument or its declared default)"
                }
            case .injected(let who): "injected by \(who)"
            case .own(let callback): "set by its own \(callback)"
            case .later(let stage): "set \(stage), by code the trace cannot name"
            }
        }
    }
}

/// One controller in the window's hierarchy, as `_printHierarchy` shows it on a device.
///
/// On the wire the tree travels flat (see `HierarchyNode+Codable.swift`): nested, 300 presented
/// controllers made JSON deeper than a decoder accepts, and the reply was lost.
public struct HierarchyNode: Codable, Sendable, Equatable {
    /// The controller's trace name.
    public var ref: ObjectRef
    /// The class as UIKit prints it (`Scenes.DogsViewController`, `UINavigationController`).
    public var className: String
    /// Its navigation item's title, else its own.
    public var title: String?
    /// Its Storyboard ID, if a storyboard made it.
    public var storyboardIdentifier: String?
    /// Whether its view is loaded, and its appearance state.
    public var state: State
    /// Why it is in the hierarchy.
    public var role: Role
    /// How it was created.
    public var instantiation: InstantiationKind
    /// Its stored properties, with where each value came from.
    public var properties: [InspectedProperty]
    /// The controllers it contains or presents (a presented one last).
    public var children: [HierarchyNode]

    /// Whether a controller's view is loaded, and where it is in appearing.
    public enum State: Codable, Sendable, Equatable, CustomStringConvertible {
        /// The view is not loaded.
        case notLoaded
        /// The view is loaded; the appearance state UIKit keeps.
        case loaded(UIViewController.AppearanceState)

        /// `not loaded`, `appeared`, `disappearing`...
        public var description: String {
            switch self {
            case .notLoaded: "not loaded"
            case .loaded(let appearance): appearance.rawValue
            }
        }
    }

    /// Why a controller is where it is in the hierarchy.
    public enum Role: Sendable, Equatable, CustomStringConvertible {
        /// The window's root view controller.
        case root
        /// In a navigation stack, from 0 at the bottom.
        case stack(index: Int, isTop: Bool)
        /// One of a tab bar controller's tabs.
        case tab(index: Int, isSelected: Bool)
        /// Presented by its parent node, in this style.
        case presented(UIModalPresentationStyle)
        /// Any other child controller (embedded, a page, a split view's column); `isShown` when its
        /// content is what the container shows (a collapsed split view's column, the page).
        case child(isShown: Bool)

        /// `root`, `stack[1], top`, `tab 0, selected`, `presented (pageSheet)`, `child`, `child, shown`.
        public var description: String {
            switch self {
            case .root: "root"
            case .stack(let index, let isTop): "stack[\(index)]" + (isTop ? ", top" : "")
            case .tab(let index, let isSelected): "tab \(index)" + (isSelected ? ", selected" : "")
            case .presented(let style): "presented (\(style))"
            case .child(let isShown): isShown ? "child, shown" : "child"
            }
        }
    }

    /// A node with these fields.
    public init(
        ref: ObjectRef, className: String, title: String?, storyboardIdentifier: String?, state: State, role: Role,
        instantiation: InstantiationKind, properties: [InspectedProperty], children: [HierarchyNode]
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

extension HierarchyNode.Role: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind, index, flag, style
    }

    private enum Kind: String, Codable {
        case root, stack, tab, presented, child
    }

    /// `{"kind": "stack", "index": 1, "flag": true}`, `{"kind": "presented", "style": 1}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .root: try container.encode(Kind.root, forKey: .kind)
        case .child(let isShown):
            try container.encode(Kind.child, forKey: .kind)
            try container.encode(isShown, forKey: .flag)
        case .stack(let index, let isTop):
            try container.encode(Kind.stack, forKey: .kind)
            try container.encode(index, forKey: .index)
            try container.encode(isTop, forKey: .flag)
        case .tab(let index, let isSelected):
            try container.encode(Kind.tab, forKey: .kind)
            try container.encode(index, forKey: .index)
            try container.encode(isSelected, forKey: .flag)
        case .presented(let style):
            try container.encode(Kind.presented, forKey: .kind)
            try container.encode(style.rawValue, forKey: .style)
        }
    }

    /// The role `encode(to:)` wrote.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(Kind.self, forKey: .kind) {
        case .root: self = .root
        case .child: self = .child(isShown: try container.decodeIfPresent(Bool.self, forKey: .flag) ?? false)
        case .stack:
            self = .stack(
                index: try container.decode(Int.self, forKey: .index), isTop: try container.decode(Bool.self, forKey: .flag))
        case .tab:
            self = .tab(
                index: try container.decode(Int.self, forKey: .index), isSelected: try container.decode(Bool.self, forKey: .flag))
        case .presented:
            let raw = try container.decode(Int.self, forKey: .style)
            guard let style = UIModalPresentationStyle(rawValue: raw) else {
                throw DecodingError.dataCorruptedError(forKey: .style, in: container, debugDescription: "no presentation style \(raw)")
            }
            self = .presented(style)
        }
    }
}
