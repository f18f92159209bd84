import Foundation
import SimUIKit

extension AppDriver {
    /// Taps what `query` finds on the screen, as a finger would; an error text when nothing,
    /// or more than one thing, matches.
    func tap(_ query: ElementQuery) -> String? {
        if case .row(let row, let section) = query { return tapRow(row, section: section) }
        let problem: String? = {
            let screen = Screen.capture()
            switch Self.element(for: query, on: screen) {
            case .failure(let problem):
                return problem.message
            case .success(let index):
                let element = screen.model.elements[index]
                guard element.isEnabled else { return "\(query.scriptText) is disabled" }
                if element.kind == .textField { focusedField = index }
                guard screen.isTappable(index) else {
                    return "\(query.scriptText) does nothing when tapped (\(element.kind.rawValue))"
                }
                screen.tap(index)
                return nil
            }
        }()
        if let problem { return problem }
        settle()
        return nil
    }

    /// Why a tap found no element to tap.
    struct TapProblem: Error {
        var message: String
    }

    /// The element a text or id query means: the one match that a tap does something to, or
    /// the `index`-th match in reading order; an error listing the candidates when several could
    /// be meant.
    static func element(for query: ElementQuery, on screen: Screen) -> Result<Int, TapProblem> {
        let elements = screen.model.elements
        let matches: [Int]
        let index: Int?
        switch query {
        case .text(let text, let chosen):
            matches = elements.indices.filter { elements[$0].text == text }
            index = chosen
        case .id(let id, let chosen):
            matches = elements.indices.filter { elements[$0].identifier == id || elements[$0].accessibilityIdentifier == id }
            index = chosen
        case .row:
            return .failure(TapProblem(message: "a row is found in the table, not on the screen"))
        }
        guard !matches.isEmpty else {
            let visible = elements.map(\.text).filter { !$0.isEmpty }
            return .failure(
                TapProblem(
                    message:
                        "nothing on screen matches \(query.scriptText); visible: \(visible.map(ReplaySyntax.quoted).joined(separator: ", "))"
                ))
        }
        if let index {
            guard index < matches.count else {
                return .failure(
                    TapProblem(message: "\(query.scriptText): only \(matches.count) element\(matches.count == 1 ? "" : "s") match"))
            }
            return .success(matches[index])
        }
        let tappable = matches.filter { screen.isTappable($0) }
        guard tappable.count > 1 else { return .success(tappable.first ?? matches[0]) }
        let candidates = tappable.map { position in
            let element = elements[position]
            return "\(element.kind.rawValue) \(ReplaySyntax.quoted(element.text)) (index \(matches.firstIndex(of: position) ?? 0))"
        }
        return .failure(
            TapProblem(
                message:
                    "\(query.scriptText) matches \(tappable.count) elements: \(candidates.joined(separator: ", ")); "
                    + "say which with tap \(query.scriptText) index N"
                    + (tappable.contains { elements[$0].kind == .tableRow } ? ", tap row N [in section M]" : "")
                    + " or tap #id"))
    }

    /// Taps the row (or collection item) at `row` in `section` of the first table on screen.
    private func tapRow(_ row: Int, section: Int) -> String? {
        let problem: String? = {
            guard let view = visibleController()?.viewIfLoaded, let list = Self.firstList(in: view) else {
                return "there is no table or collection view on this screen"
            }
            let indexPath = IndexPath(row: row, section: section)
            switch list {
            case .table(let table):
                guard section < table.numberOfSections else {
                    return
                        "the table has \(table.numberOfSections) section\(table.numberOfSections == 1 ? "" : "s"); there is no section \(section)"
                }
                let rows = table.numberOfRows(inSection: section)
                guard row < rows else { return "section \(section) has \(rows) row\(rows == 1 ? "" : "s"); there is no row \(row)" }
                table.simulateTap(onRowAt: indexPath)
            case .collection(let collection):
                let sections = collection.numberOfSections
                guard section < sections else {
                    return "the collection has \(sections) section\(sections == 1 ? "" : "s"); there is no section \(section)"
                }
                let items = collection.numberOfItems(inSection: section)
                guard row < items else { return "section \(section) has \(items) item\(items == 1 ? "" : "s"); there is no row \(row)" }
                collection.simulateTap(onItemAt: IndexPath(item: row, section: section))
            }
            return nil
        }()
        if let problem { return problem }
        settle()
        return nil
    }

    private enum List {
        case table(UITableView)
        case collection(UICollectionView)
    }

    /// The first visible table or collection view in `view`'s tree, depth first.
    private static func firstList(in view: UIView) -> List? {
        if view.isHidden { return nil }
        if let table = view as? UITableView { return .table(table) }
        if let collection = view as? UICollectionView { return .collection(collection) }
        for subview in view.subviews {
            if let found = firstList(in: subview) { return found }
        }
        return nil
    }
}
