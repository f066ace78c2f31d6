import AppGenerator
@testable import DeclarativeCoordinators
import Exploration
import NavigationModel
import StinsenExample
import Testing

/// A launch registers every coordinator with the name, fingerprint and initial state the runtime's general
/// rules give (found once per type, read through typed key paths): each launched record is checked against
/// those rules worked out again from its object, the slow way (casts to the style's protocols, names and
/// fingerprints worked out per coordinator, tab declarations read as `Any` and cast).
@Suite struct LaunchTests {
    // MARK: The rules, the slow way

    /// Checks every record of `context`'s launched state against its object.
    private func expectLaunchedStateFollowsTheRules(_ context: NavigationContext, _ app: String) {
        let records = context.state.coordinators.all
        #expect(!records.isEmpty, "\(app): nothing registered")
        for record in records {
            guard let object = record.object else {
                Issue.record("\(app): \(record.typeName) has no object")
                continue
            }
            #expect(record.typeName == typeName(of: object), "\(app): \(record.typeName)")
            #expect(record.typeFingerprint == Fingerprint.of(record.typeName), "\(app): \(record.typeName)'s fingerprint")
            let children = record.children.compactMap { context.state.coordinators[$0] }
            for child in children { #expect(child.parent == record.id, "\(app): \(child.typeName)'s parent") }
            switch object {
            case let navigation as any NavigationCoordinatable:
                expectStack(of: navigation, record, children: children, app)
            case let tabs as any TabCoordinatable:
                expectTabs(of: tabs, record, children: children, app)
            case let wrapper as any ViewWrapping:
                #expect(children.count == 1 && children.first?.object === wrapper.wrapped, "\(app): \(record.typeName)'s child")
                #expect(record.payload == nil, "\(app): \(record.typeName)'s payload")
            default:
                #expect(record.payload == nil && children.isEmpty, "\(app): \(record.typeName)")
            }
        }
    }

    /// A launched stack: its root's entry is the one its declaration gives, no items, and the root's
    /// coordinator (when it makes one) as its only child.
    private func expectStack(
        of navigation: some NavigationCoordinatable, _ record: CoordinatorRecord, children: [CoordinatorRecord], _ app: String
    ) {
        guard let payload = record.payload as? StackPayload else {
            Issue.record("\(app): \(record.typeName) has no stack")
            return
        }
        let root = payload.root
        let declaration = root.declaration(on: navigation)
        #expect(declaration?.entry(at: root.keyPath, on: navigation, input: root.input) == root, "\(app): \(record.typeName)'s root")
        #expect(payload.items.isEmpty, "\(app): \(record.typeName)'s items")
        let made = root.isCoordinator ? declaration?.makeCoordinator(for: navigation, input: root.input) : nil
        #expect(children.map(\.typeName) == made.map { [typeName(of: $0)] } ?? [], "\(app): \(record.typeName)'s root child")
    }

    /// A launched tab bar: its tabs and children are those its starting items give, read as `Any` and cast.
    private func expectTabs(
        of tabs: some TabCoordinatable, _ record: CoordinatorRecord, children: [CoordinatorRecord], _ app: String
    ) {
        guard let payload = record.payload as? TabsPayload else {
            Issue.record("\(app): \(record.typeName) has no tabs")
            return
        }
        let expected = referenceTabs(of: tabs)
        #expect(payload.tabs == expected.tabs, "\(app): \(record.typeName)'s tabs")
        #expect(payload.activeTab == expected.active, "\(app): \(record.typeName)'s active tab")
        #expect(children.map(\.typeName) == expected.children, "\(app): \(record.typeName)'s children")
        #expect(payload == TabsPayload(tabs: expected.tabs, activeTab: expected.active))
    }

    /// The tabs, the active tab and the tab coordinators' type names a tab coordinator's starting items give.
    private func referenceTabs<T: TabCoordinatable>(of coordinator: T) -> (tabs: [TabEntry], active: Int, children: [String]) {
        var tabs: [TabEntry] = []
        var children: [String] = []
        for keyPath in coordinator.child.startingItems {
            guard let declaration = coordinator[keyPath: keyPath] as? any TabDeclaration else { continue }
            var route = declaration.entry(at: keyPath, on: coordinator, input: nil)
            if let child = declaration.makeCoordinator(for: coordinator, input: nil) {
                children.append(typeName(of: child))
            } else if route.isCoordinator {
                route = RouteEntry(keyPath: keyPath, name: route.name, input: nil, isCoordinator: false)
            }
            tabs.append(TabEntry(route: route, title: declaration.tabItem, hasTapHandler: declaration.hasTapHandler))
        }
        let active = tabs.indices.contains(coordinator.child.initialTab) ? coordinator.child.initialTab : 0
        return (tabs, active, children)
    }

    // MARK: Apps

    @Test(arguments: [0, 2, 3, 4, 5])
    func aGeneratedAppLaunchesByTheRules(tabs: Int) throws {
        let shape = AppShape(
            style: .declarative, coordinators: 10, screensPerCoordinator: 3, actionsPerScreen: 3, sheetShare: 0.3,
            fullScreenShare: 0.2, tabShare: Double(tabs) / 10, crossLinks: 3, recursion: true)
        let app = try GeneratedApp.make(shape)
        // Twice: the second launch finds every type's facts and every key path's reader made.
        for _ in 0..<2 {
            let launched = app.launchInstance()
            let tabBar = launched.context.state.coordinators.all.first { $0.payload is TabsPayload }
            #expect((tabBar?.payload as? TabsPayload)?.tabs.count ?? 0 == tabs)
            expectLaunchedStateFollowsTheRules(launched.context, "\(tabs) tabs")
        }
    }

    @Test(arguments: [false, true])
    func theExampleAppLaunchesByTheRules(authenticated: Bool) {
        let launched = StinsenExample.app(startingAuthenticated: authenticated).launchInstance()
        if authenticated {
            #expect(launched.context.state.coordinators.all.contains { $0.payload is TabsPayload })
        }
        expectLaunchedStateFollowsTheRules(launched.context, "stinsen-example")
    }

    @Test func theFixturesLaunchByTheRules() {
        expectLaunchedStateFollowsTheRules(FlowApp().context, "flow")
        expectLaunchedStateFollowsTheRules(TabsApp(activeTab: 2).context, "tabs")
        expectLaunchedStateFollowsTheRules(TabsApp(activeTab: 7).context, "tabs, active tab out of range")
    }

    /// A blueprint's coordinators are named each by itself (after the source's types), tabs included.
    @Test func aBlueprintWithTabsLaunchesByTheRules() {
        let here = SourceLocation(fileID: "Tabs.swift", line: 1)
        let home = DeclarativeScreenBlueprint(name: "HomeView", actions: [])
        let flow = DeclarativeCoordinatorBlueprint(
            name: "HomeCoordinator", kind: .navigation, location: here,
            roots: [DeclarativeRouteBlueprint(name: "start", content: .screen(home), location: here)], initialRoot: "start")
        let tabs = DeclarativeCoordinatorBlueprint(
            name: "MainTabs", kind: .tabs, location: here,
            tabs: [
                DeclarativeRouteBlueprint(name: "home", content: .coordinator("HomeCoordinator", wrapper: .navigationView), location: here),
                DeclarativeRouteBlueprint(name: "plain", content: .screen(home), location: here),
                DeclarativeRouteBlueprint(name: "bare", content: .coordinator("HomeCoordinator", wrapper: nil), location: here),
            ],
            activeTab: 1)
        let blueprint = DeclarativeBlueprint(coordinators: [tabs, flow], entry: "MainTabs")
        let context = NavigationContext(appName: "blueprint tabs")
        #expect(blueprint.launch(in: context) != nil)
        context.endTransition()
        let names = Set(context.state.coordinators.all.map(\.typeName))
        #expect(names.isSuperset(of: ["MainTabs", "HomeCoordinator", "NavigationViewCoordinator<HomeCoordinator>"]))
        expectLaunchedStateFollowsTheRules(context, "blueprint tabs")
    }

    /// Tabs named by key paths of every kind: a property wrapper, a subscript, an optional, an existential,
    /// a route of another coordinator type, and a property that is no tab at all.
    @Test func tabsOfEveryKindOfKeyPathLaunchByTheRules() {
        for _ in 0..<2 {
            let context = NavigationContext(appName: "odd tabs")
            context.setModel(TapLog())
            let tabs = OddTabsCoordinator(context)
            tabs.showInWindow()
            context.endTransition()
            let payload = context.state.coordinators.all.first?.payload as? TabsPayload
            #expect(payload?.tabs.map(\.title) == ["Stored", "Subscript 3", "Optional", "Existential", "Foreign", "Subscript 3"])
            expectLaunchedStateFollowsTheRules(context, "odd tabs")
            withExtendedLifetime(tabs) {}
        }
    }

    /// A launch finds its tab coordinator's tab readers by the key paths the last launch named: launches whose
    /// coordinators of one type name other tabs, in another order, or as many others, each get their own.
    @Test func launchesNamingOtherTabsGetTheirOwn() {
        let lists: [[PartialKeyPath<ChosenTabsCoordinator>]] = [[\.first, \.second], [\.second, \.first], [\.first], [\.second, \.second]]
        for items in lists + lists.reversed() + lists {
            let context = NavigationContext(appName: "chosen tabs")
            let tabs = ChosenTabsCoordinator(context, items: items)
            tabs.showInWindow()
            let payload = context.state.coordinators.all.first?.payload as? TabsPayload
            let expected = items.map { ($0 == \ChosenTabsCoordinator.first) ? "First" : "Second" }
            #expect(payload?.tabs.map(\.title) == expected)
            #expect(payload?.tabs.map(\.route.name) == expected.map { $0.lowercased() })
            withExtendedLifetime(tabs) {}
        }
    }

    @Test func aTabReadGivesTheDeclarationTheUntypedReadGives() {
        let coordinator = OddTabsCoordinator(NavigationContext(appName: "reads"))
        for keyPath in coordinator.child.startingItems + [\OddTabsCoordinator.missing] {
            let canonical = RouteEntry.canonical(keyPath)
            let read = TabReaders.shared.declaration(at: keyPath, canonical: canonical, on: coordinator)
            let cast = coordinator[keyPath: keyPath] as? any TabDeclaration
            #expect((read == nil) == (cast == nil))
            #expect(read?.tabItem == cast?.tabItem)
            #expect(read?.location == cast?.location && read?.column == cast?.column)
        }
    }

    /// The typed set-up of a tab appends the entry and title and adopts the coordinator the untyped read and
    /// cast give, with its initial state set up, and there is none where the key path's value is not a tab
    /// route of the key path's own root type.
    @Test func aTypedTabSetUpGivesWhatTheUntypedReadGives() {
        for _ in 0..<2 {
            let context = NavigationContext(appName: "set-ups")
            let observer = DeclarativeObserver()
            context.addObserver(observer)
            let coordinator = OddTabsCoordinator(context)
            for keyPath in coordinator.child.startingItems + [\OddTabsCoordinator.missing] {
                var tabs: [TabEntry] = []
                let setUp = TabReaders.shared.reader(of: keyPath, on: OddTabsCoordinator.self).setUp
                let typed = keyPath == \OddTabsCoordinator.stored || keyPath == \OddTabsCoordinator.[tab: 3]
                #expect((setUp != nil) == typed, "\(keyPath)")
                guard let setUp, let declaration = coordinator[keyPath: keyPath] as? any TabDeclaration else { continue }
                let child = setUp(coordinator, &tabs, context, observer)
                #expect(tabs.count == 1)
                guard let tab = tabs.first else { continue }
                #expect(tab.route == declaration.entry(at: keyPath, on: coordinator, input: nil))
                #expect(tab.route.key.object === RouteKey.of(keyPath))
                #expect(tab.title == declaration.tabItem)
                #expect(tab.hasTapHandler == declaration.hasTapHandler)
                let made = declaration.makeCoordinator(for: coordinator, input: nil)
                #expect(child.flatMap(context.coordinator).map { typeName(of: $0) } == made.map { typeName(of: $0) })
                if let child { #expect(context.state.coordinators.payload(of: child) is StackPayload) }
            }
        }
    }

    /// A tab's or a wrapper's coordinator of a subclass of the type its declaration makes is registered as
    /// what it is (its own name and set-up), not with the facts of the declared type.
    @Test func aCoordinatorOfASubclassOfItsDeclaredTypeIsRegisteredAsItself() {
        for _ in 0..<2 {
            let context = NavigationContext(appName: "subclasses")
            let tabs = SubclassTabsCoordinator(context)
            tabs.showInWindow()
            context.endTransition()
            let wrappers = context.state.coordinators.all.filter { $0.object is NavigationViewCoordinator<FlowCoordinator> }
            #expect(wrappers.count == 2)
            expectLaunchedStateFollowsTheRules(context, "subclasses")
            withExtendedLifetime(tabs) {}
        }
    }

    /// A tab read through one key path whose declaration is made at one place or another, depending on the
    /// coordinator, is named after the place it is made at in each launch.
    @Test func aTabDeclaredAtAnotherPlaceOnEachLaunchIsNamedAfterIt() {
        var names: [Bool: String] = [:]
        for second in [false, true, false, true] {
            let context = NavigationContext(appName: "moving tabs")
            let tabs = MovingTabsCoordinator(context, second: second)
            tabs.showInWindow()
            context.endTransition()
            let payload = context.state.coordinators.all.first?.payload as? TabsPayload
            #expect(payload?.tabs.map(\.title) == [second ? "Second place" : "First place"])
            let name = payload?.tabs.first?.route.name
            #expect(name != nil && (names[second] ?? name) == name)
            names[second] = name
            expectLaunchedStateFollowsTheRules(context, "moving tabs")
            withExtendedLifetime(tabs) {}
        }
        #expect(names[false] != names[true])
    }

    // MARK: Payloads

    /// The payloads coordinators start with are numbered as their values are, whichever asks first.
    @Test func initialPayloadsAreNumberedAsTheirValues() {
        let coordinator = OddTabsCoordinator(NavigationContext(appName: "initial payloads"))
        let entries = referenceTabs(of: coordinator).tabs
        // Each tab list differs from the first in one field of one entry, or in its length.
        let last = entries.count - 1
        let renamed = RouteEntry(key: entries[last].route.key, name: "renamed", input: nil, isCoordinator: entries[last].route.isCoordinator)
        let withInput = RouteEntry(key: entries[last].route.key, name: entries[last].route.name, input: 1, isCoordinator: entries[last].route.isCoordinator)
        let flipped = RouteEntry(key: entries[last].route.key, name: entries[last].route.name, input: nil, isCoordinator: !entries[last].route.isCoordinator)
        let lists = [entries, Array(entries.dropLast())] + [
            TabEntry(route: entries[last].route, title: "retitled", hasTapHandler: entries[last].hasTapHandler),
            TabEntry(route: renamed, title: entries[last].title, hasTapHandler: entries[last].hasTapHandler),
            TabEntry(route: withInput, title: entries[last].title, hasTapHandler: entries[last].hasTapHandler),
            TabEntry(route: flipped, title: entries[last].title, hasTapHandler: entries[last].hasTapHandler),
            TabEntry(route: entries[last].route, title: entries[last].title, hasTapHandler: !entries[last].hasTapHandler),
        ].map { Array(entries.dropLast()) + [$0] }
        var numbers: Set<UInt64> = []
        // Twice, in turns: the same tab coordinator type asks for another tab bar than the one it got last.
        for _ in 0..<2 {
            for tabs in lists {
                for active in [0, 1] {
                    let payload = TabsPayload(tabs: tabs, activeTab: active)
                    let numbered = InitialPayloads.shared.tabs(tabs, activeTab: active, of: OddTabsCoordinator.self)
                    #expect(numbered.value == AnyHashable(payload))
                    #expect(numbered.number == NumberedPayload(AnyHashable(payload)).number)
                    let record = CoordinatorRecord(id: CoordinatorID(1), typeName: "tabs", object: nil, payload: numbered)
                    #expect(record.payload(as: TabsPayload.self) == payload)
                    #expect(InitialPayloads.shared.tabs(tabs, activeTab: active, of: OddTabsCoordinator.self).number == numbered.number)
                    #expect(InitialPayloads.shared.tabs(tabs, activeTab: active, of: TabsCoordinator.self).number == numbered.number)
                    numbers.insert(numbered.number)
                }
            }
        }
        #expect(numbers.count == lists.count * 2)
        for root in entries.map(\.route) + [RouteEntry(keyPath: \FlowCoordinator.numbered, name: "numbered", input: 3, isCoordinator: false)] {
            let payload = StackPayload(root: root, items: [])
            let numbered = InitialPayloads.shared.stack(root: root)
            #expect(numbered.value == AnyHashable(payload))
            #expect(numbered.number == NumberedPayload(AnyHashable(payload)).number)
        }
        let three = RouteEntry(keyPath: \FlowCoordinator.numbered, name: "numbered", input: 3, isCoordinator: false)
        let four = RouteEntry(keyPath: \FlowCoordinator.numbered, name: "numbered", input: 4, isCoordinator: false)
        #expect(InitialPayloads.shared.stack(root: three).number != InitialPayloads.shared.stack(root: four).number)
    }

    /// A new stack's root entry and first payload, found again by its declaration, are those worked out
    /// afresh, whatever roots the key path read before (more than are kept, named alike at another place,
    /// or by another coordinator type).
    @Test func aNewStackStartsWithTheRootItsDeclarationGives() {
        var order = Array(0..<(3 * InitialStacks.capacity))
        for round in 0..<3 {
            if round > 0 { order.reverse() }
            for number in order + order.prefix(4) {
                let coordinator: any NavigationCoordinatable = number % 5 == 0
                    ? OtherVaryingRootCoordinator(NavigationContext(appName: "roots"), number: number)
                    : VaryingRootCoordinator(NavigationContext(appName: "roots"), number: number)
                expectNewStack(of: coordinator, number)
            }
        }
    }

    private func expectNewStack<C: NavigationCoordinatable>(of coordinator: C, _ number: Int) {
        let context = coordinator.context
        let id = context.adopt(coordinator)
        guard let payload = context.state.coordinators[id]?.payload(as: StackPayload.self) else {
            Issue.record("no stack for \(number)")
            return
        }
        let declaration = payload.root.declaration(on: coordinator)
        let expected = declaration?.entry(at: payload.root.keyPath, on: coordinator, input: nil)
        #expect(payload.root == expected, "root of \(number)")
        #expect(payload.root.name == expected?.name)
        #expect(payload.items.isEmpty)
        #expect(context.state.coordinators[id]?.payloadNumber == NumberedPayload(AnyHashable(payload)).number)
    }

    @Test func routeEntriesCompareTheirInputs() {
        #expect(RouteEntry.equalInputs(nil, nil))
        #expect(RouteEntry.equalInputs(AnyHashable(3), AnyHashable(3)))
        #expect(!RouteEntry.equalInputs(AnyHashable(3), AnyHashable(4)))
        #expect(!RouteEntry.equalInputs(AnyHashable(3), AnyHashable("3")))
        #expect(!RouteEntry.equalInputs(nil, AnyHashable(3)))
        #expect(!RouteEntry.equalInputs(AnyHashable(3), nil))
        let entry = { (input: AnyHashable?) in
            RouteEntry(keyPath: \FlowCoordinator.numbered, name: "numbered", input: input, isCoordinator: false)
        }
        #expect(entry(3) == entry(3) && entry(nil) == entry(nil))
        #expect(entry(3) != entry(4) && entry(nil) != entry(3) && entry(3) != entry(nil))
    }

    @Test func tabsPayloadsAreEqualAndHashEquallyByValue() {
        let context = NavigationContext(appName: "payloads")
        let coordinator = OddTabsCoordinator(context)
        let entries = referenceTabs(of: coordinator).tabs
        let payload = TabsPayload(tabs: entries, activeTab: 1)
        #expect(payload == TabsPayload(tabs: entries, activeTab: 1))
        #expect(payload.hashValue == TabsPayload(tabs: entries, activeTab: 1).hashValue)
        #expect(NumberedPayload(AnyHashable(payload)).number == NumberedPayload(AnyHashable(TabsPayload(tabs: entries, activeTab: 1))).number)
        #expect(payload != TabsPayload(tabs: entries, activeTab: 0))
        #expect(payload != TabsPayload(tabs: Array(entries.dropLast()), activeTab: 1))
        var edited = TabsPayload(tabs: Array(entries.dropLast()), activeTab: 1)
        edited.tabs = entries
        #expect(edited == payload && edited.hashValue == payload.hashValue)
        edited.activeTab = 0
        #expect(edited == TabsPayload(tabs: entries, activeTab: 0))
    }
}

/// A tab coordinator whose tabs are named by key paths of every kind the runtime reads.
final class OddTabsCoordinator: TabCoordinatable {
    let child: TabChild<OddTabsCoordinator>

    @Route(tabItem: "Stored") var stored = makeFlow
    var optional: TabRoute<OddTabsCoordinator, FlowCoordinator>? = TabRoute(wrappedValue: OddTabsCoordinator.makeFlow, tabItem: "Optional")
    var existential: Any = TabRoute<OddTabsCoordinator, NavigationViewCoordinator<FlowCoordinator>>(
        wrappedValue: OddTabsCoordinator.makeWrappedFlow, tabItem: "Existential")
    /// A tab whose factory is another tab coordinator's: the tab stays empty.
    var foreign = TabRoute<TabsCoordinator, FlowCoordinator>(wrappedValue: TabsCoordinator.makeThird, tabItem: "Foreign")
    /// Not a tab: skipped.
    var missing = "missing"

    init(_ context: NavigationContext) {
        child = TabChild(
            context,
            startingItems: [\.stored, \.[tab: 3], \.optional, \.existential, \.missing, \.foreign, \.[tab: 3]], activeTab: 1)
    }

    subscript(tab tab: Int) -> TabRoute<OddTabsCoordinator, FlowCoordinator> {
        TabRoute(wrappedValue: { coordinator in { FlowCoordinator(coordinator.context, number: tab) } }, tabItem: "Subscript \(tab)")
    }

    func makeFlow() -> FlowCoordinator { FlowCoordinator(context) }
    func makeWrappedFlow() -> NavigationViewCoordinator<FlowCoordinator> { NavigationViewCoordinator(FlowCoordinator(context)) }
}

/// A tab coordinator whose tabs make coordinators of subclasses of the types they declare: a navigation view
/// where a plain wrapper is declared, and one wrapped where a plain wrapper is.
final class SubclassTabsCoordinator: TabCoordinatable {
    let child: TabChild<SubclassTabsCoordinator>

    @Route(tabItem: "Wrapper") var wrapper = makeWrapper
    @Route(tabItem: "Wrapped") var wrapped = makeWrapped

    init(_ context: NavigationContext) { child = TabChild(context, startingItems: [\.wrapper, \.wrapped]) }

    func makeWrapper() -> ViewWrapperCoordinator<FlowCoordinator> { NavigationViewCoordinator(FlowCoordinator(context)) }
    func makeWrapped() -> NavigationViewCoordinator<ViewWrapperCoordinator<FlowCoordinator>> {
        NavigationViewCoordinator(NavigationViewCoordinator(FlowCoordinator(context)))
    }
}

/// A tab coordinator whose tabs are the ones each instance is given.
final class ChosenTabsCoordinator: TabCoordinatable {
    let child: TabChild<ChosenTabsCoordinator>

    @Route(tabItem: "First") var first = makeFlow
    @Route(tabItem: "Second") var second = makeFlow

    init(_ context: NavigationContext, items: [PartialKeyPath<ChosenTabsCoordinator>]) {
        child = TabChild(context, startingItems: items)
    }

    func makeFlow() -> FlowCoordinator { FlowCoordinator(context) }
}

/// A tab coordinator whose one tab's declaration is made at one of two places, depending on the instance.
final class MovingTabsCoordinator: TabCoordinatable {
    let child: TabChild<MovingTabsCoordinator>
    let second: Bool

    init(_ context: NavigationContext, second: Bool) {
        self.second = second
        child = TabChild(context, startingItems: [\.moving])
    }

    var moving: TabRoute<MovingTabsCoordinator, FlowCoordinator> {
        if second {
            return TabRoute(wrappedValue: { coordinator in { FlowCoordinator(coordinator.context, number: 2) } }, tabItem: "Second place")
        }
        return TabRoute(wrappedValue: { coordinator in { FlowCoordinator(coordinator.context) } }, tabItem: "First place")
    }
}

/// A navigation coordinator whose initial root, read through one key path, is named after its number (two
/// numbers share each name) and declared at one of two places.
final class VaryingRootCoordinator: NavigationCoordinatable {
    let stack: CoordinatorStack<VaryingRootCoordinator>
    let number: Int

    init(_ context: NavigationContext, number: Int) {
        self.number = number
        stack = CoordinatorStack(context, initial: \.start)
    }

    var start: NavigationRootRoute<VaryingRootCoordinator, Void, DetailView> {
        if number % 3 == 0 { return NavigationRootRoute(named: "root\(number / 2)") { DetailView(id: $0.number) } }
        return NavigationRootRoute(named: "root\(number / 2)") { DetailView(id: -$0.number) }
    }
}

/// Another coordinator type naming its roots as ``VaryingRootCoordinator`` does.
final class OtherVaryingRootCoordinator: NavigationCoordinatable {
    let stack: CoordinatorStack<OtherVaryingRootCoordinator>
    let number: Int

    init(_ context: NavigationContext, number: Int) {
        self.number = number
        stack = CoordinatorStack(context, initial: \.start)
    }

    var start: NavigationRootRoute<OtherVaryingRootCoordinator, Void, DetailView> {
        NavigationRootRoute(named: "root\(number / 2)") { DetailView(id: $0.number) }
    }
}
