import NavigationGraph
import NavigationModel

/// A coordinator type that declares what it shows, for the app's ``RouteCatalog``.
///
/// Routes are `static let` values that the coordinator's code also uses to make its screens (see
/// ``Coordinator/makeScreen(_:inputs:actions:)``), so the catalog cannot drift from what runs:
///
/// ```swift
/// final class FirstCoordinator: Coordinator<Void>, DeclaresRoutes {
///     static let first = route("first", shows: "FirstViewController")
///     static let items = route("items", starts: ItemsCoordinator.self, .sheet)
///     static let declaration = declare(routes: [first, items])
/// }
/// ```
public protocol DeclaresRoutes: FlowCoordinator {
    /// The coordinator with its routes and where they are declared.
    static var declaration: DeclaredCoordinator { get }
}

extension FlowCoordinator {
    /// A route that shows a screen of type `screenType`; `transition` is `nil` for a window root.
    public static func route(
        _ name: String, shows screenType: String, _ transition: TransitionStyle? = .push,
        fileID: String = #fileID, line: Int = #line
    ) -> DeclaredRoute {
        DeclaredRoute(name, screen: screenType, transition: transition, location: SourceLocation(fileID: fileID, line: line))
    }

    /// A route that starts a coordinator of type `coordinator`, whose first screen appears by `transition`.
    public static func route(
        _ name: String, starts coordinator: any FlowCoordinator.Type, _ transition: TransitionStyle?,
        fileID: String = #fileID, line: Int = #line
    ) -> DeclaredRoute {
        DeclaredRoute(
            name, coordinator: String(describing: coordinator), transition: transition,
            location: SourceLocation(fileID: fileID, line: line))
    }

    /// This coordinator type's declaration, located where it is called.
    public static func declare(
        kind: CoordinatorKind = .flow, routes: [DeclaredRoute], fileID: String = #fileID, line: Int = #line
    ) -> DeclaredCoordinator {
        DeclaredCoordinator(
            String(describing: Self.self), kind: kind, location: SourceLocation(fileID: fileID, line: line), routes: routes)
    }
}
