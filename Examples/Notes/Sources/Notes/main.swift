import SimUIKit
import VCNavKit

// How Notes starts. UIKit reads this from @main on the app delegate and from Info.plist (the scene
// manifest); here the app is described once, and VCNav.main runs it: the navigator, replays,
// checks, and the app process it starts itself as.
extension AppDescription {
    /// Notes as vcnav starts it: an app delegate and a scene delegate that makes the window in code;
    /// the note form comes from a storyboard in the bundle.
    static let notes = AppDescription(
        name: "Notes", module: "Notes", bundle: .module, delegate: AppDelegate(), sceneDelegate: SceneDelegate())
}

VCNav.main(app: .notes)
