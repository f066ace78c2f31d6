import AppGenerator
@testable import DeclarativeCoordinators
import Exploration
import NavigationModel
import Testing

/// A route's screens are made through its key path's typed maker (``ScreenMaker``) when it has one, and
/// remembered per app instance (``ScreenMemo``). Both must give exactly the screen the general way gives:
/// the same names, inputs, owner and fingerprint, the same fault, and actions bound to the same router.
@Suite struct ScreenMakerTests {
    private func describe(_ made: MadeScreen) -> String {
        let screen = made.screen.map { screen in
            "\(screen.typeName)|\(screen.route)|\(screen.inputs)|\(screen.owner.map { "\($0)" } ?? "-")|\(screen.fingerprint)|"
                + "\(screen.actions().map { "\($0.name)\($0.isEnabled ? "" : " (disabled)")" })"
        } ?? "no screen"
        return screen + " / " + (made.fault.map { "\($0.kind) \($0.message)" } ?? "no fault")
    }

    /// What the state is, for comparing the effects of two actions.
    private func snapshot(_ context: NavigationContext) -> String {
        let records = context.state.coordinators.all.map { "\($0.id):\($0.payloadNumber):\($0.children)" }
        return "\(context.state.window.visibleScreen?.description ?? "-") \(records) \(context.faults.count)"
    }

    /// The environments a screen of `coordinator` at `position` is checked in: alone, with the tab
    /// coordinator around it (both orders), and with none; and with its own coordinator innermost at
    /// another position, or another navigation coordinator innermost (`others`), whose router a screen
    /// asking for its own coordinator's must not take unless it is of its type.
    private func environments(
        _ scope: RouterScope, tabs: (any TabCoordinatable)?, others: [any NavigationCoordinatable]
    ) -> [[RouterScope]] {
        var environments: [[RouterScope]] = [[scope], []]
        if let tabs {
            environments.append([RouterScope(tabs, position: nil), scope])
            environments.append([scope, RouterScope(tabs, position: nil)])
        }
        if case let navigation as any NavigationCoordinatable = scope.coordinator {
            environments.append([RouterScope(navigation, position: (scope.position ?? -1) + 1)])
            environments.append([RouterScope(navigation, position: nil)])
        }
        for other in others where other !== scope.coordinator {
            environments.append([RouterScope(other, position: 0)])
            environments.append([scope, RouterScope(other, position: 0)])
        }
        return environments
    }

    /// Makes every screen route of every coordinator of the context's state both ways, in several
    /// environments, and compares them, performing the first action of each in turn. Returns how many
    /// screens the typed makers made.
    private func check(_ context: NavigationContext) -> Int {
        let records = context.state.coordinators.all
        let tabs = records.lazy.compactMap { $0.object as? any TabCoordinatable }.first
        // Two other navigation coordinators at most: of the same type and of another, when there are.
        let navigations = records.compactMap { $0.object as? any NavigationCoordinatable }
        var typed = 0
        for record in records {
            var cases: [(RouteEntry, any Coordinatable, RouterScope)] = []
            if let navigation = record.object as? any NavigationCoordinatable, let payload = record.payload as? StackPayload {
                cases.append((payload.root, navigation, RouterScope(navigation, position: -1)))
                for (index, item) in payload.items.enumerated() where !item.route.isCoordinator {
                    cases.append((item.route, navigation, RouterScope(navigation, position: index)))
                }
            } else if let tabCoordinator = record.object as? any TabCoordinatable, let payload = record.payload as? TabsPayload {
                for tab in payload.tabs where !tab.route.isCoordinator {
                    cases.append((tab.route, tabCoordinator, RouterScope(tabCoordinator, position: nil)))
                }
            }
            for (entry, coordinator, scope) in cases where !entry.isCoordinator {
                let others = [
                    navigations.first { $0 !== coordinator && type(of: $0) == type(of: coordinator) },
                    navigations.first { type(of: $0) != type(of: coordinator) },
                ].compactMap { $0 }
                for environment in environments(scope, tabs: tabs, others: others) {
                    // The typed maker is given an innermost navigation scope apart, as a placement hands a screen item's.
                    let split = environment.last.flatMap { scope in
                        (scope.coordinator as? any NavigationCoordinatable).flatMap { navigation in
                            scope.position.map { (navigation: navigation, position: $0) }
                        }
                    }
                    let outer = split == nil ? environment : Array(environment.dropLast())
                    // Made from the declaration a route call would lend (``RoutedDeclaration``), the same screen.
                    func lending<Declaration: RouteDeclaration>(_ declaration: Declaration, _ environment: RouterEnvironment) -> MadeScreen? {
                        withUnsafePointer(to: declaration) { declaration in
                            withUnsafePointer(to: entry) {
                                entry.key.screens?.make(coordinator, $0, record.id, environment, UnsafeRawPointer(declaration))
                            }
                        }
                    }
                    // The environments lend the scopes and the innermost coordinator where the arrays hold them.
                    let innermost = split.map { [$0.navigation] } ?? []
                    let (general, typedMade, lent) = environment.withUnsafeBufferPointer { whole in
                        outer.withUnsafeBufferPointer { outer in
                            innermost.withUnsafeBufferPointer { innermost in
                                let typedEnvironment =
                                    split.map { RouterEnvironment(outer, innermost: innermost.baseAddress!, position: $0.position) }
                                    ?? RouterEnvironment(whole)
                                return (
                                    generalScreen(entry, of: coordinator, owner: record.id, environment: RouterEnvironment(whole)),
                                    withUnsafePointer(to: entry) { entry.key.screens?.make(coordinator, $0, record.id, typedEnvironment, nil) },
                                    entry.declaration(on: coordinator).flatMap { lending($0, typedEnvironment) }
                                )
                            }
                        }
                    }
                    guard let made = typedMade else { continue }
                    typed += 1
                    #expect(describe(made) == describe(general), "\(record.typeName).\(entry.name)")
                    #expect(lent.map(describe) == describe(general), "\(record.typeName).\(entry.name), lent")
                    // The actions are bound to the same router: taking the first of each does the same.
                    guard let mine = made.screen?.actions().first(where: \.isEnabled),
                        let theirs = general.screen?.actions().first(where: \.isEnabled)
                    else { continue }
                    let saved = context.state
                    context.beginTransition()
                    mine.perform()
                    context.endTransition()
                    let after = snapshot(context)
                    context.state = saved
                    context.beginTransition()
                    theirs.perform()
                    context.endTransition()
                    #expect(snapshot(context) == after, "\(record.typeName).\(entry.name): \(mine.name)")
                    context.state = saved
                }
            }
        }
        return typed
    }

