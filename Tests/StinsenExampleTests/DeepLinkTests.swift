import NavigationModel
import Testing

@testable import StinsenExample

@Suite struct DeepLinkTests {
    let milk = "deep link app://todo/milk"

    @Test func thereIsOneDeepLinkPerTodo() {
        #expect(StinsenExample.app.events.map(\.name) == ["deep link app://todo/milk", "deep link app://todo/bread"])
        #expect(StinsenExample.app.events.allSatisfy { $0.kind == .deepLink })
    }

    @Test func deepLinksAreEnabledOnlyWhenAuthenticated() {
        let driver = Driver()
        #expect(!driver.isEnabled(milk))
        driver.tap("login")
        #expect(driver.isEnabled(milk))
        driver.selectTab("Profile")
        driver.tap("logout")
        #expect(!driver.isEnabled(milk))
    }

    @Test func aDeepLinkOpensItsTodoInTheTodosTab() {
        let driver = Driver()
        driver.loginWithTodos(1)
        driver.selectTab("Testbed")
        driver.fire(milk)
        #expect(driver.tabs?.selectedIndex == 1)
        #expect(driver.screen == "TodoScreen(id: milk)")
        // Repeated deep links are not deduplicated.
        driver.fire(milk)
        #expect(driver.stack == ["TodosScreen", "TodoScreen(id: milk)", "TodoScreen(id: milk)"])
    }

    @Test func aDeepLinkToAMissingTodoChangesNothing() {
        let driver = Driver()
        driver.tap("login")
        let key = driver.key
        driver.fire(milk)
        #expect(driver.key == key)
    }
}
