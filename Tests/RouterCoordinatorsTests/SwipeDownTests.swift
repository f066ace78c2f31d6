import NavigationModel
import RouterCoordinators
import Testing

@Suite struct SwipeDownTests {
    @Test func aSwipedAutomaticSheetsCoordinatorStaysOwned() {
        let app = TestApp()
        let cart = TestCoordinator(context: app.context)
        app.main.router.navigate(to: cart)
        #expect(app.context.availableSystemActions() == [.swipeDown])

        app.context.beginTransition()
        app.context.perform(.swipeDown)
        app.context.endTransition()
        #expect(app.window.presented.isEmpty)
        #expect(app.main.children.map(\.id) == [cart.id])
        #expect(app.main.getTopCoordinator() === cart)
        #expect(app.context.state.leakedCoordinators() == [cart.id])
    }

    @Test func aSwipedPageSheetsCoordinatorIsFinished() {
        let app = TestApp()
        let cart = TestCoordinator(context: app.context, presentationStyle: .pageSheet)
        app.main.router.navigate(to: cart)
        cart.router.navigate(to: TestCoordinator(context: app.context, presentationStyle: .fullScreen))
        cart.router.dismiss()
        #expect(cart.children.count == 1)

        app.context.perform(.swipeDown)
        #expect(app.window.presented.isEmpty)
        #expect(app.main.children.isEmpty)
        #expect(cart.children.isEmpty)
    }

    @Test func aSwipedModalRouteLeavesTheCoordinatorsAlone() {
        let app = TestApp()
        let child = TestCoordinator(context: app.context, presentationStyle: .formSheet)
        app.main.router.navigate(to: child)
        child.router.navigate(to: .sheet)
        app.context.perform(.swipeDown)
        #expect(app.visible == "HomeView")
        #expect(app.presentedKinds == [.sheet])
        #expect(app.main.children.map(\.id) == [child.id])
    }

    @Test func fullScreenPresentationsCannotBeSwipedAway() {
        let app = TestApp()
        app.main.router.navigate(to: UIKitTestCoordinator(context: app.context))
        #expect(!app.context.availableSystemActions().contains(.swipeDown))
    }
}
