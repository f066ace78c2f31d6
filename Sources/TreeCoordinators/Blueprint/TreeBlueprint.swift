import NavigationGraph
import NavigationModel

/// A Tree-style (ADCoordinator) app declared as data rather than as Swift types: its coordinators, the view
/// controllers they show with the actions their delegate methods take, and what the app delegate does at
/// launch, as steps on the library's and UIKit's operations. The source importer builds one from an app's
/// sources; ``launch(in:)`` runs it on the same runtime as a hand-written app (``BlueprintTreeCoordinator``
/// is an ordinary ``Coordinator`` subclass), so it has the library's edge cases, faults and leaks.
public struct TreeBlueprint: Sendable {
    /// Every coordinator, in declaration order.
    public var coordinators: [TreeCoordinatorBlueprint]
    /// What the app (or scene) delegate does at launch, in a frame with no coordinator.
    public var launchSteps: [TreeStep]

    public init(coordinators: [TreeCoordinatorBlueprint], launchSteps: [TreeStep]) {
        self.coordinators = coordinators
        self.launchSteps = launchSteps
    }

    /// The coordinator named `name`.
    public func coordinator(named name: String) -> TreeCoordinatorBlueprint? { coordinators.first { $0.name == name } }

    /// Every coordinator with the screens it shows and the children it starts, located in the sources.
    public var catalog: RouteCatalog {
        RouteCatalog(coordinators.map { coordinator in
            let screens = coordinator.screens.map {
                DeclaredRoute($0.typeName, screen: $0.typeName, transition: $0.transition, location: $0.location)
            }
            let children = coordinator.children.map {
                DeclaredRoute($0.name, coordinator: $0.coordinator, transition: $0.transition, location: $0.location)
            }
            return DeclaredCoordinator(coordinator.name, kind: .tree, location: coordinator.location, routes: screens + children)
        })
    }

    /// Runs the launch steps; returns the coordinators the app keeps (for the launched app to hold).
    public func launch(in context: NavigationContext) -> AnyObject {
        let interpreter = TreeInterpreter(library: TreeBlueprintLibrary(self), context: context)
        var frame = TreeFrame(this: nil)
        _ = interpreter.run(launchSteps, in: &frame)
        return TreeLaunchedApp(retained: frame.retained)
    }
}

/// What a launched blueprint app holds: the coordinators its app delegate keeps in properties.
final class TreeLaunchedApp {
    let retained: [Coordinator]
    init(retained: [Coordinator]) { self.retained = retained }
}

/// One coordinator type of a blueprint.
public struct TreeCoordinatorBlueprint: Sendable {
    /// A view controller the coordinator makes, and how it shows it.
    public struct ShownScreen: Hashable, Sendable {
        public var typeName: String
        /// `nil` for the root of a stack, `.push` when pushed, a modal style when presented.
        public var transition: TransitionStyle?
        public var location: SourceLocation

        public init(typeName: String, transition: TransitionStyle?, location: SourceLocation) {
            self.typeName = typeName
            self.transition = transition
            self.location = location
        }
    }

    /// A child coordinator it makes: the method that makes it, the child's type and how it is shown.
    public struct StartedChild: Hashable, Sendable {
        public var name: String
        public var coordinator: String
        public var transition: TransitionStyle
        public var location: SourceLocation

        public init(name: String, coordinator: String, transition: TransitionStyle, location: SourceLocation) {
            self.name = name
            self.coordinator = coordinator
            self.transition = transition
            self.location = location
        }
    }

    public var name: String
    public var location: SourceLocation
    public var screens: [ShownScreen]
    public var children: [StartedChild]
    /// The actions of each view controller type whose delegate this coordinator is, by the screen's type:
    /// each runs in a frame whose `self` is this coordinator.
    public var screenActions: [String: [TreeActionBlueprint]]

