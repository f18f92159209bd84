// Stubs for the storyboard fuzzer (StoryboardFuzz.swift). Not part of any SwiftPM target.
//
// The storyboard fuzzer compiles Sources/SimUIKit/Storyboard/*.swift alone, into a module named
// SimUIKit. `StoryboardViewClass` finds the class an element stands for by its name in that
// module (`UIStepper` for `<stepper>`), and asks the view and controller classes which of their
// element's attributes they read. The engine's classes are not compiled in: these three stand
// for them, with the base classes' own attributes (every view's `tag` and `contentMode`): every
// element is read as a plain view or controller, and the attributes only a subclass reads (a
// stepper's `value`) are not kept. The parsing, the checks and the lookups are the real ones.
open class UIView {
    nonisolated class var storyboardAttributes: [String] { ["tag", "contentMode"] }
}

open class UIViewController {
    nonisolated class var storyboardAttributes: [String] { [] }
}

open class UIGestureRecognizer {}

open class UITapGestureRecognizer: UIGestureRecognizer {}
