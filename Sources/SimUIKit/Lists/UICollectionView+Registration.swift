import Foundation

extension UICollectionView {
    /// A cell registration (iOS 14): the cell class (or nib) and the handler that configures a cell
    /// for an item. The first dequeue with it registers the class with the collection under a
    /// reuse identifier of its own; every dequeue then reuses cells as identifiers do.
    @preconcurrency @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a cell for an item: the cell, its index path, the item.
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let handler: Handler
        let nib: UINib?
        let reuseIdentifier: String

        public init(handler: @escaping Handler) {
            self.handler = handler
            nib = nil
            reuseIdentifier = RegistrationIdentifiers.next(for: Cell.self)
        }

        /// Cells from a nib whose one top-level object is the cell.
        public init(cellNib: UINib, handler: @escaping Handler) {
            self.handler = handler
            nib = cellNib
            reuseIdentifier = RegistrationIdentifiers.next(for: Cell.self)
        }
    }

    /// A supplementary view registration (iOS 14): the view class (or nib), its element kind and
    /// the handler that configures a view for a section.
    @preconcurrency @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures a view: the view, its element kind, its index path.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        public let elementKind: String
        let handler: Handler
        let nib: UINib?
        let reuseIdentifier: String

        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            nib = nil
            reuseIdentifier = RegistrationIdentifiers.next(for: Supplementary.self)
        }

        public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            nib = supplementaryNib
            reuseIdentifier = RegistrationIdentifiers.next(for: Supplementary.self)
        }
    }

    /// A cell for `item` from `registration`: one waiting for reuse, else a new one of its class
    /// (`init(frame:)`) or nib; then the registration's handler configures it.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        let identifier = registration.reuseIdentifier
        if registered[identifier] == nil, registeredNibs[identifier] == nil {
            if let nib = registration.nib {
                register(nib, forCellWithReuseIdentifier: identifier)
            } else {
                register(Cell.self, forCellWithReuseIdentifier: identifier)
            }
        }
        guard let cell = dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath) as? Cell else {
            UIKitException.raise(
                .internalInconsistency,
                "the cell registration's nib made no \(objcClassName(Cell.self)) (dequeueConfiguredReusableCell at \(indexPath))")
        }
        guard let item else {
            UIKitException.raise(
                .invalidArgument, "dequeueConfiguredReusableCell(using:for:item:) was given no item for index path \(indexPath)")
        }
        registration.handler(cell, indexPath, item)
        return cell
    }

    /// A supplementary view from `registration` for a section (`indexPath`), configured by the
    /// registration's handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let kind = registration.elementKind
        let identifier = registration.reuseIdentifier
        let key = kind + "/" + identifier
        if registeredSupplementary[key] == nil, registeredSupplementaryNibs[key] == nil {
            if let nib = registration.nib {
                register(nib, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
            } else {
                register(Supplementary.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
            }
        }
        guard
            let view = dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
                as? Supplementary
        else {
            UIKitException.raise(
                .internalInconsistency,
                "the supplementary registration's nib made no \(objcClassName(Supplementary.self)) (kind \(kind) at \(indexPath))")
        }
        registration.handler(view, kind, indexPath)
        return view
    }
}

/// The reuse identifiers registrations make: one per registration, stable within a run (no
/// random part, so replays stay deterministic).
@preconcurrency @MainActor
enum RegistrationIdentifiers {
    private static var count = 0

    static func next(for type: AnyClass) -> String {
        count += 1
        return "\(objcClassName(type))-registration-\(count)"
    }
}
