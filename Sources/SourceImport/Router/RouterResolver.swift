import NavigationModel
import RouterCoordinators
import SwiftSyntax

/// Turns the Router-style declarations of an index into a ``RouterBlueprint``: each coordinator with its
/// routes (screens and their buttons) or pages, its initialiser's and `start()`'s steps, and the entry
/// coordinator.
struct RouterResolver {
    let index: DeclarationIndex
    let declarations: RouterDeclarations
    let reader: RouterCallReader

    init(index: DeclarationIndex) {
        self.index = index
        declarations = RouterDeclarations(index: index)
        reader = RouterCallReader(index: index, model: declarations)
    }

    var diagnostics: [ImportDiagnostic] { declarations.diagnostics + reader.diagnostics }

    /// The blueprint, started from `entry` (a coordinator type name) or from the one coordinator the app's
    /// lifecycle types make.
    func blueprint(entry: String?) throws(SourceImportError) -> RouterBlueprint {
        let entryName = try self.entry(requested: entry)
        let controls = ScreenControls(index: index, reader: reader)
        let coordinators = declarations.coordinators.map { coordinator in
            blueprint(of: coordinator, controls: controls)
        }
        return RouterBlueprint(coordinators: coordinators, entry: entryName, events: events())
    }

    // MARK: Events

    /// What the app's lifecycle types do from outside the flow: a closure run later (`asyncAfter`, a
    /// `Timer`) is a timer that fires once; a notification or URL callback can fire at any time.
    private func events() -> [EventBlueprint] {
        var events: [EventBlueprint] = []
        for type in index.allTypes where type.conforms(toAny: RouterVocabulary.lifecycleProtocols) {
            for function in type.functions {
                guard let body = function.body else { continue }
                let regions = index.files[function.file].regions
                let callbackKind = RouterVocabulary.callbackKind(of: function)
                if let callbackKind {
                    let steps = RouterCallReader.sequence(reader.runs(ofFunction: function, on: type))
                    if !steps.isEmpty {
                        events.append(event(callbackKind, steps: steps, body: Syntax(body), type: type, file: function.file))
                    }
                    continue
                }
                for site in CallSiteCollector.sites(in: body, regions: regions)
                where RouterVocabulary.timerCalls.contains(site.name) {
                    for (_, closure) in site.closures {
                        let scope = RouterCallReader.Scope(type: type, file: function.file)
                        let steps = RouterCallReader.sequence(reader.runs(in: closure, scope: scope))
                        if !steps.isEmpty {
                            events.append(event(.timer, steps: steps, body: Syntax(closure), type: type, file: function.file))
                        }
                    }
                }
            }
        }
        return events
    }

    private func event(
        _ kind: EventBlueprint.Kind, steps: [BlueprintStep], body: Syntax, type: TypeDeclaration, file: Int
    ) -> EventBlueprint {
        let place = index.line(of: body, file: file)
        let called = CallSiteCollector.sites(in: body, regions: index.files[file].regions)
            .first { !$0.receiver.isEmpty }.map { "\(($0.receiver.last ?? ""))." + $0.name } ?? type.simpleName
        let label = switch kind {
        case .timer: "timer"
        case .notification: "notification"
        case .deepLink: "deep link"
        }
        return EventBlueprint(
            name: "\(label): \(called) (\(type.simpleName))", kind: kind, steps: steps,
            location: place.location)
    }

