import NavigationGraph

/// What one operation did to the window; the explorer reads these to name a transition's kind.
public enum NavigationEffect: Hashable, Sendable {
    case pushed
    case popped
    case presented(PresentationKind)
    case dismissed
    case tabSelected
    case rootReplaced
    case stackReplaced
}

/// An operation the real library would reject with an assertion, a precondition or a trap.
///
/// The runtime records it instead of crashing, so that the explorer can report it with the path that
/// reached it.
public struct StyleFault: Hashable, Sendable, CustomStringConvertible {
    /// A stable name for the kind of fault, such as `removeNonChild`.
    public var kind: FaultKind
    /// What happened, in words.
    public var message: String
    /// The type of the coordinator the operation was called on.
    public var coordinatorType: String?
    /// Where the app called the public operation that caused it (``NavigationContext/callingFrom(_:_:)``);
    /// `nil` when the operation was not called from app code.
    public var callSite: SourceLocation?

    public init(kind: FaultKind, message: String, coordinatorType: String? = nil, callSite: SourceLocation? = nil) {
        self.kind = kind
        self.message = message
        self.coordinatorType = coordinatorType
        self.callSite = callSite
    }

    public var description: String { message }
}

/// A style's hooks into what the platform does without the app asking.
///
/// Each coordinator style installs one observer per launched app to resync itself: the Router style's
/// dismissal handling, the Tree style's lifecycle removal, Stinsen's stack resync.
public protocol NavigationObserver: AnyObject {
    /// Screens left the window, for whatever reason (pop, dismiss, root switch, swipe).
    func screensDidLeave(_ screens: [Screen], in context: NavigationContext)
    /// The user swiped a sheet away; it is already gone from the window.
    func presentationWasSwipedAway(_ presentation: Presentation, in context: NavigationContext)
    /// The user popped the visible stack with the back button; the screen is already gone.
    func stackWasPoppedBySystem(_ stack: NavigationStack, popped: Screen, in context: NavigationContext)
    /// The user tapped the selected tab again. Return `true` when handled; otherwise the platform pops
    /// that tab's stack to its root.
    func tabWasReselected(_ tabs: TabContainer, index: Int, in context: NavigationContext) -> Bool
    /// The user selected another tab.
    func tabWasSelected(_ tabs: TabContainer, index: Int, in context: NavigationContext)
    /// `state` is being saved, to be restored later by assignment: a style whose app keeps state in
    /// objects outside ``NavigationState`` notes in ``NavigationState/styleNote`` what it needs to answer
    /// ``canRestore(_:in:)``.
    func willSave(_ state: inout NavigationState, in context: NavigationContext)
    /// Whether assigning `saved` (saved by ``NavigationContext/savedState()`` in this context) to the
    /// context's state restores the app: `false` when objects outside the state that `saved` relies on
    /// changed since it was saved, `true` when the style can tell they did not, `nil` for no opinion.
    func canRestore(_ saved: NavigationState, in context: NavigationContext) -> Bool?
}

extension NavigationObserver {
    public func screensDidLeave(_ screens: [Screen], in context: NavigationContext) {}
    public func presentationWasSwipedAway(_ presentation: Presentation, in context: NavigationContext) {}
    public func stackWasPoppedBySystem(_ stack: NavigationStack, popped: Screen, in context: NavigationContext) {}
    public func tabWasReselected(_ tabs: TabContainer, index: Int, in context: NavigationContext) -> Bool { false }
    public func tabWasSelected(_ tabs: TabContainer, index: Int, in context: NavigationContext) {}
    public func willSave(_ state: inout NavigationState, in context: NavigationContext) {}
    public func canRestore(_ saved: NavigationState, in context: NavigationContext) -> Bool? { nil }
}
