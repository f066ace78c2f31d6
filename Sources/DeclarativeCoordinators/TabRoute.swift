import NavigationModel

/// `@Route(tabItem: "Todos") var todos = makeTodos`: a tab of a ``TabCoordinatable``.
///
/// `onTapped` is called when the user taps the tab: `isRepeat` is `true` when it was already selected
/// (Stinsen's example pops the testbed tab to its root then).
@propertyWrapper
public struct TabRoute<T: TabCoordinatable, Output: Presentable> {
    /// The tab item's title.
    public let tabItem: String
    public let location: SourceLocation
    let column: Int
    /// The factory as declared: a tab coordinator's init declares its tabs again on every instance, and
    /// wrapping a method in a closure of the route's own allocated it each time.
    let make: RouteFactory<T, Void, Output>
    let onTapped: ((T) -> (Bool, Output) -> Void)?

    public var wrappedValue: TabRoute<T, Output> { self }

    init(
        tabItem: String, factory: RouteFactory<T, Void, Output>, onTapped: ((T) -> (Bool, Output) -> Void)?,
        location: SourceLocation, column: Int
    ) {
        self.tabItem = tabItem
        self.make = factory
        self.onTapped = onTapped
        self.location = location
        self.column = column
    }

    /// Calls the factory on `coordinator`.
    func factory(_ coordinator: T) -> Output { make.make(coordinator, ()) }
}

extension TabRoute {
    public init(
        wrappedValue: @escaping (T) -> () -> Output, tabItem: String,
        onTapped: ((T) -> (Bool, Output) -> Void)? = nil,
        fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        self.init(
            tabItem: tabItem, factory: .method(wrappedValue), onTapped: onTapped,
            location: SourceLocation(fileID: fileID, line: line), column: column)
    }
}

/// What the runtime needs from a tab route beyond a plain route.
protocol TabDeclaration: RouteDeclaration {
    var tabItem: String { get }
    /// Whether tapping the tab calls anything (an `onTapped`).
    var hasTapHandler: Bool { get }
    /// Calls `onTapped` with the tab's content, when the route has one.
    func tapped(_ coordinator: AnyObject, isRepeat: Bool, content: any Presentable)
    /// Sets up a tab whose declaration is read through `keyPath` (whose key is `key`) with its own types:
    /// no cast of the declaration, of the coordinator or of the factory's output; `nil` unless `keyPath`'s
    /// root is the factory's coordinator type.
    static func tabSetUp(reading keyPath: AnyKeyPath, key: RouteKey) -> TabSetUp.Make?
}

extension TabRoute: TabDeclaration {
    var presentation: PresentationType? { nil }
    var explicitName: String? { nil }
    var outputType: Any.Type { Output.self }
    static var factoryOutputType: Any.Type { Output.self }
    var hasTapHandler: Bool { onTapped != nil }
    var coordinatorType: Any.Type { T.self }
    var inputType: Any.Type { Void.self }
    func accepts(_ input: AnyHashable?) -> Bool { input == nil }
    func makeOutput(for coordinator: AnyObject, input: AnyHashable?) -> (any Presentable)? {
        guard input == nil, let coordinator = coordinator as? T else { return nil }
        return factory(coordinator)
    }
    func catalogOutput(for coordinator: AnyObject) -> (any Presentable)? { (coordinator as? T).flatMap(make.catalogOutput) }
    func tapped(_ coordinator: AnyObject, isRepeat: Bool, content: any Presentable) {
        guard let onTapped, let content = content as? Output, let coordinator = coordinator as? T else { return }
        onTapped(coordinator)(isRepeat, content)
    }

    static func tabSetUp(reading keyPath: AnyKeyPath, key: RouteKey) -> TabSetUp.Make? {
        guard let typed = keyPath as? KeyPath<T, Self> else { return nil }
        nonisolated(unsafe) let path = typed
        let entries = EntryMemo()
        // Whether the factory makes a coordinator is a fact of `Output`, asked once; the factory's output is
        // then handed on as the coordinator type it is, without a cast.
        guard let coordinatorType = Output.self as? any Coordinatable.Type else {
            return { object, tabs, _, _ in
                let root = unsafeDowncast(object, to: T.self)
                let route = root[keyPath: path]
                tabs.append(TabEntry(
                    route: entries.entry(of: route, key: key, isCoordinator: false, on: root), title: route.tabItem,
                    hasTapHandler: route.onTapped != nil))
                return nil
            }
        }
        func making<C: Coordinatable>(_: C.Type) -> TabSetUp.Make {
            // The coordinator's type is declared: its adoption facts are found once, here.
            let facts = AdoptionFacts.of(type: C.self)
            return { object, tabs, context, observer in
                let root = unsafeDowncast(object, to: T.self)
                let route = root[keyPath: path]
                // `Output` is `C`.
                let child = unsafeBitCast(route.factory(root), to: C.self)
                tabs.append(TabEntry(
                    route: entries.entry(of: route, key: key, isCoordinator: true, on: root), title: route.tabItem,
                    hasTapHandler: route.onTapped != nil))
                return context.adopt(child, declared: facts, observer: observer)
            }
        }
        return making(coordinatorType)
    }
}
