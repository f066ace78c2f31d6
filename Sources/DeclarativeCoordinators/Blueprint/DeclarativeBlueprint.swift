import NavigationGraph
import NavigationModel

/// A Declarative-style (Stinsen) app declared as data rather than as Swift types: its coordinators with
/// their `@Root`, `@Route` and tab declarations, the screens their factories make and what each control
/// of a screen does, as chains of router calls. The source importer builds one from an app's sources;
/// ``launch(in:)`` runs it on the same runtime as a hand-written app (``BlueprintNavigationCoordinatable``
/// and ``BlueprintTabCoordinatable`` are ordinary coordinators of this module), so it has the library's
/// edge cases, faults and leaks.
public struct DeclarativeBlueprint: Sendable {
    /// Every coordinator, in declaration order.
    public var coordinators: [DeclarativeCoordinatorBlueprint]
    /// The coordinator the app's window shows (`MainCoordinator().view()`), and how it is wrapped.
    public var entry: String
    public var entryWrapper: CoordinatorWrapper?
    /// What the coordinators do on outside events: publishers they observe, URLs they open.
    public var events: [DeclarativeEventBlueprint]

    public init(
        coordinators: [DeclarativeCoordinatorBlueprint], entry: String, entryWrapper: CoordinatorWrapper? = nil,
        events: [DeclarativeEventBlueprint] = []
    ) {
        self.coordinators = coordinators
        self.entry = entry
        self.entryWrapper = entryWrapper
        self.events = events
    }

    public func coordinator(named name: String) -> DeclarativeCoordinatorBlueprint? { coordinators.first { $0.name == name } }

    /// Every coordinator with its roots, routes or tabs, and every wrapper a route makes, located at their
    /// declarations.
    public var catalog: RouteCatalog {
        var declared: [DeclaredCoordinator] = []
        var wrappers: [DeclaredCoordinator] = []
        func noteWrapper(_ content: RouteContent, at location: SourceLocation) {
            guard case .coordinator(let name, let wrapper?) = content,
                !wrappers.contains(where: { $0.typeName == wrapper.typeName(wrapping: name) })
            else { return }
            wrappers.append(DeclaredCoordinator(
                wrapper.typeName(wrapping: name), kind: wrapper.catalogKind, location: wrapper.location ?? location, routes: []))
        }
        for coordinator in coordinators {
            let routes = (coordinator.roots + coordinator.routes + coordinator.tabs).map { route in
                noteWrapper(route.content, at: route.location)
                return DeclaredRoute(
                    route.name, screen: route.content.screenName, coordinator: route.content.coordinatorTypeName,
                    transition: route.presentation?.transitionStyle, location: route.location)
            }
            let kind: CoordinatorKind = coordinator.kind == .tabs ? .tabs : .navigation
            declared.append(DeclaredCoordinator(coordinator.name, kind: kind, location: coordinator.location, routes: routes))
        }
        if let entryWrapper {
            noteWrapper(.coordinator(entry, wrapper: entryWrapper), at: coordinator(named: entry)?.location ?? SourceLocation())
        }
        return RouteCatalog(declared + wrappers)
    }

    /// What the app's `WindowGroup` does: the entry coordinator is made (wrapped as the sources wrap it)
    /// and shown in the window.
    public func launch(in context: NavigationContext) -> (any Coordinatable)? {
        let library = DeclarativeLibrary(self)
        guard let main = library.makeCoordinator(entry, wrapper: entryWrapper, input: nil, in: context) else { return nil }
        main.showInWindow()
        return main
    }

    /// Runs `chains` from outside any screen, as an observer or a URL handler of a coordinator does.
    public func perform(_ chains: [RouterChain], in context: NavigationContext) {
        DeclarativeLibrary(self).perform(chains, scope: nil, tabContent: nil, in: context)
    }
}

/// One coordinator class of a blueprint: a `NavigationCoordinatable` with its roots and routes, or a
/// `TabCoordinatable` with its tabs.
public struct DeclarativeCoordinatorBlueprint: Sendable {
    public enum Kind: String, Sendable { case navigation, tabs }

    public var name: String
    public var kind: Kind
    /// Where the coordinator declares its `stack` (or its `child` for tabs).
    public var location: SourceLocation
    /// `@Root` declarations, and the one `NavigationStack(initial:)` starts with (with its input as written).
    public var roots: [DeclarativeRouteBlueprint]
    public var initialRoot: String?
    public var initialInput: String?
    /// `@Route(.push / .modal / .fullScreen)` declarations.
    public var routes: [DeclarativeRouteBlueprint]
    /// Tabs in `TabChild(startingItems:)` order, and the one first selected.
    public var tabs: [DeclarativeRouteBlueprint]
    public var activeTab: Int

    public init(
        name: String, kind: Kind, location: SourceLocation, roots: [DeclarativeRouteBlueprint] = [],
        initialRoot: String? = nil, initialInput: String? = nil, routes: [DeclarativeRouteBlueprint] = [],
        tabs: [DeclarativeRouteBlueprint] = [], activeTab: Int = 0
    ) {
        self.name = name
        self.kind = kind
        self.location = location
        self.roots = roots
        self.initialRoot = initialRoot
        self.initialInput = initialInput
        self.routes = routes
        self.tabs = tabs
        self.activeTab = activeTab
    }
}

