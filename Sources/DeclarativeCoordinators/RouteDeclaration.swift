import NavigationModel
import Synchronization

/// What the runtime and the catalog read from every route property wrapper, whatever its generic types.
protocol RouteDeclaration {
    /// Where the declaration is; with ``column``, it tells two declarations apart.
    var location: SourceLocation { get }
    var column: Int { get }
    /// The name of a route declared from data (see ``NavigationRoute/init(named:_:factory:fileID:line:column:)``);
    /// `nil` for a property wrapper, whose property names it.
    var explicitName: String? { get }
    /// `nil` for a `@Root` or a tab.
    var presentation: PresentationType? { get }
    /// The type the factory returns.
    var outputType: Any.Type { get }
    /// The type the factories of declarations of this type return.
    static var factoryOutputType: Any.Type { get }
    /// The coordinator type whose factory it is, and the type of input the factory takes (`Void` for none).
    var coordinatorType: Any.Type { get }
    var inputType: Any.Type { get }
    /// Whether the factory takes `input` (a missing input for a factory that takes none).
    func accepts(_ input: AnyHashable?) -> Bool
    /// Calls the factory on `coordinator` with a stored input; `nil` when the factory is another coordinator
    /// type's or the input is not of the type it takes (see ``unusable(on:input:)``).
    func makeOutput(for coordinator: AnyObject, input: AnyHashable?) -> (any Presentable)?
    /// An instance to read declarations from, for the catalog: the factory's output when it needs no input
    /// or its input type offers a ``CatalogSample``.
    func catalogOutput(for coordinator: AnyObject) -> (any Presentable)?
}

extension RouteDeclaration {
    var producesCoordinator: Bool { outputType is any Coordinatable.Type }

    /// Whether the factories of declarations of this type make coordinators.
    static var producesCoordinator: Bool { factoryOutputType is any Coordinatable.Type }

    /// The entry a payload keeps for this route, declared at `keyPath` on `coordinator` and shown with `input`.
    func entry(at keyPath: AnyKeyPath, on coordinator: AnyObject, input: consuming AnyHashable?) -> RouteEntry {
        let key = RouteKey.reference(of: keyPath)
        // The key knows, once, whether the declarations it reads make coordinators (a conformance look-up).
        let isCoordinator = key.valueType == Self.self ? key.producesCoordinator : producesCoordinator
        return RouteEntry(key: key, name: name(in: coordinator), input: input, isCoordinator: isCoordinator)
    }

    /// A new instance of the coordinator this route starts, made with `input`; `nil` when it shows a screen
    /// or cannot be made (see ``unusable(on:input:)``).
    func makeCoordinator(for coordinator: AnyObject, input: AnyHashable?) -> (any Coordinatable)? {
        guard producesCoordinator else { return nil }
        return makeProducedCoordinator(for: coordinator, input: input)
    }

    /// ``makeCoordinator(for:input:)`` for a route known to produce a coordinator (its entry says so),
    /// without asking its output type again.
    func makeProducedCoordinator(for coordinator: AnyObject, input: AnyHashable?) -> (any Coordinatable)? {
        makeOutput(for: coordinator, input: input) as? any Coordinatable
    }

    /// Why the factory cannot run on `coordinator` with `input`, as a style fault; `nil` when it can. Where
    /// Stinsen force-casts, a route declared with another coordinator's factory, or shown with an input its
    /// factory does not take, traps.
    func unusable(on coordinator: AnyObject, input: AnyHashable?) -> StyleFault? {
        let route = name(in: coordinator)
        if !isInstance(coordinator, of: coordinatorType) {
            return DeclarativeFault.routeOfAnotherCoordinator.fault(
                "\(typeName(of: coordinator)).\(route) is made by a factory of \(String(describing: coordinatorType))",
                coordinator: coordinator)
        }
        if !accepts(input) {
            let given = input.map { "an input of type \(typeName(of: $0.base))" } ?? "no input"
            return DeclarativeFault.routeInputMismatch.fault(
                "\(typeName(of: coordinator)).\(route) takes an input of type \(String(describing: inputType)) but was shown with \(given)",
                coordinator: coordinator)
        }
        return nil
    }

    /// The route's own name when it was declared from data, else the name of the property that declares
    /// it on `coordinator`, found by reflection.
    func name(in coordinator: AnyObject) -> String {
        if let explicitName { return explicitName }
        let key = RouteNameKey(type: ObjectIdentifier(type(of: coordinator)), location: location, column: column)
        if let name = routeNames.withLock({ $0[key] }) { return name }
        let name = declaredRoutes(in: coordinator).first { $0.route.location == location && $0.route.column == column }?.name
            ?? "route@\(location)"
        routeNames.withLock { $0[key] = name }
        return name
    }
}

/// A route declaration's place in source on a coordinator type: what its property name is found from.
private struct RouteNameKey: Hashable {
    let type: ObjectIdentifier
    let location: SourceLocation
    let column: Int

    /// Without the file: a type's routes are told apart by their lines and columns, and hashing the file's
    /// name costs more than the rest of the look-up.
    func hash(into hasher: inout Hasher) {
        hasher.combine(type)
        hasher.combine(location.line)
        hasher.combine(column)
    }
}

/// Route property names by coordinator type and declaration, found by reflection once per process: a
/// type's declarations are the same on every instance.
private let routeNames = Mutex<[RouteNameKey: String]>([:])

/// Every route declared on `coordinator`, in declaration order (superclass first), with its property name.
func declaredRoutes(in coordinator: AnyObject) -> [(name: String, route: any RouteDeclaration)] {
    var mirrors: [Mirror] = []
    var mirror: Mirror? = Mirror(reflecting: coordinator)
    while let current = mirror {
        mirrors.insert(current, at: 0)
        mirror = current.superclassMirror
    }
    return mirrors.flatMap { mirror in
        mirror.children.compactMap { child -> (name: String, route: any RouteDeclaration)? in
            guard let label = child.label, let route = child.value as? any RouteDeclaration else { return nil }
            return (label.hasPrefix("_") ? String(label.dropFirst()) : label, route)
        }
    }
}

/// An input type that can lend a sample value, so that the route catalog can instantiate a coordinator
/// whose factory takes that input and read its declarations.
///
/// ```swift
/// extension User: CatalogSample { static let catalogSample = User(name: "sample") }
/// ```
public protocol CatalogSample {
    static var catalogSample: Self { get }
}

/// A stored input as the type a factory takes: `()` for a factory without input when none was stored;
/// `nil` when the stored input is missing or of another type.
func typedInput<Input>(_ input: AnyHashable?, as type: Input.Type) -> Input? {
    if let input { return input.base as? Input }
    return () as? Input
}

/// Whether `object` is an instance of `type` (or of a subclass of it).
private func isInstance(_ object: AnyObject, of type: Any.Type) -> Bool {
    func check<T>(_: T.Type) -> Bool { object is T }
    return _openExistential(type, do: check)
}
