import Foundation

extension UITableView {
    /// A storyboard table's cells: prototypes (a new copy each time the table needs a new cell,
    /// with its own outlets and actions; the scene's outlets cannot reach them) and static
    /// sections (made with the scene, its outlets reaching into them).
    func loadStoryboardCells(_ element: ViewElement, in builder: StoryboardViewBuilder) {
        for prototype in element.prototypes {
            let identifier = prototype.reuseIdentifier ?? prototype.id
            prototypes[identifier] = {
                guard builder.controller != nil else {
                    return UITableViewCell(style: .default, reuseIdentifier: identifier)
                }
                return Self.cell(from: builder.instantiatePrototype(prototype), of: prototype, in: builder, identifier: identifier)
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
    /// cell), with the segues a tap on the row fires (`selection`, the default trigger) and those
    /// its accessory button fires (`accessoryAction`).
    private static func cell(
        from view: UIView, of element: ViewElement, in builder: StoryboardViewBuilder, identifier: String?
    ) -> UITableViewCell {
        let cell: UITableViewCell
        if let made = view as? UITableViewCell {
            cell = made
        } else {
            cell = UITableViewCell(style: .default, reuseIdentifier: identifier)
            cell.contentView.addSubview(view)
        }
        (cell.selectionTaps, cell.selectionHandlers) = builder.selection(of: element, trigger: nil)
        (cell.accessoryTaps, cell.accessoryHandlers) = builder.selection(of: element, trigger: "accessoryAction")
        return cell
    }
}
