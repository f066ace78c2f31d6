import DeclarativeCoordinators
import Exploration
import Foundation
import NavigationGraph
import NavigationModel
import SwiftSyntax

/// The Declarative style (Stinsen): the sources' coordinators become a ``DeclarativeBlueprint`` that runs
/// on `DeclarativeCoordinators`.
struct DeclarativeImporter: StyleImporter {
    static let style = SourceStyle.declarative
    static let lookedFor = "classes conforming to NavigationCoordinatable or TabCoordinatable (Stinsen)"
    static let runtimeStyle = CoordinatorStyle.declarative

    let index: DeclarationIndex
    let declarations: DeclarativeDeclarations
    let reader: DeclarativeCallReader

    init(index: DeclarationIndex) {
        self.index = index
        declarations = DeclarativeDeclarations(index: index)
        reader = DeclarativeCallReader(index: index, model: declarations)
    }

    var coordinatorNames: [String] { declarations.coordinators.map(\.name) }

    func importApp(named name: String, entry: String?) throws(SourceImportError) -> StyleImport {
        var diagnostics: [ImportDiagnostic] = []
        let (entryName, wrapper) = try self.entry(requested: entry)
        let controls = DeclarativeControls(index: index, reader: reader)
        var screens: [String: DeclarativeScreenBlueprint] = [:]
        let coordinators = declarations.coordinators.map { coordinator in
            coordinatorBlueprint(of: coordinator, controls: controls, screens: &screens, diagnostics: &diagnostics)
        }
        let blueprint = DeclarativeBlueprint(
            coordinators: coordinators, entry: entryName, entryWrapper: wrapper, events: events())
        return StyleImport(
            name: name, style: Self.runtimeStyle, coordinators: coordinators.count,
            navigationCalls: reader.navigationCalls, resolvedCalls: reader.resolvedCalls,
            diagnostics: declarations.diagnostics + diagnostics + reader.diagnostics, catalog: blueprint.catalog,
            events: blueprint.events.map { Self.externalEvent($0, blueprint: blueprint) }
        ) { context in blueprint.launch(in: context) }
    }

    private static func externalEvent(_ event: DeclarativeEventBlueprint, blueprint: DeclarativeBlueprint) -> ExternalEvent {
        let kind: ExternalEvent.Kind = switch event.kind {
        case .timer: .timer
        case .notification: .notification
        case .deepLink: .deepLink
        }
        return ExternalEvent(event.name, kind: kind, fire: { app in blueprint.perform(event.chains, in: app.context) })
    }

    // MARK: Coordinators

    private func coordinatorBlueprint(
        of coordinator: TypeDeclaration, controls: DeclarativeControls, screens: inout [String: DeclarativeScreenBlueprint],
        diagnostics: inout [ImportDiagnostic]
    ) -> DeclarativeCoordinatorBlueprint {
        func content(_ route: DeclarativeDeclarations.Route) -> RouteContent {
            switch declarations.content(of: route.factory, in: coordinator) {
            case .screen(let type):
                if let known = screens[type.name] { return .screen(known) }
                let screen = DeclarativeScreenBlueprint(name: type.simpleName, actions: controls.actions(of: type))
                screens[type.name] = screen
                return .screen(screen)
            case .coordinator(let child, let wrapper):
                return .coordinator(child.name, wrapper: wrapper)
            case .unknown:
                if route.factory != nil {
                    diagnostics.append(ImportDiagnostic(
                        .partialDeclaration, path: route.place.path, line: route.place.line,
                        subject: "\(coordinator.simpleName).\(route.name)",
                        message: "route \(coordinator.simpleName).\(route.name): its factory builds no view or coordinator the "
                            + "importer can see; its screen is named after the route"))
                }
                return .screen(DeclarativeScreenBlueprint(name: route.name))
            }
        }
        var roots: [DeclarativeRouteBlueprint] = []
        var routes: [DeclarativeRouteBlueprint] = []
        var tabs: [String: DeclarativeRouteBlueprint] = [:]
        for route in declarations.routes(of: coordinator) {
            switch route.role {
            case .root:
                roots.append(DeclarativeRouteBlueprint(name: route.name, content: content(route), location: route.place.location))
            case .route(let presentation):
                routes.append(DeclarativeRouteBlueprint(
                    name: route.name, presentation: presentation, content: content(route), location: route.place.location))
            case .tab:
                let routeContent = content(route)
                var onTapped: [RouterChain] = []
                var repeatOnly = false
                if let function = route.onTapped {
                    let value = DeclarativeCallReader.Value(
                        kind: contentKind(routeContent), chain: RouterChain(start: .tabContent, calls: []))
                    onTapped = reader.runs(ofFunction: function, on: coordinator, content: value).flatMap(\.chains)
                    repeatOnly = isGuardedByFirstParameter(function)
                }
                tabs[route.name] = DeclarativeRouteBlueprint(
                    name: route.name, content: routeContent, location: route.place.location, tabItem: route.tabItem ?? route.name,
                    onTapped: onTapped, onTappedRepeatOnly: repeatOnly)
            }
        }
        let stackProperty = coordinator.property(named: declarations.isTabs(coordinator) ? "child" : "stack")
        let place = stackProperty?.place ?? coordinator.place
        if declarations.isTabs(coordinator) {
            let items = declarations.startingItems(of: coordinator)
            let ordered = (items?.names ?? declarations.routes(of: coordinator).map(\.name)).compactMap { tabs[$0] }
            return DeclarativeCoordinatorBlueprint(
                name: coordinator.name, kind: .tabs, location: place.location, tabs: ordered, activeTab: items?.active ?? 0)
        }
        if roots.isEmpty {
            diagnostics.append(ImportDiagnostic(
                .partialDeclaration, path: coordinator.place.path, line: coordinator.place.line, subject: coordinator.simpleName,
                message: "\(coordinator.simpleName) declares no @Root: its root screen is named after it"))
            roots.append(DeclarativeRouteBlueprint(
                name: "start", content: .screen(DeclarativeScreenBlueprint(name: coordinator.simpleName)), location: place.location))
        }
        let initials = declarations.initialRoots(of: coordinator).filter { initial in roots.contains { $0.name == initial.name } }
        let initial = initials.first { $0.input == nil } ?? initials.first
        if initials.count > 1, let initial {
            diagnostics.append(ImportDiagnostic(
                .partialDeclaration, path: initial.place.path, line: initial.place.line,
                subject: "\(coordinator.simpleName).stack",
                message: "\(coordinator.simpleName) starts at one of several roots ("
                    + initials.map(\.name).joined(separator: ", ") + ") depending on a branch; the scan starts at \(initial.name)"))
        }
        return DeclarativeCoordinatorBlueprint(
            name: coordinator.name, kind: .navigation, location: place.location, roots: roots,
            initialRoot: initial?.name ?? roots[0].name, initialInput: initial?.input, routes: routes)
    }

