import Foundation

extension UINavigationController {
    /// The toolbar of the outermost navigation controller on screen, unless hidden: the shown top
    /// controller's `toolbarItems` (not the navigation controller's own), spaces left out. A
    /// controller pushed with `hidesBottomBarWhenPushed` hides it while on top, as the tab bar.
    func addToolbar(to screen: inout ScreenBuilder) {
        guard screen.claimBar(.toolbar), !isToolbarHidden, let top = shownChild else { return }
        if let index = stack.firstIndex(where: { $0 === top }), index > 0, stack[1...index].contains(where: \.hidesBottomBarWhenPushed) {
            return
        }
        for item in top.toolbarItems ?? [] { item.addToScreen(&screen, as: .toolbarButton) }
    }

    /// The bar of the outermost navigation controller on screen: the back button (titled after the
    /// controller below), the left items, the title and prompt, the right items. Left items replace
    /// the back button unless `leftItemsSupplementBackButton` (UIKit's documented rule); a hidden
    /// back button leaves its place to them.
    func addNavigationBar(to screen: inout ScreenBuilder, top: UIViewController) {
        guard screen.claimBar(.navigation), !isNavigationBarHidden else { return }
        screen.model.hasNavigationBar = true
        let item = top.navigationItem
        let leftItems = item.leftBarButtonItems ?? []
        let leftItemsAllowBack = leftItems.isEmpty || item.leftItemsSupplementBackButton
        // A navigation controller pushed whole (a collapsed split view's detail) shares this bar:
        // its stack continues this one's, and Back pops its own stack first.
        let chain = stack.flatMap { entry in
            (entry as? UINavigationController).map { nested in nested.stack.map { ($0, nested) } } ?? [(entry, self)]
        }
        if let index = chain.firstIndex(where: { $0.0 === top }), index > 0, !item.hidesBackButton, leftItemsAllowBack {
            let previous = chain[index - 1].0
            let owner = chain[index].1.stack.count > 1 ? chain[index].1 : self
            let text =
                previous.navigationItem.backButtonTitle ?? previous.navigationItem.backBarButtonItem?.title
                ?? previous.navigationItem.title ?? previous.title ?? "Back"
            screen.append(
                ScreenElement(kind: .backButton, text: text, taps: [.back]),
                tap: { [weak owner] in owner?.popViewController(animated: true) })
        }
        for bar in leftItems { bar.addToScreen(&screen) }
        if let title = item.title ?? top.title { screen.append(ScreenElement(kind: .title, text: title)) }
        if let prompt = item.prompt { screen.append(ScreenElement(kind: .prompt, text: prompt)) }
        for bar in item.rightBarButtonItems ?? [] { bar.addToScreen(&screen) }
        if let search = item.searchController { screen.addView(search.searchBar) }
    }
}
