import NavigationModel

/// `@Route(.push) var registration = makeRegistration`: a route of a ``NavigationCoordinatable``.
///
/// The factory is a method of the coordinator returning a ``ScreenView`` or another coordinator; it may
/// take one `Hashable` input (`route(to: \.todo, id)`). The declaration's place in source is captured, so
/// that the route catalog and the findings point at it.
@propertyWrapper
public struct NavigationRoute<T: NavigationCoordinatable, Input, Output: Presentable> {
    public let presentationType: PresentationType
    public let location: SourceLocation
    let column: Int
    let explicitName: String?
    /// The factory, typed: routing passes the input its key path promises.
    let factory: RouteFactory<T, Input, Output>

    /// The route itself: routing takes its key path.
    public var wrappedValue: NavigationRoute<T, Input, Output> { self }

    init(
        _ presentation: PresentationType, factory: RouteFactory<T, Input, Output>, location: SourceLocation, column: Int,
        name: String? = nil
    ) {
        self.presentationType = presentation
        self.factory = factory
        self.location = location
        self.column = column
        self.explicitName = name
    }

    /// Calls the factory on `coordinator` with `input`.
    func make(_ coordinator: T, _ input: Input) -> Output { factory.make(coordinator, input) }
}

extension NavigationRoute where Input == Void {
    public init(
        wrappedValue: @escaping (T) -> () -> Output, _ presentation: PresentationType,
        fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        self.init(presentation, factory: .method(wrappedValue), location: SourceLocation(fileID: fileID, line: line), column: column)
    }
}

extension NavigationRoute where Input == Void {
    /// A route declared from data rather than as a property of its own: a computed property or a
    /// subscript of the coordinator returns it, and routing takes that key path
    /// (`route(to: \.[screen: 3])`). Reflection cannot find such a route, so it carries its `name`, which the
    /// state, the graph and faults use, and the app's catalog has to list it.
    public init(
        named name: String, _ presentation: PresentationType, factory: @escaping (T) -> Output,
        fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        self.init(
            presentation, factory: .function(factory), location: SourceLocation(fileID: fileID, line: line), column: column,
            name: name)
    }
}

extension NavigationRoute where Input: Hashable {
    public init(
        wrappedValue: @escaping (T) -> (Input) -> Output, _ presentation: PresentationType,
        fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        self.init(
            presentation, factory: .methodWithInput(wrappedValue), location: SourceLocation(fileID: fileID, line: line),
            column: column)
    }
}

extension NavigationRoute: RouteDeclaration {
    var presentation: PresentationType? { presentationType }
    var outputType: Any.Type { Output.self }
    static var factoryOutputType: Any.Type { Output.self }
    var coordinatorType: Any.Type { T.self }
    var inputType: Any.Type { Input.self }
    func accepts(_ input: AnyHashable?) -> Bool { typedInput(input, as: Input.self) != nil }
    func makeOutput(for coordinator: AnyObject, input: AnyHashable?) -> (any Presentable)? {
        guard let coordinator = coordinator as? T, let input = typedInput(input, as: Input.self) else { return nil }
        return make(coordinator, input)
    }
    func catalogOutput(for coordinator: AnyObject) -> (any Presentable)? { (coordinator as? T).flatMap(factory.catalogOutput) }
}

/// `@Root var start = makeStart`: a possible root of a ``NavigationCoordinatable``, switched with
/// `root(\.start)`.
@propertyWrapper
public struct NavigationRootRoute<T: NavigationCoordinatable, Input, Output: Presentable> {
    public let location: SourceLocation
    let column: Int
    let explicitName: String?
    /// The factory, typed: switching the root passes the input its key path promises.
    let factory: RouteFactory<T, Input, Output>

    /// The route itself: switching the root takes its key path.
    public var wrappedValue: NavigationRootRoute<T, Input, Output> { self }

    init(factory: RouteFactory<T, Input, Output>, location: SourceLocation, column: Int, name: String? = nil) {
        self.factory = factory
        self.location = location
        self.column = column
        self.explicitName = name
    }

