import Foundation
import SimUIKit

/// The classes storyboards name, looked up once per check.
@MainActor
final class ClassShapes {
    private var shapes: [String: ClassShape?] = [:]

    /// `Module.Class` as the storyboard names it.
    static func qualified(_ controller: ControllerElement) -> String {
        [controller.customModule, controller.customClass].compactMap { $0 }.joined(separator: ".")
    }

    /// The class's shape, nil when this binary does not have the class (or the scene names none).
    func shape(of controller: ControllerElement) -> ClassShape? {
        guard let name = controller.customClass else { return nil }
        let key = Self.qualified(controller)
        if let cached = shapes[key] { return cached }
        let found: AnyClass? = ClassLookup.publicFind(name, module: controller.customModule, provider: controller.customModuleProvider)
        let shape = found.map(ClassShape.init)
        shapes[key] = shape
        return shape
    }
}
