import NavigationGraph

/// The kinds of ``NavigationModel/StyleFault`` the Tree style records where the real library, or UIKit
/// under it, would stop or refuse.
public enum TreeFault {
    /// `removeChild` of a coordinator that is not a child (the library asserts).
    public static let removeNonChild: FaultKind = "removeNonChild"
    /// `bindToLifecycle(of:)` on a screen another coordinator is bound to (a precondition failure).
    public static let lifecycleAlreadyBound: FaultKind = "lifecycleAlreadyBound"
    /// An app's own `precondition` failed (see ``Coordinator/verifyPrecondition(_:_:)``).
    public static let preconditionFailed: FaultKind = "preconditionFailed"
    /// A presentation UIKit refuses: from a controller not in the window or already presenting, or of a
    /// controller that is already shown.
    public static let invalidPresentation: FaultKind = "invalidPresentation"
    /// A navigation controller used after it was released (the library's `unowned` reference traps).
    public static let releasedNavigator: FaultKind = "releasedNavigator"
}
