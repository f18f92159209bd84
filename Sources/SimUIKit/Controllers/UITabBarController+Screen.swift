import Foundation

extension UITabBarController {
    /// One tab per controller, the selected one marked, unless the controller shown in a
    /// navigation stack inside hides the bottom bar (`hidesBottomBarWhenPushed`). A tab shows its
    /// item's title, else the controller's title (UIKit's default item "displays the view
    /// controller's title"), else its image's name; with none of them it is an empty item, as on
    /// a device.
    func addTabBar(to screen: inout ScreenBuilder) {
        guard screen.claimBar(.tab), !hidesTabBarForShownStack else { return }
        for (index, controller) in tabs.enumerated() {
            let item = controller.tabBarItemStorage
            let title = item?.title ?? controller.title ?? item?.image?.name ?? ""
            screen.append(
                ScreenElement(kind: .tab, text: title, isSelected: index == selectedIndex, taps: [.selectTab(index)]),
                tap: { [weak self] in self?.userDidTapTab(at: index) })
        }
    }

    /// A pushed controller (not the root) at or below the top of a navigation stack on the way to
    /// the shown content hides the tab bar, as UIKit's `hidesBottomBarWhenPushed` does.
    private var hidesTabBarForShownStack: Bool {
        var current = shownChild
        while let controller = current {
            if let navigation = controller as? UINavigationController, let shown = navigation.shownChild,
                let index = navigation.stack.firstIndex(where: { $0 === shown }), index > 0,
                navigation.stack[1...index].contains(where: \.hidesBottomBarWhenPushed)
            {
                return true
            }
            current = controller.shownChild
        }
        return false
    }
}
