// This target builds in the Swift 5 language mode, as most UIKit apps do (Package.swift), and
// must compile: it is the test.
//
// UIKit's classes are main-actor isolated (`NS_SWIFT_UI_ACTOR` on UIResponder, UIView,
// UIViewController…), but they reach Swift as imported Objective-C declarations, which are
// implicitly `@preconcurrency` (SE-0337, "Incremental migration to concurrency checking": "an
// imported declaration ... is treated as if it were @preconcurrency"). In the Swift 5 language
// mode with minimal checking, code that is not isolated to the main actor may therefore call them
// synchronously without a diagnostic: a coordinator or a helper declared as a plain class pushes,
// presents and configures views, and compiles in Xcode. SimUIKit declares its types
// `@preconcurrency @MainActor` for the same result; in the Swift 6 mode the calls are errors here
// as they are against UIKit.
import Foundation
import SimUIKit
import Testing
import TestSupport

/// A coordinator as the pattern writes it: a plain class (no actor), no `@MainActor` anywhere.
final class PlainCoordinator {
    let navigationController: UINavigationController
    var children: [PlainCoordinator] = []

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let list = CoordinatedList()
        list.coordinator = self
        list.title = "Items"
        navigationController.pushViewController(list, animated: false)
    }

    func showDetail(named name: String) {
        let detail = UIViewController()
        detail.title = name
        detail.view.backgroundColor = .white
        navigationController.pushViewController(detail, animated: true)
    }
}

/// A view controller subclass whose own methods a plain class calls.
final class CoordinatedList: UIViewController {
    weak var coordinator: PlainCoordinator?
    var shownName: String?

    func configure(name: String) { shownName = name }
}

/// A helper that is neither a view nor a controller, configuring views it is given.
struct LabelStyler {
    func style(_ label: UILabel, text: String) {
        label.text = text
        label.textColor = .darkGray
        label.numberOfLines = 0
    }
}

/// A plain class that adopts a UIKit delegate protocol.
final class PlainDataSource: NSObject, UITableViewDataSource {
    let items = ["Milk", "Eggs"]
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "Item")
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }
}

@Suite("Swift 5 clients: plain classes call SimUIKit as they call UIKit", .engine)
struct PreconcurrencyTests {
    @Test("a coordinator that is a plain class starts a flow and pushes a detail, called from the main actor")
    @MainActor func coordinator() {
        let h = Harness(notAssertingBecause: "this test is about what compiles; the push itself is tested elsewhere")
        let navigation = UINavigationController()
        _ = h.show(navigation)
        let coordinator = PlainCoordinator(navigationController: navigation)
        coordinator.start()
        coordinator.showDetail(named: "Milk")
        UIApplication.shared.runUntilIdle()
        #expect(navigation.viewControllers.map(\.title) == ["Items", "Milk"])
        let list = navigation.viewControllers.first as? CoordinatedList
        list?.configure(name: "Milk")
        #expect(list?.shownName == "Milk")
        #expect(list?.coordinator === coordinator)
    }

    @Test("a plain helper styles a label, and a plain data source fills a table")
    @MainActor func helpers() {
        let h = Harness(notAssertingBecause: "this test is about what compiles")
        let label = UILabel()
        LabelStyler().style(label, text: "Hello")
        #expect(label.text == "Hello")
        let table = UITableView()
        let source = PlainDataSource()
        table.dataSource = source
        let controller = UIViewController()
        controller.view.addSubview(table)
        _ = h.show(controller)
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Eggs")
    }
}
