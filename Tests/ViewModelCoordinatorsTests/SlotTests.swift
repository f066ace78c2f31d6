import NavigationModel
import Testing
import ViewModelCoordinators

@Suite struct NavigationItemTests {
    @Test func startAsRootShowsTheContentInItsOwnNavigation() {
        let fixture = Fixture()
        #expect(fixture.rootStack == ["HomeView"])
        #expect(fixture.window.root?.visibleStack?.owner == fixture.home.id)
        #expect(fixture.window.root?.visibleStack?.top?.route == "home")
        #expect(fixture.context.state.coordinators.roots == [fixture.home.id])
        #expect(fixture.home.slots == NavigationSlots())
        #expect(fixture.context.availableSystemActions().isEmpty)
    }

    @Test func settingTheNavigationItemPushesItsView() {
        let fixture = Fixture()
        fixture.home.navigationItem = .detail(id: 1)
        #expect(fixture.rootStack == ["HomeView", "DetailView"])
        #expect(fixture.window.visibleScreen?.inputs == [ScreenInput("id", "1")])
        #expect(fixture.window.visibleScreen?.owner == fixture.home.id)
        #expect(fixture.home.navigationItem == .detail(id: 1))
        #expect(fixture.context.record(fixture.home.id)?.payload == AnyHashable(NavigationSlots<HomePush, HomeSheet>(navigationItem: .detail(id: 1))))
    }

    @Test func settingTheSameItemAgainDoesNothing() {
        let fixture = Fixture()
        fixture.home.navigationItem = .detail(id: 1)
        fixture.context.beginTransition()
        fixture.home.navigationItem = .detail(id: 1)
        #expect(fixture.context.effects.isEmpty)
        #expect(fixture.rootStack == ["HomeView", "DetailView"])
    }

    @Test func anotherItemReplacesThePushedOne() {
        let fixture = Fixture()
        fixture.home.navigationItem = .detail(id: 1)
        fixture.context.beginTransition()
        fixture.home.navigationItem = .detail(id: 2)
        #expect(fixture.context.effects == [.popped, .pushed])
        #expect(fixture.rootStack == ["HomeView", "DetailView"])
        #expect(fixture.window.visibleScreen?.inputs == [ScreenInput("id", "2")])
        #expect(fixture.home.navigationItem == .detail(id: 2))
    }

    @Test func nilPopsBackToTheScene() {
        let fixture = Fixture()
        fixture.home.navigationItem = .detail(id: 1)
        fixture.home.navigationItem = nil
        #expect(fixture.rootStack == ["HomeView"])
        #expect(fixture.home.navigationItem == nil)
        fixture.context.beginTransition()
        fixture.home.navigationItem = nil
        #expect(fixture.context.effects.isEmpty)
    }

    @Test func theSystemBackButtonResetsTheSlot() {
        let fixture = Fixture()
        fixture.home.navigationItem = .detail(id: 1)
        #expect(fixture.context.availableSystemActions() == [.back])
        fixture.perform(.back)
        #expect(fixture.rootStack == ["HomeView"])
        #expect(fixture.home.navigationItem == nil)
    }

    @Test func aCoordinatorDestinationIsAChildWhileItsContentIsShown() {
        let fixture = Fixture()
        fixture.home.navigationItem = .child
        weak let child = fixture.child
        #expect(child != nil)
        #expect(fixture.rootStack == ["HomeView", "ChildView"])
        #expect(fixture.window.visibleScreen?.owner == child?.id)
        #expect(fixture.window.visibleScreen?.route == "child")
        #expect(fixture.context.state.leakedCoordinators().isEmpty)

        fixture.perform(.back)
        #expect(fixture.home.navigationItem == nil)
        #expect(fixture.context.record(fixture.home.id)?.children.isEmpty == true)
        #expect(child == nil)
    }

    @Test func aChildPushesOntoTheStackItWasPushedOnto() throws {
        let fixture = Fixture()
        fixture.home.navigationItem = .child
        let child = try #require(fixture.child)
        child.navigationItem = .more
        #expect(fixture.rootStack == ["HomeView", "ChildView", "MoreView"])
        fixture.perform(.back)
        #expect(child.navigationItem == nil)
        #expect(fixture.home.navigationItem == .child)
        fixture.perform(.back)
        #expect(fixture.home.navigationItem == nil)
    }

    @Test func poppingTheParentsItemTakesTheChildsPushesAlong() throws {
        let fixture = Fixture()
        fixture.home.navigationItem = .child
        try #require(fixture.child).navigationItem = .more
        fixture.home.navigationItem = .detail(id: 3)
        #expect(fixture.rootStack == ["HomeView", "DetailView"])
        #expect(fixture.child == nil)
    }
}

