import Foundation

/// The bar of a tab bar controller.
open class UITabBar: UIView {}
