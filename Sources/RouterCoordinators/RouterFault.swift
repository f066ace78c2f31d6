import NavigationGraph

/// The kinds of ``NavigationModel/StyleFault`` the Router style records where ALCoordinator, or UIKit and
/// SwiftUI under it, would stop or misbehave.
public enum RouterFault {
    /// `start()` not overridden (the library's `fatalError`).
    public static let startNotImplemented: FaultKind = "startNotImplemented"
    /// A coordinator presented again while its container is already shown.
    public static let alreadyPresented: FaultKind = "alreadyPresented"
    /// A coordinator that is its own ancestor: `topCoordinator()` never ends.
    public static let coordinatorCycle: FaultKind = "coordinatorCycle"
    /// Removing a child whose parent is another coordinator.
    public static let childNotRemoved: FaultKind = "childNotRemoved"
    /// A route whose buttons call another coordinator type than the one showing it.
    public static let routeOwnerMismatch: FaultKind = "routeOwnerMismatch"
    /// A tab page that made a coordinator of another app.
    public static let foreignContext: FaultKind = "foreignContext"
    /// A tab bar as a tab of another tab bar.
    public static let nestedTabbar: FaultKind = "nestedTabbar"
    /// The main coordinator set to one that is already shown.
    public static let mainAlreadyShown: FaultKind = "mainAlreadyShown"
}
