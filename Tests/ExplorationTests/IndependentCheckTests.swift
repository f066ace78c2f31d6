import Exploration
import Foundation
import NavigationGraph
import Testing

/// Recomputes reachability, strongly connected components, traps, dead ends and shortest paths from the
/// exported JSON with plain, separate algorithms, and checks that the analyses agree.
@Suite struct IndependentCheckTests {
    static let apps: [NamedApp] = [
        TestApps.shop(), TestApps.trap(), TestApps.deadEnd(), TestApps.loop(), TestApps.leak(), TestApps.fault(),
        TestApps.pages(), TestApps.grid(size: 5), TestApps.leakyTrap(), TestApps.coveredSplash(),
    ].map(NamedApp.init)

    private func exported(_ app: ExplorableApp, _ options: ExplorationOptions = .init()) throws -> NavigationGraph {
        let data = try JSONEncoder().encode(Explorer(app: app, options: options).run())
        return try JSONDecoder().decode(NavigationGraph.self, from: data)
    }

    @Test(arguments: apps)
    func analysesAgreeWithASeparateComputation(_ app: NamedApp) throws {
        try check(exported(app.app))
    }

    @Test(arguments: apps)
    func analysesAgreeWhenBoundsCutTheSearch(_ app: NamedApp) throws {
        try check(exported(app.app, .init(maxDepth: 2)))
    }

    private func check(_ graph: NavigationGraph) throws {
        let model = GraphModel(graph)

        // Breadth-first numbering and depths are shortest distances from launch.
        let distances = model.distancesFromLaunch()
        #expect(graph.states.map(\.depth) == distances)
        #expect(graph.states.map(\.id) == Array(graph.states.indices))
        #expect(zip(graph.states, graph.states.dropFirst()).allSatisfy { $0.depth <= $1.depth })

        // Every reached screen's path is a shortest path to a state showing it (or, for a screen never
        // visible, holding it in the window), and can be followed.
        for screen in graph.screens where screen.reached {
            let path = try #require(screen.pathFromLaunch)
            let showing = graph.states.filter { $0.visibleScreen == screen.id }
            let holding = showing.isEmpty ? graph.states.filter { $0.screens.contains(screen.id) } : showing
            #expect(path.count == holding.map(\.depth).min())
            let end = try #require(model.follow(path))
            #expect(holding.contains { $0.id == end })
        }
        for screen in graph.screens where !screen.isInWindow {
            #expect(screen.pathFromLaunch == nil)
            #expect(!graph.states.contains { $0.screens.contains(screen.id) })
        }

        // Dead ends: expanded states whose every transition stays put.
        let deadEnds = graph.states.filter { !$0.truncated && model.successors[$0.id].allSatisfy { $0 == nil } }.map(\.id)
        let deadEndScreens = Set(deadEnds.map { graph.states[$0].visibleScreen ?? "(empty window)" })
        #expect(Set(graph.findings.filter { $0.kind == .deadEnd }.map(\.subject.description)) == deadEndScreens)

        // Traps, by a fixed point: a state may return when it shows the launch screen, is unexpanded (a
        // state cut by the growth bound only when an expanded state showing the same screen surely
        // returns), or has a transition to a state that may return.
        let surelyReturns = model.fixedPoint(seeds: graph.states.map { $0.visibleScreen == model.launchScreen })
        let returningScreens = Set(graph.states.filter { !$0.truncated && surelyReturns[$0.id] }.map(\.visibleScreen))
        let mayReturn = model.fixedPoint(seeds: graph.states.map {
            $0.visibleScreen == model.launchScreen
                || ($0.truncated && ($0.cutBy != .growthLimit || returningScreens.contains($0.visibleScreen)))
        })
        let entries = graph.transitions.filter {
            mayReturn[$0.source] && !mayReturn[$0.target] && !graph.states[$0.target].truncated && !deadEnds.contains($0.target)
        }
        #expect(Set(graph.findings.filter { $0.kind == .trap }.map(\.subject.description)) == Set(entries.map { $0.toScreen ?? "(empty window)" }))

        // The same by components: a state cannot return exactly when it can only reach bottom components
        // with no launch screen and no unexpanded state in them.
        let components = model.stronglyConnectedComponents()
        let closed = model.closedComponentsWithoutReturn(components, mayReturn: mayReturn)
        for state in graph.states.indices {
            let reachesOnlyClosed = model.reachable(from: state).allSatisfy { !mayReturn[$0] }
            #expect(reachesOnlyClosed == !mayReturn[state])
            if !mayReturn[state] {
                #expect(model.reachable(from: state).contains { closed.contains(components[$0]) })
            }
        }

        // Every finding's path can be followed from launch, and ends where the finding says.
        for finding in graph.findings where !finding.path.isEmpty {
            let end = try #require(model.follow(finding.path), "\(finding.identifier)")
            if let state = finding.state, finding.kind != .styleFault {
                #expect(end == state || finding.kind == .replayMismatch, "\(finding.identifier)")
            }
        }
    }
}

