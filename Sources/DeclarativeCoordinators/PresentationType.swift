import NavigationModel

/// How a `@Route` shows what it routes to: the kinds of Stinsen's flat stack items.
public enum PresentationType: String, Hashable, Sendable, CaseIterable {
    /// Pushed on the current navigation stack.
    case push
    /// Presented as a sheet with its own navigation stack; the user can swipe it down.
    case modal
    /// A sheet the user cannot swipe down.
    case modalNonDismissible
    /// Presented over everything, with its own navigation stack; no swipe-down.
    case fullScreen

    /// The window's presentation kind; `nil` for a push.
    var presentationKind: PresentationKind? {
        switch self {
        case .push: nil
        case .modal: .sheet
        case .modalNonDismissible: .nonDismissibleSheet
        case .fullScreen: .fullScreen
        }
    }

    /// The transition style the route catalog reports.
    var transitionStyle: TransitionStyle {
        switch self {
        case .push: .push
        case .modal: .sheet
        case .modalNonDismissible: .nonDismissibleSheet
        case .fullScreen: .fullScreen
        }
    }
}

/// Thrown by `focusFirst` when no stack item matches.
public enum FocusError: Error, Equatable {
    case routeNotFound
}

/// The operations on which the real library asserts or traps, recorded as ``StyleFault`` kinds.
public enum DeclarativeFault: String, Sendable, CaseIterable {
    /// `dismissCoordinator` on a coordinator without a parent (an assertion in Stinsen).
    case dismissWithoutParent
    /// `dismissCoordinator` on a coordinator that is its parent's root, not a stack item (a trap).
    case dismissRootChild
    /// `dismissCoordinator` reaching a tab coordinator, which does not implement it (a trap).
    case dismissFromTabs
    /// `focusFirst` on a tab coordinator with a route that is not one of its tabs (a trap).
    case tabNotFound
    /// A screen asks for a router that no coordinator around it provides (a missing environment object).
    case missingRouter
    /// A tab coordinator placed inside a navigation stack or another tab bar, which the window cannot hold.
    case tabsInsideStack

    func fault(_ message: String, coordinator: AnyObject?) -> StyleFault {
        StyleFault(kind: rawValue, message: message, coordinatorType: coordinator.map(typeName(of:)))
    }
}

/// The type name the runtime records for a coordinator or screen, such as `NavigationViewCoordinator<TodosCoordinator>`.
func typeName(of value: Any) -> String { String(describing: type(of: value)) }
