import Foundation
import SimUIKit

/// The hierarchy as a flat list, depth first, each node with its depth: the JSON stays two levels
/// deep however deep the hierarchy is (a nested encoding of 300 presented controllers exceeded the
/// JSON decoder's nesting limit, and the reply was dropped), and neither side recurses.
extension HierarchyNode {
    private struct Record: Codable {
        var depth: Int
        var ref: ObjectRef
        var className: String
        var title: String?
        var storyboardIdentifier: String?
        var state: State
        var role: Role
        var instantiation: InstantiationKind
        var properties: [InspectedProperty]
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        var pending: [(depth: Int, node: HierarchyNode)] = [(0, self)]
        while let (depth, node) = pending.popLast() {
            try container.encode(
                Record(
                    depth: depth, ref: node.ref, className: node.className, title: node.title,
                    storyboardIdentifier: node.storyboardIdentifier, state: node.state, role: node.role,
                    instantiation: node.instantiation, properties: node.properties))
            pending += node.children.reversed().map { (depth + 1, $0) }
        }
    }

    public init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        // The nodes whose children are still being read, root first.
        var open: [HierarchyNode] = []
        func close() {
            let done = open.removeLast()
            open[open.count - 1].children.append(done)
        }
        while !container.isAtEnd {
            let record = try container.decode(Record.self)
            guard record.depth <= open.count, record.depth > 0 || open.isEmpty else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "node at depth \(record.depth) after \(open.count) open nodes")
            }
            while open.count > record.depth { close() }
            open.append(
                HierarchyNode(
                    ref: record.ref, className: record.className, title: record.title,
                    storyboardIdentifier: record.storyboardIdentifier, state: record.state, role: record.role,
                    instantiation: record.instantiation, properties: record.properties, children: []))
        }
        while open.count > 1 { close() }
        guard let root = open.first else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "an empty hierarchy")
        }
        self = root
    }
}
