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
    private var routeEnum: [String: TypeDeclaration] = [:]
    private var pageEnum: [String: TypeDeclaration] = [:]
    private var routeCache: [String: [Route]] = [:]
    private(set) var diagnostics: [ImportDiagnostic] = []

    init(index: DeclarationIndex) {
        self.index = index
        for type in index.allTypes where type.kind == .class {
            guard let base = coordinatorBase(of: type) else { continue }
            coordinators.append(type)
            if let argument = base.argument, let declared = index.type(named: argument, from: type.name) {
                if base.isTabbar { pageEnum[type.name] = declared } else { routeEnum[type.name] = declared }
            }
        }
        for coordinator in coordinators {
            if let routes = routeEnum[coordinator.name] { routeCache[coordinator.name] = readRoutes(routes) }
        }
    }

    /// The library class a coordinator derives from, with its generic argument.
    private func coordinatorBase(of type: TypeDeclaration) -> (isTabbar: Bool, argument: String?)? {
        var current: TypeDeclaration? = type
        var seen: Set<String> = []
        while let type = current, seen.insert(type.name).inserted {
            guard let superclass = type.inherited.first else { return nil }
            let base = TypeName.base(of: superclass)
            if RouterVocabulary.navigationCoordinators.contains(base) { return (false, TypeName.genericArgument(of: superclass)) }
            if RouterVocabulary.tabbarCoordinators.contains(base) { return (true, TypeName.genericArgument(of: superclass)) }
            current = index.type(named: superclass, from: type.name)
        }
        return nil
    }

    func isCoordinator(_ type: TypeDeclaration) -> Bool { coordinators.contains { $0 === type } }
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
        let transitions = transitionBody.map(CaseSwitch.init)
        let views = viewBody.map(CaseSwitch.init)
        return routes.cases.map { routeCase in
            let transition = transitions.flatMap { switchOver in
                SyntaxReading.implicitMembers(in: switchOver.region(for: routeCase.name))
                    .lazy.compactMap(RouterVocabulary.transition).first
            }
            let screen = views.flatMap { switchOver in
                SyntaxReading.firstConstruction(in: switchOver.region(for: routeCase.name)) { name in
                    index.type(named: name, from: routes.name) != nil || name.hasSuffix("View") || name.hasSuffix("Controller")
                }
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
