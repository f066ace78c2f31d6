import NavigationModel
import Testing

@testable import StinsenExample

@Suite struct UnauthenticatedTests {
    @Test func launchShowsTheLoginScreen() {
        let driver = Driver()
        #expect(driver.screen == "LoginScreen")
        #expect(driver.actions == ["login", "register", "forgot password"])
        #expect(driver.main.activeRoot == "unauthenticated")
        #expect(driver.context.state.window.rootKey == "unauthenticated")
        #expect(driver.context.availableSystemActions().isEmpty)
    }

    @Test func registrationIsAPushedFlowThatDismissesItself() {
        let driver = Driver()
        driver.tap("register")
        #expect(driver.screenNode == "RegistrationCoordinator.start")
        #expect(driver.actions == ["next step"])
        driver.tap("next step")
        #expect(driver.screen == "PasswordRegistrationScreen(username: user@example.com)")
        #expect(driver.stack == ["LoginScreen", "UserRegistrationScreen", "PasswordRegistrationScreen(username: user@example.com)"])
        driver.tap("register")
        #expect(driver.screen == "LoginScreen")
        #expect(driver.context.faults.isEmpty)
        #expect(!driver.context.state.coordinators.records.values.contains { $0.typeName == "RegistrationCoordinator" })
    }

    @Test func backLeavesTheRegistrationFlowStepByStep() {
        let driver = Driver()
        driver.tap("register")
        driver.tap("next step")
        driver.perform(.back)
        #expect(driver.screen == "UserRegistrationScreen")
        driver.perform(.back)
        #expect(driver.screen == "LoginScreen")
        let unauthenticated = driver.context.routers.retrieve(UnauthenticatedCoordinator.self)?.coordinator
        #expect(unauthenticated?.stackItems.isEmpty == true)
    }

    @Test func forgotPasswordIsPushedAndOkReturnsToLogin() {
        let driver = Driver()
        driver.tap("forgot password")
        #expect(driver.screen == "ForgotPasswordScreen")
        #expect(driver.context.state.window.presented.isEmpty)
        driver.tap("ok")
        #expect(driver.screen == "LoginScreen")
    }
}
