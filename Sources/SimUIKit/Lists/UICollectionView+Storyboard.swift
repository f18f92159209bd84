import Foundation

extension UICollectionView {
    /// A storyboard collection's prototype cells (`<cells>`): a new copy, with its own outlets and
    /// actions, each time the collection needs a new cell.
    func loadStoryboardCells(_ element: ViewElement, in builder: StoryboardViewBuilder) {
        for prototype in element.prototypes {
            let identifier = prototype.reuseIdentifier ?? prototype.id
            prototypes[identifier] = {
                guard builder.controller != nil else { return UICollectionViewCell(frame: .zero) }
                let made = builder.instantiatePrototype(prototype)
                let cell = made as? UICollectionViewCell ?? UICollectionViewCell(frame: .zero)
                if !(made is UICollectionViewCell) { cell.contentView.addSubview(made) }
                cell.reuseIdentifier = identifier
                cell.prototypeID = prototype.id
                (cell.selectionTaps, cell.selectionHandlers) = builder.selection(of: prototype, trigger: nil)
                return cell
            }
        }
    }
}
