import Exploration
import Foundation
import NavigationGraph
import NavigationModel

/// One coordinator style's reading of an indexed app: which coordinators of the style the sources declare,
/// and the app they make on the style's runtime. Each style is one folder of this module and one line of
/// ``StyleImporters/all``.
protocol StyleImporter: SendableMetatype {
    /// The style read.
    static var style: SourceStyle { get }
    /// What the importer looks for, said to the user when the sources hold none of it.
    static var lookedFor: String { get }
    /// The runtime the imported app runs on, as reports name it.
    static var runtimeStyle: CoordinatorStyle { get }

    init(index: DeclarationIndex)

    /// The coordinator types of this style that the sources declare, by name.
    var coordinatorNames: [String] { get }

    /// The app, started from `entry` (a coordinator type name) or from the one the sources start with.
    func importApp(named name: String, entry: String?) throws(SourceImportError) -> StyleImport
}

/// What a style importer made of the sources.
struct StyleImport {
    /// The app; its source findings are set by ``SourceImporter`` from all diagnostics.
    var app: ExplorableApp
    /// Calls not followed and declarations read in part, at their files and lines.
    var diagnostics: [ImportDiagnostic]
    var coordinators: Int
    /// Navigation calls met from the controls, and how many of them were followed.
    var navigationCalls: Int
    var resolvedCalls: Int
}

extension StyleImport {
    /// The import of an app whose `launch` starts its blueprint (`nil` when the blueprint starts nothing),
    /// summed up as its `coordinators` (named `unit` in the summary) and the navigation calls followed of
    /// those met.
    init(
        name: String, style: CoordinatorStyle, coordinators: Int, unit: String = "coordinators",
        navigationCalls: Int, resolvedCalls: Int, diagnostics: [ImportDiagnostic], catalog: RouteCatalog,
        events: [ExternalEvent] = [], restoreStrategy: RestoreStrategy = .snapshot,
        launch: @escaping (NavigationContext) -> AnyObject?
    ) {
        let app = ExplorableApp(
            name: name, style: StyleImporters.appStyle(style),
            summary: "\(coordinators) \(unit), \(resolvedCalls) of \(navigationCalls) navigation calls followed",
            catalog: catalog, events: events, restoreStrategy: restoreStrategy,
            launch: { context in launch(context) ?? NSNull() })
        self.init(
            app: app, diagnostics: diagnostics, coordinators: coordinators, navigationCalls: navigationCalls,
            resolvedCalls: resolvedCalls)
    }
}

/// Every style the importer reads; `--style auto` tries each.
enum StyleImporters {
    /// How reports name an app imported in `style`.
    static func appStyle(_ style: CoordinatorStyle) -> CoordinatorStyle {
        CoordinatorStyle(rawValue: "\(style.rawValue), imported from sources")
    }

    static let all: [any StyleImporter.Type] = [
        RouterImporter.self,
        TreeImporter.self,
        DeclarativeImporter.self,
        ReactiveImporter.self,
        ViewModelImporter.self,
    ]

    static func importer(for style: SourceStyle) -> (any StyleImporter.Type)? {
        all.first { $0.style == style }
    }
}
