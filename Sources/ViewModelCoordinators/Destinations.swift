import NavigationModel

/// A view as a value: the declared route it shows (its screen type and route name), its inputs and the
/// actions it offers, asked for in each state.
public struct SceneView {
    public var route: DeclaredRoute
    public var inputs: [ScreenInput]
    public var actions: () -> [UserAction]

    public init(_ route: DeclaredRoute, inputs: [ScreenInput] = [], actions: @escaping () -> [UserAction] = { [] }) {
        self.route = route
        self.inputs = inputs
        self.actions = actions
    }
}

/// What a destination shows: a plain view, or a scene with a coordinator view model of its own.
public enum DestinationScene {
    /// A view owned by the coordinator that navigates to it.
    case view(SceneView)
    /// A coordinator view model and its content view; it becomes a child of the coordinator that
    /// navigates to it, for as long as its content is on screen.
    case coordinator(any AnyCoordinatorViewModel, content: SceneView)
}

/// One case of a coordinator view model's navigation-item or sheet-item enum: a place the scene can go.
///
/// ```swift
/// enum Scene1SheetItem: NavigationDestination {
///     case scene3
///     static let scene3Route = route("scene3", shows: "Scene3View")
///     static var routes: [DeclaredRoute] { [scene3Route] }
///     func nextScene(in context: NavigationContext) -> DestinationScene { .view(SceneView(Self.scene3Route)) }
/// }
/// ```
public protocol NavigationDestination: Hashable {
    /// Every place of the enum, as declared (the catalog lists them; the transition comes from the slot).
    static var routes: [DeclaredRoute] { get }
    /// What navigating here shows (SwiftUI's `nextView()`), made in `context`.
    func nextScene(in context: NavigationContext) -> DestinationScene
}

extension NavigationDestination {
    /// A destination that shows a view of type `screenType`.
    public static func route(_ name: String, shows screenType: String, fileID: String = #fileID, line: Int = #line) -> DeclaredRoute {
        DeclaredRoute(name, screen: screenType, location: SourceLocation(fileID: fileID, line: line))
    }

    /// A destination that shows a scene with its own coordinator view model of type `coordinator`.
    public static func route(
        _ name: String, starts coordinator: any AnyCoordinatorViewModel.Type, fileID: String = #fileID, line: Int = #line
    ) -> DeclaredRoute {
        DeclaredRoute(name, coordinator: String(describing: coordinator), location: SourceLocation(fileID: fileID, line: line))
    }
}

/// The slot type of a scene that goes nowhere that way (a leaf): it has no values.
public enum NoDestination: NavigationDestination {
    public static var routes: [DeclaredRoute] { [] }
    public func nextScene(in context: NavigationContext) -> DestinationScene {
        switch self {}
    }
}