    /// Walks the launched `context` for `count` actions, now and then from a restored earlier state,
    /// checking every state's screens and the window against a layout built from scratch (no memo, no
    /// note). Returns how many screens the typed makers made.
    private func walk(_ context: NavigationContext, count: Int, seed: UInt64) -> Int {
        var typed = check(context)
        context.randomWalk(count: count, seed: seed, restoreOneIn: 5, enabledOnly: true) { context in
            #expect(shown(context.state) == shown(fromScratch(context.state)))
            typed += check(context)
        }
        return typed
    }

    /// The state's window as the layout built from nothing gives it: a context without the style's observer,
    /// memos or note.
    private func fromScratch(_ state: NavigationState) -> NavigationState {
        let bare = NavigationContext(appName: "bare")
        var state = state
        state.styleNote = nil
        bare.state = state
        bare.renderDeclarative()
        return bare.state
    }

    private func shown(_ state: NavigationState) -> [String] {
        state.window.screens.map { screen in
            "\(screen.owner.map { "\($0)" } ?? "-")/\(screen.description)/\(screen.route)/\(screen.fingerprint)/\(screen.actions().map(\.name))"
        }
    }

    @Test(arguments: [
        AppShape(style: .declarative, coordinators: 10, screensPerCoordinator: 3, actionsPerScreen: 3, sheetShare: 0.3,
                 fullScreenShare: 0.2, tabShare: 0.3, crossLinks: 4, recursion: true),
        AppShape(style: .declarative, coordinators: 8, screensPerCoordinator: 4, actionsPerScreen: 2, tabShare: 0.5),
    ])
    func aGeneratedAppsScreensAreThoseTheGeneralWayMakes(_ shape: AppShape) throws {
        let app = try GeneratedApp.make(shape)
        let context = NavigationContext(appName: app.name)
        context.beginTransition()
        let root = app.launch(context)
        context.endTransition()
        let typed = walk(context, count: 150, seed: 11)
        withExtendedLifetime(root) {}
        // The generated screens are data-declared routes with typed key paths: the makers make them.
        #expect(typed > 300)
    }

    @Test func theFixturesScreensAreThoseTheGeneralWayMakes() {
        let flow = FlowApp()
        #expect(walk(flow.context, count: 150, seed: 3) > 100)
        let tabs = TabsApp()
        #expect(walk(tabs.context, count: 150, seed: 5) > 100)
    }

    /// A blueprint's screens ask for an existential router (`any ScopedRouter`) and are named by their
    /// blueprint: both are worked out per screen, and give what the general way gives.
    @Test func aBlueprintsScreensAreThoseTheGeneralWayMakes() {
        let context = NavigationContext(appName: "blueprint")
        let root = BlueprintTests.blueprint.launch(in: context)
        context.endTransition()
        #expect(walk(context, count: 80, seed: 9) > 50)
        withExtendedLifetime(root) {}
    }

