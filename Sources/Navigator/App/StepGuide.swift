import Foundation
import SimUIKit

/// One line per callback: what it is for and what is safe to do in it, after the source documents'
/// guidance ("initializers store dependencies; outlets, layout and navigation come later").
public enum StepGuide {
    /// The explanation of a callback by name (`viewDidLoad`, `prepare`...).
    public static func explanation(for callback: String) -> String {
        switch callback {
        case "loadView":
            return
                "Builds the view; from a storyboard this is when outlets get connected. Override only to build the view in code (then don't call super)."
        case "viewDidLoad":
            return "The view and its outlets exist now. One-time setup: configure views, fill labels from the dependencies init received."
        case "viewWillAppear":
            return "About to be shown (again after a pop or dismiss). Refresh what may have changed; the view is not in the window yet."
        case "viewIsAppearing":
            return "In the window with its final size and traits: the best place for UI that depends on geometry."
        case "viewWillLayoutSubviews", "viewDidLayoutSubviews":
            return "A layout pass: adjust frames here. It can run many times, so keep it cheap and repeatable."
        case "viewDidAppear":
            return "On screen, transition finished: start animations, timers, requests tied to visible UI."
        case "viewWillDisappear":
            return "About to leave the screen (covered, popped or dismissed): save edits, stop timers."
        case "viewDidDisappear":
            return "Off screen. A popped or dismissed controller is released right after, unless something still holds it."
        case "awakeFromNib":
            return "Decoded from the storyboard, runtime attributes applied. The view is NOT loaded: outlets are still nil."
        case "willMove":
            return "About to join a container (or leave it, with nil). No appearance yet."
        case "didMove":
            return "Containment finished; with nil, the controller has left its container."
        case "prepare":
            return
                "Last chance to hand the destination its dependencies: it exists (init, awakeFromNib) but its view is not loaded. Weaker than init injection."
        case "prepare(unwind)":
            return
                "An unwind: the destination already exists, its view loaded and shown before; hand data back to it here (or in its unwind action, called next)."
        case "shouldPerformSegue":
            return "A control fired a segue: return false to cancel it. Not asked when code calls performSegue."
        case "init(coder:)":
            return
                "The storyboard makes the controller with init?(coder:): it can pass no dependencies. Whatever the controller needs must arrive later (prepare, a property), or init must refuse."
        case "creator":
            return
                "Your creator closure runs: it calls your own init with the storyboard's coder and the dependencies, so the controller is complete from its first line (iOS 13)."
        case "segueAction":
            return
                "The segue's @IBSegueAction runs: it makes the destination with the coder and its dependencies, instead of the storyboard's bare init?(coder:)."
        default:
            return "A UIKit callback."
        }
    }

    /// What UIKit itself does for `callback` when the app has no code of its own for it, in
    /// plain words (the source pane's line).
    public static func whatUIKitDoes(for callback: String) -> String {
        switch callback {
        case "loadView": return "UIKit loads the view from the storyboard scene (or an empty view) and connects the outlets."
        case "init(coder:)": return "UIKit's init(coder:) decodes the scene; stored properties keep the values they are declared with."
        case "awakeFromNib": return "UIKit applies the storyboard's runtime attributes; nothing else happens."
        case "prepare": return "UIKit's prepare(for:sender:) does nothing: the destination gets no dependencies here."
        case "willMove", "didMove": return "UIKit records the new parent; the controller does nothing more."
        case "shouldPerformSegue": return "UIKit's answer is yes: the segue goes ahead."
        default: return "UIKit's own implementation runs; the app adds nothing here."
        }
    }

    /// A pending call's line in the log (see `TraceEvent.Kind.pending`).
    public static func pendingText(of event: TraceEvent) -> String {
        let made = event.arguments.last ?? "?"
        switch event.name {
        case "creator":
            let place = event.location.map { " at \(URL(fileURLWithPath: $0.file).lastPathComponent):\($0.line)" } ?? ""
            return "creator closure\(place) makes \(made)"
        case "segueAction":
            return "\(event.subject?.description ?? "?").\(event.arguments.first ?? "?") @IBSegueAction makes \(made)"
        default:
            return "the storyboard calls \(made).init(coder:)" + (event.detail.map { " [\($0)]" } ?? "")
        }
    }

    /// Where `event`'s call lands in the app's code.
    static func codePoint(of event: TraceEvent) -> CodePoint {
        switch (event.kind, event.name) {
        case (.pending, "creator"):
            return CodePoint(location: event.location, callback: "creator")
        case (.pending, "segueAction"):
            let method = event.arguments.first?.split(separator: ":").first.map(String.init)
            return CodePoint(className: event.subject?.className, method: method, callback: "segueAction")
        case (.pending, _):
            return CodePoint(className: event.arguments.first, method: "init", labels: ["coder"], callback: "init(coder:)")
        case (.instantiate, _), (.callbackBegin, _), (.callbackEnd, _), (.delegate, _), (.injection, _), (.operation, _), (.gesture, _),
            (.segue, _), (.action, _), (.warning, _), (.exception, _), (.fatal, _), (.deinitialized, _), (.leak, _), (.missingSuper, _),
            (.unset, _), (.note, _):
            return CodePoint(className: event.subject?.className, method: event.name, callback: event.name)
        }
    }

    /// The pause before `event`'s callback. `unwinding`: the callback is the source's
    /// `prepare(for:sender:)` of an unwind segue, whose destination is an existing controller
    /// (not a half-built new one).
    static func pause(
        before event: TraceEvent, unwinding: Bool = false, inspected: ObjectRef? = nil, node: HierarchyNode? = nil
    ) -> StepPause {
        let name =
            event.kind == .pending ? codePoint(of: event).callback : unwinding && event.name == "prepare" ? "prepare(unwind)" : event.name
        return StepPause(
            subject: event.subject, call: event.kind == .pending ? pendingText(of: event) : event.callText,
            explanation: explanation(for: name), inspected: inspected, node: node, code: codePoint(of: event))
    }
}
