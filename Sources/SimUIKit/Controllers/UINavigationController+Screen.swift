import Foundation

extension UINavigationController {
    /// The bar of the outermost navigation controller on screen: the back button (titled after the
    /// controller below), the left items, the title and prompt, the right items.
    func addNavigationBar(to screen: inout ScreenBuilder, top: UIViewController) {
        guard screen.claimBar("navigation"), !isNavigationBarHidden else { return }
        screen.model.hasNavigationBar = true
        let item = top.navigationItem
        if let index = stack.firstIndex(where: { $0 === top }), index > 0, !item.hidesBackButton {
            let previous = stack[index - 1]
            let text =
                previous.navigationItem.backButtonTitle ?? previous.navigationItem.backBarButtonItem?.title
                ?? previous.navigationItem.title ?? previous.title ?? "Back"
            screen.append(
                ScreenElement(kind: .backButton, text: text, taps: [.back]),
                tap: { [weak self] in self?.popViewController(animated: true) })
        }
        for bar in item.leftBarButtonItems ?? [] { bar.addToScreen(&screen) }
        if let title = item.title ?? top.title { screen.append(ScreenElement(kind: .title, text: title)) }
        if let prompt = item.prompt { screen.append(ScreenElement(kind: .prompt, text: prompt)) }
        for bar in item.rightBarButtonItems ?? [] { bar.addToScreen(&screen) }
    }
}
