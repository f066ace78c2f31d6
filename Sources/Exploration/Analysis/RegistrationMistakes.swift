import NavigationGraph

/// A launch that sets no main coordinator: the window is empty and no coordinator is owned at launch. It
/// runs before the analyses whose findings it explains (``DeadEnds`` leaves out the empty launch window,
/// ``UnreachableDeclarations`` says why nothing started).
enum NoMainCoordinator: Analysis {
    static func findings(in context: AnalysisContext) -> [Finding] {
        let record = context.record
        guard !record.states.isEmpty, record.screens(of: 0).isEmpty, record.owned(of: 0).isEmpty else { return [] }
        context.launchSetsNoMainCoordinator = true
        return [Finding(
            kind: .noMainCoordinator, subject: .stage("launch"),
            message: "The launch of \(context.app.name) set no main coordinator: the window is empty and no coordinator "
                + "is owned, so nothing the app declares can run. In the launch function, \(hint(for: context.app.style)).",
            location: nil, path: [], state: 0)]
    }

    /// What the launch of an app of `style` must do.
    static func hint(for style: CoordinatorStyle) -> String {
        switch style {
        case .router: "make the first coordinator the main one before starting it: `context.setMainCoordinator(main)`, then `main.start()`"
        case .tree: "retain the application coordinator as the root (`coordinator.retainAsRoot()`) and set `window.rootViewController`"
        case .declarative: "show the main coordinator in the window: `main.showInWindow()`"
        case .reactive: "launch the application coordinator: `app.launch()`"
        case .viewModel: "start the first coordinator view model as the root: `startAsRoot(content:)`"
        default: "make the first coordinator the root of the window and of the coordinator tree"
        }
    }
}

/// Coordinators that run but are missing from the app's route catalog, one finding each, with the path to
/// the first state that owns one.
enum UndeclaredCoordinators: Analysis {
    static func findings(in context: AnalysisContext) -> [Finding] {
        let record = context.record
        var missing = Set(record.coordinatorTypes.names.indices.map(Int32.init).filter {
            let name = record.coordinatorTypes[$0]
            return name != StateIntake.unownedCoordinator && context.catalog.coordinator(name) == nil
        })
        guard !missing.isEmpty else { return [] }
        var findings: [Finding] = []
        for state in record.states.indices where !missing.isEmpty {
            for type in Set(record.owned(of: state)).intersection(missing).sorted() {
                missing.remove(type)
                let name = record.coordinatorTypes[type]
                let path = record.steps(to: Int32(state))
                findings.append(Finding(
                    kind: .undeclaredCoordinator, subject: .coordinator(name),
                    message: "\(name) runs (\(path.last.map { "after “\($0.action)”" } ?? "at launch")) but is not in the "
                        + "route catalog \(context.app.name) registers, so its screens and findings have no source location "
                        + "and its routes are not checked: add its declaration to the app's `RouteCatalog`.",
                    location: nil, path: path, state: state))
            }
        }
        return findings
    }
}
