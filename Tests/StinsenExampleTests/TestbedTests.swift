import DeclarativeCoordinators
import NavigationModel
import Testing

@testable import StinsenExample

@Suite struct TestbedTests {
    private func testbed() -> Driver {
        let driver = Driver()
        driver.tap("login")
        driver.selectTab("Testbed")
        return driver
    }

    private func testbedInstances(_ driver: Driver) -> [TestbedCoordinator] {
        driver.context.state.coordinators.owned.compactMap { driver.context.record($0)?.object as? TestbedCoordinator }
    }

    @Test func dismissCoordinatorIsDisabledAtTheTabRoot() {
        let driver = testbed()
        #expect(driver.actions == ["modal screen", "push screen", "modal coordinator", "push coordinator", "dismiss coordinator"])
        #expect(!driver.enabledActions.contains("dismiss coordinator"))
        #expect(!driver.context.tap("dismiss coordinator"))
    }

    @Test func pushingTheCoordinatorCreatesNewInstancesWithoutEnd() {
        let driver = testbed()
        driver.tap("push coordinator")
        driver.tap("push coordinator")
        driver.tap("push coordinator")
        let instances = testbedInstances(driver)
        #expect(instances.count == 4)
        #expect(Set(instances.map(ObjectIdentifier.init)).count == 4)
        #expect(instances[1].parent === instances[0] && instances[3].parent === instances[2])
        #expect(driver.stack == Array(repeating: "TestbedScreen", count: 4))
        #expect(driver.enabledActions.contains("dismiss coordinator"))
    }

    @Test func aModalCoordinatorIsANewInstanceInItsOwnNavigationView() throws {
        let driver = testbed()
        driver.tap("modal coordinator")
        let presented = try #require(driver.context.state.window.presented.first)
        #expect(presented.kind == .sheet)
        #expect(driver.context.record(try #require(presented.content.owner))?.typeName == "NavigationViewCoordinator<TestbedCoordinator>")
        #expect(driver.screenNode == "TestbedCoordinator.start")
        #expect(testbedInstances(driver).count == 2)
        driver.tap("dismiss coordinator")
        #expect(driver.context.state.window.presented.isEmpty)
        #expect(testbedInstances(driver).count == 1)
    }

    @Test func screensAndCoordinatorsNestFreely() {
        let driver = testbed()
        driver.tap("push screen")
        #expect(driver.screenNode == "TestbedCoordinator.pushScreen")
        driver.tap("modal screen")
        #expect(driver.screenNode == "TestbedCoordinator.modalScreen")
        driver.tap("push coordinator")
        driver.tap("dismiss coordinator")
        #expect(driver.screenNode == "TestbedCoordinator.modalScreen")
        driver.perform(.swipeDown)
        #expect(driver.screenNode == "TestbedCoordinator.pushScreen")
    }

    @Test func reselectingTheTestbedTabPopsItToItsRoot() {
        let driver = testbed()
        driver.tap("push screen")
        driver.tap("push coordinator")
        driver.selectTab("Testbed")
        #expect(driver.stack == ["TestbedScreen"])
        #expect(driver.screenNode == "TestbedCoordinator.start")
        #expect(testbedInstances(driver).count == 1)
        #expect(!driver.enabledActions.contains("dismiss coordinator"))
    }
}
