import NavigationModel

/// A Router-style app declared as data rather than as Swift types: its coordinators, their routes and tab
/// pages, and what each button and each `start()` does, as steps on the library's operations. The source
/// importer builds one from an app's sources; ``launch(in:)`` runs it on the same runtime as a hand-written
/// app (``BlueprintNavigationCoordinator`` and ``BlueprintTabbarCoordinator`` are ordinary subclasses), so
/// it has the library's edge cases, faults and leaks.
public struct RouterBlueprint: Sendable {
    /// Every coordinator, in declaration order.
    public var coordinators: [CoordinatorBlueprint]
    /// The coordinator the app starts with (the scene delegate's main coordinator).
    public var entry: String
    /// What the app delegate or scene delegate does on a timer, a notification or a deep link.
    public var events: [EventBlueprint]

    public init(coordinators: [CoordinatorBlueprint], entry: String, events: [EventBlueprint] = []) {
        self.coordinators = coordinators
        self.entry = entry
        self.events = events
    }

    /// Takes `steps` from the launched app's main coordinator, as an app delegate's callback does.
    public static func perform(_ steps: [BlueprintStep], in context: NavigationContext) {
        guard let main = context.mainCoordinator else { return }
        let library = (main as? BlueprintNavigationCoordinator)?.library ?? (main as? BlueprintTabbarCoordinator)?.library
        library?.perform(steps, from: main)
    }

    /// The coordinator named `name`.
    public func coordinator(named name: String) -> CoordinatorBlueprint? { coordinators.first { $0.name == name } }

    /// Every coordinator with its routes (or pages), located at its declaration.
    public var catalog: RouteCatalog {
        RouteCatalog(coordinators.map { coordinator in
            switch coordinator.kind {
            case .navigation:
                DeclaredCoordinator(
                    coordinator.name, kind: "navigation", location: coordinator.location,
                    routes: coordinator.routes.map {
                        DeclaredRoute(
                            $0.name, screen: $0.screen, transition: $0.transition.transitionStyle, location: $0.location)
                    })
            case .tabbar:
                DeclaredCoordinator(
                    coordinator.name, kind: "tabs", location: coordinator.location,
                    routes: coordinator.pages.map {
                        DeclaredRoute($0.name, coordinator: $0.coordinator, location: $0.location)
                    })
            }
        })
    }

    /// What the scene delegate does: the entry coordinator is made (running its initialiser's steps), put
    /// at the window's root, and started.
    public func launch(in context: NavigationContext) -> Coordinator? {
        let library = BlueprintLibrary(self)
        guard let main = library.make(entry, construction: Construction(), in: context) else { return nil }
        context.setMainCoordinator(main)
        main.start()
        return main
    }
}

/// One coordinator type of a blueprint.
public struct CoordinatorBlueprint: Sendable {
    public enum Kind: String, Sendable { case navigation, tabbar }

    public var name: String
    public var kind: Kind
    public var flavour: LibraryFlavour
    /// The presentation style the coordinator asks for in its initialiser (`super.init(presentationStyle:)`);
    /// `nil` takes the library's default for its kind and flavour.
    public var presentationStyle: PresentationStyle?
    public var location: SourceLocation
    /// A navigation coordinator's routes.
    public var routes: [RouteBlueprint]
    /// A tab bar's pages, in the order it lists them.
    public var pages: [PageBlueprint]
    /// The page a tab bar selects when the construction names none.
    public var defaultPage: String?
    /// What the initialiser does after `super.init` (a main coordinator's `router.startFlow`).
    public var initSteps: [BlueprintStep]
    /// What `start()` does; `nil` keeps the library's own `start()` (a tab bar presents itself).
    public var startSteps: [BlueprintStep]?

