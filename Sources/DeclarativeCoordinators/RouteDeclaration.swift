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
    /// Calls the factory on `coordinator` with a stored input.
    func makeOutput(for coordinator: AnyObject, input: AnyHashable?) -> any Presentable
    /// An instance to read declarations from, for the catalog: the factory's output when it needs no input
    /// or its input type offers a ``CatalogSample``.
    func catalogOutput(for coordinator: AnyObject) -> (any Presentable)?
}

extension RouteDeclaration {
    var producesCoordinator: Bool { outputType is any Coordinatable.Type }

    /// The entry a payload keeps for this route, declared at `keyPath` on `coordinator` and shown with `input`.
    func entry(at keyPath: AnyKeyPath, on coordinator: AnyObject, input: AnyHashable?) -> RouteEntry {
        RouteEntry(keyPath: keyPath, name: name(in: coordinator), input: input, isCoordinator: producesCoordinator)
    }

    /// A new instance of the coordinator this route starts, made with `input`; `nil` when it shows a screen.
    func makeCoordinator(for coordinator: AnyObject, input: AnyHashable?) -> (any Coordinatable)? {
        guard producesCoordinator else { return nil }
        return (makeOutput(for: coordinator, input: input) as! any Coordinatable)
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

/// Wraps a factory that takes an input into one that takes the stored `AnyHashable?`.
func eraseInput<T, Input: Hashable, Output>(_ factory: @escaping (T) -> (Input) -> Output) -> (T, AnyHashable?) -> Output {
    { coordinator, input in
        // The input was stored by a typed `route(to:_:)` through the same key path, so it has this type.
        factory(coordinator)(input!.base as! Input)
    }
}

/// Wraps a factory without input.
func eraseVoid<T, Output>(_ factory: @escaping (T) -> () -> Output) -> (T, AnyHashable?) -> Output {
    { coordinator, _ in factory(coordinator)() }
}

/// The catalog's way to call an input-taking factory: with the input type's sample, when it has one.
func sampleFactory<T, Input: Hashable, Output>(_ factory: @escaping (T) -> (Input) -> Output) -> (T) -> Output? {
    { coordinator in
        guard let sample = (Input.self as? any CatalogSample.Type)?.catalogSample as? Input else { return nil }
        return factory(coordinator)(sample)
    }
}
