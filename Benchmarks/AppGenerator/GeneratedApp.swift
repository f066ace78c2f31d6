import Exploration

/// Synthetic apps for benchmarks and scale tests.
///
/// ```swift
/// let app = try GeneratedApp.make(AppShape(style: .router, coordinators: 200, screensPerCoordinator: 5))
/// let graph = Explorer(app: app).run()
/// ```
public enum GeneratedApp {
    /// An app of `shape`, in its style.
    public static func make(_ shape: AppShape) throws(InvalidShape) -> ExplorableApp {
        let blueprint = try Blueprint(shape)
        let name = "generated-\(shape.style)-\(shape.coordinators)x\(shape.screensPerCoordinator)"
        let summary = "\(shape.coordinators) coordinators of \(shape.screensPerCoordinator) screens, "
            + "\(shape.actionsPerScreen) actions per screen" + (blueprint.tabs > 0 ? ", \(blueprint.tabs) tabs" : "")
        switch shape.style {
        case .plain: return PlainApp.make(blueprint, name: name, summary: summary)
        case .router: return RouterApp.make(blueprint, name: name, summary: summary)
        case .tree: return TreeApp.make(blueprint, name: name, summary: summary)
        case .declarative: return DeclarativeApp.make(blueprint, name: name, summary: summary)
        case .reactive: return ReactiveApp.make(blueprint, name: name, summary: summary)
        case .viewModel: return ViewModelApp.make(blueprint, name: name, summary: summary)
        }
    }
}
