import Foundation

/// Help texts, printed on standard output.
enum Usage {
    static func text(for topic: String?) -> String {
        switch topic {
        default: return main
        }
    }

    static let main = """
        vcnav \(VCNav.version): watch iOS view controllers come to life, in a terminal.

        vcnav runs an iOS-style app (the built-in Pets demo, or any folder of .storyboard files)
        on SimUIKit, a pure-Swift engine with UIKit's API and UIKit's real callback order. Push
        screens and watch every callback fire and every dependency arrive, or watch the app crash
        exactly where a real one would.

        USAGE:
          vcnav                      open the navigator on the built-in demo app
          vcnav --help               this text
          vcnav --version            the version

        Coming with the next milestones (see README.md):
          vcnav check PATH...        check storyboards, report problems as file:line:column
          vcnav replay SCRIPT...     run replay scripts headless, diff against golden transcripts
          vcnav record FILE          open the navigator and record your actions as a replay
          --storyboards DIR          run any folder of storyboards instead of the demo

        """
}
