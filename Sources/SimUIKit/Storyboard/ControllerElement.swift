/// A scene's view controller: any element with `sceneMemberID="viewController"`
/// (`viewController`, `tableViewController`, `navigationController`,
/// `tabBarController`, `viewControllerPlaceholder`, `hostingController`...).
public struct ControllerElement: Hashable, Sendable {
    /// The XML element name, such as `tableViewController`.
    public var elementName: String
    /// The XML id (used only inside the file).
    public var id: String
    /// The Storyboard ID used by `instantiateViewController(withIdentifier:)`.
    public var storyboardIdentifier: String?
    /// `customClass`.
    public var customClass: String?
    /// `customModule`.
    public var customModule: String?
    /// `customModuleProvider` (`target`: the app's own module).
    public var customModuleProvider: String?
    /// `title`.
    public var title: String?
    /// `modalPresentationStyle` of the controller itself.
    public var modalPresentationStyle: String?
    /// For `viewControllerPlaceholder`: the storyboard it refers to.
    public var reference: StoryboardReference?
    /// The root view (`key="view"`): a `view`, `tableView`, `collectionView`...
    public var view: ViewElement? {
        get { _view?.value }
        set { _view = newValue.map(Indirect.init) }
    }
    private var _view: Indirect<ViewElement>?
    /// Other views the controller holds by key (`navigationBar`, `tabBar`, `toolbar`).
    public var otherViews: [ViewElement]
    /// `<navigationItem key="navigationItem">`.
    public var navigationItem: NavigationItemElement? {
        get { _navigationItem?.value }
        set { _navigationItem = newValue.map(Indirect.init) }
    }
    private var _navigationItem: Indirect<NavigationItemElement>?
    /// `<tabBarItem key="tabBarItem">`.
    public var tabBarItem: TabBarItemElement? {
        get { _tabBarItem?.value }
        set { _tabBarItem = newValue.map(Indirect.init) }
    }
    private var _tabBarItem: Indirect<TabBarItemElement>?
    /// `<toolbarItems>`.
    public var toolbarItems: [BarButtonItemElement]
    /// A navigation controller's `toolbarHidden="NO"` (Interface Builder's "Shows Toolbar").
    public var showsToolbar = false
    /// The XML ids of `<layoutGuides>`' `<viewControllerLayoutGuide type="top|bottom" id=…/>`
    /// (storyboards from before the safe area), by type.
    public var layoutGuides: [String: String] = [:]
    /// The controller's own connections: outlets, actions, manual and relationship segues.
    public var connections: [Connection]
    /// The attributes the element's base class reads for itself (a table view controller's
    /// `clearsSelectionOnViewWillAppear`: each class lists them in `storyboardAttributes`), as
    /// written.
    public var attributes: [String: String] = [:]
    /// User-defined runtime attributes.
    public var runtimeAttributes: [RuntimeAttribute]
    /// Xcode's label for the scene (the `<!--Pets-->` comment before it).
    public var sceneLabel: String?
    /// Where the element starts.
    public var location: StoryboardLocation

    /// Creates a controller with only its name, id and location.
    public init(elementName: String, id: String, location: StoryboardLocation) {
        self.elementName = elementName
        self.id = id
        self.otherViews = []
        self.toolbarItems = []
        self.connections = []
        self.runtimeAttributes = []
        self.location = location
    }

    /// The UIKit class the element stands for, used when ``customClass`` is
    /// absent or resolves to nothing: `UIViewController`, `UITableViewController`,
    /// `UINavigationController`... An unknown element name gives `UIViewController`.
    public var baseClassName: String {
        switch elementName {
        case "tableViewController": "UITableViewController"
        case "collectionViewController": "UICollectionViewController"
        case "navigationController": "UINavigationController"
        case "tabBarController": "UITabBarController"
        case "splitViewController": "UISplitViewController"
        case "pageViewController": "UIPageViewController"
        case "hostingController": "UIHostingController"
        case "avPlayerViewController": "AVPlayerViewController"
        case "glkViewController": "GLKViewController"
        case "viewControllerPlaceholder": "UIStoryboardReference"
        default: "UIViewController"
        }
    }

    /// True for a storyboard reference (`viewControllerPlaceholder`).
    public var isReference: Bool { elementName == "viewControllerPlaceholder" }

    /// A name for people: the title, else the scene label, else the custom
    /// class, else the base class.
    public var displayName: String {
        title ?? sceneLabel ?? customClass ?? baseClassName
    }

    /// Every segue the controller's scene holds, in document order: the
    /// controller's own, then those of its views, bar items and navigation item.
    public var segues: [SegueElement] {
        var result: [SegueElement] = []
        collectSegues(connections, into: &result)
        if let view { collectSegues(in: view, into: &result) }
        for other in otherViews { collectSegues(in: other, into: &result) }
        if let item = navigationItem {
            let items = item.leftBarButtonItems + item.rightBarButtonItems + [item.backBarButtonItem].compactMap { $0 }
            for barItem in items { collectSegues(in: barItem, into: &result) }
            if let titleView = item.titleView { collectSegues(in: titleView, into: &result) }
        }
        for barItem in toolbarItems { collectSegues(in: barItem, into: &result) }
        return result
    }

    /// Segues of kind `relationship`, in order (a tab bar's children, a navigation controller's root).
    public var relationshipSegues: [SegueElement] {
        connections.compactMap { if case .segue(let segue) = $0, segue.kind == .relationship { segue } else { nil } }
    }

    private func collectSegues(_ connections: [Connection], into result: inout [SegueElement]) {
        for case .segue(let segue) in connections { result.append(segue) }
    }

    private func collectSegues(in barItem: BarButtonItemElement, into result: inout [SegueElement]) {
        collectSegues(barItem.connections, into: &result)
        if let custom = barItem.customView { collectSegues(in: custom, into: &result) }
    }

    private func collectSegues(in view: ViewElement, into result: inout [SegueElement]) {
        collectSegues(view.connections, into: &result)
        for child in view.subviews { collectSegues(in: child, into: &result) }
        for cell in view.prototypes { collectSegues(in: cell, into: &result) }
        for section in view.sections {
            for cell in section.cells { collectSegues(in: cell, into: &result) }
        }
        for barItem in view.barButtonItems { collectSegues(in: barItem, into: &result) }
    }
}

/// What a `viewControllerPlaceholder` (storyboard reference) points to.
public struct StoryboardReference: Hashable, Sendable {
    /// `storyboardName`: the file without `.storyboard`; nil means this same storyboard.
    public var storyboardName: String?
    /// `referencedIdentifier`: a Storyboard ID there; nil means that storyboard's initial controller.
    public var referencedIdentifier: String?
    /// `storyboardBundle`: a bundle identifier, when the file lives in another bundle.
    public var storyboardBundle: String?

    /// Creates a reference.
    public init(storyboardName: String?, referencedIdentifier: String?, storyboardBundle: String?) {
        self.storyboardName = storyboardName
        self.referencedIdentifier = referencedIdentifier
        self.storyboardBundle = storyboardBundle
    }
}