@Suite struct SheetItemTests {
    @Test func settingTheSheetItemPresentsASheetOwnedByTheScene() {
        let fixture = Fixture()
        fixture.home.sheetItem = .info
        #expect(fixture.window.presented.map(\.kind) == [.sheet])
        #expect(fixture.window.presented.first?.presenter == fixture.home.id)
        #expect(fixture.window.presented.first?.content.owner == fixture.home.id)
        #expect(fixture.visibleScreen == "InfoView")
        #expect(fixture.home.sheetItem == .info)
    }

    @Test func swipingTheSheetDownResetsTheSlot() {
        let fixture = Fixture()
        fixture.home.sheetItem = .info
        #expect(fixture.context.availableSystemActions() == [.swipeDown])
        fixture.perform(.swipeDown)
        #expect(fixture.window.presented.isEmpty)
        #expect(fixture.home.sheetItem == nil)
    }

    @Test func nilDismissesAndTheSameItemDoesNothing() {
        let fixture = Fixture()
        fixture.home.sheetItem = .info
        fixture.context.beginTransition()
        fixture.home.sheetItem = .info
        #expect(fixture.context.effects.isEmpty)
        fixture.home.sheetItem = nil
        #expect(fixture.window.presented.isEmpty)
        #expect(fixture.home.sheetItem == nil)
    }

    @Test func anotherItemDismissesTheSheetAndPresentsTheNewOne() throws {
        let fixture = Fixture()
        fixture.home.sheetItem = .info
        fixture.context.beginTransition()
        fixture.home.sheetItem = .flow
        #expect(fixture.context.effects == [.dismissed, .presented(.sheet)])
        let child = try #require(fixture.child)
        #expect(fixture.window.presented.count == 1)
        #expect(fixture.window.presented.first?.content.owner == child.id)
        #expect(fixture.window.presented.first?.presenter == fixture.home.id)
        #expect(fixture.visibleScreen == "ChildView")
    }

    @Test func aChildInASheetNavigatesInsideItsOwnStack() throws {
        let fixture = Fixture()
        fixture.home.sheetItem = .flow
        let child = try #require(fixture.child)
        child.navigationItem = .more
        #expect(fixture.window.presented.first?.content.visibleStack?.screens.map(\.typeName) == ["ChildView", "MoreView"])
        #expect(fixture.rootStack == ["HomeView"])
        fixture.perform(.back)
        #expect(child.navigationItem == nil)
        #expect(fixture.home.sheetItem == .flow)
        fixture.perform(.swipeDown)
        #expect(fixture.home.sheetItem == nil)
        #expect(fixture.child == nil)
    }

    @Test func swipingASheetLeavesThePushedItemAlone() {
        let fixture = Fixture()
        fixture.home.navigationItem = .detail(id: 1)
        fixture.home.sheetItem = .info
        fixture.perform(.swipeDown)
        #expect(fixture.home.navigationItem == .detail(id: 1))
        #expect(fixture.home.sheetItem == nil)
        #expect(fixture.visibleScreen == "DetailView")
    }

    @Test func aSceneThatDisappearsTakesItsSheetAlong() throws {
        let fixture = Fixture()
        fixture.home.navigationItem = .child
        let child = try #require(fixture.child)
        child.sheetItem = .note
        #expect(fixture.visibleScreen == "NoteView")
        fixture.home.navigationItem = nil
        #expect(fixture.window.presented.isEmpty)
        #expect(fixture.visibleScreen == "HomeView")
        #expect(fixture.child == nil)
    }
}

@Suite struct HiddenSceneTests {
    @Test func aSceneThatIsNotShownDoesNotNavigate() {
        let fixture = Fixture()
        let hidden = HomeViewModel(context: fixture.context)
        let before = fixture.context.state.key
        hidden.navigationItem = .detail(id: 1)
        hidden.sheetItem = .info
        #expect(hidden.slots == NavigationSlots())
        #expect(fixture.rootStack == ["HomeView"])
        #expect(fixture.window.presented.isEmpty)
        fixture.context.endTransition()
        #expect(fixture.context.state.key == before)
    }

    @Test func aReleasedChildNoLongerNavigates() throws {
        let fixture = Fixture()
        fixture.home.navigationItem = .child
        let child = try #require(fixture.child)
        fixture.perform(.back)
        child.navigationItem = .more
        #expect(fixture.rootStack == ["HomeView"])
        #expect(child.navigationItem == nil)
    }
}
