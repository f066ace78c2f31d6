import NavigationGraph

/// A route as an app declares it: its name, what it shows, and where the declaration is.
public struct DeclaredRoute: Hashable, Sendable {
    /// The route's name, such as `firstStep` (a route enum's case, a `@Route` property).
    public var name: String
    /// The screen type it shows; `nil` when it starts a coordinator instead.
    public var screenType: String?
    /// The coordinator type it starts, when it starts one.
    public var coordinatorType: String?
    /// How it is shown; `nil` for a root.
    public var transition: TransitionStyle?
    public var location: SourceLocation

    public init(
        _ name: String, screen screenType: String? = nil, coordinator coordinatorType: String? = nil,
        transition: TransitionStyle? = nil, location: SourceLocation
    ) {
        self.name = name
        self.screenType = screenType
        self.coordinatorType = coordinatorType
        self.transition = transition
        self.location = location
    }
}

/// A coordinator type as an app declares it, with its routes.
public struct DeclaredCoordinator: Hashable, Sendable {
    public var typeName: String
    public var kind: CoordinatorKind
    public var location: SourceLocation
    public var routes: [DeclaredRoute]

    public init(_ typeName: String, kind: CoordinatorKind, location: SourceLocation, routes: [DeclaredRoute]) {
        self.typeName = typeName
        self.kind = kind
        self.location = location
        self.routes = routes
    }
}

/// Every coordinator, route and screen an app declares, found from the style's declarations.
public struct RouteCatalog: Hashable, Sendable {
    public var coordinators: [DeclaredCoordinator]

    public init(_ coordinators: [DeclaredCoordinator]) { self.coordinators = coordinators }
}
