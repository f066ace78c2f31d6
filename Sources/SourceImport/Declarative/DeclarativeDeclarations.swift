import DeclarativeCoordinators
import NavigationModel
import SwiftSyntax

/// What the sources declare in the Declarative style (Stinsen): classes conforming to
/// `NavigationCoordinatable` or `TabCoordinatable`, their `@Root` and `@Route` properties with the
/// `make…` functions they name, `NavigationStack(initial:)` and `TabChild(startingItems:)`.
struct DeclarativeDeclarations {
    /// One `@Root`, `@Route` or tab, as written.
    struct Route {
        enum Role { case root, route(PresentationType), tab }

        var name: String
        var role: Role
        /// The `make…` function it names, and the coordinator's method `onTapped:` names.
        var factory: Function?
        var onTapped: Function?
        var tabItem: String?
        var place: SourcePlace
    }

    /// What a factory makes.
    enum Content {
        case screen(TypeDeclaration)
        case coordinator(TypeDeclaration, wrapper: CoordinatorWrapper?)
        case unknown
    }

    let index: DeclarationIndex
    /// Coordinator types, in source order.
    private(set) var coordinators: [TypeDeclaration] = []
    private(set) var diagnostics: [ImportDiagnostic] = []
    private var routeCache: [String: [Route]] = [:]

    init(index: DeclarationIndex) {
        self.index = index
        coordinators = index.allTypes.filter { $0.kind == .class && (isNavigation($0) || isTabs($0)) }
        for coordinator in coordinators { routeCache[coordinator.name] = readRoutes(of: coordinator) }
    }

    func isNavigation(_ type: TypeDeclaration) -> Bool { type.inheritedNames.contains(DeclarativeVocabulary.navigationCoordinatable) }
    func isTabs(_ type: TypeDeclaration) -> Bool { type.inheritedNames.contains(DeclarativeVocabulary.tabCoordinatable) }
    func isCoordinator(_ type: TypeDeclaration) -> Bool { coordinators.contains { $0 === type } }

    func routes(of coordinator: TypeDeclaration) -> [Route] { routeCache[coordinator.name] ?? [] }

    /// The route named `name` of `coordinator` playing `role` (`nil`: any).
    func route(_ name: String, of coordinator: TypeDeclaration) -> Route? { routes(of: coordinator).first { $0.name == name } }

    /// A class deriving from `ViewWrapperCoordinator` (directly or through a class of the sources).
    func isWrapperClass(_ type: TypeDeclaration) -> Bool {
        var current: TypeDeclaration? = type
        var seen: Set<String> = []
        while let type = current, seen.insert(type.name).inserted {
            guard let superclass = type.inherited.first else { return false }
            if TypeName.base(of: superclass) == DeclarativeVocabulary.viewWrapper { return true }
            current = index.type(named: superclass, from: type.name)
        }
        return false
    }

    // MARK: Routes

    private mutating func readRoutes(of coordinator: TypeDeclaration) -> [Route] {
        var routes: [Route] = []
        for property in coordinator.properties {
            let role: Route.Role
            let attribute = Self.attribute(of: property)
            if property.attributes.contains("Root") {
                role = .root
            } else if property.attributes.contains("Route"), let attribute {
                if let arguments = attribute.arguments?.as(LabeledExprListSyntax.self),
                   arguments.contains(where: { $0.label?.text == "tabItem" })
                {
                    role = .tab
                } else if let presentation = SyntaxReading.implicitMembers(in: attribute).lazy
                    .compactMap(DeclarativeVocabulary.presentation).first
                {
                    role = .route(presentation)
                } else {
                    role = .route(.push)
                }
            } else {
                continue
            }
            let arguments = attribute?.arguments?.as(LabeledExprListSyntax.self)
            let factory = property.initializer.flatMap { SyntaxReading.path(of: $0)?.last }
                .flatMap { coordinator.functions(named: $0).first }
            let onTapped = arguments?.first { $0.label?.text == "onTapped" }.flatMap { SyntaxReading.path(of: $0.expression)?.last }
                .flatMap { coordinator.functions(named: $0).first }
            var tabItem: String?
            if let item = arguments?.first(where: { $0.label?.text == "tabItem" })?.expression {
                if let literal = item.as(StringLiteralExprSyntax.self) {
                    tabItem = SyntaxReading.text(of: literal)
                } else if let name = SyntaxReading.path(of: item)?.last, let function = coordinator.functions(named: name).first,
                          let body = function.body
                {
                    // `makeHomeTab(isActive:)` builds the tab item: its text is the tab's title.
                    tabItem = Self.lastText(in: body)
                }
            }
            if factory == nil {
                diagnostics.append(ImportDiagnostic(
                    .partialDeclaration, path: property.place.path, line: property.place.line,
                    subject: "\(coordinator.simpleName).\(property.name)",
                    message: "route \(coordinator.simpleName).\(property.name): the function it names is not found; "
                        + "its screen is named after the route"))
            }
            routes.append(Route(
                name: property.name, role: role, factory: factory, onTapped: onTapped, tabItem: tabItem, place: property.place))
        }
        return routes
    }

