import NavigationModel
import Testing

/// What the end of a transition keeps of the ownership tree: owned coordinators, and unowned ones that
/// something on screen or a lifecycle binding references.
@Suite struct PruneTests {
    @Test func unreferencedUnownedRecordsGoAndTheRestKeepTheirOrder() {
        let (context, main, _) = NavigationContext.withRootStack(["Home"])
        let strays = (0..<3).map { context.registerCoordinator(nil, typeName: "Stray\($0)") }
        let tabsOwner = context.registerCoordinator(nil, typeName: "TabsOwner")
        let tabStackOwner = context.registerCoordinator(nil, typeName: "TabStackOwner")
        let tabScreenOwner = context.registerCoordinator(nil, typeName: "TabScreenOwner")
        let presenter = context.registerCoordinator(nil, typeName: "Presenter")
        let strayAfter = context.registerCoordinator(nil, typeName: "StrayAfter")
        let tab = Tab(title: "One", stack: context.makeStack(owner: tabStackOwner, screens: [context.makeScreen("TabScreen", owner: tabScreenOwner)]))
        let tabs = TabContainer(id: context.makeContainerID(), owner: tabsOwner, tabs: [tab], selectedIndex: 0)
        context.present(.tabs(tabs), kind: .sheet, presenter: presenter)

        context.endTransition()

        #expect(context.state.coordinators.all.map(\.id) == [main, tabsOwner, tabStackOwner, tabScreenOwner, presenter])
        for stray in strays + [strayAfter] { #expect(context.record(stray) == nil) }
    }

    @Test func aReferencedIdentifierWithoutARecordCountsAsLive() {
        // The window references a coordinator that has no record, and one record is neither owned nor
        // referenced: counted together they number as many as the records, so the tree is left alone.
        let (context, _, stack) = NavigationContext.withRootStack(["Home"])
        let stray = context.registerCoordinator(nil, typeName: "Stray")
        let ghost = context.makeCoordinatorID()
        context.push(context.makeScreen("Ghost", owner: ghost), onto: stack)
        context.endTransition()
        #expect(context.record(stray) != nil)

        // Without the ghost's screen nothing stands in for the stray any more.
        context.popStack(stack, toCount: 1)
        context.endTransition()
        #expect(context.record(stray) == nil)
    }

    @Test func aTreeFoundFullyOwnedIsWalkedAgainOnceItChanges() {
        let (context, main, _) = NavigationContext.withRootStack(["Home"])
        let child = context.registerCoordinator(nil, typeName: "Child")
        context.attach(child, to: main)
        context.endTransition()
        #expect(context.state.coordinators.count == 2)

        context.detach(child, from: main)
        context.endTransition()
        #expect(context.record(child) == nil)
        #expect(context.state.coordinators.all.map(\.id) == [main])
    }

    @Test func aLargeTreeKeepsItsOwnedAndBoundRecords() {
        // More than 64 records: the walk marks indices in an array rather than a bit mask.
        let (context, main, _) = NavigationContext.withRootStack(["Home"])
        var owned: [CoordinatorID] = [main]
        var bound: [CoordinatorID] = []
        for index in 0..<100 {
            let id = context.registerCoordinator(nil, typeName: "C\(index)")
            switch index % 3 {
            case 0:
                context.attach(id, to: owned.last!)
                owned.append(id)
            case 1:
                context.bindLifecycle(of: id, to: context.makeScreen("Bound\(index)", owner: nil).id)
                bound.append(id)
            default:
                break
            }
        }
        context.endTransition()
        #expect(context.state.coordinators.all.map(\.id) == (owned + bound).sorted())
    }
}
