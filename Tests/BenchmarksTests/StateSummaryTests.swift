import AppGenerator
@testable import Exploration
import NavigationGraph
import NavigationModel
import Testing

/// A state's summary finds every coordinator's relation and whether it owns anything on screen in one
/// walk of the window: it must say what asking each coordinator separately says, with the lookups called
/// in the same order (they number screens and types as they meet them), in every style.
@Suite struct StateSummaryTests {
    @Test(arguments: GeneratedStyle.allCases)
    func theSummaryIsTheOneOfAskingEachCoordinator(style: GeneratedStyle) throws {
        let shape = AppShape(
            style: style, coordinators: 12, screensPerCoordinator: 3, actionsPerScreen: 3, sheetShare: 0.3,
            fullScreenShare: 0.2, tabShare: 0.25, crossLinks: 4, recursion: true)
        let app = try GeneratedApp.make(shape)
        var summarized = Lookups()
        var asked = Lookups()
        var links = Set<CoordinatorLink.Relation>()
        var leaks = 0
        for seed in 1...4 {
            let instance = app.launchInstance()
            // A deterministic walk: a linear congruential sequence per seed picks each action.
            var random = UInt64(seed)
            var actions: [AvailableAction] = []
            for _ in 0..<150 {
                let state = instance.context.state
                let summary = try #require(StateSummary.of(
                    state, type: { summarized.type($0.typeName) }, unownedType: { summarized.type("none") },
                    node: { summarized.node($0, owner: $1) }, model: { summarized.model($0) }))
                let expected = Reference.summary(
                    of: state, type: { asked.type($0.typeName) }, unownedType: { asked.type("none") },
                    node: { asked.node($0, owner: $1) }, model: { asked.model($0) })
                #expect(summary.types == expected.types)
                #expect(summary.screens == expected.screens)
                #expect(summary.visible == expected.visible)
                #expect(summary.owned == expected.owned)
                #expect(summary.leaked == expected.leaked)
                #expect(summary.links == expected.links)
                #expect(summary.stackDepth == expected.stackDepth && summary.modalDepth == expected.modalDepth)
                #expect(summary.model == expected.model)
                links.formUnion(summary.links.map(\.relation))
                leaks += summary.leaked.count
                AvailableAction.all(in: instance, events: app.events, into: &actions)
                guard !actions.isEmpty else { break }
                random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                actions[Int((random >> 33) % UInt64(actions.count))].perform(in: instance)
            }
        }
        #expect(summarized.nodes == asked.nodes)
        // The walks met coordinators with parents (reactive flows show theirs in one way only).
        #expect(links.count >= (style == .reactive ? 1 : 2))
    }

    /// Numbers handed out in the order they are asked for.
    private struct Lookups {
        var types: [String: Int32] = [:]
        var nodes: [String: Int32] = [:]
        var models: [AnyHashable: Int32] = [:]

        mutating func type(_ name: String) -> Int32 { Self.number(name, in: &types) }
        mutating func node(_ screen: Screen, owner: Int32) -> Int32 {
            Self.number("\(owner) \(screen.route)", in: &nodes)
        }
        mutating func model(_ model: AnyHashable) -> Int32 {
            if let known = models[model] { return known }
            models[model] = Int32(models.count)
            return Int32(models.count - 1)
        }

        private static func number(_ key: String, in table: inout [String: Int32]) -> Int32 {
            if let known = table[key] { return known }
            table[key] = Int32(table.count)
            return Int32(table.count - 1)
        }
    }

    /// The summary as worked out coordinator by coordinator, each relation by a walk of the window.
    private enum Reference {
        static func summary(
            of state: NavigationState, type typeOf: (CoordinatorRecord) -> Int32, unownedType: () -> Int32,
            node nodeOf: (Screen, Int32) -> Int32, model modelOf: (AnyHashable) -> Int32
        ) -> StateSummary {
            var summary = StateSummary()
            let tree = state.coordinators
            let records = tree.all
            summary.types = records.map(typeOf)
            func type(of coordinator: CoordinatorID?) -> Int32? {
                guard let coordinator, let index = tree.position(of: coordinator) else { return nil }
                return summary.types[index]
            }
            for record in records {
                guard let parent = type(of: record.parent) else { continue }
                summary.links.append(CoordinatorLinkKey(
                    parent: parent, child: type(of: record.id)!, relation: relation(of: record.id, in: state)))
            }
            func node(of screen: Screen) -> Int32 { nodeOf(screen, type(of: screen.owner) ?? unownedType()) }
            let onScreen = state.coordinatorsOnScreen
            for container in state.window.containers {
                for stack in container.stacks { summary.screens += stack.screens.map(node(of:)) }
            }
            summary.visible = state.window.visibleScreen.map(node(of:)) ?? -1
            let owned = tree.owned
            summary.owned = owned.map { type(of: $0)! }
            if owned.contains(where: { !onScreen.contains($0) }) {
                summary.leaked = state.leakedCoordinators().map { type(of: $0)! }
            }
            summary.stackDepth = Int32(state.visibleStackDepth)
            summary.modalDepth = Int32(state.window.modalDepth)
            summary.model = state.model.map(modelOf) ?? -1
            return summary
        }

        /// How `child` is shown: the smallest of every way the window shows it.
        static func relation(of child: CoordinatorID, in state: NavigationState) -> CoordinatorLink.Relation {
            var found: [CoordinatorLink.Relation] = []
            func owns(_ stack: NavigationStack) -> Bool {
                stack.owner == child || (stack.owner == nil && stack.screens.first?.owner == child)
            }
            func visit(_ container: Container, presented kind: PresentationKind?) {
                let own: CoordinatorLink.Relation = switch kind {
                case nil: .root
                case .sheet: .sheet
                case .nonDismissibleSheet: .nonDismissibleSheet
                case .fullScreen: .fullScreen
                case .custom: .custom
                }
                switch container {
                case .tabs(let tabs):
                    if tabs.owner == child { found.append(own) }
                    for tab in tabs.tabs {
                        if owns(tab.stack) { found.append(.tab) }
                        else if tab.stack.screens.contains(where: { $0.owner == child }) { found.append(.push) }
                    }
                case .stack(let stack):
                    if owns(stack) { found.append(own) }
                    else if stack.screens.contains(where: { $0.owner == child }) { found.append(.push) }
                }
            }
            if let root = state.window.root { visit(root, presented: nil) }
            for presentation in state.window.presented { visit(presentation.content, presented: presentation.kind) }
            return found.min() ?? .offScreen
        }
    }
}
