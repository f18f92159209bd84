import Foundation
import TestSupport

@testable import SimUIKit

/// Test controllers named like the spec's examples.
class Dogs: UIViewController {}
class Cats: UIViewController {}
class Birds: UIViewController {}
class Modal: UIViewController {}
class Child: UIViewController {}

/// A navigation delegate that does nothing but be there (so delegate calls appear).
final class NavDelegate: UINavigationControllerDelegate {}
