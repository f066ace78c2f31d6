import NavigationGraph
import NavigationModel

/// A screen type a Tree coordinator shows, declared once: the coordinator makes its screens from it
/// (``Coordinator/makeScreen(_:inputs:actions:)``) and the route catalog lists it.
public struct TreeScreen: Hashable, Sendable {
    /// The view controller's type name, such as `DetailViewController`.
    public let typeName: String
    /// How the coordinator shows it: `nil` for the root of a new stack, `.push` when pushed.
    public let transition: TransitionStyle?
    public let location: SourceLocation

    public init(_ typeName: String, transition: TransitionStyle? = .push, fileID: String = #fileID, line: Int = #line) {
        self.typeName = typeName
        self.transition = transition
        self.location = SourceLocation(fileID: fileID, line: line)
    }
}

/// A child coordinator a Tree coordinator starts, and how its first screen is shown.
public struct TreeChild: Hashable, Sendable {
    /// The name of the flow, such as `presentDetail`.
    public let name: String
    public let coordinatorType: String
    /// `.push` when the child shares the parent's stack, a modal style when it gets a presented one.
    public let transition: TransitionStyle
    public let location: SourceLocation

    public init(
        _ name: String, starts coordinator: Coordinator.Type, transition: TransitionStyle,
        fileID: String = #fileID, line: Int = #line
    ) {
        self.name = name
        self.coordinatorType = String(describing: coordinator)
        self.transition = transition
        self.location = SourceLocation(fileID: fileID, line: line)
    }
}

/// What one Tree coordinator type declares: the screens it shows and the children it starts.
public struct TreeCoordinatorDeclaration: Hashable, Sendable {
    public let typeName: String
    public let location: SourceLocation
    public let screens: [TreeScreen]
    public let children: [TreeChild]

    public init(
        _ coordinator: Coordinator.Type, screens: [TreeScreen], children: [TreeChild] = [],
        fileID: String = #fileID, line: Int = #line
    ) {
        self.typeName = String(describing: coordinator)
        self.location = SourceLocation(fileID: fileID, line: line)
        self.screens = screens
        self.children = children
    }

    /// The declaration as the route catalog holds it: screens first, then child flows.
    public var declaredCoordinator: DeclaredCoordinator {
        let screenRoutes = screens.map {
            DeclaredRoute($0.typeName, screen: $0.typeName, transition: $0.transition, location: $0.location)
        }
        let childRoutes = children.map {
            DeclaredRoute($0.name, coordinator: $0.coordinatorType, transition: $0.transition, location: $0.location)
        }
        return DeclaredCoordinator(typeName, kind: .tree, location: location, routes: screenRoutes + childRoutes)
    }
}

extension RouteCatalog {
    /// The catalog of a Tree-style app, from its coordinators' declarations.
    public init(tree declarations: [TreeCoordinatorDeclaration]) {
        self.init(declarations.map(\.declaredCoordinator))
    }
}
