import NavigationModel

/// How the screens of one route are made, worked out once from its key path's types (``RouteKey``).
///
/// The general way to make a route's screen reads the key path as `Any`, casts the value to a route
/// declaration, calls its factory through that existential, casts the output to a ``ScreenView`` and asks
/// the type for its name: casts and look-ups that cost more than the factory itself, and give the same
/// answers for every screen of the route. A key path whose root is the factory's coordinator type and whose
/// value is a route returning a ``ScreenView`` is read through its own types instead: one class cast and
/// the factory call per screen. Anything else (another coordinator's factory, an input of the wrong type)
/// is left to the general way, which reports it.
final class ScreenMaker: @unchecked Sendable {
    /// The screen of `entry`, made by `coordinator` and owned by `owner`, with its actions bound to the
    /// router around it, from `routed`, the route's declaration read already, when given
    /// (``RoutedDeclaration``), else from a read of the key path; `nil` when the general way must make it.
    /// The entry is read where its payload holds it (a route passed as a value is copied first).
    let make: (
        _ coordinator: any Coordinatable, _ entry: UnsafePointer<RouteEntry>, _ owner: CoordinatorID,
        _ environment: RouterEnvironment, _ routed: UnsafeRawPointer?
    ) -> MadeScreen?

    init(
        make: @escaping (any Coordinatable, UnsafePointer<RouteEntry>, CoordinatorID, RouterEnvironment, UnsafeRawPointer?) -> MadeScreen?
    ) {
        self.make = make
    }

    /// How a view of type `View` is named: after its type, worked out once, when it is a struct or an enum;
    /// a class (whose instances may be of a subclass) or a blueprint's screen (named by its blueprint) is
    /// named per screen.
    struct Naming {
        private let typeName: String?

        init<View: ScreenView>(_ type: View.Type) {
            typeName = type is AnyClass || type is any BlueprintNamed.Type ? nil : TypeNames.name(of: type)
        }

        func of<View: ScreenView>(_ view: View) -> String { typeName ?? DeclarativeCoordinators.typeName(of: view) }
    }
}

/// A route declaration whose factory returns a ``ScreenView``: it can make a ``ScreenMaker`` for a key path
/// that reads it.
protocol ScreenRouteDeclaration {
    /// A maker reading the declaration through `keyPath`; `nil` unless `keyPath`'s root is the factory's
    /// coordinator type and its value this declaration type.
    static func screenMaker(reading keyPath: AnyKeyPath) -> ScreenMaker?
}

/// A navigation coordinator's route declaration whose factory makes a screen's view.
///
/// The maker calls the factory through this conformance, which is handed the declaration's type: a closure
/// calling it would look the type up (a generic type's metadata, from its arguments) for every screen.
protocol ViewRouteDeclaration: ScreenRouteDeclaration {
    associatedtype Root: NavigationCoordinatable
    associatedtype Input
    associatedtype View: ScreenView
    /// The view the factory makes on `root` with `input`.
    func view(on root: Root, input: Input) -> View
    /// The view the factory of the declaration at `declaration` makes on `root` with `input`, the factory read
    /// where the declaration is: a declaration read out through a pointer to call ``view(on:input:)`` on it is
    /// copied whole first (each of its parts retained, and released again).
    static func view(at declaration: UnsafePointer<Self>, on root: Root, input: Input) -> View
}

extension NavigationRoute: ScreenRouteDeclaration, ViewRouteDeclaration where Output: ScreenView {
    func view(on root: T, input: Input) -> Output { make(root, input) }

    static func view(at declaration: UnsafePointer<Self>, on root: T, input: Input) -> Output {
        declaration.pointee.factory.make(root, input)
    }

    static func screenMaker(reading keyPath: AnyKeyPath) -> ScreenMaker? { inputScreenMaker(reading: keyPath, Self.self) }
}

extension NavigationRootRoute: ScreenRouteDeclaration, ViewRouteDeclaration where Output: ScreenView {
    func view(on root: T, input: Input) -> Output { make(root, input) }

    static func view(at declaration: UnsafePointer<Self>, on root: T, input: Input) -> Output {
        declaration.pointee.factory.make(root, input)
    }

    static func screenMaker(reading keyPath: AnyKeyPath) -> ScreenMaker? { inputScreenMaker(reading: keyPath, Self.self) }
}

