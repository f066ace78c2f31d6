import NavigationGraph
import NavigationModel

/// A Reactive-style app declared as data rather than as Swift types: its `Coordinator<Result>` types, what
/// each `start()` shows and returns, the pipelines that coordinate to children and handle their results,
/// and the actions of every screen. The source importer builds one from an app's sources;
/// ``launch(in:)`` runs it on this module's runtime (``BlueprintFlowCoordinator`` is an ordinary
/// ``Coordinator`` subclass driving ``NavigationController``s with `coordinate(to:)`, `sink` and
/// `store(in:)`), so it has the same edge cases, faults and leaks as a hand-written app.
///
/// Results are values of the flows' result types by case name (`item` for `.item(title)`; `()` for `Void`).
public struct ReactiveBlueprint: Sendable {
    /// Every coordinator, in declaration order.
    public var coordinators: [FlowBlueprint]
    /// The coordinator the scene delegate starts and subscribes to.
    public var entry: String

    public init(coordinators: [FlowBlueprint], entry: String) {
        self.coordinators = coordinators
        self.entry = entry
    }

    /// The coordinator named `name`.
    public func coordinator(named name: String) -> FlowBlueprint? { coordinators.first { $0.name == name } }

    /// Every coordinator with the screens it shows and the coordinators it starts.
    public var catalog: RouteCatalog {
        RouteCatalog(coordinators.map { coordinator in
            DeclaredCoordinator(
                coordinator.name, kind: coordinator.showsTabs ? .tabs : .flow, location: coordinator.location,
                routes: coordinator.screens.map {
                    DeclaredRoute($0.name, screen: $0.screenType, transition: $0.transition, location: $0.location)
                } + coordinator.children.map {
                    DeclaredRoute($0.name, coordinator: $0.coordinator, transition: $0.transition, location: $0.location)
                })
        })
    }

    /// What the scene delegate does: the entry coordinator is made, started and subscribed to for the
    /// app's lifetime (`start().sink { _ in }.store(in: &cancellables)`).
    public func launch(in context: NavigationContext) -> BlueprintFlowCoordinator? {
        let library = FlowLibrary(self)
        guard let main = library.make(entry, navigations: [:], in: context) else { return nil }
        main.launch()
        return main
    }
}

/// One `Coordinator<Result>` subclass of a blueprint.
public struct FlowBlueprint: Sendable {
    public var name: String
    public var location: SourceLocation
    /// The screens it shows (`pushViewController`, `present`), each with its actions.
    public var screens: [ScreenBlueprint]
    /// The coordinators it coordinates to, as routes of the catalog.
    public var children: [ChildBlueprint]
    /// The `PassthroughSubject`s (and `CurrentValueSubject`s) it and its screens declare, by name.
    public var subjects: [String]
    /// What `start()` does before it returns.
    public var start: [FlowStep]
    /// The publisher `start()` returns: how the flow ends, and with which result.
    public var result: FlowPublisher
    /// Whether it shows a tab bar (its kind in the catalog).
    public var showsTabs: Bool

    public init(
        name: String, location: SourceLocation, screens: [ScreenBlueprint] = [], children: [ChildBlueprint] = [],
        subjects: [String] = [], start: [FlowStep], result: FlowPublisher, showsTabs: Bool = false
    ) {
        self.name = name
        self.location = location
        self.screens = screens
        self.children = children
        self.subjects = subjects
        self.start = start
        self.result = result
        self.showsTabs = showsTabs
    }
}

/// A screen a coordinator shows: its route name, type, how it appears, and its actions.
public struct ScreenBlueprint: Sendable {
    public var name: String
    public var screenType: String
    /// `nil` for the root of a new navigation controller.
    public var transition: TransitionStyle?
    public var location: SourceLocation
    public var actions: [FlowAction]

    public init(
        name: String, screenType: String, transition: TransitionStyle?, location: SourceLocation, actions: [FlowAction] = []
    ) {
        self.name = name
        self.screenType = screenType
        self.transition = transition
        self.location = location
        self.actions = actions
    }
}

/// A coordinator a coordinator starts with `coordinate(to:)`, as a route of the catalog.
public struct ChildBlueprint: Hashable, Sendable {
    public var name: String
    public var coordinator: String
    /// How the child's first screen appears; `nil` when it is a root (a window's, a tab's).
    public var transition: TransitionStyle?
    public var location: SourceLocation