/// One `@Root`, `@Route` or tab: its property name, how it shows its content, and what its factory makes.
public struct DeclarativeRouteBlueprint: Sendable {
    public var name: String
    /// `nil` for a root or a tab.
    public var presentation: PresentationType?
    public var content: RouteContent
    public var location: SourceLocation
    /// A tab's title.
    public var tabItem: String?
    /// What tapping the tab does with its content (`onTapped:`), and whether only a repeated tap does it.
    public var onTapped: [RouterChain]
    public var onTappedRepeatOnly: Bool

    public init(
        name: String, presentation: PresentationType? = nil, content: RouteContent, location: SourceLocation,
        tabItem: String? = nil, onTapped: [RouterChain] = [], onTappedRepeatOnly: Bool = false
    ) {
        self.name = name
        self.presentation = presentation
        self.content = content
        self.location = location
        self.tabItem = tabItem
        self.onTapped = onTapped
        self.onTappedRepeatOnly = onTappedRepeatOnly
    }
}

/// What a route's factory makes: a screen with its controls, or a coordinator of the blueprint, possibly
/// wrapped.
public enum RouteContent: Sendable {
    case screen(DeclarativeScreenBlueprint)
    case coordinator(String, wrapper: CoordinatorWrapper?)

    var screenName: String? {
        if case .screen(let screen) = self { return screen.name }
        return nil
    }

    /// The type name of the coordinator made, wrapper included: `NavigationViewCoordinator<TodosCoordinator>`.
    var coordinatorTypeName: String? {
        guard case .coordinator(let name, let wrapper) = self else { return nil }
        return wrapper.map { $0.typeName(wrapping: name) } ?? name
    }
}

/// A coordinator wrapped by a factory: `NavigationViewCoordinator(Child())`, or a `ViewWrapperCoordinator`.
public struct CoordinatorWrapper: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case navigationView
        /// A `ViewWrapperCoordinator`, or a subclass of it named so.
        case viewWrapper(String)
    }

    public var kind: Kind
    /// Where the wrapper is made.
    public var location: SourceLocation?

    public init(_ kind: Kind, location: SourceLocation? = nil) {
        self.kind = kind
        self.location = location
    }

    public static let navigationView = CoordinatorWrapper(.navigationView)

    func typeName(wrapping child: String) -> String {
        switch kind {
        case .navigationView: "NavigationViewCoordinator<\(child)>"
        case .viewWrapper(let name) where name == "ViewWrapperCoordinator": "ViewWrapperCoordinator<\(child)>"
        case .viewWrapper(let name): name
        }
    }

    var catalogKind: CoordinatorKind { kind == .navigationView ? .navigationView : .viewWrapper }
}

/// A screen type and the controls it offers.
public struct DeclarativeScreenBlueprint: Sendable {
    public var name: String
    public var actions: [DeclarativeAction]

    public init(name: String, actions: [DeclarativeAction] = []) {
        self.name = name
        self.actions = actions
    }
}

/// A control of a screen and the router calls it makes.
public struct DeclarativeAction: Sendable {
    /// What the user sees: the button's title, an accessibility label, else the method it calls.
    public var name: String
    public var chains: [RouterChain]
    /// `.disabled(!router.canDismiss)`: enabled only while that router's coordinator can be dismissed.
    public var enabledWhenCanDismiss: RouterChain.Start?

    public init(name: String, chains: [RouterChain], enabledWhenCanDismiss: RouterChain.Start? = nil) {
        self.name = name
        self.chains = chains
        self.enabledWhenCanDismiss = enabledWhenCanDismiss
    }
}

/// One chain of router calls: `authenticatedRouter.focusFirst(\.todos).child.popToRoot().route(to: \.todo, id)`.
/// Each call acts on what the one before returned.
public struct RouterChain: Hashable, Sendable {
    public enum Start: Hashable, Sendable {
        /// `@EnvironmentObject var router: X.Router`, or a coordinator `X` a view model holds: the nearest
        /// coordinator named `X` around the screen, with the screen's place in its stack.
        case router(String)
        /// `RouterStore.shared.retrieve()` (or `@RouterObject`), a coordinator's own `self` in an observer:
        /// the most recently shown coordinator named `X`.
        case store(String)
        /// The content a tab's `onTapped` is given.
        case tabContent
    }

    public enum Call: Hashable, Sendable {
        case route(String, input: String?)
        case root(String, input: String?)
        /// On a tab coordinator, selects the tab; on a navigation coordinator, truncates to the route's item.
        case focusFirst(String)
        /// Goes on with the root's coordinator when `route` is the active root; stops otherwise.
        case hasRoot(String)
        /// A wrapper's `child`.
        case child
        case pop, popLast, popToRoot, dismissCoordinator
        /// `dismissChild(coordinator:)` of the last child coordinator named so.
        case dismissChild(String)
    }

    public var start: Start
    public var calls: [Call]

    public init(start: Start, calls: [Call]) {
        self.start = start
        self.calls = calls
    }
}

/// Something from outside the app that a coordinator answers with router calls.
public struct DeclarativeEventBlueprint: Sendable {
    public enum Kind: String, Sendable { case timer, notification, deepLink }

    public var name: String
    public var kind: Kind
    public var chains: [RouterChain]
    public var location: SourceLocation

    public init(name: String, kind: Kind, chains: [RouterChain], location: SourceLocation) {
        self.name = name
        self.kind = kind
        self.chains = chains
        self.location = location
    }
}
