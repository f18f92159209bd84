import Foundation

extension UITableView {
    /// A storyboard table's cells: prototypes (made anew each time one is dequeued, their ids not
    /// reachable by the scene's outlets) and static sections (made once, outlets connected).
    func loadStoryboardCells(_ element: ViewElement, in builder: StoryboardViewBuilder) {
        for prototype in element.prototypes {
            let identifier = prototype.reuseIdentifier ?? prototype.id
            prototypes[identifier] = {
                guard builder.controller != nil else {
                    return UITableViewCell(style: .default, reuseIdentifier: identifier)
                }
                return Self.cell(from: builder.makeView(prototype, register: false), of: prototype, in: builder, identifier: identifier)
            }
        }
        for section in element.sections {
            let cells = section.cells.map { cellElement in
                Self.cell(from: builder.makeView(cellElement), of: cellElement, in: builder, identifier: nil)
            }
            staticSections.append((section.headerTitle, cells))
        }
    }

    /// The view made from a cell's element as a cell (wrapped in one when its class is not a
    /// cell), with the segues a tap on it fires.
    private static func cell(
        from view: UIView, of element: ViewElement, in builder: StoryboardViewBuilder, identifier: String?
    ) -> UITableViewCell {
        let cell: UITableViewCell
        if let made = view as? UITableViewCell {
            cell = made
        } else {
            cell = UITableViewCell(style: .default, reuseIdentifier: identifier)
            cell.addSubview(view)
        }
        (cell.selectionTaps, cell.selectionHandlers) = builder.selection(of: element)
        return cell
    }
}
