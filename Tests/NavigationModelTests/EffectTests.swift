import NavigationModel
import Testing

@Suite struct EffectTests {
    @Test func eachOperationRecordsWhatItDidToTheWindow() {
        let (context, main, stack) = NavigationContext.withRootStack(["Home"])
        context.push(context.makeScreen("Detail", owner: main), onto: stack)
        context.popStack(stack, toCount: 1)
        context.setScreens([context.makeScreen("Fresh", owner: main)], of: stack)
        context.present(.stack(context.stack(["Modal"], owner: main)), kind: .fullScreen, presenter: main)
        context.dismissPresentations(from: 0)
        context.replaceContainer(in: .root, with: .stack(context.stack(["Other"], owner: main)))
        context.setRoot(nil)
        #expect(context.effects == [.pushed, .popped, .stackReplaced, .presented(.fullScreen), .dismissed, .rootReplaced, .rootReplaced])
    }

    @Test func operationsThatChangeNothingRecordNothing() {
        let (context, main, stack) = NavigationContext.withRootStack(["Home"])
        let unknown = context.makeContainerID()
        context.push(context.makeScreen("Lost", owner: main), onto: unknown)
        context.setScreens([], of: unknown)
        #expect(context.popStack(stack, toCount: 1).isEmpty)
        #expect(context.dismissPresentations(from: 0).isEmpty)
        context.selectTab(0, of: stack)
        #expect(context.effects.isEmpty)
        #expect(context.screens(of: stack) == ["Home"])
    }

    @Test func beginningATransitionClearsEffectsAndFaults() {
        let (context, main, stack) = NavigationContext.withRootStack(["Home"])
        context.push(context.makeScreen("Detail", owner: main), onto: stack)
        context.recordFault(StyleFault(kind: "test", message: "recorded"))
        #expect(context.effects == [.pushed])
        #expect(context.faults.map(\.message) == ["recorded"])
        context.beginTransition()
        #expect(context.effects.isEmpty)
        #expect(context.faults.isEmpty)
    }

    @Test func tapRunsTheVisibleEnabledActionAsOneTransition() {
        let context = NavigationContext(appName: "test")
        let stack = context.makeStack(owner: nil)
        context.setRoot(.stack(stack))
        var taps = 0
        context.push(context.makeScreen("Home", owner: nil) {
            [UserAction("go") { taps += 1; context.push(context.makeScreen("Next", owner: nil), onto: stack.id) },
             UserAction("disabled", isEnabled: false) { taps += 100 }]
        }, onto: stack.id)

        #expect(!context.tap("disabled"))
        #expect(!context.tap("missing"))
        #expect(context.tap("go"))
        #expect(taps == 1)
        #expect(context.effects == [.pushed])
        #expect(context.visibleTypeName == "Next")
        #expect(!context.tap("go"))
    }
}

@Suite struct OffscreenContainerTests {
    @Test func anOffscreenStackFillsSilentlyAndMovesIntoTheWindowWhole() {
        let (context, main, _) = NavigationContext.withRootStack(["Home"])
        let modal = context.makeStack(owner: main)
        context.holdOffscreen(.stack(modal))
        context.push(context.makeScreen("First", owner: main), onto: modal.id)
        context.push(context.makeScreen("Second", owner: main), onto: modal.id)
        context.popStack(modal.id, toCount: 1)
        #expect(context.effects.isEmpty)

        let content = context.takeOffscreen(modal.id)
        #expect(context.takeOffscreen(modal.id) == nil)
        context.present(content!, kind: .sheet, presenter: main)

        #expect(context.visibleTypeName == "First")
        #expect(context.state.offscreen.isEmpty)
        #expect(context.effects == [.presented(.sheet)])
    }

    @Test func anUnownedContainerNothingShowsIsReleasedWhenTheTransitionEnds() {
        let (context, _, _) = NavigationContext.withRootStack(["Home"])
        let observer = RecordingObserver()
        context.addObserver(observer)
        let stack = context.makeStack(owner: nil, screens: [context.makeScreen("Unseen", owner: nil)])
        context.holdOffscreen(.stack(stack))

        context.endTransition()

        #expect(context.state.offscreen.isEmpty)
        #expect(observer.events == ["left Unseen"])
    }

    @Test func anOffscreenContainerLivesAsLongAsItsOwner() {
        let (context, main, _) = NavigationContext.withRootStack(["Home"])
        let observer = RecordingObserver()
        context.addObserver(observer)
        let owner = context.registerCoordinator(nil, typeName: "Owner")
        context.attach(owner, to: main)
        context.holdOffscreen(.stack(context.makeStack(owner: owner, screens: [context.makeScreen("Pending", owner: owner)])))

        context.endTransition()
        #expect(context.state.offscreen.count == 1)
        #expect(observer.events.isEmpty)
        #expect(context.state.leakedCoordinators() == [owner])

        context.detach(owner, from: main)
        context.endTransition()
        #expect(context.state.offscreen.isEmpty)
        #expect(observer.events == ["left Pending"])
    }

    @Test func offscreenContainersEnterTheStateKey() {
        let (context, main, _) = NavigationContext.withRootStack(["Home"])
        let key = context.state.key
        context.holdOffscreen(.stack(context.stack(["Pending"], owner: main)))
        #expect(context.state.key != key)
    }
}