    public init(
        name: String, kind: Kind, flavour: LibraryFlavour, presentationStyle: PresentationStyle? = nil,
        location: SourceLocation, routes: [RouteBlueprint] = [], pages: [PageBlueprint] = [],
        defaultPage: String? = nil, initSteps: [BlueprintStep] = [], startSteps: [BlueprintStep]? = nil
    ) {
        self.name = name
        self.kind = kind
        self.flavour = flavour
        self.presentationStyle = presentationStyle
        self.location = location
        self.routes = routes
        self.pages = pages
        self.defaultPage = defaultPage
        self.initSteps = initSteps
        self.startSteps = startSteps
    }
}

/// One route of a navigation coordinator: the screen it shows and the buttons on that screen.
public struct RouteBlueprint: Sendable {
    public var name: String
    public var screen: String
    public var transition: NavigationTransitionStyle
    public var location: SourceLocation
    public var actions: [ActionBlueprint]

    public init(
        name: String, screen: String, transition: NavigationTransitionStyle, location: SourceLocation,
        actions: [ActionBlueprint] = []
    ) {
        self.name = name
        self.screen = screen
        self.transition = transition
        self.location = location
        self.actions = actions
    }
}

/// One page of a tab bar: its title, position and the coordinator it shows.
public struct PageBlueprint: Hashable, Sendable {
    public var name: String
    public var title: String
    public var position: Int
    public var coordinator: String
    public var location: SourceLocation

    public init(name: String, title: String, position: Int, coordinator: String, location: SourceLocation) {
        self.name = name
        self.title = title
        self.position = position
        self.coordinator = coordinator
        self.location = location
    }
}

/// Something from outside the app that the app's lifecycle code answers with navigation.
public struct EventBlueprint: Sendable {
    public enum Kind: String, Sendable { case timer, notification, deepLink }

    public var name: String
    public var kind: Kind
    public var steps: [BlueprintStep]
    public var location: SourceLocation

    public init(name: String, kind: Kind, steps: [BlueprintStep], location: SourceLocation) {
        self.name = name
        self.kind = kind
        self.steps = steps
        self.location = location
    }
}

/// A button of a screen (or another control the user acts on) and the steps it takes.
public struct ActionBlueprint: Sendable {
    /// What the user sees: the button's title, else the method it calls.
    public var name: String
    public var steps: [BlueprintStep]

    public init(name: String, steps: [BlueprintStep]) {
        self.name = name
        self.steps = steps
    }
}

/// How a coordinator is constructed: the arguments the library reads.
public struct Construction: Hashable, Sendable {
    public var presentationStyle: PresentationStyle?
    /// A tab bar's `currentPage`, by case name.
    public var currentPage: String?

    public init(presentationStyle: PresentationStyle? = nil, currentPage: String? = nil) {
        self.presentationStyle = presentationStyle
        self.currentPage = currentPage
    }
}

/// One operation of the library, done by the coordinator of type `on`: the screen's own coordinator or
/// the nearest ancestor of that type (a view model holding its coordinator).
public struct BlueprintStep: Hashable, Sendable {
    public enum Operation: Hashable, Sendable {
        /// `router.navigate(to: .route)`.
        case navigate(route: String)
        /// `router.startFlow(route: .route)`.
        case startFlow(route: String)
        /// `router.present(...)` of a route's screen as a sheet.
        case present(route: String)
        /// `router.navigate(to: Child(...))`: a new coordinator, started as a child.
        case startChild(coordinator: String, construction: Construction)
        /// `Child(...).forcePresentation()`: a new coordinator put on top of whatever is shown.
        case forcePresentation(coordinator: String, construction: Construction, route: String?)
        case pop, popToRoot, dismiss, finishFlow, restartApp
        /// SUICoordinator's `close()`: dismisses what the coordinator presents above its stack, else pops.
        case close
        case popToView(screen: String)
        /// `currentPage = .page` on a tab bar.
        case selectPage(String)
    }

    /// The coordinator type that performs the operation.
    public var on: String
    public var operation: Operation

    public init(on: String, _ operation: Operation) {
        self.on = on
        self.operation = operation
    }
}
