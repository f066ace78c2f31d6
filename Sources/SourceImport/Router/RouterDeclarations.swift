import RouterCoordinators
import SwiftSyntax

/// What the sources declare in the Router style: coordinators (subclasses of `NavigationCoordinator<Route>`
/// and `TabbarCoordinator<Page>`, directly or through a coordinator of the sources), route enums and tab
/// pages, each read from its declaration.
struct RouterDeclarations {
    struct Route {
        var name: String
        var screen: String?
        var transition: NavigationTransitionStyle
        var place: SourcePlace
    }

    struct Page {
        var name: String
        var title: String
        var position: Int
        var coordinator: String?
        var place: SourcePlace
    }

    let index: DeclarationIndex
    /// Coordinator types, in source order.
    private(set) var coordinators: [TypeDeclaration] = []
    private var coordinatorSet: Set<ObjectIdentifier> = []
    private var routeEnum: [String: TypeDeclaration] = [:]
    private var pageEnum: [String: TypeDeclaration] = [:]
    private var routeCache: [String: [Route]] = [:]
    private(set) var diagnostics: [ImportDiagnostic] = []

    init(index: DeclarationIndex) {
        self.index = index
        for type in index.allTypes where type.kind == .class && type.genericParameters.isEmpty {
            guard let base = coordinatorBase(of: type) else { continue }
            coordinators.append(type)
            coordinatorSet.insert(ObjectIdentifier(type))
            if let argument = base.argument, let declared = index.type(named: argument, from: type.name) {
                if base.isTabbar { pageEnum[type.name] = declared } else { routeEnum[type.name] = declared }
            }
        }
        for coordinator in coordinators {
            if let routes = routeEnum[coordinator.name] { routeCache[coordinator.name] = readRoutes(routes) }
        }
    }

    /// The library class a coordinator derives from, with its generic argument: a subclass of
    /// `NavigationCoordinator<Route>` or `TabbarCoordinator<Page>` (ALCoordinator), of `Coordinator<Route>` or
    /// `TabCoordinator<Page>` in a file importing SUICoordinator, or a class with SUICoordinator's
    /// `@Coordinator(Route.self)` macro; directly or through classes of the sources, generic ones included
    /// (`class Base<R: RouteType>: Coordinator<R>`: the argument is the subclass's).
    private func coordinatorBase(of type: TypeDeclaration) -> (isTabbar: Bool, argument: String?)? {
        var current: TypeDeclaration? = type
        var seen: Set<String> = []
        var bindings: [String: String] = [:]
        func bound(_ argument: String?) -> String? { argument.map { bindings[$0] ?? $0 } }
        while let type = current, seen.insert(type.name).inserted {
            if let macro = type.attribute(named: "Coordinator"), let route = Self.macroRoute(macro) {
                return (false, bound(route))
            }
            guard let superclass = type.inherited.first else { return nil }
            let base = TypeName.base(of: superclass)
            let argument = bound(TypeName.genericArgument(of: superclass))
            if RouterVocabulary.navigationCoordinators.contains(base) { return (false, argument) }
            if RouterVocabulary.tabbarCoordinators.contains(base) { return (true, argument) }
            if !type.imports.isDisjoint(with: RouterVocabulary.suiCoordinatorModules) {
                if RouterVocabulary.suiNavigationCoordinators.contains(base) { return (false, argument) }
                if RouterVocabulary.suiTabCoordinators.contains(base) { return (true, argument) }
            }
            current = index.type(named: superclass, from: type.name)
            if let next = current, let parameter = next.genericParameters.first, let argument {
                bindings = [parameter: argument]
            } else {
                bindings = [:]
            }
        }
        return nil
    }

    /// `@Coordinator(HomeRoute.self)` → `HomeRoute`.
    private static func macroRoute(_ attribute: AttributeSyntax) -> String? {
        guard case .argumentList(let arguments) = attribute.arguments, let first = arguments.first else { return nil }
        let written = first.expression.trimmedDescription
        return written.hasSuffix(".self") ? String(written.dropLast(5)) : written
    }

