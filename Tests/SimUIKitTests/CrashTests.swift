import Foundation
import Testing

import TestSupport

@testable import SimUIKit

/// Exceptions and traps end the process as on a device; exit tests check the exact text.
@Suite("Lifecycle: crashes, exactly as a device shows them")
struct CrashTests {
    @Test("pushing a navigation controller")
    func pushNavigation() async {
        let result = await #expect(processExitsWith: .signal(SIGABRT), observing: [\.standardErrorContent]) {
            await MainActor.run {
                let nav = UINavigationController(rootViewController: UIViewController())
                nav.pushViewController(UINavigationController(), animated: true)
            }
        }
        #expect(
            CrashOutput.hasReason(
                CrashOutput.stderr(result), "NSInvalidArgumentException", "Pushing a navigation controller is not supported"))
    }

    @Test("pushing the same instance twice")
    func pushTwice() async {
        let result = await #expect(processExitsWith: .signal(SIGABRT), observing: [\.standardErrorContent]) {
            await MainActor.run {
                let root = UIViewController()
                let nav = UINavigationController(rootViewController: root)
                nav.pushViewController(root, animated: true)
            }
        }
        #expect(
            CrashOutput.hasReason(
                CrashOutput.stderr(result), "NSInvalidArgumentException",
                "<UINavigationController: 0x[0-9a-f]+> is pushing the same view controller instance \\(<UIViewController: 0x[0-9a-f]+>\\) more than once which is not supported and is most likely an error in the application : com.vcnav.app"
            ))
    }

    @Test("popping to a controller that is not in the stack")
    func popToMissing() async {
        let result = await #expect(processExitsWith: .signal(SIGABRT), observing: [\.standardErrorContent]) {
            await MainActor.run {
                let nav = UINavigationController(rootViewController: UIViewController())
                nav.popToViewController(UIViewController(), animated: true)
            }
        }
        #expect(
            CrashOutput.hasReason(
                CrashOutput.stderr(result), "NSInvalidArgumentException", "Tried to pop to a view controller that doesn't exist\\."))
    }

    @Test("presenting a controller that is already presented")
    func presentTwice() async {
        let result = await #expect(processExitsWith: .signal(SIGABRT), observing: [\.standardErrorContent]) {
            await MainActor.run {
                let root = UIViewController()
                let window = UIWindow()
                window.rootViewController = root
                window.makeKeyAndVisible()
                let modal = UIViewController()
                root.present(modal, animated: false)
                UIApplication.shared.runUntilIdle()
                modal.present(modal, animated: false)
            }
        }
        #expect(
            CrashOutput.hasReason(
                CrashOutput.stderr(result), "NSInvalidArgumentException",
                "Application tried to present modally a view controller <UIViewController: 0x[0-9a-f]+> that is already being presented by <UIViewController: 0x[0-9a-f]+>\\."
            ))
    }

    @Test("performSegue on a controller without storyboard segues")
    func noSegue() async {
        let result = await #expect(processExitsWith: .signal(SIGABRT), observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIViewController().performSegue(withIdentifier: "nope", sender: nil)
            }
        }
        #expect(
            CrashOutput.hasReason(
                CrashOutput.stderr(result), "NSInvalidArgumentException",
                "Receiver \\(<UIViewController: 0x[0-9a-f]+>\\) has no segue with identifier 'nope'"))
    }

    @Test("an action the target does not implement: unrecognized selector")
    func unrecognizedSelector() async {
        let result = await #expect(processExitsWith: .signal(SIGABRT), observing: [\.standardErrorContent]) {
            await MainActor.run {
                let target = UIViewController()
                let button = UIButton()
                button.addTarget(target, action: "selectDog:", for: .touchUpInside)
                button.sendActions(for: .touchUpInside)
                _ = target
            }
        }
        #expect(
            CrashOutput.hasReason(
                CrashOutput.stderr(result), "NSInvalidArgumentException",
                "-\\[UIViewController selectDog:\\]: unrecognized selector sent to instance 0x[0-9a-f]+"))
    }

    @Test("reading view while it loads, when loadView assigned nothing, is stopped with a clear message")
    func viewRecursion() async {
        let result = await #expect(processExitsWith: .signal(SIGABRT), observing: [\.standardErrorContent]) {
            await MainActor.run { _ = Broken().view }
        }
        let text = CrashOutput.stderr(result)
        #expect(
            text.contains(
                "Fatal error: -[SimUIKitTests.Broken view] was read while the view was loading, and loadView() neither called super nor assigned view"
            ))
    }

    @Test("a Swift trap keeps Swift's own format (fatalError in a required init)")
    func swiftTrap() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = RequiredCoder(coder: NSCoder()) }
        }
        #expect(CrashOutput.stderr(result).contains("CrashTests.swift:"))
        #expect(CrashOutput.stderr(result).contains(": Fatal error: Use storyboard creator with dog"))
    }
}

final class Broken: UIViewController {
    override func loadView() {}
    override func viewDidLoad() {
        super.viewDidLoad()
        view.tag = 1
    }
}

final class RequiredCoder: UIViewController {
    required init?(coder: NSCoder) { fatalError("Use storyboard creator with dog") }
}
