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

    /// Appending tabs one at a time, as a tab bar whose children start one after another does, leaves
    /// the app as replacing every tab with one more does: the same tabs, selection, key, effects and
    /// touched containers, whether the tab bar is in the window or off screen.
    @Test func appendingATabIsSettingTheTabsWithOneMore() {
        for inWindow in [true, false] {
            func launch(appending: Bool) -> (NavigationContext, TabContainer?) {
                let context = NavigationContext(appName: "test")
                let main = context.registerCoordinator(nil, typeName: "Tabs")
                context.makeRoot(main)
                let tabs = TabContainer(id: context.makeContainerID(), owner: main, tabs: [], selectedIndex: nil)
                if inWindow { context.setRoot(.tabs(tabs)) } else { context.holdOffscreen(.tabs(tabs)) }
                context.beginTransition()
                for title in ["One", "Two", "Three"] {
                    let tab = Tab(title: title, stack: context.stack([title + "View"], owner: main))
                    if appending {
                        context.appendTab(tab, to: tabs.id)
                    } else {
                        let current = context.state.window.tabContainer(tabs.id)
                            ?? context.state.offscreen.lazy.compactMap { if case .tabs(let t) = $0, t.id == tabs.id { t } else { nil } }.first
                        context.setTabs((current?.tabs ?? []) + [tab], selected: current?.selectedIndex ?? 0, of: tabs.id)
                    }
                }
                let container = inWindow
                    ? context.state.window.tabContainer(tabs.id)
                    : context.state.offscreen.lazy.compactMap { if case .tabs(let t) = $0, t.id == tabs.id { t } else { nil } }.first
                return (context, container)
            }
            let (appended, appendedTabs) = launch(appending: true)
            let (set, setTabs) = launch(appending: false)
            #expect(appendedTabs?.tabs.map(\.title) == ["One", "Two", "Three"])
            #expect(appendedTabs?.tabs.map(\.title) == setTabs?.tabs.map(\.title))
            #expect(appendedTabs?.selectedIndex == 0)
            #expect(setTabs?.selectedIndex == 0)
            #expect(appended.state.key == set.state.key)
            #expect(appended.effects == set.effects)
            #expect(appended.effects == (inWindow ? [.tabSelected, .tabSelected, .tabSelected] : []))
            #expect(appended.touchedContainers == set.touchedContainers)
        }
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
