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
        default:
            return "A UIKit callback."
        }
    }

    /// The pause before `event`'s callback. `unwinding`: the callback is the source's
    /// `prepare(for:sender:)` of an unwind segue, whose destination is an existing controller
    /// (not a half-built new one).
    static func pause(
        before event: TraceEvent, unwinding: Bool = false, inspected: ObjectRef? = nil, node: HierarchyNode? = nil
    ) -> StepPause {
        let name = unwinding && event.name == "prepare" ? "prepare(unwind)" : event.name
        return StepPause(
            subject: event.subject, call: event.callText, explanation: explanation(for: name), inspected: inspected, node: node)
    }
}
