import NavigationModel
import OpenCombine
import ReactiveCoordinators
import Testing

@Suite struct CoordinateTests {
    @Test func launchShowsTheFirstScreenAndMakesTheAppRoot() {
        let fixture = Fixture()
        #expect(fixture.visibleScreen == "HomeViewController")
        #expect(fixture.roots == ["HostFlow"])
        #expect(fixture.leaked.isEmpty)
    }

    @Test func aStartThatIsNotOverriddenIsAFaultAndFinishesWithoutAResult() {
        let fixture = Fixture()
        fixture.context.beginTransition()
        var events: [String] = []
        let subscription = fixture.host.coordinate(to: ForgetfulFlow(context: fixture.context)).sink(
            receiveCompletion: { _ in events.append("finished") }, receiveValue: { events.append("value \($0)") })
        #expect(events == ["finished"])
        #expect(fixture.context.faults.map(\.kind) == ["startNotOverridden"])
        #expect(fixture.context.faults.first?.coordinatorType == "ForgetfulFlow")
        subscription.cancel()
    }

    @Test func coordinateStartsTheChildAtOnceAndDeliversItsResult() {
        let fixture = Fixture()
        let child = fixture.sheetFlow()
        let flow = fixture.host.coordinate(to: child)
        #expect(fixture.visibleScreen == "SheetViewController")
        var events: [String] = []
        let subscription = flow.sink(receiveCompletion: { _ in events.append("finished") }, receiveValue: { events.append($0) })
        child.finish(with: "done")
        #expect(events == ["done", "finished"])
        subscription.cancel()
    }

    /// The gates reach their runtime through a reference cleared when it goes (not a weak one): a flow that
    /// outlives its context's runtime passes its result on as an ungated one would.
    @Test func aFlowOutlivingItsRuntimeStillDeliversItsResult() {
        var events: [String] = []
        let (child, subscription) = {
            let fixture = Fixture()
            let child = fixture.sheetFlow()
            let subscription = fixture.host.coordinate(to: child)
                .sink(receiveCompletion: { _ in events.append("finished") }, receiveValue: { events.append($0) })
            fixture.context.close()
            return (child, subscription)
        }()
        child.finish(with: "done")
        #expect(events == ["done", "finished"])
        subscription.cancel()
    }

    @Test func theParentDoesNotRetainTheChild() {
        let fixture = Fixture()
        weak var child: SheetFlow?
        let flow: AnyPublisher<String, Never>
        do {
            let sheet = fixture.sheetFlow()
            child = sheet
            flow = fixture.host.coordinate(to: sheet)
        }
        #expect(fixture.children(of: fixture.host.id).isEmpty)
        #expect(child != nil)  // its screen keeps it
        fixture.host.navigation.dismiss()
        fixture.context.endTransition()
        #expect(child == nil)
        _ = flow
    }

    @Test func aLiveSubscriptionIsOwnershipUntilTheResultArrives() {
        let fixture = Fixture()
        let child = fixture.sheetFlow()
        let subscription = fixture.host.coordinate(to: child).sink { _ in }
        #expect(fixture.children(of: fixture.host.id) == ["SheetFlow"])
        #expect(fixture.context.record(child.id)?.parent == fixture.host.id)
        #expect(fixture.leaked.isEmpty)
        child.finish(with: "done")
        #expect(fixture.children(of: fixture.host.id).isEmpty)
        #expect(fixture.context.record(child.id)?.parent == nil)
        subscription.cancel()
    }

    @Test func aResultWithoutCompletionLeavesTheFlowOwned() {
        let fixture = Fixture()
        let child = fixture.sheetFlow()
        let subscription = fixture.host.coordinate(to: child).sink { _ in }
        child.results.send("partial")
        #expect(fixture.children(of: fixture.host.id) == ["SheetFlow"])
        subscription.cancel()
    }

    @Test func cancellingTheSubscriptionEndsTheFlow() {
        let fixture = Fixture()
        let subscription = fixture.host.coordinate(to: fixture.sheetFlow()).sink { _ in }
        subscription.cancel()
        #expect(fixture.children(of: fixture.host.id).isEmpty)
        #expect(fixture.visibleScreen == "SheetViewController")
        #expect(fixture.leaked.isEmpty)
    }

    @Test func aSubscriptionThatOutlivesTheChildsScreenIsALeakedCoordinator() {
        let fixture = Fixture()
        let subscription = fixture.host.coordinate(to: fixture.sheetFlow()).sink { _ in }
        fixture.context.perform(.swipeDown)
        fixture.context.endTransition()
        #expect(fixture.visibleScreen == "HomeViewController")
        #expect(fixture.leaked == ["SheetFlow"])
        #expect(fixture.children(of: fixture.host.id) == ["SheetFlow"])
        subscription.cancel()
        #expect(fixture.leaked.isEmpty)
    }

    @Test func everySubscriberOwnsTheFlowOnce() {
        let fixture = Fixture()
        let flow = fixture.host.coordinate(to: fixture.sheetFlow())
        let first = flow.sink { _ in }
        let second = flow.sink { _ in }
        #expect(fixture.children(of: fixture.host.id) == ["SheetFlow", "SheetFlow"])
        first.cancel()
        #expect(fixture.children(of: fixture.host.id) == ["SheetFlow"])
        second.cancel()
        #expect(fixture.children(of: fixture.host.id).isEmpty)
    }

