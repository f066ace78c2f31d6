import NavigationGraph
import NavigationModel

/// The screen side of ``UnboundedGrowth``. The growth bound counts a screen type's copies, so that rounds
/// alternating two routes of one screen are cut too; the findings are told per route:
/// - a cut is about the route holding the most copies of the type (the first seen by the search on a tie); each
///   such route holding two or more copies gets a finding, from the cut where it holds the most (the
///   earliest on a tie); its round is the shortest tail of that cut's path that, taken again from
///   the cut state, adds another copy of the route (checked by replay);
/// - a screen type with no such route gets one finding, from its first cut, saying that the bound stopped
///   it, not a repeating route.
enum ScreenGrowth {
    static func findings(in context: AnalysisContext) -> [Finding] {
        let record = context.record
        let limit = context.options.growthLimit
        var routes: [Int32: (cut: Int32, copies: Int)] = [:]
        var typesCut: [Int32: Int32] = [:]
        for cut in record.growthCuts {
            guard case .screen(let type, _) = cut.subject else { continue }
            if typesCut[type] == nil { typesCut[type] = cut.state }
            let held = record.screens(of: Int(cut.state)).filter { record.screens[Int($0)].screenType == type }
            // The route the cut is about: the one holding the most copies, the first seen by the search on a tie.
            let copies = Dictionary(held.map { ($0, 1) }, uniquingKeysWith: +)
            guard let (node, most) = copies.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }), most >= 2 else { continue }
            if most > routes[node]?.copies ?? 0 || (most == routes[node]?.copies && cut.state < routes[node]!.cut) {
                routes[node] = (cut.state, most)
            }
        }
        for node in routes.keys { typesCut[record.screens[Int(node)].screenType] = nil }

        let routeFindings = routes.map { node, best in
            let screen = record.screens[Int(node)]
            let held = record.screens(of: Int(best.cut)).count { record.screens[Int($0)].screenType == screen.screenType }
            let steps = record.steps(to: best.cut)
            let round = repeatableRound(in: steps, to: best.cut, context: context) { state in
                copies(of: screen, coordinatorType: record.coordinatorTypes[screen.coordinator], in: state)
            }
            let growth = round.map { "each round of \($0.map(\.action).arrowJoined) adds another copy" }
                ?? "its path keeps adding copies"
            let stop = held == best.copies
                ? "\(held) copies in the window"
                : "\(held) copies of \(screen.typeName) in the window, \(best.copies) of them this route"
            return Finding(
                kind: .unboundedGrowth, subject: .screen(screen.id),
                message: "\(screen.id) keeps growing: \(growth); the growth bound (\(limit)) stopped the search at \(stop).",
                location: location(of: screen, context), path: steps, state: Int(best.cut))
        }
        let typeFindings = typesCut.map { type, cut in
            let held = record.screens(of: Int(cut)).filter { record.screens[Int($0)].screenType == type }
            let screen = record.screens[Int(held.last!)]
            let routes = Set(held.map { record.screens[Int($0)].id }).sorted()
            return Finding(
                kind: .unboundedGrowth, subject: .screen(screen.id),
                message: "\(screen.typeName) reached the growth bound (\(limit)) with \(held.count) copies in the window, one "
                    + "each of \(routes.joined(separator: ", ")): no route repeats, so the search cannot tell whether they "
                    + "keep growing; raise the growth bound to explore past it.",
                location: location(of: screen, context), path: record.steps(to: cut), state: Int(cut))
        }
        return (routeFindings + typeFindings).sorted { ($0.state ?? 0, $0.subject) < ($1.state ?? 0, $1.subject) }
    }

    private static func location(of screen: ObservedScreen, _ context: AnalysisContext) -> SourceReference? {
        context.catalog.location(ofScreen: screen.id, coordinator: context.record.coordinatorTypes[screen.coordinator])
    }

    /// Copies of `screen`'s route, shown by a coordinator of `coordinatorType`, in `state`'s window.
    private static func copies(of screen: ObservedScreen, coordinatorType: String, in state: NavigationState) -> Int {
        state.window.containers.reduce(0) { total, container in
            total + container.stacks.reduce(0) { sum, stack in
                sum + stack.screens.count { copy in
                    copy.route == screen.route && copy.owner.flatMap { state.coordinators[$0]?.typeName } == coordinatorType
                }
            }
        }
    }

    /// The shortest tail of `steps` (the path to `cut`) that, taken again from `cut`, adds another copy of
    /// what `count` counts: a round the user can repeat. `nil` when no tail of the path does.
    private static func repeatableRound(
        in steps: [PathStep], to cut: Int32, context: AnalysisContext, count: (NavigationState) -> Int
    ) -> ArraySlice<PathStep>? {
        let app = context.app
        let indices = context.record.actionIndices(to: cut)
        var actions: [AvailableAction] = []
        for start in steps.indices.reversed() {
            let instance = app.launchInstance()
            defer { instance.close() }
            guard Replay.follow(indices, in: instance, events: app.events, actions: &actions, reduction: context.record.reduction)
            else { return nil }
            let before = count(instance.context.state)
            var tookEvery = true
            for step in steps[start...] {
                AvailableAction.all(in: instance, events: app.events, into: &actions)
                guard let action = actions.first(where: { $0.name == step.action }) else { tookEvery = false; break }
                action.perform(in: instance)
            }
            if tookEvery, count(instance.context.state) > before { return steps[start...] }
        }
        return nil
    }
}
