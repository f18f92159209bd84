import Foundation
import Testing

@testable import SimUIKit

@Suite("Storyboard document: modern Xcode file")
struct StoryboardDocumentTests {
    let document: StoryboardDocument

    init() throws {
        document = try loadFixture("Modern")
    }

    @Test func documentLevel() {
        #expect(document.name == "Modern")
        #expect(document.fileName == "Modern.storyboard")
        #expect(document.path.hasSuffix("Fixtures/Modern.storyboard"))
        #expect(document.toolsVersion == "21701")
        #expect(document.initialViewControllerID == "TBC-aa-001")
        #expect(document.initialController?.elementName == "tabBarController")
        #expect(document.problems == [])
        #expect(
            document.scenes.map(\.sceneID) == [
                "SCN-aa-001", "SCN-bb-001", "SCN-dd-001", "SCN-ee-001", "SCN-ff-001", "SCN-gg-001",
                "SCN-hh-001", "SCN-ii-001", "SCN-jj-001", "SCN-kk-001", "SCN-cc-001",
            ])
        #expect(
            document.scenes.map(\.label) == [
                "Tab Bar Controller", "Pets", "Pet List", "Pet Detail View Controller", "Filter", "Add Pet",
                "History", "Adoption", "Legacy Root", "Badge", "Settings",
            ])
    }

    @Test func summaryCounts() {
        #expect(
            document.sceneCountsByKind == [
                "tabBarController": 1, "navigationController": 1, "tableViewController": 2,
                "viewController": 6, "viewControllerPlaceholder": 1,
            ])
        #expect(
            document.segueCountsByKind == [
                .relationship: 3, .show: 5, .popoverPresentation: 1, .presentation: 1, .custom: 1, .embed: 1, .unwind: 2,
            ])
        #expect(document.allControllers.count == 11)
    }

    @Test(arguments: [
        ("TBC-aa-001", "UITabBarController"), ("NAV-bb-001", "UINavigationController"),
        ("LST-dd-001", "UITableViewController"), ("DET-ee-001", "UIViewController"),
        ("REF-jj-001", "UIStoryboardReference"),
    ])
    func baseClassNames(id: String, baseClass: String) throws {
        let controller = try #require(document.controller(withID: id))
        #expect(controller.baseClassName == baseClass)
    }

    @Test func locationsPointAtTheOpeningBracket() throws {
        let scene = document.scenes[0]
        #expect(scene.location.description == "Modern.storyboard:12:9")
        #expect(scene.controller?.location.description == "Modern.storyboard:14:17")
        let detail = try #require(document.controller(withID: "DET-ee-001"))
        #expect(detail.location == StoryboardLocation(file: "Modern.storyboard", line: 122, column: 17))
        #expect(document.element(withID: "LBL-ee-001")?.location.description == "Modern.storyboard:130:37")
        guard case .view(let label)? = document.element(withID: "LBL-ee-001") else {
            Issue.record("LBL-ee-001 is not a view")
            return
        }
        #expect(label.userInteractionEnabled == false)
        #expect(detail.view?.userInteractionEnabled == nil)
        #expect(document.element(withID: "SEG-ee-002")?.location.description == "Modern.storyboard:189:37")
    }

    @Test func tabBarAndNavigationRelationships() throws {
        let tabs = try #require(document.controller(withID: "TBC-aa-001"))
        #expect(tabs.relationshipSegues.map(\.destination) == ["NAV-bb-001", "SET-cc-001"])
        #expect(tabs.relationshipSegues.map(\.relationship) == ["viewControllers", "viewControllers"])
        #expect(tabs.otherViews.map(\.elementName) == ["tabBar"])
        let navigation = try #require(document.controller(withID: "NAV-bb-001"))
        #expect(navigation.sceneLabel == "Pets")
        #expect(navigation.relationshipSegues.first?.relationship == "rootViewController")
        #expect(navigation.relationshipSegues.first?.destination == "LST-dd-001")
        #expect(navigation.relationshipSegues.first?.isManual == false)
        #expect(navigation.tabBarItem?.title == "Pets")
        #expect(navigation.tabBarItem?.imageName == "pawprint")
        #expect(navigation.tabBarItem?.selectedImageName == "pawprint.fill")
        let settings = try #require(document.controller(withID: "SET-cc-001"))
        #expect(settings.tabBarItem?.systemItem == "more")
        #expect(settings.tabBarItem?.badgeValue == "2")
    }

    @Test func prototypeCellsCarryTheirSegues() throws {
        let list = try #require(document.controller(withStoryboardIdentifier: "PetList"))
        #expect(list.customClass == "PetListViewController")
        #expect(list.customModule == "Pets")
        #expect(list.customModuleProvider == "target")
        let table = try #require(list.view)
        #expect(table.elementName == "tableView")
        #expect(table.key == "view")
        #expect(table.prototypes.count == 1)
        let cell = table.prototypes[0]
        #expect(cell.reuseIdentifier == "PetCell")
        #expect(cell.text == "Name")
        #expect(cell.detailText == "Breed")
        #expect(cell.attributes["accessoryType"] == "disclosureIndicator")
        #expect(cell.subviews.map(\.elementName) == ["tableViewCellContentView"])
        #expect(cell.subviews[0].subviews.map(\.id) == ["CLB-dd-001", "CLB-dd-002"])
        #expect(cell.frame == StoryboardRect(x: 0, y: 50, width: 393, height: 55.666667938232422))
        let segues = cell.segues
        #expect(segues.map(\.identifier) == ["showPet", "showPetInfo"])
        #expect(segues.map(\.trigger) == [nil, "accessoryAction"])
        #expect(segues.allSatisfy { $0.sourceElementID == "CEL-dd-001" && $0.sourceElementName == "tableViewCell" })
        #expect(segues.allSatisfy { !$0.isManual })
        #expect(table.connections.count == 2)
    }

    @Test func navigationItemAndBarButtonItems() throws {
        let list = try #require(document.controller(withID: "LST-dd-001"))
        let item = try #require(list.navigationItem)
        #expect(item.title == "Pets")
        #expect(item.prompt == "Choose a pet")
        #expect(item.leftBarButtonItems.map(\.id) == ["BBI-dd-001", "BBI-dd-002"])
        #expect(item.leftBarButtonItems[0].systemItem == "edit")
        #expect(
            item.leftBarButtonItems[0].connections == [
                .action(
                    ActionElement(
                        selector: "toggleEditing:", destination: "LST-dd-001", eventType: nil, id: "ACT-dd-001",
                        location: StoryboardLocation(file: "Modern.storyboard", line: 92, column: 37)))
            ])
        let filter = item.leftBarButtonItems[1]
        #expect(filter.title == "Filter")
        #expect(filter.imageName == "line.3.horizontal.decrease")
        let popover = try #require(filter.segues.first)
        #expect(popover.kind == .popoverPresentation)
        #expect(popover.popoverAnchorID == "BBI-dd-002")
        #expect(popover.destination == "FIL-ff-001")
        #expect(item.rightBarButtonItems.map(\.systemItem) == ["add"])
        let add = try #require(item.rightBarButtonItems.first?.segues.first)
        #expect(add.kind == .presentation)
        #expect(add.modalPresentationStyle == "formSheet")
        #expect(add.modalTransitionStyle == "coverVertical")
        #expect(item.backBarButtonItem?.title == "Back")
        #expect(item.backBarButtonItem?.key == "backBarButtonItem")
    }

    @Test func manualSegueOnTheController() throws {
        let list = try #require(document.controller(withID: "LST-dd-001"))
        let manual = try #require(list.connections.first)
        guard case .segue(let segue) = manual else {
            Issue.record("expected a segue, got \(manual)")
            return
        }
        #expect(segue.identifier == "showHistory")
        #expect(segue.isManual)
        #expect(segue.sourceIsController)
        #expect(segue.sourceElementID == "LST-dd-001")
        #expect(list.segues.map(\.id) == ["SEG-dd-005", "SEG-dd-001", "SEG-dd-002", "SEG-dd-003", "SEG-dd-004"])
    }

    @Test func detailViewHierarchy() throws {
        let detail = try #require(document.controller(withStoryboardIdentifier: "PetDetail"))
        #expect(detail.title == "Pet")
        #expect(detail.displayName == "Pet")
        #expect(detail.navigationItem?.largeTitleDisplayMode == "never")
        let root = try #require(detail.view)
        #expect(root.subviews.map(\.elementName) == ["stackView", "button", "button", "containerView"])
        let stack = root.subviews[0]
        #expect(
            stack.subviews.map(\.elementName) == [
                "label", "label", "label", "imageView", "switch", "segmentedControl", "textField",
            ])
        let name = stack.subviews[0]
        #expect(name.text == "Rex")
        #expect(name.accessibilityIdentifier == "petName")
        #expect(name.accessibilityLabel == "Pet name")
        #expect(stack.subviews[1].text == "Good dog")
        #expect(stack.subviews[2].text == "Line one\nLine two")
        #expect(stack.subviews[2].isHidden)
        #expect(stack.subviews[3].imageName == "dog")
        #expect(stack.subviews[4].bool("on") == true)
        #expect(stack.subviews[4].connections.map(\.id) == ["ACT-ee-001"])
        #expect(stack.subviews[5].segments == ["Info", "Photos"])
        #expect(stack.subviews[6].placeholder == "Nickname")
        #expect(root.subviews[1].title == "Adopt")
        #expect(root.subviews[1].isEnabled)
        #expect(root.subviews[2].title == "Vets")
        #expect(!root.subviews[2].isEnabled)
    }

    @Test func customSegueWithSegueAction() throws {
        guard case .connection(.segue(let segue)) = try #require(document.element(withID: "SEG-ee-002")) else {
            Issue.record("SEG-ee-002 is not a segue")
            return
        }
        #expect(
            segue
                == SegueElement(
                    id: "SEG-ee-002", destination: "ADP-ii-001", kindName: "custom", identifier: "adopt",
                    customClass: "FadeSegue", customModule: "Pets", customModuleProvider: "target",
                    segueAction: SegueAction(selector: "makeAdoption:sender:", destination: "DET-ee-001"),
                    sourceElementID: "BTN-ee-001", sourceElementName: "button", sourceIsController: false,
                    location: StoryboardLocation(file: "Modern.storyboard", line: 189, column: 37)))
    }

    @Test func embedAndReference() throws {
        let detail = try #require(document.controller(withID: "DET-ee-001"))
        let embed = try #require(detail.segues.first { $0.kind == .embed })
        #expect(embed.destination == "BDG-kk-001")
        #expect(embed.sourceElementName == "containerView")
        let reference = try #require(document.controller(withID: "REF-jj-001"))
        #expect(reference.isReference)
        #expect(
            reference.reference
                == StoryboardReference(
                    storyboardName: "Legacy", referencedIdentifier: "LegacyRoot", storyboardBundle: nil))
    }

    @Test func unwindSegues() throws {
        let scene = try #require(document.scene(containingID: "ADD-gg-001"))
        #expect(scene.exitID == "EXT-gg-001")
        #expect(scene.otherObjects.map(\.elementName) == ["placeholder", "exit"])
        let add = try #require(scene.controller)
        #expect(add.modalPresentationStyle == "fullScreen")
        let segues = add.segues
        #expect(segues.map(\.identifier) == ["cancel", "save"])
        #expect(segues.allSatisfy { $0.kind == .unwind && $0.destination == "EXT-gg-001" })
        #expect(segues.map(\.unwindAction) == ["unwindToPets:", "unwindToPets:"])
        #expect(segues.map(\.animates) == [false, true])
        #expect(segues.map(\.isManual) == [true, false])
        #expect(add.view?.subviews.first?.title == "Save")
    }

    @Test func runtimeAttributesAndOutlets() throws {
        let detail = try #require(document.controller(withID: "DET-ee-001"))
        #expect(detail.runtimeAttributes.map(\.keyPath) == ["dogName", "age", "weight", "isGoodBoy", "anchor", "owner"])
        #expect(
            detail.runtimeAttributes.map(\.value) == [
                .string("Rex"), .number(3), .number(12.5), .boolean(true), .other("{1, 2}"), .null,
            ])
        #expect(detail.runtimeAttributes.map(\.type) == ["string", "number", "number", "boolean", "point", "nil"])
        #expect(detail.runtimeAttributes[1].location.description == "Modern.storyboard:216:25")
        let outlets = detail.connections.compactMap { connection -> OutletElement? in
            if case .outlet(let outlet) = connection { outlet } else { nil }
        }
        #expect(outlets.map(\.property) == ["nameLabel", "topConstraint", "labels", "labels"])
        #expect(outlets.map(\.isCollection) == [false, false, true, true])
        #expect(outlets.map(\.destination) == ["LBL-ee-001", "CON-ee-001", "LBL-ee-001", "LBL-ee-002"])
        let scene = try #require(document.scene(containingID: "DET-ee-001"))
        let tap = try #require(scene.otherObjects.last)
        #expect(tap.elementName == "tapGestureRecognizer")
        #expect(tap.connections.map(\.id) == ["ACT-ee-002"])
    }

    @Test func staticTableSections() throws {
        let settings = try #require(document.controller(withStoryboardIdentifier: "Settings"))
        let table = try #require(settings.view)
        #expect(table.prototypes.isEmpty)
        #expect(table.sections.map(\.headerTitle) == ["Account", "About"])
        #expect(table.sections.map(\.footerTitle) == ["Signed in", nil])
        #expect(table.sections.map { $0.cells.map(\.text) } == [["Profile", "Sign Out"], ["Version"]])
        #expect(table.sections[1].cells[0].segues.map(\.identifier) == ["showAbout"])
        #expect(table.sections[0].location.description == "Modern.storyboard:348:29")
    }

    @Test func lookupsByID() throws {
        #expect(document.controller(withID: "LBL-ee-001") == nil)
        #expect(document.controller(withID: "nope") == nil)
        #expect(document.controller(withStoryboardIdentifier: "DET-ee-001") == nil)
        #expect(document.element(withID: "LBL-ee-001")?.view?.text == "Rex")
        #expect(document.element(withID: "CLB-cc-002")?.view?.text == "Sign Out")
        #expect(document.element(withID: "CON-ee-001") == nil)  // constraints are not modelled
        if case .barButtonItem(let item)? = document.element(withID: "BBI-dd-003") {
            #expect(item.systemItem == "add")
        } else {
            Issue.record("BBI-dd-003 is not a bar button item")
        }
        if case .navigationItem(let item)? = document.element(withID: "NVI-dd-001") {
            #expect(item.title == "Pets")
        } else {
            Issue.record("NVI-dd-001 is not a navigation item")
        }
        if case .sceneObject(let exit)? = document.element(withID: "EXT-dd-001") {
            #expect(exit.sceneMemberID == "exit")
        } else {
            Issue.record("EXT-dd-001 is not a scene object")
        }
    }
}

