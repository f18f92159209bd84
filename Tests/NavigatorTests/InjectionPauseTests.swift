import Foundation
import SimUIKit
import Testing

@testable import Navigator

/// Step mode's pause for "a property set from outside": Swift runs no code of the controller's
/// when another object sets its stored property, so the engine cannot stop before it; it stops
/// right after the code that set it returns (the injection the trace reports then), with where
/// in the code it happened. And the inspector's word for who gave each value: a default told
/// apart from an injected one by the value at init against the value now, and who changed it.
@Suite("Pauses where dependencies arrive, and who set each value")
struct InjectionPauseTests {
    static let cats = ObjectRef(serial: 7, className: "CatsViewController", number: 1)

    static func injection(stage: String, arguments: [String] = [], outlet: Bool = false) -> TraceEvent {
        TraceEvent(
            kind: .injection, subject: cats, name: "inject", arguments: arguments, stage: stage,
            changes: [PropertyChange(name: outlet ? "tableView" : "cats", oldValue: "nil", newValue: "[\"Tom\"]", isOutlet: outlet)])
    }

    @Test("after prepare(for:sender:): stopped after, the source's prepare with the assignment to find")
    func afterPrepare() throws {
        let event = Self.injection(stage: "by SelectionViewController#1.prepare(for:sender:)", arguments: ["SelectionViewController#1"])
        let pause = try #require(StepGuide.pause(afterInjection: event))
        #expect(pause.isAfter && pause.heading == "Paused after")
        #expect(pause.call == "SelectionViewController#1.prepare(for:sender:) set CatsViewController#1.cats = [\"Tom\"]")
        #expect(pause.inspected == Self.cats)
        #expect(
            pause.code
                == CodePoint(
                    className: "SelectionViewController", method: "prepare", labels: ["for", "sender"], callback: "prepare",
                    assigning: "cats"))
        #expect(pause.explanation.contains("Swift has no hook before an assignment"))
    }

    @Test("after init, the creator closure, the runtime attributes: each says who, and where the code may be")
    func otherWays() throws {
        let factory = try #require(StepGuide.pause(afterInjection: Self.injection(stage: "after awakeFromNib()")))
        #expect(factory.call == "code outside CatsViewController#1 set CatsViewController#1.cats = [\"Tom\"] after awakeFromNib()")
        #expect(factory.code?.assigning == "cats" && factory.code?.className == nil)
        // In code the rest of the controller's own initializer runs after super.init too: the
        // pause does not claim it was code outside.
        let inCode = try #require(StepGuide.pause(afterInjection: Self.injection(stage: "after init(nibName:bundle:)")))
        #expect(inCode.call.hasPrefix("its initializer or the code that made it set CatsViewController#1.cats"))
        #expect(inCode.explanation.contains("cannot tell apart"))
        let creator = try #require(StepGuide.pause(afterInjection: Self.injection(stage: "in the creator closure")))
        #expect(creator.call.hasPrefix("the creator closure set "))
        let attributes = try #require(StepGuide.pause(afterInjection: Self.injection(stage: "by the storyboard's runtime attributes")))
        #expect(attributes.code == nil && attributes.explanation.contains("User Defined Runtime Attributes"))
    }

    @Test("no pause for the controller's own changes, for changes after its callbacks by unknown code, or for outlets")
    func noPause() {
        #expect(StepGuide.pause(afterInjection: Self.injection(stage: "in viewDidLoad()")) == nil)
        #expect(StepGuide.pause(afterInjection: Self.injection(stage: "after viewDidAppear(true)")) == nil)
        #expect(StepGuide.pause(afterInjection: Self.injection(stage: "after init(coder:)", outlet: true)) == nil)
        var callback = Self.injection(stage: "after init(coder:)")
        callback.kind = .callbackBegin
        #expect(StepGuide.pause(afterInjection: callback) == nil)
    }

    @Test(
        "who gave a value: a declared default, the initializer, an injection, its own code, unknown code later",
        arguments: [
            ("coder", nil, InspectedProperty.ValueSource.declaredDefault),
            ("creator", nil, .initializer(.creator)),
            ("programmatic", nil, .initializer(.programmatic)),
            ("coder", "by SelectionViewController#1.prepare(for:sender:)", .injected(by: "SelectionViewController#1.prepare(for:sender:)")),
            ("coder", "after init(coder:)", .injected(by: "code outside it, after init(coder:)")),
            ("coder", "in viewDidLoad()", .own("viewDidLoad()")),
            ("coder", "after viewDidAppear(true)", .later("after viewDidAppear(true)")),
        ] as [(String, String?, InspectedProperty.ValueSource)])
    func valueSource(how: String, stage: String?, expected: InspectedProperty.ValueSource) {
        var provenance = PropertyProvenance()
        provenance.record(
            TraceEvent(
                kind: .instantiate, subject: Self.cats, name: "init(coder:)", arguments: [how],
                changes: [PropertyChange(name: "cats", oldValue: nil, newValue: "[]", isOutlet: false)]))
        if let stage { provenance.record(Self.injection(stage: stage)) }
        #expect(provenance.source(of: "cats", serial: Self.cats.serial) == expected)
    }

    @Test("a property the trace reported still nil is awaited until it changes; one never reported is not")
    func awaited() {
        var provenance = PropertyProvenance()
        provenance.record(
            TraceEvent(
                kind: .instantiate, subject: Self.cats, name: "init(coder:)", arguments: ["coder"],
                changes: [PropertyChange(name: "cats", oldValue: nil, newValue: "nil", isOutlet: false)]))
        #expect(!provenance.isAwaited("cats", serial: Self.cats.serial))
        provenance.record(
            TraceEvent(kind: .unset, subject: Self.cats, name: "awakeFromNib", arguments: ["cats"], stage: "after awakeFromNib()"))
        #expect(provenance.isAwaited("cats", serial: Self.cats.serial))
        provenance.record(
            Self.injection(stage: "by SelectionViewController#1.prepare(for:sender:)", arguments: ["SelectionViewController#1"]))
        #expect(!provenance.isAwaited("cats", serial: Self.cats.serial))
    }
}