    private func blueprint(of coordinator: TypeDeclaration, controls: ScreenControls) -> CoordinatorBlueprint {
        let location = coordinator.place.location
        let flavour: LibraryFlavour = coordinator.imports.contains("UIKCoordinator")
            || (coordinator.imports.contains("UIKit") && !coordinator.imports.contains("SwiftUI")
                && !coordinator.imports.contains("SUICoordinator")) ? .uiKit : .swiftUI
        let construction = reader.construction(nil, of: coordinator)
        let initSteps = coordinator.functions(named: "init").first.map {
            RouterCallReader.sequence(reader.runs(ofFunction: $0, on: coordinator))
        } ?? []
        let startSteps = coordinator.functions(named: "start").first.map {
            RouterCallReader.sequence(reader.runs(ofFunction: $0, on: coordinator))
        }
        if declarations.isTabbar(coordinator) {
            let pages = declarations.pages(of: coordinator).compactMap { page -> PageBlueprint? in
                guard let child = page.coordinator else { return nil }
                return PageBlueprint(
                    name: page.name, title: page.title, position: page.position, coordinator: child,
                    location: page.place.location)
            }
            return CoordinatorBlueprint(
                name: coordinator.name, kind: .tabbar, flavour: flavour, presentationStyle: construction.presentationStyle,
                location: location, pages: pages, defaultPage: construction.currentPage, initSteps: initSteps,
                startSteps: startSteps)
        }
        let scope = declarations.routeEnum(of: coordinator)?.name ?? coordinator.name
        let routes = declarations.routeDeclarations(of: coordinator).map { route in
            RouteBlueprint(
                name: route.name, screen: route.screen ?? route.name, transition: route.transition,
                location: route.place.location,
                actions: route.screen.map { controls.actions(ofScreen: $0, from: scope) } ?? [])
        }
        return CoordinatorBlueprint(
            name: coordinator.name, kind: .navigation, flavour: flavour, presentationStyle: construction.presentationStyle,
            location: location, routes: routes, initSteps: initSteps, startSteps: startSteps)
    }

    // MARK: Entry

    /// The coordinator the app starts with: the one asked for; else the coordinators the app's lifecycle
    /// types (app and scene delegates, a SwiftUI `App`) hold or make; else those nothing makes.
    private func entry(requested: String?) throws(SourceImportError) -> String {
        let names = declarations.coordinators.map(\.name)
        if let requested {
            guard let match = declarations.coordinators.first(where: { $0.name == requested || $0.simpleName == requested })
            else { throw .unknownEntry(requested, candidates: names) }
            return match.name
        }
        var candidates = lifecycleCoordinators()
        if candidates.isEmpty {
            let made = madeCoordinators()
            candidates = names.filter { !made.contains($0) }
        }
        guard candidates.count == 1, let only = candidates.first else {
            throw .ambiguousEntry(candidates.isEmpty ? names : candidates)
        }
        return only
    }

    /// The coordinators the lifecycle types hold in properties (declared or made there); when they hold
    /// none, those their methods make (a deep link's handler may make others besides the one held).
    private func lifecycleCoordinators() -> [String] {
        var held: [String] = []
        var made: [String] = []
        for type in index.allTypes where type.conforms(toAny: RouterVocabulary.lifecycleProtocols) {
            for property in type.properties {
                let written = property.type
                    ?? property.initializer.flatMap(SyntaxReading.constructedType).map(\.name)
                if let written, let coordinator = index.type(named: written, from: type.name),
                   declarations.isCoordinator(coordinator), !held.contains(coordinator.name)
                {
                    held.append(coordinator.name)
                }
            }
            for name in constructions(in: type) where !made.contains(name) { made.append(name) }
        }
        return held.isEmpty ? made : held
    }

    /// Every coordinator some body or page of the sources constructs.
    private func madeCoordinators() -> Set<String> {
        Set(index.allTypes.flatMap { constructions(in: $0) })
    }

    private func constructions(in type: TypeDeclaration) -> [String] {
        var names: [String] = []
        let bodies = type.functions.compactMap { function in function.body.map { (function.file, Syntax($0)) } }
            + type.properties.compactMap { property in
                (property.body ?? property.initializer.map(Syntax.init)).map { (property.file, $0) }
            }
        for (file, body) in bodies {
            for site in CallSiteCollector.sites(in: body, regions: index.files[file].regions) {
                if let made = index.type(named: site.name, from: type.name), declarations.isCoordinator(made), made !== type {
                    names.append(made.name)
                }
            }
        }
        return names
    }
}
