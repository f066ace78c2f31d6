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
    let make: (T, Input) -> Output
    let catalogFactory: (T) -> Output?

    /// The route itself: routing takes its key path.
    public var wrappedValue: NavigationRoute<T, Input, Output> { self }

    init(
        _ presentation: PresentationType, make: @escaping (T, Input) -> Output,
        catalogFactory: @escaping (T) -> Output?, location: SourceLocation, column: Int, name: String? = nil
    ) {
        self.presentationType = presentation
        self.make = make
        self.catalogFactory = catalogFactory
        self.location = location
        self.column = column
        self.explicitName = name
    }
}

extension NavigationRoute where Input == Void {
    public init(
        wrappedValue: @escaping (T) -> () -> Output, _ presentation: PresentationType,
        fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        self.init(
            presentation, make: { coordinator, _ in wrappedValue(coordinator)() }, catalogFactory: { wrappedValue($0)() },
            location: SourceLocation(fileID: fileID, line: line), column: column)
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
            presentation, make: { coordinator, _ in factory(coordinator) }, catalogFactory: factory,
            location: SourceLocation(fileID: fileID, line: line), column: column, name: name)
    }
}

extension NavigationRoute where Input: Hashable {
    public init(
        wrappedValue: @escaping (T) -> (Input) -> Output, _ presentation: PresentationType,
        fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        self.init(
            presentation, make: { coordinator, input in wrappedValue(coordinator)(input) },
            catalogFactory: sampleFactory(wrappedValue), location: SourceLocation(fileID: fileID, line: line), column: column)
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
    func catalogOutput(for coordinator: AnyObject) -> (any Presentable)? { (coordinator as? T).flatMap(catalogFactory) }
}

/// `@Root var start = makeStart`: a possible root of a ``NavigationCoordinatable``, switched with
/// `root(\.start)`.
@propertyWrapper
public struct NavigationRootRoute<T: NavigationCoordinatable, Input, Output: Presentable> {
    public let location: SourceLocation
    let column: Int
    let explicitName: String?
    /// The factory, typed: switching the root passes the input its key path promises.
    let make: (T, Input) -> Output
    let catalogFactory: (T) -> Output?

    /// The route itself: switching the root takes its key path.
    public var wrappedValue: NavigationRootRoute<T, Input, Output> { self }

    init(
        make: @escaping (T, Input) -> Output, catalogFactory: @escaping (T) -> Output?,
        location: SourceLocation, column: Int, name: String? = nil
    ) {
        self.make = make
        self.catalogFactory = catalogFactory
        self.location = location
        self.column = column
        self.explicitName = name
    }
}

extension NavigationRootRoute where Input == Void {
    public init(
        wrappedValue: @escaping (T) -> () -> Output, fileID: String = #fileID, line: Int = #line,
        column: Int = #column
    ) {
        self.init(
            make: { coordinator, _ in wrappedValue(coordinator)() }, catalogFactory: { wrappedValue($0)() },
            location: SourceLocation(fileID: fileID, line: line), column: column)
    }
}

extension NavigationRootRoute where Input == Void {
    /// A root declared from data rather than as a property of its own, named `name`; see
    /// ``NavigationRoute/init(named:_:factory:fileID:line:column:)``.
    public init(
        named name: String, factory: @escaping (T) -> Output, fileID: String = #fileID, line: Int = #line,
        column: Int = #column
    ) {
        self.init(
            make: { coordinator, _ in factory(coordinator) }, catalogFactory: factory,
            location: SourceLocation(fileID: fileID, line: line), column: column, name: name)
    }
}

extension NavigationRootRoute where Input: Hashable {
    public init(
        wrappedValue: @escaping (T) -> (Input) -> Output, fileID: String = #fileID, line: Int = #line,
        column: Int = #column
    ) {
        self.init(
            make: { coordinator, input in wrappedValue(coordinator)(input) }, catalogFactory: sampleFactory(wrappedValue),
            location: SourceLocation(fileID: fileID, line: line), column: column)
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
    func catalogOutput(for coordinator: AnyObject) -> (any Presentable)? { (coordinator as? T).flatMap(catalogFactory) }
}