    public init(name: String, coordinator: String, transition: TransitionStyle?, location: SourceLocation) {
        self.name = name
        self.coordinator = coordinator
        self.transition = transition
        self.location = location
    }
}

/// A control of a screen and what it does: named after what the user sees.
public struct FlowAction: Sendable {
    public var name: String
    public var steps: [FlowStep]

    public init(name: String, steps: [FlowStep]) {
        self.name = name
        self.steps = steps
    }
}

/// A tab of a tab bar: its title and the navigation controller (by name) it shows.
public struct TabBlueprint: Hashable, Sendable {
    public var title: String
    public var navigation: String

    public init(title: String, navigation: String) {
        self.title = title
        self.navigation = navigation
    }
}

/// One thing a coordinator does, on the runtime's operations. Navigation controllers are named as the
/// coordinator names them (a stored property it was given, a local it made).
public indirect enum FlowStep: Hashable, Sendable {
    /// `let name = UINavigationController()`: a new, empty navigation controller owned by the coordinator.
    case makeNavigation(String)
    /// `window.rootViewController = navigation`.
    case setWindowRoot(navigation: String)
    /// `window.rootViewController = tabBar` with these tabs.
    case setWindowRootTabs([TabBlueprint])
    /// `navigation.pushViewController(screen)`: the coordinator's screen named `screen`.
    case push(screen: String, on: String)
    /// `navigation.present(screen)`, as a sheet or full screen.
    case present(screen: String, from: String, PresentationKind)
    /// `navigation.present(tabBar)` of a tab bar whose tabs are these navigation controllers.
    case presentTabs([TabBlueprint], from: String, PresentationKind)
    /// `navigation.popViewController(animated:)`.
    case pop(navigation: String)
    /// `navigation.dismiss(animated:)`.
    case dismiss(navigation: String)
    /// `publisher.sink { ... }.store(in: &cancellables)`: subscribed while the coordinator has screens;
    /// each value runs the first handler for its result.
    case subscribe(FlowPublisher, [ResultHandler])
    /// A publisher made and never subscribed to (`coordinate(to:)` with its result ignored): the child's
    /// `start()` runs, nobody owns its flow.
    case discard(FlowPublisher)
    /// `subject.send(value)`.
    case send(subject: String, value: String)
    /// `subject.send(completion: .finished)`.
    case complete(subject: String)
    /// Steps taken by the nearest coordinator of type `coordinator` above this one (a screen holding its
    /// parent's coordinator).
    case on(coordinator: String, [FlowStep])
}

/// A publisher a coordinator builds.
public indirect enum FlowPublisher: Hashable, Sendable {
    /// `Empty(completeImmediately: false)`: never ends.
    case never
    /// `Empty()`: ends at once, without a result.
    case empty
    /// `Just(value)`: ends at once with `value`.
    case just(String)
    /// A subject of the coordinator (or of one of its screens), by name.
    case subject(String)
    /// `coordinate(to: Coordinator(navigation: ...))`: `navigations` maps the child's properties to this
    /// coordinator's navigation controllers.
    case coordinate(coordinator: String, navigations: [String: String])
    /// `.handleEvents(receiveOutput: { ... })`.
    case handleEvents(FlowPublisher, onOutput: [FlowStep])
    /// `.map { ... }`: the first handler for the value gives the new value (and takes its steps).
    case map(FlowPublisher, [ResultHandler])
    /// `.flatMap { ... }`: the first handler for the value takes its steps and gives the next publisher;
    /// a value no handler takes is dropped.
    case flatMap(FlowPublisher, [ResultHandler])
}

/// What a `sink`, `map` or `flatMap` closure does with one result (a `switch` case, an `if case`), or with
/// any (`result == nil`).
public struct ResultHandler: Hashable, Sendable {
    public var result: String?
    public var steps: [FlowStep]
    /// A `map`'s new value.
    public var value: String?
    /// A `flatMap`'s next publisher.
    public var publisher: FlowPublisher?

    public init(result: String? = nil, steps: [FlowStep] = [], value: String? = nil, publisher: FlowPublisher? = nil) {
        self.result = result
        self.steps = steps
        self.value = value
        self.publisher = publisher
    }
}

extension [ResultHandler] {
    /// The handler of `value`: the first for its case, else the first for any.
    public func handler(of value: String) -> ResultHandler? {
        first { $0.result == value } ?? first { $0.result == nil }
    }
}
