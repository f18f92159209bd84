import Diagnostics
import Foundation

/// A controller (or other traced object) as the trace names it: stable within a launch, never an address.
///
/// `number` counts instances of the same class in creation order, starting at 1, so the first
/// `DogsViewController` is `DogsViewController#1`.
public struct ObjectRef: Codable, Hashable, Sendable, CustomStringConvertible {
    /// Unique within the simulated process, in creation order.
    public var serial: Int
    /// The class name without its module (`DogsViewController`, `UINavigationController`).
    public var className: String
    /// The 1-based instance number within `className`.
    public var number: Int

    public init(serial: Int, className: String, number: Int) {
        self.serial = serial
        self.className = className
        self.number = number
    }

    /// `DogsViewController#2`.
    public var description: String { "\(className)#\(number)" }
}

/// One stored property of a controller as a snapshot saw it.
public struct PropertyValue: Hashable, Sendable {
    /// The property's name as declared (`cats`; an outlet's wrapper `_nameLabel` is reported as `nameLabel`).
    public var name: String
    /// The value rendered deterministically (`"Rex"`, `nil`, `["Tom", "Luna"]`, `DogsViewController#1`).
    public var value: String
    /// Whether the value is nil (an optional that is empty, or an outlet not connected).
    public var isNil: Bool
    /// Whether the property is an `@Outlet`.
    public var isOutlet: Bool
    /// The declared type as Swift prints it (`String`, `Optional<Array<String>>`).
    public var typeName: String

    public init(name: String, value: String, isNil: Bool, isOutlet: Bool, typeName: String) {
        self.name = name
        self.value = value
        self.isNil = isNil
        self.isOutlet = isOutlet
        self.typeName = typeName
    }
}

/// A property whose rendered value differs from the previous snapshot of the same controller.
public struct PropertyChange: Hashable, Sendable {
    public var name: String
    /// The previous rendering; nil when this is the first snapshot of the controller.
    public var oldValue: String?
    public var newValue: String
    public var isOutlet: Bool

    public init(name: String, oldValue: String?, newValue: String, isOutlet: Bool) {
        self.name = name
        self.oldValue = oldValue
        self.newValue = newValue
        self.isOutlet = isOutlet
    }
}

/// How a controller came into being.
public enum InstantiationKind: String, Codable, Sendable {
    /// `init(nibName:bundle:)` (or `init()`) called from code.
    case programmatic
    /// `init?(coder:)` called by a storyboard.
    case coder
    /// A storyboard creator closure (`instantiateViewController(identifier:creator:)`).
    case creator
    /// An `@IBSegueAction` method.
    case segueAction
    /// `init?(coder:)` with a coder that did not come from a storyboard.
    case archive
}

/// One structured event of the engine's trace.
///
/// Events that concern a controller carry its `subject`, a full `snapshot` of its stored
/// properties (when the event is a snapshot point) and the `changes` since its previous snapshot,
/// attributed to `stage`.
public struct TraceEvent: Hashable, Sendable {
    /// What kind of event this is.
    public enum Kind: String, Sendable {
        /// A controller was created (`name` is the initializer, `detail` how: see `InstantiationKind`).
        case instantiate
        /// A lifecycle callback is about to run (`name(arguments)`; a `detail`, when there is one,
        /// is a remark the transcript shows beside it, such as a view that loads early).
        case callbackBegin
        /// A lifecycle callback returned.
        case callbackEnd
        /// A delegate method is about to be called (`subject` is the controller whose delegate it is).
        case delegate
        /// Stored properties of `subject` changed; `stage` says where.
        case injection
        /// A navigation or presentation operation was requested (push, pop, present, ...).
        case operation
        /// A person's gesture the engine carried out itself, not app code (`name`: `swipe down`
        /// on the `subject` sheet; `detail` what UIKit does for it): told apart from the calls
        /// code makes, which are `operation`s.
        case gesture
        /// A storyboard segue step (`name`: fire, perform, unwind...).
        case segue
        /// An `@IBAction` reached its target.
        case action
        /// A line UIKit would print to the console.
        case warning
        /// An uncaught exception is terminating the app.
        case exception
        /// A simulated fatal error (the simulator's stand-in for a trap UIKit cannot report).
        case fatal
        /// The controller was deallocated.
        case deinitialized
        /// The controller left every hierarchy but is still alive after its transition ended.
        case leak
        /// A lifecycle override did not call `super`.
        case missingSuper
        /// Stored properties still nil at a stage where dependencies should have arrived (after
        /// `awakeFromNib`, when the controller first appeared); `arguments` names them.
        case unset
        /// Free text from the app or the simulator.
        case note
        /// UIKit is about to call app code that has no callback of its own, where a dependency
        /// arrives (or cannot): `name` is `init(coder:)` (the storyboard making `arguments[0]`
        /// with its coder), `creator` (a creator closure making `arguments[0]`; `location` is
        /// the `instantiateViewController` call) or `segueAction` (the `subject`'s
        /// `@IBSegueAction` `arguments[0]` making `arguments[1]`). No transcript line: the
        /// `instantiate` event after it says what was made; a host shows it while step mode
        /// pauses there, or when the call never returns.
        case pending
    }

    public var kind: Kind
    public var subject: ObjectRef?
    public var name: String
    public var arguments: [String]
    public var detail: String?
    public var stage: String?
    public var changes: [PropertyChange]
    public var snapshot: [PropertyValue]?
    /// Nesting depth: how many callbacks were running when this event happened.
    public var depth: Int
    /// Where in the app's code the call the event announces is, when the engine knows it (a
    /// creator closure's `instantiateViewController` call, from `#filePath`, `#line`, `#column`).
    public var location: SourceLocation?

    public init(
        kind: Kind, subject: ObjectRef? = nil, name: String = "", arguments: [String] = [],
        detail: String? = nil, stage: String? = nil, changes: [PropertyChange] = [],
        snapshot: [PropertyValue]? = nil, depth: Int = 0, location: SourceLocation? = nil
    ) {
        self.kind = kind
        self.subject = subject
        self.name = name
        self.arguments = arguments
        self.detail = detail
        self.stage = stage
        self.changes = changes
        self.snapshot = snapshot
        self.depth = depth
        self.location = location
    }

    /// `DogsViewController#1.viewWillAppear(true)` style call text for callback-like events.
    public var callText: String {
        let args = arguments.joined(separator: ", ")
        if let subject { return "\(subject).\(name)(\(args))" }
        return "\(name)(\(args))"
    }
}

/// Receives the engine's trace. Installed with `UIApplication.shared.addTraceObserver(_:)`.
///
/// Called synchronously on the main thread at the moment the event happens, so an observer
/// may pause the app (step mode) by not returning. An observer must not keep controllers alive:
/// events carry names and rendered values, never references.
@preconcurrency @MainActor
public protocol TraceObserver: AnyObject {
    /// One event, in order.
    func trace(_ event: TraceEvent)
}
