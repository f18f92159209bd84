import Foundation
import Testing

@testable import SimUIKit

/// Snapshots read stored properties through the runtime's reflection calls instead of building a
/// `Mirror` each time (the trace's main cost); they must read exactly what `Mirror` reads, for
/// every kind of storage a controller holds.
@MainActor
@Suite("Property snapshots", .engine)
struct PropertySnapshotTests {
    class Parent: UIViewController {
        var inherited = "from the parent"
    }

    final class Holder { let id = 7 }

    struct Point: Equatable { var x = 1, y = 2 }

    final class Everything: Parent {
        @Outlet var label: UILabel!
        weak var weakHolder: Holder?
        unowned var unownedHolder: Holder
        lazy var lazyList: [String] = ["made", "late"]
        var optionalName: String? = "Rex"
        var missing: Int?
        var flag = true
        var count = 3
        var point = Point()
        var dictionary = ["b": 2, "a": 1]
        var closure: () -> Void = {}
        let strong = Holder()

        init() {
            unownedHolder = strong
            super.init(nibName: nil, bundle: nil)
            weakHolder = strong
        }

        required init?(coder: NSCoder) { nil }
    }

    /// What Mirror reads, level by level from the superclass down, as the snapshot renders it.
    static func mirrored(_ controller: UIViewController) -> [String] {
        var levels: [[String]] = []
        var mirror: Mirror? = Mirror(reflecting: controller)
        while let current = mirror, let type = current.subjectType as? AnyClass, !PropertySnapshot.isEngineClass(type) {
            levels.append(current.children.map { $0.label ?? "_" })
            mirror = current.superclassMirror
        }
        return levels.reversed().flatMap { $0 }
    }

    @Test("a snapshot reads every field Mirror reads, with the same values, before and after changes")
    func sameAsMirror() {
        UIApplication.shared.resetForNewLaunch()
        let controller = Everything()
        let names = PropertySnapshot.take(of: controller).map(\.name)
        #expect(
            names
                == Self.mirrored(controller).map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 }.map {
                    $0.replacingOccurrences(of: "$__lazy_storage_$_", with: "")
                })
        let values = Dictionary(uniqueKeysWithValues: PropertySnapshot.take(of: controller).map { ($0.name, $0.value) })
        #expect(values["inherited"] == "\"from the parent\"")
        #expect(values["label"] == "nil")
        #expect(values["weakHolder"]?.hasSuffix("Holder") == true)
        #expect(values["unownedHolder"]?.hasSuffix("Holder") == true)
        #expect(values["lazyList"] == "nil")
        #expect(values["optionalName"] == "\"Rex\"")
        #expect(values["missing"] == "nil")
        #expect(values["point"] == "Point(x: 1, y: 2)")
        #expect(values["dictionary"] == "[\"a\": 1, \"b\": 2]")
        #expect(values["closure"] == "(closure)")
        _ = controller.lazyList
        controller.count = 4
        controller.weakHolder = nil
        let after = Dictionary(uniqueKeysWithValues: PropertySnapshot.take(of: controller).map { ($0.name, $0.value) })
        #expect(after["lazyList"] == "[\"made\", \"late\"]")
        #expect(after["count"] == "4")
        #expect(after["weakHolder"] == "nil")
        withExtendedLifetime(controller) {}
    }
}