    func isCoordinator(_ type: TypeDeclaration) -> Bool { coordinatorSet.contains(ObjectIdentifier(type)) }
    func isNavigationCoordinator(_ type: TypeDeclaration) -> Bool { isCoordinator(type) && pageEnum[type.name] == nil }
    func isTabbar(_ type: TypeDeclaration) -> Bool { pageEnum[type.name] != nil }

    /// The route case names of a navigation coordinator.
    func routes(of coordinator: TypeDeclaration) -> [String] { (routeCache[coordinator.name] ?? []).map(\.name) }
    func routeDeclarations(of coordinator: TypeDeclaration) -> [Route] { routeCache[coordinator.name] ?? [] }
    func routeEnum(of coordinator: TypeDeclaration) -> TypeDeclaration? { routeEnum[coordinator.name] }

    // MARK: Routes

    /// Each case of a route enum with its transition (`transition`, or SUICoordinator's
    /// `presentationStyle`) and the screen its `view()` (or `body`) builds.
    private mutating func readRoutes(_ routes: TypeDeclaration) -> [Route] {
        let transitionBody = routes.property(named: "transition")?.body ?? routes.property(named: "presentationStyle")?.body
        let viewBody = routes.functions(named: "view").first?.body.map(Syntax.init) ?? routes.property(named: "body")?.body
            ?? routes.property(named: "view")?.body
        let transitions = transitionBody.map(CaseSwitch.init)
        let views = viewBody.map(CaseSwitch.init)
        return routes.cases.map { routeCase in
            let transition = transitions.flatMap { switchOver in
                SyntaxReading.implicitMembers(in: switchOver.region(for: routeCase.name))
                    .lazy.compactMap(RouterVocabulary.transition).first
            }
            let screen = views.flatMap { switchOver in
                let region = switchOver.region(for: routeCase.name)
                // A view first (`let model = ListModel(); return ListView(model: model)` shows ListView), else
                // any type of the sources.
                return SyntaxReading.firstConstruction(in: region) { name in
                    index.type(named: name, from: routes.name).map(Self.isScreen) ?? (name.hasSuffix("View") || name.hasSuffix("Controller"))
                } ?? SyntaxReading.firstConstruction(in: region) { name in index.type(named: name, from: routes.name) != nil }
            }
            if screen == nil {
                diagnostics.append(ImportDiagnostic(
                    .partialDeclaration, path: routeCase.place.path, line: routeCase.place.line,
                    subject: "\(routes.simpleName).\(routeCase.name)", message: "route \(routes.simpleName).\(routeCase.name): no view is built for it in `view()`; "
                        + "its screen is named after the route"))
            }
            return Route(
                name: routeCase.name, screen: screen, transition: transition ?? .push, place: routeCase.place)
        }
    }

    /// A SwiftUI view or a view controller: conforming to `View`, deriving from a `…Controller`, or named so.
    private static func isScreen(_ type: TypeDeclaration) -> Bool {
        type.inheritedNames.contains { $0 == "View" || $0.hasSuffix("Controller") }
            || type.simpleName.hasSuffix("View") || type.simpleName.hasSuffix("Controller")
    }

    // MARK: Pages

    /// Each case of a tab bar's page enum with its title, position and the coordinator its `coordinator()`
    /// makes.
    func pages(of tabbar: TypeDeclaration) -> [Page] {
        guard let pages = pageEnum[tabbar.name] else { return [] }
        let coordinatorBody = pages.functions(named: "coordinator").first?.body.map(Syntax.init).map(CaseSwitch.init)
        let titleBody = pages.property(named: "title")?.body.map(CaseSwitch.init)
        let positionBody = pages.property(named: "position")?.body.map(CaseSwitch.init)
        return pages.cases.enumerated().map { offset, page in
            let coordinator = coordinatorBody.flatMap { switchOver in
                SyntaxReading.firstConstruction(in: switchOver.region(for: page.name)) { name in
                    index.type(named: name, from: pages.name).map(isCoordinator) ?? false
                }
            }.flatMap { index.type(named: $0, from: pages.name)?.name }
            return Page(
                name: page.name,
                title: titleBody.flatMap { SyntaxReading.firstString(in: $0.region(for: page.name)) } ?? page.name,
                position: positionBody.flatMap { SyntaxReading.firstInteger(in: $0.region(for: page.name)) } ?? offset,
                coordinator: coordinator, place: page.place)
        }
    }
}
