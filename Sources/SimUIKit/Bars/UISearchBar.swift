import Foundation

/// A search bar (kept: its text and placeholder).
open class UISearchBar: UIView {
    open var text: String?
    open var placeholder: String?
}