    @Test func aFlowThatFinishesAtOnceIsNeverLeftOwned() {
        let fixture = Fixture()
        weak var child: InstantFlow?
        var finished = false
        do {
            let instant = InstantFlow(context: fixture.context)
            child = instant
            fixture.host.coordinate(to: instant).sink(receiveCompletion: { _ in finished = true }, receiveValue: { _ in })
                .store(in: fixture.host)
        }
        #expect(finished)
        #expect(fixture.children(of: fixture.host.id).isEmpty)
        fixture.context.endTransition()
        #expect(child == nil)
    }
}

@Suite struct SubscriptionHolderTests {
    @Test func aSubscriberOwnedByNothingIsARootWhileItHoldsAFlow() {
        let fixture = Fixture()
        let holder = PushFlow(navigation: fixture.host.navigation)
        _ = holder.start()
        let child = fixture.sheetFlow()
        let subscription = holder.coordinate(to: child).sink { _ in }
        #expect(fixture.roots == ["HostFlow", "PushFlow"])
        #expect(fixture.children(of: holder.id) == ["SheetFlow"])
        child.finish(with: "done")
        #expect(fixture.roots == ["HostFlow"])
        subscription.cancel()
    }

    @Test func rootsStayInCreationOrderWhateverOrderFlowsStartIn() {
        let fixture = Fixture()
        let older = PushFlow(navigation: fixture.host.navigation)
        let newer = PushFlow(navigation: fixture.host.navigation)
        let newerFlow = newer.coordinate(to: SilentFlow(context: fixture.context)).sink { _ in }
        let olderFlow = older.coordinate(to: SilentFlow(context: fixture.context)).sink { _ in }
        #expect(fixture.context.state.coordinators.roots == [fixture.host.id, older.id, newer.id])
        newerFlow.cancel()
        olderFlow.cancel()
        #expect(fixture.context.state.coordinators.roots == [fixture.host.id])
    }

    @Test func storedSubscriptionsEndWhenTheirHolderLeavesTheWindow() {
        let fixture = Fixture()
        let holder = PushFlow(navigation: fixture.host.navigation)
        _ = holder.start()
        holder.coordinate(to: fixture.sheetFlow()).sink { _ in }.store(in: holder)
        fixture.context.perform(.swipeDown)
        #expect(fixture.leaked == ["SheetFlow"])
        fixture.host.navigation.popViewController()
        fixture.context.endTransition()
        #expect(fixture.leaked.isEmpty)
        #expect(fixture.roots == ["HostFlow"])
        #expect(fixture.context.state.coordinators.records.count == 1)
    }

    /// Subscriptions stored by two holders in turn (one, the other, the first again) end with their own holder
    /// alone: the holder that leaves the window ends both of its own, the one still shown keeps its own.
    @Test func storedSubscriptionsOfInterleavedHoldersEndWithTheirOwnHolder() {
        let fixture = Fixture()
        let holder = PushFlow(navigation: fixture.host.navigation)
        _ = holder.start()
        holder.coordinate(to: SilentFlow(context: fixture.context)).sink { _ in }.store(in: holder)
        fixture.host.coordinate(to: SilentFlow(context: fixture.context)).sink { _ in }.store(in: fixture.host)
        holder.coordinate(to: SilentFlow(context: fixture.context)).sink { _ in }.store(in: holder)
        #expect(fixture.children(of: holder.id) == ["SilentFlow", "SilentFlow"])
        #expect(fixture.children(of: fixture.host.id) == ["SilentFlow"])
        fixture.host.navigation.popViewController()
        fixture.context.endTransition()
        #expect(fixture.children(of: fixture.host.id) == ["SilentFlow"])
        // The holder and both of its flows are gone; the host's flow is the only other record.
        #expect(fixture.context.state.coordinators.records.values.map(\.typeName).sorted() == ["HostFlow", "SilentFlow"])
    }

    @Test func storedSubscriptionsLiveAsLongAsTheHolderIsOnScreen() {
        let fixture = Fixture()
        let child = fixture.sheetFlow()
        var results: [String] = []
        fixture.host.coordinate(to: child).sink { results.append($0) }.store(in: fixture.host)
        fixture.context.perform(.swipeDown)
        child.finish(with: "late")
        #expect(results == ["late"])
    }

    @Test func launchKeepsTheAppFlowSubscribed() {
        let context = NavigationContext(appName: "relay")
        let app = RelayFlow(context: context)
        app.launch()
        #expect(context.state.coordinators.roots == [app.id])
        #expect(context.record(app.id)?.children.map { context.record($0)?.typeName } == ["SheetFlow"])
        let sheet = context.record(app.id)?.children.first.flatMap { context.record($0)?.object as? SheetFlow }
        sheet?.finish(with: "done")
        #expect(context.record(app.id)?.children.isEmpty == true)
        #expect(context.state.coordinators.roots == [app.id])
    }
}
