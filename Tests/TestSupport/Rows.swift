import Foundation
import SimUIKit

/// A table of `items`, using content configurations, written as app code writes one; it records
/// the rows its delegate was told were selected.
public final class Rows: UITableViewController {
    /// The model: one row per item.
    public var items = ["Row 0", "Row 1"]
    /// The index paths `didSelectRowAt` received, in order.
    public var selected: [IndexPath] = []

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = items[indexPath.row]
        content.secondaryText = "detail"
        cell.contentConfiguration = content
        return cell
    }

    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}