    /// The `@Root` / `@Route` attribute of a property, read from its declaration.
    private static func attribute(of property: Property) -> AttributeSyntax? {
        var node: Syntax? = property.initializer.map(Syntax.init)
        while let current = node, !current.is(VariableDeclSyntax.self) { node = current.parent }
        return node?.as(VariableDeclSyntax.self)?.attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }
            .first { ["Root", "Route"].contains($0.attributeName.trimmedDescription) }
    }

    /// The last `Text("...")` of a view builder: a tab item's title.
    private static func lastText(in body: some SyntaxProtocol) -> String? {
        var found: String?
        func visit(_ node: Syntax) {
            if let call = node.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "Text",
               let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self)
            {
                found = SyntaxReading.text(of: literal)
            }
            for child in node.children(viewMode: .sourceAccurate) { visit(child) }
        }
        visit(Syntax(body))
        return found
    }

    // MARK: Factories

    /// What `function` (a route's `make…`) builds: the first screen, coordinator or wrapper it constructs.
    func content(of function: Function?, in coordinator: TypeDeclaration) -> Content {
        guard let function, let body = function.body else { return .unknown }
        return content(in: Syntax(body), scope: coordinator.name, wrapperPlace: function.place)
    }

    /// What `node` builds first: a screen, a coordinator or a wrapper (a `WindowGroup`'s `MainCoordinator().view()`).
    func contentIn(_ node: Syntax, scope: String, place: SourcePlace) -> Content {
        content(in: node, scope: scope, wrapperPlace: place)
    }

    private func content(in node: Syntax, scope: String, wrapperPlace: SourcePlace) -> Content {
        if let expr = node.as(ExprSyntax.self), let (name, call) = SyntaxReading.constructedType(expr) {
            let base = TypeName.base(of: name)
            let location = wrapperPlace.location
            if base == DeclarativeVocabulary.navigationView || base == DeclarativeVocabulary.viewWrapper {
                let kind: CoordinatorWrapper.Kind = base == DeclarativeVocabulary.navigationView ? .navigationView : .viewWrapper(base)
                if case .coordinator(let child, nil) = content(in: Syntax(call.arguments), scope: scope, wrapperPlace: wrapperPlace) {
                    return .coordinator(child, wrapper: CoordinatorWrapper(kind, location: location))
                }
                return .unknown
            }
            if let type = index.type(named: name, from: scope) {
                if isCoordinator(type) { return .coordinator(type, wrapper: nil) }
                if isWrapperClass(type), let child = wrappedChild(of: type, call: call, scope: scope) {
                    return .coordinator(child, wrapper: CoordinatorWrapper(.viewWrapper(type.simpleName), location: location))
                }
                if type.conforms(toAny: ["View"]) { return .screen(type) }
            }
        }
        for child in node.children(viewMode: .sourceAccurate) {
            let found = content(in: child, scope: scope, wrapperPlace: wrapperPlace)
            if case .unknown = found { continue }
            return found
        }
        return .unknown
    }

    /// The coordinator a `ViewWrapperCoordinator` subclass wraps: constructed in the call, or in its
    /// `super.init`, else its superclass's generic argument.
    private func wrappedChild(of wrapper: TypeDeclaration, call: FunctionCallExprSyntax, scope: String) -> TypeDeclaration? {
        let isChild = { (name: String) in index.type(named: name, from: scope).map(isCoordinator) ?? false }
        if let name = SyntaxReading.firstConstruction(in: call.arguments, where: isChild) {
            return index.type(named: name, from: scope)
        }
        for function in wrapper.functions(named: "init") {
            if let body = function.body, let name = SyntaxReading.firstConstruction(in: body, where: isChild) {
                return index.type(named: name, from: wrapper.name)
            }
        }
        return wrapper.inherited.first.flatMap(TypeName.genericArgument(of:)).flatMap { index.type(named: $0, from: wrapper.name) }
    }

    // MARK: Stacks and tabs

    /// The root `NavigationStack(initial:)` starts with, and its input as written. Several (a `switch` in
    /// the initialiser): the first without an input, as a fresh install starts; all of them are returned.
    func initialRoots(of coordinator: TypeDeclaration) -> [(name: String, input: String?, place: SourcePlace)] {
        var bodies: [(Int, Syntax)] = []
        if let property = coordinator.property(named: "stack") {
            if let initializer = property.initializer { bodies.append((property.file, Syntax(initializer))) }
        }
        for function in coordinator.functions(named: "init") {
            if let body = function.body { bodies.append((function.file, Syntax(body))) }
        }
        var found: [(String, String?, SourcePlace)] = []
        for (file, body) in bodies {
            for site in CallSiteCollector.sites(in: body, regions: index.files[file].regions)
            where ["NavigationStack", "Stinsen.NavigationStack"].contains(site.call.calledExpression.trimmedDescription) {
                guard let initial = site.argument("initial"), let name = SyntaxReading.keyPathName(initial) else { continue }
                let input = site.argument(nil).map { $0.trimmedDescription }
                found.append((name, input, index.line(of: site.call, file: file)))
            }
        }
        return found
    }

    /// The tabs `TabChild(startingItems:)` lists, in order, and the active tab's index.
    func startingItems(of coordinator: TypeDeclaration) -> (names: [String], active: Int)? {
        var bodies: [(Int, Syntax)] = []
        if let property = coordinator.property(named: "child"), let initializer = property.initializer {
            bodies.append((property.file, Syntax(initializer)))
        }
        for function in coordinator.functions(named: "init") {
            if let body = function.body { bodies.append((function.file, Syntax(body))) }
        }
        for (file, body) in bodies {
            for site in CallSiteCollector.sites(in: body, regions: index.files[file].regions) where site.name == "TabChild" {
                guard let items = site.argument("startingItems")?.as(ArrayExprSyntax.self) else { continue }
                let names = items.elements.compactMap { SyntaxReading.keyPathName($0.expression) }
                let active = site.argument("activeTab").flatMap { SyntaxReading.firstInteger(in: $0) } ?? 0
                return (names, active)
            }
        }
        return nil
    }
}

extension SyntaxReading {
    /// `\Coordinator.todos`, `\.todos` → `todos`.
    static func keyPathName(_ expr: ExprSyntax) -> String? {
        guard let keyPath = unwrapped(expr).as(KeyPathExprSyntax.self),
              let last = keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self)
        else { return nil }
        return last.declName.baseName.text
    }
}
