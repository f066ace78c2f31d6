import NavigationGraph
import NavigationModel

/// Thrown by `focusFirst` when no stack item matches.
public enum FocusError: Error, Equatable {
    case routeNotFound
}

/// The operations on which the real library asserts or traps, recorded as ``StyleFault`` kinds.
public enum DeclarativeFault: String, Sendable, CaseIterable {
    /// `dismissCoordinator` on a coordinator without a parent (an assertion in Stinsen).
    case dismissWithoutParent
    /// `dismissCoordinator` on a coordinator that is its parent's root, not a stack item (an assertion).
    case dismissRootChild
    /// `dismissCoordinator` reaching a tab coordinator, which does not implement it (a trap).
    case dismissFromTabs
    /// `focusFirst` on a tab coordinator with a route that is not one of its tabs (a trap).
    case tabNotFound
    /// A screen asks for a router that no coordinator around it provides (a missing environment object).
    case missingRouter
    /// A tab coordinator placed inside a navigation stack or another tab bar, which the window cannot hold.
    case tabsInsideStack

    /// The fault kind findings and baselines name.
    public var kind: FaultKind { FaultKind(rawValue: rawValue) }

    func fault(_ message: String, coordinator: AnyObject?) -> StyleFault {
        StyleFault(kind: kind, message: message, coordinatorType: coordinator.map(typeName(of:)))
    }
}