/// The exported graph as plain adjacency, with textbook algorithms over it.
private struct GraphModel {
    let graph: NavigationGraph
    /// Per state: each transition's target, or nil for a self-loop.
    let successors: [[Int?]]
    let launchScreen: String?

    init(_ graph: NavigationGraph) {
        self.graph = graph
        var successors = [[Int?]](repeating: [], count: graph.states.count)
        for transition in graph.transitions {
            successors[transition.source].append(transition.target == transition.source ? nil : transition.target)
        }
        self.successors = successors
        launchScreen = graph.states.first?.visibleScreen
    }

    func distancesFromLaunch() -> [Int] {
        var distance = [Int](repeating: -1, count: graph.states.count)
        distance[0] = 0
        var frontier = [0]
        while !frontier.isEmpty {
            var next: [Int] = []
            for state in frontier {
                for case let target? in successors[state] where distance[target] < 0 {
                    distance[target] = distance[state] + 1
                    next.append(target)
                }
            }
            frontier = next
        }
        return distance
    }

    /// Follows a path's actions from launch through the exported transitions.
    func follow(_ path: [PathStep]) -> Int? {
        var state = 0
        for step in path {
            guard let transition = graph.transitions.first(where: {
                $0.source == state && $0.action == step.action && $0.actionSource == step.source
            }), transition.toScreen == step.screen else { return nil }
            state = transition.target
        }
        return state
    }

    /// Seeds, and every state with a transition to a state already in, until nothing changes.
    func fixedPoint(seeds: [Bool]) -> [Bool] {
        var result = seeds
        var changed = true
        while changed {
            changed = false
            for transition in graph.transitions where !result[transition.source] && result[transition.target] {
                result[transition.source] = true
                changed = true
            }
        }
        return result
    }

    func reachable(from start: Int) -> Set<Int> {
        var seen: Set<Int> = [start]
        var stack = [start]
        while let state = stack.popLast() {
            for case let target? in successors[state] where seen.insert(target).inserted { stack.append(target) }
        }
        return seen
    }

    /// Kosaraju: the component number of every state.
    func stronglyConnectedComponents() -> [Int] {
        let count = graph.states.count
        var order: [Int] = []
        var visited = [Bool](repeating: false, count: count)
        for start in 0..<count where !visited[start] {
            var stack: [(Int, Int)] = [(start, 0)]
            visited[start] = true
            while let (state, index) = stack.popLast() {
                let targets = successors[state].compactMap { $0 }
                if index < targets.count {
                    stack.append((state, index + 1))
                    if !visited[targets[index]] {
                        visited[targets[index]] = true
                        stack.append((targets[index], 0))
                    }
                } else {
                    order.append(state)
                }
            }
        }
        var predecessors = [[Int]](repeating: [], count: count)
        for (source, targets) in successors.enumerated() { for case let target? in targets { predecessors[target].append(source) } }
        var component = [Int](repeating: -1, count: count)
        var next = 0
        for start in order.reversed() where component[start] < 0 {
            var stack = [start]
            component[start] = next
            while let state = stack.popLast() {
                for source in predecessors[state] where component[source] < 0 {
                    component[source] = next
                    stack.append(source)
                }
            }
            next += 1
        }
        return component
    }

    /// Bottom components (no transition leaves them) holding no state that may return.
    func closedComponentsWithoutReturn(_ component: [Int], mayReturn: [Bool]) -> Set<Int> {
        var leaves: Set<Int> = []
        var returns: Set<Int> = []
        for state in graph.states {
            if mayReturn[state.id] { returns.insert(component[state.id]) }
            for case let target? in successors[state.id] where component[target] != component[state.id] {
                leaves.insert(component[state.id])
            }
        }
        return Set(component).subtracting(leaves).subtracting(returns)
    }
}
