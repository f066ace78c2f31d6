import Exploration
import NavigationModel
import RouterCoordinators
import RouterExample
import SharedTestSupport
import Testing

@Suite struct RouterExampleTests {
    @Test func launchShowsTheFirstOnboardingStepOverTheSplashScreen() {
        let app = DrivenApp()
        #expect(app.window.root?.visibleStack?.screens.map(\.typeName) == ["SplashScreen"])
        #expect(app.presentedKinds == [.fullScreen])
        #expect(app.visible == "FirstView")
        #expect(app.actions == ["go second view"])
        #expect(app.tree == "MainCoordinator[OnboardingCoordinator]")
        #expect(app.context.availableSystemActions().isEmpty)
    }

    @Test func theSecondStepIsAModalThatCanBeDismissedOrSwipedAway() {
        let app = DrivenApp()
        app.tap("go second view")
        #expect(app.visible == "SecondView")
        #expect(app.presentedKinds == [.fullScreen, .sheet])
        #expect(app.actions == ["go home", "dismiss modal"])
        app.tap("dismiss modal")
        #expect(app.visible == "FirstView")
        app.tap("go second view")
        app.perform(.swipeDown)
        #expect(app.visible == "FirstView")
        #expect(app.tree == "MainCoordinator[OnboardingCoordinator]")
    }

    @Test func goHomeOpensTheTabBarOnItsSettingsPage() {
        let app = DrivenApp()
        app.tap("go second view", "go home")
        #expect(app.visible == "SettingsHome")
        #expect(app.actions == ["finish coordinator", "restart app"])
        #expect(app.presentedKinds == [.fullScreen, .sheet, .fullScreen])
        #expect(app.tree == homeTree())
        guard case .tabs(let tabs)? = app.window.presented.last?.content else {
            Issue.record("the home tab bar is not on top")
            return
        }
        #expect(tabs.tabs.map(\.title) == ["Marketplace", "Settings"])
        #expect(tabs.selectedIndex == 1)
        app.selectTab(0, "Marketplace")
        #expect(app.visible == "MarketplaceHome")
        #expect(app.actions == ["show shopping cart"])
    }

    @Test func theShoppingCartIsASheetWhoseCheckoutFinishesIt() {
        let app = DrivenApp()
        app.tap("go second view", "go home")
        app.selectTab(0, "Marketplace")
        app.tap("show shopping cart")
        #expect(app.visible == "ShoppingCart")
        #expect(app.presentedKinds.last == .sheet)
        #expect(app.tree == homeTree(marketplace: "MarketplaceCoordinator[ShoppingCartCoordinator]"))
        app.tap("show checkout")
        #expect(app.visible == "Checkout")
        #expect(app.actions == ["show UIKit home", "finish coordinator"])
        app.perform(.back)
        #expect(app.visible == "ShoppingCart")
        app.tap("show checkout", "finish coordinator")
        #expect(app.visible == "MarketplaceHome")
        #expect(app.tree == homeTree())
        #expect(app.leaked.isEmpty)
    }

    @Test func aSwipedShoppingCartStaysOwnedAndOnTop() {
        let app = DrivenApp()
        app.tap("go second view", "go home")
        app.selectTab(0, "Marketplace")
        app.tap("show shopping cart")
        app.perform(.swipeDown)
        #expect(app.visible == "MarketplaceHome")
        #expect(app.tree == homeTree(marketplace: "MarketplaceCoordinator[ShoppingCartCoordinator]"))
        #expect(app.leaked == ["ShoppingCartCoordinator"])
        #expect(app.context.mainCoordinator?.getTopCoordinator()?.typeName == "ShoppingCartCoordinator")
    }

    @Test func finishingSettingsFinishesTheWholeTabBar() {
        let app = DrivenApp()
        app.tap("go second view", "go home", "finish coordinator")
        #expect(app.visible == "SecondView")
        #expect(app.presentedKinds == [.fullScreen, .sheet])
        #expect(app.tree == "MainCoordinator[OnboardingCoordinator]")
    }

    @Test func restartAppStartsOverWithNewCoordinators() {
        let app = DrivenApp()
        let firstOnboarding = app.context.mainCoordinator?.children.first
        app.tap("go second view", "go home", "restart app")
        #expect(app.visible == "FirstView")
        #expect(app.presentedKinds == [.fullScreen])
        #expect(app.window.root?.visibleStack?.screens.map(\.typeName) == ["SplashScreen"])
        #expect(app.tree == "MainCoordinator[OnboardingCoordinator]")
        #expect(app.context.mainCoordinator?.children.first !== firstOnboarding)
    }

    @Test func theUIKitHomeMakesNewCoordinatorsEachRound() {
        let app = DrivenApp()
        app.tap("go second view", "go home")
        app.selectTab(0, "Marketplace")
        var homes: [CoordinatorID] = []
        var keys: [StateKey] = []
        for round in 1...3 {
            app.tap("show shopping cart", "show checkout", "show UIKit home")
            #expect(app.visible == "MarketplaceHome")
            #expect(app.presentedKinds.count == 3 + 2 * round)
            #expect(Array(app.presentedKinds.suffix(2)) == [.sheet, .fullScreen])
            guard let home = app.context.mainCoordinator?.getTopCoordinator()?.parent else {
                Issue.record("no UIKit home on top in round \(round)")
                return
            }
            #expect(home.typeName == "HomeCoordinatorUIKit")
            #expect(home.presentationStyle == .fullScreen)
            homes.append(home.id)
            keys.append(app.context.state.key)
            #expect(app.tree == homeTree(marketplace: marketplace(afterUIKitRounds: round)))
        }
        #expect(Set(homes).count == 3)
        #expect(Set(keys).count == 3)

        app.selectTab(1, "Settings")
        app.tap("finish coordinator")
        #expect(app.visible == "Checkout")
        #expect(app.presentedKinds.count == 8)
        let cartStays = marketplace(afterUIKitRounds: 2, innermost: "MarketplaceCoordinator[ShoppingCartCoordinator]")
        #expect(app.tree == homeTree(marketplace: cartStays))
    }

