import Foundation

/// Pull to refresh: a control that sends `.valueChanged` when the user pulls.
open class UIRefreshControl: UIControl {
    public private(set) var isRefreshing = false
    open func beginRefreshing() { isRefreshing = true }
    open func endRefreshing() { isRefreshing = false }
}