/// The maker of a route declaration of type `Declaration` read through `keyPath` on coordinators of type
/// `Root`, whose factory takes an `Input` and makes a `View`; `nil` unless `keyPath` is a
/// `KeyPath<Root, Declaration>`.
///
/// What the types tell is worked out here, once per key path, not per screen: whether the factory takes no
/// input, and whether the view asks for `Root`'s own router. The coordinator is taken as a `Root` without
/// a cast, and a screen asking for its own coordinator's router, innermost around it, gets it
/// without the search of the routers around it; anything else goes the way ``bindActions(_:environment:)``
/// goes. Unspecialized generic code pays a metadata look-up for each cast and each comparison of types.
private func inputScreenMaker<Root, Declaration: ViewRouteDeclaration, Input, View>(
    reading keyPath: AnyKeyPath, _: Declaration.Type
) -> ScreenMaker? where Declaration.Root == Root, Declaration.Input == Input, Declaration.View == View {
    guard let keyPath = keyPath as? KeyPath<Root, Declaration> else { return nil }
    let naming = ScreenMaker.Naming(View.self)
    let takesNoInput = Input.self == Void.self
    let rootType = ObjectIdentifier(Root.self)
    let asksForOwnRouter = View.Router.self == NavigationRouter<Root>.self
    return ScreenMaker { coordinator, entry, owner, environment, routed in
        // A navigation coordinator is a final class (its protocol's requirements use `Self`): a coordinator
        // of the routes' type is exactly of it, and any other is not. Read from the argument, which the caller
        // holds (a local `AnyObject` made of it is retained, and released again).
        guard ObjectIdentifier(type(of: coordinator)) == rootType else { return nil }
        let root = unsafeDowncast(coordinator, to: Root.self)
        func screen(_ input: Input) -> MadeScreen {
            let view =
                if let routed { Declaration.view(at: routed.assumingMemoryBound(to: Declaration.self), on: root, input: input) }
                else { root[keyPath: keyPath].view(on: root, input: input) }
            // What the screen keeps of the view is read first: the actions' closure is its last use, into which
            // it moves.
            let typeName = naming.of(view)
            let inputs = view.inputs
            if asksForOwnRouter, let position = environment.lastPosition(ifNavigation: root) {
                let router = unsafeBitCast(NavigationRouter(id: position ?? -1, coordinator: root), to: View.Router.self)
                // The closure made in a local, into which the view and the router move (made in the screen's
                // argument list, it captures copies of them).
                let actions: () -> [UserAction] = { [view = consume view, router = consume router] in view.actions(router) }
                // The screen is made here of its parts' last uses, which move into it (`madeScreen` retains a copy
                // of the inputs, and of the actions it takes as an optional).
                return MadeScreen(
                    screen: Screen(id: ScreenID(0), typeName: typeName, route: entry.pointee.name, inputs: inputs, owner: owner, actions: actions),
                    fault: nil)
            }
            return madeScreen(
                View.self, inputs: inputs, typeName: typeName, route: entry.pointee.name, owner: owner, coordinator: coordinator,
                actions: bindActions(view, environment: environment))
        }
        // A factory without input, shown without one (the common case), needs no cast.
        if takesNoInput, !entry.pointee.hasInput { return screen(unsafeBitCast((), to: Input.self)) }
        return withInput(entry.pointee.input, as: Input.self, screen)
    }
}

extension TabRoute: ScreenRouteDeclaration where Output: ScreenView {
    static func screenMaker(reading keyPath: AnyKeyPath) -> ScreenMaker? {
        guard let keyPath = keyPath as? KeyPath<T, Self> else { return nil }
        let naming = ScreenMaker.Naming(Output.self)
        return ScreenMaker { coordinator, entry, owner, environment, _ in
            guard !entry.pointee.hasInput, let root = coordinator as? T else { return nil }
            let view = root[keyPath: keyPath].factory(root)
            return madeScreen(
                Output.self, inputs: view.inputs, typeName: naming.of(view), route: entry.pointee.name, owner: owner,
                coordinator: coordinator, actions: bindActions(view, environment: environment))
        }
    }
}

/// The declaration of a route that a call routing to it (``NavigationCoordinatable/route(to:fileID:line:)``)
/// has just read from `coordinator` through the key path of `key`, lent to the layout that call's render
/// builds: the screen of that route on that coordinator is made from it, as Stinsen makes the view it
/// pushes from the route it read, rather than from a second read of the key path, which gives the same
/// declaration and costs about a thousand instructions (a route declared from data is made anew by each
/// read). It points at the routing call's declaration, valid only during its render, and names the key and the
/// coordinator by identity (the routing call holds the coordinator, and the table every key, ``RouteKey/Reference``:
/// a reference to either would be retained with each copy).
struct RoutedDeclaration {
    let coordinator: ObjectIdentifier
    let key: ObjectIdentifier
    let declaration: UnsafeRawPointer