    @Test func theLaunchTimerForcePresentsTheHomeTabBarOnce() {
        let app = DrivenApp()
        #expect(app.timer.kind == .timer)
        #expect(app.timer.isEnabled(app.app))
        app.fireTimer()
        #expect(app.visible == "MarketplaceHome")
        #expect(app.presentedKinds == [.fullScreen, .fullScreen])
        #expect(app.tree == homeTree())
        #expect(!app.timer.isEnabled(app.app))

        #expect(!app.actions.contains("restart app"))
        app.selectTab(1, "Settings")
        app.tap("restart app")
        #expect(app.visible == "FirstView")
        #expect(!app.timer.isEnabled(app.app))
    }

    @Test func theTimerAfterASwipedCartAttachesTheHomeUnderTheLeakedCart() {
        let app = DrivenApp()
        app.tap("go second view", "go home")
        app.selectTab(0, "Marketplace")
        app.tap("show shopping cart")
        app.perform(.swipeDown)
        app.fireTimer()
        #expect(app.visible == "MarketplaceHome")
        #expect(app.presentedKinds == [.fullScreen, .sheet, .fullScreen, .fullScreen])
        let underCart = "MarketplaceCoordinator[ShoppingCartCoordinator[HomeCoordinator[MarketplaceCoordinator, SettingsCoordinator]]]"
        #expect(app.tree == homeTree(marketplace: underCart))
    }

    @Test func everyDeclaredScreenButTheUIKitCartsIsReached() {
        let app = DrivenApp()
        var coverage = CatalogCoverage(RouterExample.app.catalog)
        func record() { coverage.record(app.context.state) }
        record()
        app.tap("go second view", "go home")
        record()
        app.selectTab(0, "Marketplace")
        app.tap("show shopping cart", "show checkout")
        record()
        app.tap("show UIKit home")
        record()

        #expect(coverage.unreached == ["ShoppingCartCoordinatorUIKit.home", "ShoppingCartCoordinatorUIKit.checkout"])
        #expect(coverage.undeclared.isEmpty)
    }

    @Test func theCatalogDeclaresEveryCoordinatorWithItsRoutes() {
        let catalog = RouterExample.app.catalog
        #expect(catalog.coordinators.map(\.typeName) == [
            "MainCoordinator", "OnboardingCoordinator", "HomeCoordinator", "MarketplaceCoordinator",
            "ShoppingCartCoordinator", "HomeCoordinatorUIKit", "SettingsCoordinator", "ShoppingCartCoordinatorUIKit",
        ])
        let onboarding = catalog.coordinators[1]
        #expect(onboarding.location.fileID == "RouterExample/OnboardingCoordinator.swift")
        #expect(onboarding.routes.map(\.name) == ["firstStep", "secondStep"])
        #expect(onboarding.routes.map(\.screenType) == ["FirstView", "SecondView"])
        #expect(onboarding.routes.map(\.transition) == [.push, .sheet])
        let home = catalog.coordinators[2]
        #expect(home.kind == "tabs")
        #expect(home.routes.map(\.coordinatorType) == ["MarketplaceCoordinator", "SettingsCoordinator"])
        let uikitCart = catalog.coordinators[7]
        #expect(uikitCart.routes.map(\.name) == ["home", "checkout"])
        #expect(uikitCart.routes.map(\.transition) == [.push, .push])
        #expect(RouterExample.app.name == "router-example")
    }

    @Test func restoringASnapshotReplaysLikeAFreshLaunch() {
        let app = DrivenApp()
        app.tap("go second view", "go home")
        app.selectTab(0, "Marketplace")
        app.tap("show shopping cart", "show checkout")
        let saved = app.context.state
        app.tap("show UIKit home")
        app.selectTab(1, "Settings")
        app.tap("restart app")
        app.context.state = saved
        #expect(app.visible == "Checkout")
        app.tap("finish coordinator")

        let fresh = DrivenApp()
        fresh.tap("go second view", "go home")
        fresh.selectTab(0, "Marketplace")
        fresh.tap("show shopping cart", "show checkout", "finish coordinator")
        #expect(app.context.state.key == fresh.context.state.key)
        #expect(app.tree == fresh.tree)
    }
}

/// The marketplace coordinator's subtree after `rounds` trips through cart, checkout and UIKit home, with
/// `innermost` as the last marketplace's subtree.
private func marketplace(afterUIKitRounds rounds: Int, innermost: String = "MarketplaceCoordinator") -> String {
    guard rounds > 0 else { return innermost }
    let inner = marketplace(afterUIKitRounds: rounds - 1, innermost: innermost)
    return "MarketplaceCoordinator[ShoppingCartCoordinator[HomeCoordinatorUIKit[\(inner), SettingsCoordinator]]]"
}
