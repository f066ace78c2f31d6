import NavigationModel
import ReactiveCoordinators
import Testing

@Suite struct NavigationControllerTests {
    private func screen(_ fixture: Fixture, _ name: String) -> Screen {
        fixture.context.makeScreen(name, owner: fixture.host.id)
    }

    @Test func pushAndPopFollowTheStackButNeverPopTheRoot() {
        let fixture = Fixture()
        let navigation = fixture.host.navigation
        navigation.pushViewController(screen(fixture, "Detail"))
        #expect(navigation.viewControllers.map(\.typeName) == ["HomeViewController", "Detail"])
        navigation.popViewController()
        #expect(navigation.viewControllers.map(\.typeName) == ["HomeViewController"])
        fixture.context.beginTransition()
        navigation.popViewController()
        #expect(navigation.viewControllers.map(\.typeName) == ["HomeViewController"])
        #expect(fixture.context.effects.isEmpty)
    }

    @Test func aControllerOutsideTheWindowHoldsNothingAndPresentsNothing() {
        let fixture = Fixture()
        let outside = NavigationController(context: fixture.context, owner: nil)
        #expect(outside.viewControllers.isEmpty)
        outside.present(screen(fixture, "Modal"), kind: .sheet, presenter: nil)
        #expect(fixture.context.state.window.presented.isEmpty)
    }

    @Test func presentingFromAControllerThatAlreadyPresentsShowsNothing() {
        let fixture = Fixture()
        let navigation = fixture.host.navigation
        navigation.present(screen(fixture, "First"), kind: .sheet, presenter: nil)
        navigation.present(screen(fixture, "Second"), kind: .sheet, presenter: nil)
        #expect(fixture.context.state.window.presented.count == 1)
        #expect(fixture.visibleScreen == "First")
    }

    @Test func aPresentedControllerPresentsOverItself() {
        let fixture = Fixture()
        let modal = NavigationController(context: fixture.context, owner: nil)
        fixture.host.navigation.present(modal.container, kind: .fullScreen, presenter: nil)
        modal.pushViewController(screen(fixture, "ModalRoot"))
        modal.present(screen(fixture, "Sheet"), kind: .sheet, presenter: nil)
        #expect(fixture.context.state.window.presented.map(\.kind) == [.fullScreen, .sheet])
        #expect(fixture.visibleScreen == "Sheet")
    }

    @Test func dismissFollowsUIKit() {
        let fixture = Fixture()
        let root = fixture.host.navigation
        fixture.context.beginTransition()
        root.dismiss()
        #expect(fixture.context.effects.isEmpty)  // nothing presented: nothing happens

        let modal = NavigationController(context: fixture.context, owner: nil)
        root.present(modal.container, kind: .fullScreen, presenter: nil)
        modal.pushViewController(screen(fixture, "ModalRoot"))
        modal.present(screen(fixture, "Sheet"), kind: .sheet, presenter: nil)
        modal.dismiss()  // dismisses what it presented
        #expect(fixture.visibleScreen == "ModalRoot")
        modal.dismiss()  // presents nothing: dismisses itself
        #expect(fixture.visibleScreen == "HomeViewController")

        root.present(modal.container, kind: .fullScreen, presenter: nil)
        modal.present(screen(fixture, "Sheet"), kind: .sheet, presenter: nil)
        root.dismiss()  // from the root: everything goes
        #expect(fixture.context.state.window.presented.isEmpty)
    }

    @Test func aTabBarHoldsItsControllersInOrderWithTheFirstSelected() {
        let fixture = Fixture()
        let first = NavigationController(context: fixture.context, owner: fixture.host.id)
        let second = NavigationController(context: fixture.context, owner: nil)
        let tabBar = TabBarController(context: fixture.context, owner: fixture.host.id, tabs: [("A", first), ("B", second)])
        guard case .tabs(let tabs) = tabBar.container else {
            Issue.record("a tab bar is a tab container")
            return
        }
        #expect(tabs.tabs.map(\.title) == ["A", "B"])
        #expect(tabs.tabs.map(\.stack.id) == [first.stackID, second.stackID])
        #expect(tabs.tabs.map(\.stack.owner) == [fixture.host.id, nil])
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.owner == fixture.host.id)

        let empty = TabBarController(context: fixture.context, owner: nil, tabs: [])
        guard case .tabs(let none) = empty.container else { return }
        #expect(none.selectedIndex == nil)
    }
}