    /// The declaration, when it is the one of `key` on `coordinator`.
    func declaration(of key: RouteKey.Reference, on coordinator: AnyObject) -> UnsafeRawPointer? {
        key.identifier == self.key && ObjectIdentifier(coordinator) == self.coordinator ? declaration : nil
    }
}

extension NavigationContext {
    /// Renders with `declaration`, read through the key path of `key` on `coordinator` by the call routing to
    /// it, lent to the layout (``RoutedDeclaration``).
    func renderDeclarative<Declaration>(routing declaration: Declaration, key: RouteKey.Reference, on coordinator: AnyObject) {
        withUnsafePointer(to: declaration) { pointer in
            renderDeclarative(routed: RoutedDeclaration(
                coordinator: ObjectIdentifier(coordinator), key: key.identifier, declaration: UnsafeRawPointer(pointer)))
        }
    }
}

/// `body` called with a stored input as the type a factory takes (`()` for a factory without input when
/// none was stored), as ``typedInput(_:as:)`` gives it; `nil` when the input is missing or of another
/// type. Taking the input as a closure's argument spares the look-up of an optional's metadata that
/// returning one costs in unspecialized code.
private func withInput<Input>(_ input: AnyHashable?, as type: Input.Type, _ body: (Input) -> MadeScreen) -> MadeScreen? {
    if let input {
        if let typed = input.base as? Input { return body(typed) }
        return nil
    }
    if let none = () as? Input { return body(none) }
    return nil
}

/// The screen of `entry` made the general way: the declaration read through the key path as `Any` and
/// cast, its factory called through the existential, the output cast to a ``ScreenView``. A factory that
/// cannot run on `coordinator` with the entry's input gives its fault; an output that is not a screen gives
/// nothing.
func generalScreen(
    _ entry: RouteEntry, of coordinator: any Coordinatable, owner: CoordinatorID, environment: RouterEnvironment
) -> MadeScreen {
    guard let declaration = entry.declaration(on: coordinator) else { return MadeScreen(screen: nil, fault: nil) }
    guard let output = declaration.makeOutput(for: coordinator, input: entry.input) else {
        return MadeScreen(screen: nil, fault: declaration.unusable(on: coordinator, input: entry.input))
    }
    guard let view = output as? any ScreenView else { return MadeScreen(screen: nil, fault: nil) }
    func made<View: ScreenView>(_ view: View) -> MadeScreen {
        madeScreen(
            View.self, inputs: view.inputs, typeName: typeName(of: view), route: entry.name, owner: owner,
            coordinator: coordinator, actions: bindActions(view, environment: environment))
    }
    return made(view)
}

/// The screen of a view of type `View` with `inputs`, named `typeName`, shown by route `route` of
/// `coordinator` (registered as `owner`), with its `actions` bound to the innermost router of the type it
/// asks for; without one (`nil`), the screen offers no actions and the fault says so. The name and the
/// actions move into the screen.
func madeScreen<View: ScreenView>(
    _: View.Type, inputs: [ScreenInput], typeName: consuming String, route: String, owner: CoordinatorID,
    coordinator: any Coordinatable, actions bound: consuming (() -> [UserAction])?
) -> MadeScreen {
    let actions: () -> [UserAction]
    var fault: StyleFault?
    switch consume bound {
    case .some(let bound):
        actions = bound
    case .none:
        actions = { [] }
        fault = DeclarativeFault.missingRouter.fault(
            "\(typeName) asks for \(String(describing: View.Router.self)), which no coordinator around it provides",
            coordinator: coordinator)
    }
    let screen = Screen(id: ScreenID(0), typeName: typeName, route: route, inputs: inputs, owner: owner, actions: actions)
    return MadeScreen(screen: screen, fault: fault)
}

/// The screen's actions bound to the innermost router of the type it asks for, as SwiftUI resolves an
/// `@EnvironmentObject`; `nil` when no router of that type is around it.
private func bindActions<S: ScreenView>(_ view: S, environment: RouterEnvironment) -> (() -> [UserAction])? {
    environment.first { scope in scope.bind(S.Router.self, { router in { view.actions(router) } }) }
}