    /// Calls the factory on `coordinator` with `input`.
    func make(_ coordinator: T, _ input: Input) -> Output { factory.make(coordinator, input) }
}

extension NavigationRootRoute where Input == Void {
    public init(
        wrappedValue: @escaping (T) -> () -> Output, fileID: String = #fileID, line: Int = #line,
        column: Int = #column
    ) {
        self.init(factory: .method(wrappedValue), location: SourceLocation(fileID: fileID, line: line), column: column)
    }
}

extension NavigationRootRoute where Input == Void {
    /// A root declared from data rather than as a property of its own, named `name`; see
    /// ``NavigationRoute/init(named:_:factory:fileID:line:column:)``.
    public init(
        named name: String, factory: @escaping (T) -> Output, fileID: String = #fileID, line: Int = #line,
        column: Int = #column
    ) {
        self.init(factory: .function(factory), location: SourceLocation(fileID: fileID, line: line), column: column, name: name)
    }
}

extension NavigationRootRoute where Input: Hashable {
    public init(
        wrappedValue: @escaping (T) -> (Input) -> Output, fileID: String = #fileID, line: Int = #line,
        column: Int = #column
    ) {
        self.init(factory: .methodWithInput(wrappedValue), location: SourceLocation(fileID: fileID, line: line), column: column)
    }
}

extension NavigationRootRoute: RouteDeclaration {
    var presentation: PresentationType? { nil }
    var outputType: Any.Type { Output.self }
    static var factoryOutputType: Any.Type { Output.self }
    var coordinatorType: Any.Type { T.self }
    var inputType: Any.Type { Input.self }
    func accepts(_ input: AnyHashable?) -> Bool { typedInput(input, as: Input.self) != nil }
    func makeOutput(for coordinator: AnyObject, input: AnyHashable?) -> (any Presentable)? {
        guard let coordinator = coordinator as? T, let input = typedInput(input, as: Input.self) else { return nil }
        return make(coordinator, input)
    }
    func catalogOutput(for coordinator: AnyObject) -> (any Presentable)? { (coordinator as? T).flatMap(factory.catalogOutput) }
}

/// A route's factory kept as the app declared it: a coordinator's init declares its routes again on every
/// instance, and wrapping the factory in closures of the route's own (one to call it, one for the catalog)
/// allocated both each time. `T` is a coordinator class, as in the routes, so that a factory is stored as
/// it is passed: with `T` unconstrained, storing it wraps it in a thunk taking `T` indirectly, allocated
/// for every route of every coordinator made.
enum RouteFactory<T: Coordinatable, Input, Output> {
    /// `@Route(.push) var home = makeHome`: a method without input (`Input` is `Void`).
    case method((T) -> () -> Output)
    /// `@Route(.push) var detail = makeDetail`: a method taking the input.
    case methodWithInput((T) -> (Input) -> Output)
    /// A route declared from data (`Input` is `Void`).
    case function((T) -> Output)
    /// A blueprint's route: handed the input as it is; the catalog gets no instance of it.
    case blueprint((T, Input) -> Output)

    /// Calls the factory on `coordinator` with `input` (`()` when it takes none).
    func make(_ coordinator: T, _ input: Input) -> Output {
        switch self {
        case .method(let method): method(coordinator)()
        case .methodWithInput(let method): method(coordinator)(input)
        case .function(let function): function(coordinator)
        case .blueprint(let make): make(coordinator, input)
        }
    }

    /// What the catalog reads declarations from: the factory's output when it needs no input or its input
    /// type offers a ``CatalogSample``.
    func catalogOutput(_ coordinator: T) -> Output? {
        switch self {
        case .method(let method): method(coordinator)()
        case .methodWithInput(let method):
            ((Input.self as? any CatalogSample.Type)?.catalogSample as? Input).map { method(coordinator)($0) }
        case .function(let function): function(coordinator)
        case .blueprint: nil
        }
    }
}
