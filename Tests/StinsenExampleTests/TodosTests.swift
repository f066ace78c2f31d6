import NavigationModel
import Testing

@testable import StinsenExample

@Suite struct TodosTests {
    @Test func createTodoIsAModalThatAddsTheNextTodo() {
        let driver = Driver()
        driver.tap("login")
        driver.selectTab("Todos")
        driver.tap("+")
        #expect(driver.screen == "CreateTodoScreen")
        #expect(driver.context.state.window.presented.map(\.kind) == [.sheet])
        driver.perform(.swipeDown)
        #expect(driver.screen == "TodosScreen")
        #expect(driver.model?.todos == [])
        driver.tap("+")
        driver.tap("create")
        #expect(driver.screen == "TodosScreen")
        #expect(driver.context.state.window.presented.isEmpty)
        #expect(driver.actions == ["+", "milk"])
    }

    @Test func theTodoListIsFiniteSoCreateIsDisabledWhenFull() {
        let driver = Driver()
        driver.loginWithTodos(2)
        #expect(driver.actions == ["+", "milk", "bread"])
        driver.tap("+")
        #expect(driver.actions == ["create"])
        #expect(driver.enabledActions.isEmpty)
    }

    @Test func openingATodoPushesItAndStarTogglesTheFavourite() {
        let driver = Driver()
        driver.loginWithTodos(2)
        driver.tap("bread")
        #expect(driver.screen == "TodoScreen(id: bread)")
        #expect(driver.stack == ["TodosScreen", "TodoScreen(id: bread)"])
        driver.tap("star")
        #expect(driver.model?.favourites == ["bread"])
        driver.tap("star")
        #expect(driver.model?.favourites == [])
    }

    @Test func aHomeFavouriteJumpsToItsTodoFromTheTodoListsRoot() {
        let driver = Driver()
        driver.loginWithTodos(2)
        driver.tap("milk")
        driver.tap("star")
        driver.perform(.back)
        driver.tap("bread")
        driver.selectTab("Home")
        #expect(driver.actions == ["milk"])
        driver.tap("milk")
        #expect(driver.tabs?.selectedIndex == 1)
        #expect(driver.stack == ["TodosScreen", "TodoScreen(id: milk)"])
    }
}
