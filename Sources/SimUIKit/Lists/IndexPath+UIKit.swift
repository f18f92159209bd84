import Foundation

extension IndexPath {
    /// A table position (UIKit's extension of Foundation's `IndexPath`).
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section (the first index).
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row (the second index).
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// A collection view position (UIKit's extension of Foundation's `IndexPath`).
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The item, for collection views (the second index).
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