    public init(
        name: String, location: SourceLocation, screens: [ShownScreen] = [], children: [StartedChild] = [],
        screenActions: [String: [TreeActionBlueprint]] = [:]
    ) {
        self.name = name
        self.location = location
        self.screens = screens
        self.children = children
        self.screenActions = screenActions
    }
}

/// A control of a view controller (a button, a bar item, a row selection) and the steps the delegate
/// method it calls takes.
public struct TreeActionBlueprint: Hashable, Sendable {
    /// What the user sees: the control's title or accessibility label, else the method it calls.
    public var name: String
    public var steps: [TreeStep]

    public init(name: String, steps: [TreeStep]) {
        self.name = name
        self.steps = steps
    }
}

/// Where a step reads a value from, in the frame of the coordinator (or app delegate) running it.
public indirect enum TreeValueRef: Hashable, Sendable {
    /// The coordinator running the steps.
    case this
    /// A stored property of the coordinator running the steps.
    case field(String)
    /// A local, a parameter or (at launch) an app delegate property.
    case local(String)
    /// The app's window.
    case window
    /// A property of another value: `coordinator.navigationController`.
    case member(TreeValueRef, String)
}

/// Where a step stores a value it makes.
public enum TreeSlot: Hashable, Sendable {
    case local(String)
    case field(String)
}

/// A condition an app checks with `precondition`.
public enum TreeCondition: Hashable, Sendable {
    /// `children.isEmpty` on the coordinator running the steps.
    case childrenEmpty
}

/// One operation of the library or of UIKit, in the frame of the coordinator running it.
public indirect enum TreeStep: Hashable, Sendable {
    /// `UINavigationController()`, or `UINavigationController(rootViewController: screen)`: off screen.
    case makeNavigationController(TreeSlot, root: TreeValueRef?)
    /// `UIWindow(...)`: the app's window.
    case makeWindow(TreeSlot)
    /// `MainViewController(...)`: a screen of that type, owned by the coordinator running the step; its
    /// actions are the `delegate` coordinator's delegate methods when one is set.
    case makeScreen(TreeSlot, type: String, delegate: TreeValueRef?)
    /// `DetailCoordinator(navigationController: x)`: the initialiser's steps run in the new coordinator's
    /// frame, its parameters bound to `arguments`.
    case makeCoordinator(TreeSlot, type: String, arguments: [String: TreeValueRef], initSteps: [TreeStep])
    /// `child.delegate = self`, `self.navigationController = navigationController`.
    case setField(of: TreeValueRef, field: String, to: TreeValueRef)
    /// A method of a coordinator (self or another), by the callee's runtime type: its steps run in the
    /// callee's frame with its parameters bound to `arguments`.
    case call(on: TreeValueRef, arguments: [String: TreeValueRef], steps: [String: [TreeStep]])
    case addChild(TreeValueRef)
    case removeChild(TreeValueRef)
    case bindToLifecycle(TreeValueRef)
    /// An app delegate property holding a coordinator: a root of the ownership tree.
    case retain(TreeValueRef)
    case push(TreeValueRef, screen: TreeValueRef)
    case setViewControllers(TreeValueRef, screens: [TreeValueRef])
    case pop(TreeValueRef)
    case popToRoot(TreeValueRef)
    /// `presenter.present(presented)`: a screen is presented in a navigation controller of its own.
    case present(TreeValueRef, presented: TreeValueRef, kind: PresentationKind)
    case dismiss(TreeValueRef)
    /// `window.rootViewController = controller`.
    case setWindowRoot(TreeValueRef)
    /// `precondition(condition, message)`: a fault, and the rest of the action is not taken.
    case precondition(TreeCondition, message: String)
}

/// Faults of a blueprint's own making: a step whose value is missing at run time.
public enum TreeBlueprintFault {
    /// A step read a value its frame does not hold (a property never set, a released coordinator).
    public static let missingValue: FaultKind = "blueprintMissingValue"
}
