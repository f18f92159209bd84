import Foundation

extension UICollectionView {
    /// A storyboard collection's prototype cells (`<cells>`), made anew each time one is dequeued.
    func loadStoryboardCells(_ element: ViewElement, in builder: StoryboardViewBuilder) {
        for prototype in element.prototypes {
            let identifier = prototype.reuseIdentifier ?? prototype.id
            prototypes[identifier] = {
                guard builder.controller != nil else { return UICollectionViewCell(frame: .zero) }
                let made = builder.makeView(prototype, register: false)
                let cell = made as? UICollectionViewCell ?? UICollectionViewCell(frame: .zero)
                if !(made is UICollectionViewCell) { cell.addSubview(made) }
                cell.reuseIdentifier = identifier
                cell.prototypeID = prototype.id
                (cell.selectionTaps, cell.selectionHandlers) = builder.selection(of: prototype)
                return cell
            }
        }
    }
}