    /// A key path the typed maker cannot read (its value is another coordinator's route, or not a screen's)
    /// has no maker: the general way makes it and reports what is wrong.
    @Test func onlyScreenRoutesOfTheirOwnCoordinatorHaveMakers() {
        #expect(RouteKey.of(\FlowCoordinator.detail).screens != nil)
        #expect(RouteKey.of(\FlowCoordinator.home).screens != nil)
        #expect(RouteKey.of(\TabsCoordinator.second).screens != nil)
        #expect(RouteKey.of(\TabsCoordinator.first).screens == nil)
        #expect(RouteKey.of(\FlowCoordinator.child).screens == nil)
        #expect(RouteKey.of(\BorrowingFlowCoordinator.borrowed).screens == nil)
    }
}

/// The screen memo never answers with a screen made for another key: another coordinator, route, input,
/// owner, or routers around it (another object, or the same at another position).
@Suite struct ScreenMemoTests {
    private func made(_ name: String) -> MadeScreen {
        MadeScreen(screen: Screen(id: ScreenID(0), typeName: "View", route: name, owner: nil, actions: { [] }), fault: nil)
    }

    @Test func aScreenIsFoundOnlyForTheKeyItWasMadeFor() {
        let flows = (0..<3).map { _ in FlowApp() }
        let memo = ScreenMemo()
        let entry = RouteEntry(keyPath: \FlowCoordinator.detail, name: "detail", input: AnyHashable(1), isCoordinator: false)
        let other = RouteEntry(keyPath: \FlowCoordinator.detail, name: "detail", input: AnyHashable(2), isCoordinator: false)
        let key = ScreenMemo.Key(
            owner: CoordinatorID(1), coordinator: flows[0].flow, entry: entry,
            environment: [RouterScope(flows[0].flow, position: 0)])
        memo.remember(made("mine"), for: key, coordinator: flows[0].flow)
        #expect(memo[key]?.screen?.route == "mine")
        let others = [
            ScreenMemo.Key(owner: CoordinatorID(2), coordinator: flows[0].flow, entry: entry, environment: key.environment),
            ScreenMemo.Key(owner: CoordinatorID(1), coordinator: flows[1].flow, entry: entry, environment: key.environment),
            ScreenMemo.Key(owner: CoordinatorID(1), coordinator: flows[0].flow, entry: other, environment: key.environment),
            // The same coordinator, another router: another object, or the same one at another position.
            ScreenMemo.Key(
                owner: CoordinatorID(1), coordinator: flows[0].flow, entry: entry, environment: [RouterScope(flows[1].flow, position: 0)]),
            ScreenMemo.Key(
                owner: CoordinatorID(1), coordinator: flows[0].flow, entry: entry, environment: [RouterScope(flows[0].flow, position: 1)]),
            ScreenMemo.Key(owner: CoordinatorID(1), coordinator: flows[0].flow, entry: entry, environment: []),
            ScreenMemo.Key(
                owner: CoordinatorID(1), coordinator: flows[0].flow, entry: entry,
                environment: [RouterScope(flows[2].tabsOrFlow, position: nil), RouterScope(flows[0].flow, position: 0)]),
        ]
        for key in others { #expect(memo[key] == nil) }
    }

    /// Far more keys than slots: every answer is the screen made for exactly that key, or none.
    @Test func keysSharingASlotNeverGetEachOthersScreens() {
        let flow = FlowApp()
        let memo = ScreenMemo()
        let keys = (0..<(3 * ScreenMemo.slotCount)).map { index in
            ScreenMemo.Key(
                owner: CoordinatorID(index % 7),
                coordinator: flow.flow,
                entry: RouteEntry(keyPath: \FlowCoordinator.detail, name: "detail", input: AnyHashable(index), isCoordinator: false),
                environment: [RouterScope(flow.flow, position: index % 5)])
        }
        for (index, key) in keys.enumerated() { memo.remember(made("\(index)"), for: key, coordinator: flow.flow) }
        var found = 0
        for (index, key) in keys.enumerated() {
            guard let screen = memo[key]?.screen else { continue }
            #expect(screen.route == "\(index)")
            found += 1
        }
        #expect(found > ScreenMemo.slotCount / 2)
        // Emptied when the model changes: a factory may read it.
        memo.prepare(model: AnyHashable(1))
        #expect(keys.allSatisfy { memo[$0] == nil })
    }
}

private extension FlowApp {
    /// Another coordinator object to stand around a screen.
    var tabsOrFlow: any Coordinatable { root }
}
