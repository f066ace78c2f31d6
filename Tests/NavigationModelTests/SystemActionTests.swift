import NavigationModel
import Testing

@Suite struct SystemActionTests {
    @Test func backIsOfferedOnlyWhenTheVisibleStackIsDeeperThanItsRoot() {
        let (context, _, stack) = NavigationContext.withRootStack(["Home"])
        #expect(context.availableSystemActions().isEmpty)
        let key = context.state.key
        context.perform(.back)
        #expect(context.state.key == key)
        #expect(context.effects.isEmpty)

        context.push(context.makeScreen("Detail", owner: nil), onto: stack)
        #expect(context.availableSystemActions() == [.back])
        context.beginTransition()
        context.perform(.back)
        #expect(context.screens(of: stack) == ["Home"])
        #expect(context.effects == [.popped])
    }

    @Test func backPopsTheVisibleStackNotTheOneUnderASheet() {
        let (context, main, stack) = NavigationContext.withRootStack(["Home", "Detail"])
        let sheet = context.stack(["Sheet"], owner: main)
        context.present(.stack(sheet), kind: .sheet, presenter: main)
        #expect(context.availableSystemActions() == [.swipeDown])
        context.perform(.back)
        #expect(context.screens(of: stack) == ["Home", "Detail"])
        #expect(context.visibleTypeName == "Sheet")
    }

    @Test func observersSeeTheStackAfterTheSystemPop() {
        let (context, _, _) = NavigationContext.withRootStack(["Home", "Detail", "More"])
        let observer = RecordingObserver()
        context.addObserver(observer)
        context.perform(.back)
        #expect(observer.events == ["left More", "back More, stack now Home,Detail"])
    }

    @Test(arguments: PresentationKind.allCases)
    func swipeDownIsOfferedOnlyForADismissibleSheet(kind: PresentationKind) {
        let (context, main, _) = NavigationContext.withRootStack(["Home"])
        let observer = RecordingObserver()
        context.addObserver(observer)
        context.present(.stack(context.stack(["Modal"], owner: main)), kind: kind, presenter: main)

        #expect(context.availableSystemActions() == (kind == .sheet ? [.swipeDown] : []))
        context.perform(.swipeDown)

        if kind == .sheet {
            #expect(context.state.window.presented.isEmpty)
            #expect(observer.events == ["left Modal", "swiped sheet"])
        } else {
            #expect(context.visibleTypeName == "Modal")
            #expect(observer.events.isEmpty)
        }
    }

    @Test func swipeDownDismissesOnlyTheTopSheet() {
        let (context, main, _) = NavigationContext.withRootStack(["Home"])
        context.present(.stack(context.stack(["First"], owner: main)), kind: .sheet, presenter: main)
        context.present(.stack(context.stack(["Second"], owner: main)), kind: .sheet, presenter: main)
        context.perform(.swipeDown)
        #expect(context.visibleTypeName == "First")
        #expect(context.effects == [.presented(.sheet), .presented(.sheet), .dismissed])
    }

    @Test func presentationsGoOnTopAndHideTheTabBar() {
        let (context, _) = NavigationContext.withTabs([("A", ["A0", "A1"]), ("B", ["B0"])])
        #expect(context.availableSystemActions()
            == [.back, .reselectTab(index: 0, title: "A"), .selectTab(index: 1, title: "B")])

        context.present(.stack(context.stack(["Over"], owner: nil)), kind: .fullScreen, presenter: nil)
        context.present(.stack(context.stack(["Top", "Pushed"], owner: nil)), kind: .custom, presenter: nil)

        #expect(context.state.window.presented.map(\.kind) == [.fullScreen, .custom])
        #expect(context.visibleTypeName == "Pushed")
        #expect(context.availableSystemActions() == [.back])
        context.perform(.selectTab(index: 1, title: "B"))
        #expect(context.state.window.root.flatMap(tabSelection) == 0)
        context.perform(.back)
        #expect(context.visibleTypeName == "Top")
        #expect(context.screens(of: context.state.window.root!.visibleStack!.id) == ["A0", "A1"])
    }

    @Test func tappingAnotherTabSelectsItAndTabStacksSurviveSwitches() {
        let (context, tabs) = NavigationContext.withTabs([("A", ["A0", "A1"]), ("B", ["B0"]), ("C", ["C0"])])
        let observer = RecordingObserver()
        context.addObserver(observer)

        context.perform(.selectTab(index: 1, title: "B"))
        #expect(context.visibleTypeName == "B0")
        #expect(context.effects == [.tabSelected])
        #expect(observer.events == ["selected 1"])
        #expect(context.availableSystemActions()
            == [.selectTab(index: 0, title: "A"), .reselectTab(index: 1, title: "B"), .selectTab(index: 2, title: "C")])

        let bStack = context.state.window.tabContainer(tabs)!.tabs[1].stack.id
        context.push(context.makeScreen("B1", owner: nil), onto: bStack)
        context.perform(.selectTab(index: 0, title: "A"))
        #expect(context.visibleTypeName == "A1")
        context.perform(.selectTab(index: 1, title: "B"))
        #expect(context.visibleTypeName == "B1")
        #expect(context.screens(of: bStack) == ["B0", "B1"])
    }

    @Test func selectingTheSelectedTabOrAMissingOneDoesNothing() {
        let (context, _) = NavigationContext.withTabs([("A", ["A0"]), ("B", ["B0"])])
        let key = context.state.key
        context.perform(.selectTab(index: 0, title: "A"))
        context.perform(.selectTab(index: 5, title: "Z"))
        context.perform(.reselectTab(index: 1, title: "B"))
        #expect(context.state.key == key)
        #expect(context.effects.isEmpty)
    }

    @Test func reselectingATabPopsItsStackToTheRoot() {
        let (context, tabs) = NavigationContext.withTabs([("A", ["A0", "A1", "A2"]), ("B", ["B0", "B1"])])
        let observer = RecordingObserver()
        context.addObserver(observer)

        context.perform(.reselectTab(index: 0, title: "A"))

        let container = context.state.window.tabContainer(tabs)!
        #expect(container.tabs.map { $0.stack.screens.map(\.typeName) } == [["A0"], ["B0", "B1"]])
        #expect(container.selectedIndex == 0)
        #expect(context.effects == [.popped])
        #expect(observer.events == ["reselected 0", "left A1,A2"])
    }

    @Test func anObserverThatHandlesReselectionKeepsTheStack() {
        let (context, tabs) = NavigationContext.withTabs([("A", ["A0", "A1"])])
        let observer = RecordingObserver()
        observer.handlesReselect = true
        context.addObserver(observer)

        context.perform(.reselectTab(index: 0, title: "A"))

        #expect(context.state.window.tabContainer(tabs)!.tabs[0].stack.screens.count == 2)
        #expect(observer.events == ["reselected 0"])
        #expect(context.effects.isEmpty)
    }

    private func tabSelection(_ container: Container) -> Int? {
        guard case .tabs(let tabs) = container else { return nil }
        return tabs.selectedIndex
    }
}
