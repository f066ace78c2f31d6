import Exploration
import Foundation
import NavigationGraph
import ReactiveCoordinators

/// The Reactive style (Combine coordinators: `Coordinator<Result>` subclasses whose `start()` returns a
/// publisher): the sources' coordinators become a ``ReactiveBlueprint`` that runs on
/// `ReactiveCoordinators`, explored by replay from launch as a hand port of the style is.
struct ReactiveImporter: StyleImporter {
    static let style = SourceStyle.reactive
    static let lookedFor =
        "classes deriving from a generic coordinator class (Coordinator<Result>, BaseCoordinator<ResultType>) "
        + "whose start() returns a publisher (Combine coordinators)"
    static let runtimeStyle = CoordinatorStyle.reactive

    let resolver: ReactiveResolver

    init(index: DeclarationIndex) { resolver = ReactiveResolver(index: index) }

    var coordinatorNames: [String] { resolver.declarations.coordinators.map(\.name) }

    func importApp(named name: String, entry: String?) throws(SourceImportError) -> StyleImport {
        let blueprint = try resolver.blueprint(entry: entry)
        let reader = resolver.reader
        return StyleImport(
            name: name, style: Self.runtimeStyle, coordinators: blueprint.coordinators.count,
            navigationCalls: reader.navigationCalls, resolvedCalls: reader.resolvedCalls, diagnostics: resolver.diagnostics,
            catalog: blueprint.catalog, restoreStrategy: .replayFromLaunch
        ) { context in blueprint.launch(in: context) }
    }
}
