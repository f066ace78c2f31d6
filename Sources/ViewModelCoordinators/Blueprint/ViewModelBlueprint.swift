import NavigationModel

/// A View-model-style app (SwiftUI MVVM-C) declared as data rather than as Swift types: its coordinator
/// view models, the navigation-item (push) and sheet-item (modal) slots of each, the scenes the slots'
/// values show, and what each control sets. The source importer builds one from an app's sources;
/// ``launch(in:)`` runs it on the same runtime as a hand-written app (``BlueprintCoordinatorViewModel`` is
/// an ordinary ``CoordinatorViewModel``), so it has the runtime's edge cases, faults and leaks.
public struct ViewModelBlueprint: Sendable {
    /// Every coordinator view model, in declaration order.
    public var coordinators: [CoordinatorViewModelBlueprint]
    /// The coordinator view model whose scene is the window's root (the app's `WindowGroup`).
    public var entry: String

    public init(coordinators: [CoordinatorViewModelBlueprint], entry: String) {
        self.coordinators = coordinators
        self.entry = entry
    }

    /// Every coordinator view model with its content route and its slots' destinations (push, sheet or
    /// full-screen), located at their declarations.
    public var catalog: RouteCatalog {
        RouteCatalog(coordinators.map { coordinator in
            let content = DeclaredRoute(
                coordinator.content.route, screen: coordinator.content.screen, location: coordinator.content.location)
            let slots = [coordinator.navigationSlot, coordinator.sheetSlot].compactMap { $0 }
            let destinations = slots.flatMap { slot in
                slot.destinations.map { destination in
                    switch destination.shows {
                    case .view(let scene):
                        DeclaredRoute(destination.name, screen: scene.screen, transition: slot.transition, location: destination.location)
                    case .coordinator(let name):
                        DeclaredRoute(destination.name, coordinator: name, transition: slot.transition, location: destination.location)
                    }
                }
            }
            return DeclaredCoordinator(coordinator.name, kind: .viewModel, location: coordinator.location, routes: [content] + destinations)
        })
    }

    /// What the app's `WindowGroup` does: the entry scene's coordinator view model is made and its
    /// content shown in a navigation view at the window's root; `nil` when the blueprint lacks the entry.
    public func launch(in context: NavigationContext) -> BlueprintCoordinatorViewModel? {
        let library = ViewModelBlueprintLibrary(self)
        guard let root = library.make(entry, in: context) else { return nil }
        root.startAsRoot(content: library.sceneView(root.blueprint.content, owner: root))
        return root
    }
}

/// One coordinator view model type: its content scene and its two slots.
public struct CoordinatorViewModelBlueprint: Sendable {
    public var name: String
    public var location: SourceLocation
    /// The scene's content view (the view the coordinator view wraps).
    public var content: SceneBlueprint
    /// The `@Published` navigation item its coordinator view binds to a `NavigationLink` or
    /// `.navigationDestination` (push).
    public var navigationSlot: SlotBlueprint?
    /// The `@Published` sheet item bound to `.sheet` or `.fullScreenCover`.
    public var sheetSlot: SlotBlueprint?

    public init(
        name: String, location: SourceLocation, content: SceneBlueprint, navigationSlot: SlotBlueprint? = nil,
        sheetSlot: SlotBlueprint? = nil
    ) {
        self.name = name
        self.location = location
        self.content = content
        self.navigationSlot = navigationSlot
        self.sheetSlot = sheetSlot
    }
}

/// A `@Published` slot and the places its values show.
public struct SlotBlueprint: Sendable {
    /// The property's name, which steps set.
    public var name: String
    /// `.push`, `.sheet` or `.fullScreen`.
    public var transition: TransitionStyle
    /// One per enum case (or one, `true`, for a `Bool` slot).
    public var destinations: [DestinationBlueprint]

    public init(name: String, transition: TransitionStyle, destinations: [DestinationBlueprint]) {
        self.name = name
        self.transition = transition
        self.destinations = destinations
    }
}

/// A value of a slot and what setting it shows.
public struct DestinationBlueprint: Sendable {
    public enum Shows: Sendable {
        /// A plain view, owned by the coordinator whose slot shows it.
        case view(SceneBlueprint)
        /// A scene with a coordinator view model of its own (a factory's coordinator view), by name.
        case coordinator(String)
    }

    /// The enum case (`true` for a `Bool` slot), which is also the route's name.
    public var name: String
    public var shows: Shows
    public var location: SourceLocation

    public init(name: String, shows: Shows, location: SourceLocation) {
        self.name = name
        self.shows = shows
        self.location = location
    }
}

/// A view on screen: its route, its type, and its controls.
public struct SceneBlueprint: Sendable {
    public var route: String
    public var screen: String
    public var location: SourceLocation
    public var actions: [ViewModelActionBlueprint]

    public init(route: String, screen: String, location: SourceLocation, actions: [ViewModelActionBlueprint] = []) {
        self.route = route
        self.screen = screen
        self.location = location
        self.actions = actions
    }
}

/// A control of a view (a button, a tap gesture) and the slots it sets, named after what the user sees.
public struct ViewModelActionBlueprint: Sendable {
    public var name: String
    public var steps: [SlotStep]

    public init(name: String, steps: [SlotStep]) {
        self.name = name
        self.steps = steps
    }
}

/// One navigation a control causes, on the coordinator view model of type `on`: the screen's owner or its
/// nearest ancestor of that type (a view model holding its coordinator).
public struct SlotStep: Hashable, Sendable {
    public enum Operation: Hashable, Sendable {
        /// `slot = .value` (`value` a destination's name), or `slot = nil` when `value` is `nil`.
        case set(slot: String, value: String?)
        /// The environment's `dismiss()` from the screen: the slot that shows it is emptied.
        case dismiss
    }

    public var on: String
    public var operation: Operation
    /// Where the sources take the step (the assignment or the `dismiss()` call): the faults it causes point
    /// there; `nil` leaves them at the coordinator's declaration.
    public var location: SourceLocation?

    public init(on: String, _ operation: Operation, location: SourceLocation? = nil) {
        self.on = on
        self.operation = operation
        self.location = location
    }
}
