import Foundation

extension Bundle {
    /// The simulated app's bundle: what `Bundle.main` is to an app on a device (its storyboards,
    /// nibs, images and the files it ships, such as a word list read with
    /// `path(forResource:ofType:)` or listed from `resourcePath`).
    ///
    /// Foundation's `Bundle.main` on Linux is the executable's directory, and Swift cannot give it
    /// another meaning, so `vcnav port` writes `Bundle.app` for the app's own `Bundle.main`.
    /// UIKit's APIs here take either: a `Bundle.main` handed to `UIStoryboard`, `UINib`, `UIImage`
    /// or a controller's nib means this bundle too. It is the app description's `bundle`, set
    /// when the app launches (`--storyboards DIR`: that directory).
    public static var app: Bundle { UIStoryboard.appBundle }
}
