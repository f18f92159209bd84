import Foundation
import SimUIKit

/// A 500-row table on the screen: capturing the screen reads the cells the table keeps, where it
/// used to ask the data source for every row at every capture; and a reload, which asks for every
/// row again and reuses the cells.
@MainActor
enum TableBench {
    final class Rows: UITableViewController {
        var requests = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 500 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            requests += 1
            let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    static func run(into table: inout Table, quick: Bool) {
        UIApplication.shared.resetForNewLaunch()
        UIApplication.shared.setConsole { _ in }
        let rows = Rows(style: .plain)
        let window = UIApplication.shared.launch(rootViewController: rows)
        UIApplication.shared.runUntilIdle()
        let captures = quick ? 20 : 200
        let before = rows.requests
        let capture = measure { for _ in 0..<captures { _ = Screen.capture() } } / Double(captures)
        let asked = rows.requests - before
        // What every capture used to cost on top: one cell from the data source per row.
        let cells =
            measure {
                for _ in 0..<captures {
                    for row in 0..<500 { _ = rows.tableView(rows.tableView, cellForRowAt: IndexPath(row: row, section: 0)) }
                }
            } / Double(captures)
        let reload =
            measure {
                for _ in 0..<captures {
                    rows.tableView.reloadData()
                    rows.tableView.layoutIfNeeded()
                }
            } / Double(captures)
        table.add(
            "tables: screen capture of 500 rows (data source asked \(asked) times)", format(capture),
            baseline: "500 cells from the data source \(format(cells))", ratio: ratio(capture, cells))
        table.add("tables: reloadData + layout of 500 rows (cells reused)", format(reload))
        withExtendedLifetime(window) {}
        UIApplication.shared.resetForNewLaunch()
    }
}
