import NavigationModel
import Testing

@testable import StinsenExample

@Suite struct AuthenticatedTests {
    @Test func loginSwitchesTheRootToTheFourTabs() throws {
        let driver = Driver()
        driver.tap("login")
        #expect(driver.model?.user == .example)
        #expect(driver.main.activeRoot == "authenticated")
        #expect(driver.main.hasRoot(\.authenticated) != nil)
        let tabs = try #require(driver.tabs)
        #expect(tabs.tabs.map(\.title) == ["Home", "Todos", "Profile", "Testbed"])
        #expect(driver.screen == "HomeScreen")
        #expect(driver.actions.isEmpty)
    }

    @Test func eachTabShowsItsRootScreen() {
        let driver = Driver()
        driver.tap("login")
        driver.selectTab("Todos")
        #expect(driver.screenNode == "TodosCoordinator.start")
        #expect(driver.actions == ["+"])
        driver.selectTab("Profile")
        #expect(driver.screen == "ProfileScreen(username: user@example.com)")
        driver.selectTab("Testbed")
        #expect(driver.screenNode == "TestbedCoordinator.start")
        driver.selectTab("Home")
        #expect(driver.screenNode == "HomeCoordinator.start")
    }

    @Test func thePersistedStatusDecidesTheFirstRoot() {
        let driver = Driver(startingAuthenticated: true)
        #expect(driver.screen == "HomeScreen")
        #expect(driver.main.isRoot(\.authenticated, .example))
    }

    @Test func logoutReturnsToLoginAndDropsTheSession() {
        let driver = Driver()
        driver.loginWithTodos(1)
        driver.selectTab("Profile")
        driver.tap("logout")
        #expect(driver.screen == "LoginScreen")
        #expect(driver.model == StinsenModel())
        #expect(!driver.context.state.coordinators.records.values.contains { $0.typeName == "AuthenticatedCoordinator" })
    }

    @Test func loggingInAgainStartsFromTheHomeTab() {
        let driver = Driver()
        driver.tap("login")
        driver.selectTab("Profile")
        driver.tap("logout")
        driver.tap("login")
        #expect(driver.screen == "HomeScreen")
        #expect(driver.tabs?.selectedIndex == 0)
    }
}
