import Foundation
import SimUIKit
import Testing
import TestSupport

@Suite("UIKit source compatibility: alert misuse crashes as on a device")
struct AlertMisuseCrashTests {
    @Test("a text field on an action sheet")
    func textFieldOnActionSheet() async {
        let result = await #expect(processExitsWith: .signal(SIGABRT), observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet).addTextField()
            }
        }
        #expect(
            CrashOutput.hasReason(
                CrashOutput.stderr(result), "NSInternalInconsistencyException",
                "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert"))
    }

    @Test("inserting a row before the model has it: UIKit's invalid update")
    func invalidTableUpdate() async {
        let result = await #expect(processExitsWith: .signal(SIGABRT), observing: [\.standardErrorContent]) {
            await MainActor.run {
                let rows = Rows(style: .plain)
                let window = UIWindow()
                window.rootViewController = rows
                window.makeKeyAndVisible()
                rows.tableView.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
                rows.items.append("too late")
            }
        }
        #expect(
            CrashOutput.hasReason(
                CrashOutput.stderr(result), "NSInternalInconsistencyException",
                "Invalid update: invalid number of rows in section 0\\. The number of rows contained in an existing section after the update \\(2\\) must be equal to the number of rows contained in that section before the update \\(2\\), plus or minus the number of rows inserted or deleted from that section \\(1 inserted, 0 deleted\\) and plus or minus the number of rows moved into or out of that section \\(0 moved in, 0 moved out\\)\\. Table view: <UITableView: 0x[0-9a-f]+>"
            ))
    }

    @Test("a second cancel action")
    func twoCancelActions() async {
        let result = await #expect(processExitsWith: .signal(SIGABRT), observing: [\.standardErrorContent]) {
            await MainActor.run {
                let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addAction(UIAlertAction(title: "Never mind", style: .cancel))
            }
        }
        #expect(
            CrashOutput.hasReason(
                CrashOutput.stderr(result), "NSInternalInconsistencyException",
                "UIAlertController can only have one action with a style of UIAlertActionStyleCancel"))
    }
}
