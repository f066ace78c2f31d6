import NavigationGraph
import NavigationModel
import ReactiveCoordinators
import SwiftSyntax

/// Turns the Reactive-style declarations of an index into a ``ReactiveBlueprint``: each coordinator's
/// `start()` (its steps and the publisher it returns), the screens it shows with their actions, the
/// children it coordinates to, and the entry coordinator.
struct ReactiveResolver {
    let index: DeclarationIndex
    let declarations: ReactiveDeclarations
    let reader: ReactiveFlowReader

    init(index: DeclarationIndex) {
        self.index = index
        declarations = ReactiveDeclarations(index: index)
        reader = ReactiveFlowReader(index: index, model: declarations)
    }

    var diagnostics: [ImportDiagnostic] { reader.diagnostics }

    /// The blueprint, started from `entry` (a coordinator type name) or from the one coordinator the app's
    /// lifecycle types make.
    func blueprint(entry: String?) throws(SourceImportError) -> ReactiveBlueprint {
        let entryName = try self.entry(requested: entry)
        let controls = ReactiveScreenControls(index: index, reader: reader)
        var starts: [String: FlowReading] = [:]
        for coordinator in declarations.coordinators {
            starts[coordinator.name] = startFunction(of: coordinator).map { reader.reading(of: $0, on: coordinator) }
        }
        // Screens shown from actions may show more screens: read until no new screen turns up.
        var actions: [String: [String: [FlowAction]]] = [:]
        var changed = true
        while changed {
            changed = false
            for coordinator in declarations.coordinators {
                for screen in reader.screens[coordinator.name] ?? [] where actions[coordinator.name]?[screen.type] == nil {
                    actions[coordinator.name, default: [:]][screen.type] = controls.actions(ofScreen: screen.type, shownBy: coordinator)
                    changed = true
                }
            }
        }
        let flows = declarations.coordinators.map { coordinator -> FlowBlueprint in
            let start = starts[coordinator.name] ?? FlowReading()
            let screens = (reader.screens[coordinator.name] ?? []).map { screen in
                ScreenBlueprint(
                    name: ReactiveDeclarations.routeName(ofScreen: screen.type), screenType: screen.type,
                    transition: screen.transition, location: screen.place.location,
                    actions: actions[coordinator.name]?[screen.type] ?? [])
            }
            let steps = start.sequence
            var blueprint = FlowBlueprint(
                name: coordinator.name, location: coordinator.place.location, screens: screens,
                start: steps, result: start.returned ?? .never,
                showsTabs: steps.contains { if case .presentTabs = $0 { true } else if case .setWindowRootTabs = $0 { true } else { false } })
            var names = SubjectNames()
            names.add(steps)
            names.add(start.returned)
            for screen in screens { for action in screen.actions { names.add(action.steps) } }
            blueprint.subjects = names.names
            return blueprint
        }
        let byName: [String: FlowBlueprint] = Dictionary(flows.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let withChildren = flows.map { flow -> FlowBlueprint in
            var flow = flow
            var seen: Set<String> = []
            flow.children = (reader.children[flow.name] ?? []).compactMap { child -> ChildBlueprint? in
                guard seen.insert(child.coordinator).inserted else { return nil }
                return ChildBlueprint(
                    name: ReactiveDeclarations.routeName(ofCoordinator: child.coordinator), coordinator: child.coordinator,
                    transition: transition(of: byName[child.coordinator], given: child), location: child.place.location)
            }
            return flow
        }
        return ReactiveBlueprint(coordinators: withChildren, entry: entryName)
    }

    private func startFunction(of coordinator: TypeDeclaration) -> Function? {
        var current: TypeDeclaration? = coordinator
        var seen: Set<String> = []
        while let type = current, seen.insert(type.name).inserted {
            if let start = type.functions(named: "start").first(where: { $0.parameters.isEmpty }) { return start }
            current = type.inherited.first.flatMap { index.type(named: $0, from: type.name) }
        }
        return nil
    }

    /// How a child's first screen appears: as its `start()` presents it, else pushed, or a root when the
    /// parent made the navigation controller it pushes onto.
    private func transition(of child: FlowBlueprint?, given: ReactiveFlowReader.StartedChild) -> TransitionStyle? {
        for step in child?.start ?? [] {
            switch step {
            case .present(_, _, let kind), .presentTabs(_, _, let kind): return TransitionStyle(rawValue: kind.rawValue)
            case .push: return given.givenMadeNavigation ? nil : .push
            case .setWindowRoot, .setWindowRootTabs: return nil
            default: continue
            }
        }
        return nil
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
        var candidates: [String] = []
        for type in index.allTypes where type.conforms(toAny: RouterVocabulary.lifecycleProtocols) {
            for property in type.properties {
                if let written = property.type, let held = index.type(named: written, from: type.name),
                   declarations.isCoordinator(held), !candidates.contains(held.name)
                {
                    candidates.append(held.name)
                }
            }
            for name in constructions(in: type) where !candidates.contains(name) { candidates.append(name) }
        }
        if candidates.isEmpty {
            let made = Set(index.allTypes.flatMap { constructions(in: $0) })
            candidates = names.filter { !made.contains($0) }
        }
        guard candidates.count == 1, let only = candidates.first else {
            throw .ambiguousEntry(candidates.isEmpty ? names : candidates)
        }
        return only
    }

    private func constructions(in type: TypeDeclaration) -> [String] {
        var names: [String] = []
        for function in type.functions {
            guard let body = function.body else { continue }
            for site in CallSiteCollector.sites(in: body, regions: index.files[function.file].regions) {
                if let made = index.type(named: site.name, from: type.name), declarations.isCoordinator(made), made !== type {
                    names.append(made.name)
                }
            }
        }
        return names
    }
}

/// The subjects a coordinator's steps and publishers name, in order of first use.
private struct SubjectNames {
    private(set) var names: [String] = []

    mutating func add(_ steps: [FlowStep]) { steps.forEach { add($0) } }

    mutating func add(_ step: FlowStep) {
        switch step {
        case .send(let subject, _), .complete(let subject): insert(subject)
        case .subscribe(let source, let handlers):
            add(source)
            handlers.forEach { add($0) }
        case .discard(let source): add(source)
        case .on: break  // the other coordinator's own subjects
        case .makeNavigation, .setWindowRoot, .setWindowRootTabs, .push, .present, .presentTabs, .pop, .dismiss: break
        }
    }

    mutating func add(_ publisher: FlowPublisher?) {
        switch publisher {
        case .subject(let name)?: insert(name)
        case .handleEvents(let source, let steps)?:
            add(source)
            add(steps)
        case .map(let source, let handlers)?, .flatMap(let source, let handlers)?:
            add(source)
            handlers.forEach { add($0) }
        case .never?, .empty?, .just?, .coordinate?, nil: break
        }
    }

    private mutating func add(_ handler: ResultHandler) {
        add(handler.steps)
        add(handler.publisher)
    }

    private mutating func insert(_ name: String) { if !names.contains(name) { names.append(name) } }
}