@Suite("Storyboard document: legacy and international files")
struct StoryboardLegacyDocumentTests {
    @Test func legacyButtonsAndSegues() throws {
        let document = try loadFixture("Legacy")
        #expect(document.toolsVersion == "6254")
        #expect(document.problems == [])
        let root = try #require(document.controller(withStoryboardIdentifier: "LegacyRoot"))
        #expect(root.customClass == "LegacyViewController")
        #expect(root.customModule == nil)
        let buttons = try #require(root.view?.subviews)
        #expect(buttons.map(\.title) == ["Push Me", "Flip"])
        let segues = root.segues
        #expect(segues.map(\.kind) == [.push, .modal])
        #expect(segues.map(\.kindName) == ["push", "modal"])
        #expect(segues[1].modalTransitionStyle == "flipHorizontal")
        #expect(buttons[1].connections.map(\.id) == ["lSg-Ab-c02", "lAc-Ab-c01"])
        #expect(document.initialController?.relationshipSegues.first?.destination == "lRt-Ab-c02")
        #expect(document.segueCountsByKind == [.relationship: 1, .push: 1, .modal: 1])
        #expect(segues[0].location.description == "Legacy.storyboard:40:37")
    }

    @Test func nonASCIITextAndColumns() throws {
        let document = try loadFixture("International")
        #expect(document.problems == [])
        let cafe = try #require(document.controller(withStoryboardIdentifier: "Café"))
        #expect(cafe.id == "iVc-日本-001")
        #expect(cafe.title == "Café 日本語 🐶")
        #expect(cafe.sceneLabel == "Café 日本語 🐶")
        #expect(cafe.navigationItem?.title == "日本語")
        let views = try #require(cafe.view?.subviews)
        #expect(views.map(\.text) == ["こんにちは 👋", "é", nil])
        #expect(views[2].title == "Crème brûlée 🍮")
        // Two elements on one line after non-ASCII text: columns count scalars.
        #expect(views[0].location.description == "International.storyboard:11:29")
        #expect(views[1].location.description == "International.storyboard:11:127")
        #expect(cafe.segues.first?.identifier == "montrer-détail")
        #expect(document.controller(withID: "iVc-00-002")?.title == "Détail ✨")
        #expect(document.initialController?.id == "iVc-日本-001")
    }
}

// MARK: - Helpers shared by the Storyboard*Tests files

/// The test bundle's `Fixtures` folder as a bundle, for `UIStoryboard(name:bundle:)`.
var fixturesBundle: Bundle {
    Bundle(url: Bundle.module.bundleURL.appendingPathComponent("Fixtures"))!
}

/// Loads `Fixtures/<name>.storyboard` from the test bundle.
func loadFixture(_ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> StoryboardDocument {
    let url = try #require(
        Bundle.module.url(forResource: name, withExtension: "storyboard", subdirectory: "Fixtures"),
        "missing fixture \(name).storyboard", sourceLocation: sourceLocation)
    return try StoryboardDocument.load(contentsOf: url)
}

/// The problems of `document` as `File:line:column: message` lines.
func problemLines(_ document: StoryboardDocument) -> [String] {
    document.problems.map(\.description)
}

extension StoryboardElement {
    /// The view, if this element is one.
    var view: ViewElement? {
        if case .view(let view) = self { view } else { nil }
    }
}
