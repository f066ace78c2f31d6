import Exploration
import Foundation
import NavigationGraph
import NavigationModel
import RouterCoordinators

/// The Router style (ALCoordinator, SUICoordinator): the sources' coordinators become a ``RouterBlueprint``
/// that runs on `RouterCoordinators`.
struct RouterImporter: StyleImporter {
    static let style = SourceStyle.router
    static let lookedFor =
        "classes deriving from NavigationCoordinator<Route> or TabbarCoordinator<Page> (ALCoordinator), "
        + "or from Coordinator<Route> or TabCoordinator<Page>, or marked @Coordinator(Route.self) (SUICoordinator)"
    static let runtimeStyle = CoordinatorStyle.router

    let resolver: RouterResolver

    init(index: DeclarationIndex) { resolver = RouterResolver(index: index) }

    var coordinatorNames: [String] { resolver.declarations.coordinators.map(\.name) }

    func importApp(named name: String, entry: String?) throws(SourceImportError) -> StyleImport {
        let blueprint = try resolver.blueprint(entry: entry)
        let reader = resolver.reader
        return StyleImport(
            name: name, style: Self.runtimeStyle, coordinators: blueprint.coordinators.count,
            navigationCalls: reader.navigationCalls, resolvedCalls: reader.resolvedCalls, diagnostics: resolver.diagnostics,
            catalog: blueprint.catalog, events: blueprint.events.map(Self.externalEvent)
        ) { context in
            if !blueprint.events.isEmpty { context.setModel(FiredTimers()) }
            return blueprint.launch(in: context)
        }
    }

    /// A blueprint's event as the explorer fires it: a timer once per launch, anything else at any time.
    private static func externalEvent(_ event: EventBlueprint) -> ExternalEvent {
        let kind: ExternalEvent.Kind = switch event.kind {
        case .timer: .timer
        case .notification: .notification
        case .deepLink: .deepLink
        }
        let name = event.name
        return ExternalEvent(
            name, kind: kind,
            isEnabled: { app in
                event.kind != .timer || app.context.model(as: FiredTimers.self)?.names.contains(name) == false
            },
            fire: { app in
                if event.kind == .timer { app.context.updateModel(FiredTimers.self) { $0.names.insert(name) } }
                RouterBlueprint.perform(event.steps, in: app.context)
            })
    }
}

/// An imported app's declared model state: the timers that have fired (each fires once per launch).
struct FiredTimers: Hashable, CustomStringConvertible {
    var names: Set<String> = []

    var description: String { names.isEmpty ? "no timer fired" : "fired: " + names.sorted().joined(separator: ", ") }
}