    private func contentKind(_ content: RouteContent) -> DeclarativeCallReader.Value.Kind {
        guard case .coordinator(let name, let wrapper) = content, let type = index.type(named: name) else { return .done }
        return .coordinator(type, wrapper: wrapper)
    }

    /// `if isRepeat { ... }` around the whole body of an `onTapped` method.
    private func isGuardedByFirstParameter(_ function: Function) -> Bool {
        guard let first = function.parameters.first?.name, let body = function.body,
              let statement = body.statements.first?.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
                ?? body.statements.first?.item.as(IfExprSyntax.self)
        else { return false }
        return statement.conditions.trimmedDescription == first && body.statements.count == 1
    }

    // MARK: Events

    /// What coordinators do from outside the flow: `.onReceive(publisher)` closures are notifications,
    /// `.onOpenURL` closures deep links, each of which can come at any time; each branch is its own event.
    private func events() -> [DeclarativeEventBlueprint] {
        var events: [DeclarativeEventBlueprint] = []
        for type in declarations.coordinators {
            let bodies = type.functions.compactMap { function in function.body.map { (function.file, Syntax($0)) } }
                + type.properties.compactMap { property in property.body.map { (property.file, $0) } }
            for (file, body) in bodies {
                for site in CallSiteCollector.sites(in: body, regions: index.files[file].regions)
                where site.name == "onReceive" || site.name == "onOpenURL" {
                    guard let closure = site.closures.last?.closure else { continue }
                    let scope = DeclarativeCallReader.Scope(type: type, file: file)
                    let runs = reader.runs(in: closure, scope: scope).filter { !$0.chains.isEmpty }
                    guard !runs.isEmpty else { continue }
                    let isDeepLink = site.name == "onOpenURL"
                    let what = isDeepLink ? "deep link: onOpenURL" : "notification: " + (site.argument(nil)?.trimmedDescription ?? "publisher")
                    let place = index.line(of: site.call, file: file)
                    let groups = runs.count > 1 && runs.contains(where: \.isBranched) ? runs.map { [$0] } : [runs]
                    for (offset, group) in groups.enumerated() {
                        let suffix = groups.count > 1 ? " (\(offset + 1) of \(groups.count))" : ""
                        events.append(DeclarativeEventBlueprint(
                            name: "\(what) (\(type.simpleName))\(suffix)", kind: isDeepLink ? .deepLink : .notification,
                            chains: group.flatMap(\.chains), location: place.location))
                    }
                }
            }
        }
        return events
    }

    // MARK: Entry

    /// The coordinator the window shows: the one asked for; else the one the app's lifecycle types
    /// (a SwiftUI `App`, a scene delegate) make, with its wrapper; else the one nothing makes.
    private func entry(requested: String?) throws(SourceImportError) -> (String, CoordinatorWrapper?) {
        let names = declarations.coordinators.map(\.name)
        if let requested {
            guard let match = declarations.coordinators.first(where: { $0.name == requested || $0.simpleName == requested })
            else { throw .unknownEntry(requested, candidates: names) }
            return (match.name, nil)
        }
        var candidates: [(String, CoordinatorWrapper?)] = []
        for type in index.allTypes where type.conforms(toAny: DeclarativeVocabulary.lifecycleProtocols) {
            let bodies = type.functions.compactMap { function in function.body.map { Syntax($0) } }
                + type.properties.compactMap { $0.body ?? $0.initializer.map(Syntax.init) }
            for body in bodies {
                let place = SourcePlace(path: type.place.path, line: type.place.line)
                if case .coordinator(let child, let wrapper) = declarations.contentIn(body, scope: type.name, place: place),
                   !candidates.contains(where: { $0.0 == child.name })
                {
                    candidates.append((child.name, wrapper))
                }
            }
        }
        if candidates.isEmpty {
            let made = Set(declarations.coordinators.flatMap { coordinator in
                declarations.routes(of: coordinator).compactMap { route -> String? in
                    if case .coordinator(let child, _) = declarations.content(of: route.factory, in: coordinator) { return child.name }
                    return nil
                }
            })
            candidates = names.filter { !made.contains($0) }.map { ($0, nil) }
        }
        guard candidates.count == 1, let only = candidates.first else {
            throw .ambiguousEntry(candidates.isEmpty ? names : candidates.map(\.0))
        }
        return only
    }
}
