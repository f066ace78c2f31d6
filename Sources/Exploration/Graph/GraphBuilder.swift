import NavigationGraph

/// Turns the search's compact record and the app's catalog into the graph's Codable values.
struct GraphBuilder {
    let record: ExplorationRecord
    let catalog: CatalogIndex

    /// Declared and observed screens, merged by id, sorted by id.
    func screens() -> [ScreenNode] {
        var nodes: [String: ScreenNode] = [:]
        for screen in catalog.screens {
            nodes[screen.id] = ScreenNode(
                id: screen.id, typeName: screen.route.screenType ?? screen.route.name, route: screen.route.name,
                coordinator: screen.coordinator, transition: screen.route.transition?.rawValue, declared: true,
                reached: false, location: SourceReference(screen.route.location))
        }
        for screen in record.screens {
            var node = nodes[screen.id] ?? ScreenNode(
                id: screen.id, typeName: screen.typeName, route: screen.route,
                coordinator: record.coordinatorTypes[screen.coordinator], transition: nil, declared: false,
                reached: false, location: nil)
            node.typeName = screen.typeName
            node.sampleInputs = screen.sampleInputs
            // Reached when the user sees it; covered when it is only ever in the window under another (a
            // splash screen covered at launch), and then the path leads where it first appears.
            if screen.firstVisible >= 0 {
                node.reached = true
                node.pathFromLaunch = record.steps(to: screen.firstVisible)
            } else if screen.firstPresent >= 0 {
                node.covered = true
                node.pathFromLaunch = record.steps(to: screen.firstPresent)
            }
            nodes[screen.id] = node
        }
        return nodes.values.sorted { $0.id < $1.id }
    }

    /// Declared and observed coordinator types, sorted by name.
    func coordinators() -> [CoordinatorNode] {
        var nodes: [String: CoordinatorNode] = [:]
        for coordinator in catalog.coordinators {
            nodes[coordinator.typeName] = CoordinatorNode(
                id: coordinator.typeName, kind: coordinator.kind, declared: true, reached: false,
                location: SourceReference(coordinator.location))
        }
        for name in record.coordinatorTypes.names {
            let kind: CoordinatorKind = name == StateIntake.unownedCoordinator ? .unowned : .undeclared
            nodes[name, default: CoordinatorNode(id: name, kind: kind, declared: false, reached: false, location: nil)]
                .reached = true
        }
        return nodes.values.sorted { $0.id < $1.id }
    }

    /// Every state, in breadth-first order.
    func states() -> [StateNode] {
        record.states.enumerated().map { id, state in
            StateNode(
                id: id, depth: Int(state.depth), visibleScreen: record.screenID(of: Int32(id)),
                screens: record.screens(of: id).map { record.screens[Int($0)].id }, stackDepth: Int(state.stackDepth),
                modalDepth: Int(state.modalDepth), coordinators: record.owned(of: id).map { record.coordinatorTypes[$0] },
                model: state.model < 0 ? nil : record.models[Int(state.model)], truncated: !state.expanded,
                cutBy: state.cut)
        }
    }

    /// The ownership links seen, sorted by parent, child and relation.
    func coordinatorLinks() -> [CoordinatorLink] {
        record.coordinatorLinks.map { key, states in
            CoordinatorLink(
                parent: record.coordinatorTypes[key.parent], child: record.coordinatorTypes[key.child],
                relation: key.relation, states: states)
        }
        .sorted { ($0.parent, $0.child, $0.relation) < ($1.parent, $1.child, $1.relation) }
    }

    /// Every transition, in breadth-first order (by source state, then action order).
    func transitions() -> [Transition] {
        record.transitions.map { transition in
            Transition(
                source: Int(transition.source), target: Int(transition.target), action: transition.action,
                actionSource: transition.actionSource, kind: transition.kind,
                fromScreen: record.screenID(of: transition.source), toScreen: record.screenID(of: transition.target))
        }
    }

    func statistics(screens: [ScreenNode], coordinators: [CoordinatorNode]) -> ExplorationSummary.Statistics {
        var visibleStates: [String: Int] = [:]
        for state in record.states where state.visibleScreen >= 0 {
            visibleStates[record.coordinatorTypes[record.screens[Int(state.visibleScreen)].coordinator], default: 0] += 1
        }
        let perCoordinator = coordinators.map { coordinator in
            let own = screens.filter { $0.coordinator == coordinator.id }
            let maxInstances = record.coordinatorTypes.number(of: coordinator.id).map { Int(record.maxInstances[Int($0)]) } ?? 0
            return ExplorationSummary.CoordinatorStatistics(
                coordinator: coordinator.id, screensDeclared: own.count { $0.declared },
                screensReached: own.count { $0.reached }, statesVisible: visibleStates[coordinator.id] ?? 0,
                maxInstances: maxInstances)
        }
        return ExplorationSummary.Statistics(
            states: record.states.count, transitions: record.transitions.count,
            screensReached: screens.count { $0.reached }, screensCovered: screens.count { $0.covered },
            screensDeclared: screens.count { $0.declared },
            maxStackDepth: record.maxStackDepth, maxModalDepth: record.maxModalDepth, perCoordinator: perCoordinator)
    }
}
