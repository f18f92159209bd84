import Foundation

extension UIViewController {
    /// The nib the default `loadView()` loads: `nibName` in `nibBundle`, else, as UIKit looks for
    /// one, a `.xib` named after the class (`ProfileViewController.xib`, then `ProfileView.xib`).
    var nibToLoad: UINib? {
        let bundle = nibBundle.map { $0 === Bundle.main ? UIStoryboard.appBundle : $0 } ?? UIStoryboard.appBundle
        if let nibName { return UINib(nibName: nibName, bundle: bundle) }
        let className = shortClassName(type(of: self))
        var candidates = [className]
        if className.hasSuffix("Controller") { candidates.append(String(className.dropLast("Controller".count))) }
        for name in candidates where NibLookup.exists(name, in: bundle) {
            return UINib(nibName: name, bundle: bundle)
        }
        return nil
    }

    /// Loads the nib with this controller as its File's Owner; the nib's `view` outlet sets the
    /// view. A nib that leaves it unset raises UIKit's exception.
    func loadView(fromNib nib: UINib) {
        _ = nib.instantiate(withOwner: self, options: nil)
        if storedView == nil {
            UIKitException.raise(
                .internalInconsistency,
                "-[\(objcClassName(type(of: self))) _loadViewFromNibNamed:bundle:] loaded the \"\(nibName ?? shortClassName(type(of: self)))\" nib but the view outlet was not set."
            )
        }
    }
}

/// Whether a bundle has a `.xib` of a name, looked up once per bundle and name (every controller
/// made in code asks when its view loads).
@preconcurrency @MainActor
enum NibLookup {
    private static var known: [String: Bool] = [:]

    static func exists(_ name: String, in bundle: Bundle) -> Bool {
        let key = bundle.bundlePath + "/" + name
        if let answer = known[key] { return answer }
        let answer = StoryboardFiles.find(name: name, in: bundle, extension: "xib") != nil
        known[key] = answer
        return answer
    }
}
