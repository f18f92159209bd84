import Testing

@testable import Porting

/// What the port checks in the storyboards and nibs beside the sources.
@Suite("Port: storyboards")
struct PortStoryboardTests {
    static let controller = """
        import UIKit

        class DogsViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .white
            }
        }
        """

    /// Xcode writes `customModuleProvider="target"` when "Inherit Module From Target" is checked,
    /// and the class is then the target's whatever `customModule` says; without it, `customModule`
    /// is the module searched (`NSClassFromString("OldName.DogsViewController")`), and a module
    /// the app does not have logs `Unknown class DogsViewController in Interface Builder file.`
    /// (Apple Developer Forums, "Unknown class in Interface Builder file"; SimUIKit's ClassLookup).
    @Test("a customModule that names no target warns at its place; the target's name, provider target, UIKit and nibs' are fine")
    func customModules() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes>
                    <scene sceneID="a">
                        <objects>
                            <viewController id="1" customClass="DogsViewController" customModule="OldName" sceneMemberID="viewController"/>
                            <viewController id="2" customClass="DogsViewController" customModule="Renamed" customModuleProvider="target"/>
                            <viewController id="3" customClass="DogsViewController" customModule="Dogs" sceneMemberID="viewController"/>
                            <tableViewController id="4" customClass="UITableViewController" customModule="UIKit"/>
                            <view key="view" contentMode="scaleToFill"
                                  customClass="BadgeView" customModule="Shared Kit" id="5"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let nib = "<document>\n    <view customClass=\"Card\" customModule=\"Cards\" id=\"n\"/>\n</document>\n"
        let report = PortCheck.port(
            [("Sources/Dogs/DogsViewController.swift", Self.controller)],
            interface: [("Sources/Dogs/Base.lproj/Main.storyboard", storyboard), ("Sources/Dogs/Card.xib", nib)],
            findings: [
                "6:73: warning: customModule \"OldName\" names no target of this app (Dogs): OldName.DogsViewController is not found (Unknown class DogsViewController in Interface Builder file); set customModuleProvider=\"target\" (Xcode's Inherit Module From Target), or the module of the target that declares the class",
                "11:47: warning: customModule \"Shared Kit\" names no target of this app (Dogs): Shared Kit.BadgeView is not found (Unknown class BadgeView in Interface Builder file); set customModuleProvider=\"target\" (Xcode's Inherit Module From Target), or the module of the target that declares the class",
                "2:30: warning: customModule \"Cards\" names no target of this app (Dogs): Cards.Card is not found (Unknown class Card in Interface Builder file); set customModuleProvider=\"target\" (Xcode's Inherit Module From Target), or the module of the target that declares the class",
            ])
        #expect(
            report.diagnostics.map(\.file) == [
                "Sources/Dogs/Base.lproj/Main.storyboard", "Sources/Dogs/Base.lproj/Main.storyboard", "Sources/Dogs/Card.xib",
            ])
        #expect(report.leftByHand == 0)
    }
}
