import NavigationGraph
import Testing

/// The facts `shared/docs/seed-libraries.md` states about each example app, found by the explorer.
@Suite struct RouterExampleFacts {
    let graph = ExploredExamples.router

    @Test func theNeverUsedUIKitShoppingCartIsUnreachable() {
        #expect(graph.subjects(of: .unreachableScreen) == ["ShoppingCartCoordinatorUIKit.checkout", "ShoppingCartCoordinatorUIKit.home"])
        #expect(graph.subjects(of: .unreachableCoordinator) == ["ShoppingCartCoordinatorUIKit"])
        let unreachable = graph.finding(.unreachableScreen, "ShoppingCartCoordinatorUIKit.home")
        #expect(unreachable?.location?.file == "RouterExample/ShoppingCartCoordinatorUIKit.swift")
        #expect(unreachable?.path.isEmpty == true)
    }

    @Test func theHomeCoordinatorUIKitCycleGrowsTheMarketplace() throws {
        let growth = try #require(graph.finding(.unboundedGrowth, "MarketplaceCoordinator"))
        #expect(growth.message.contains("“show shopping cart” → “show checkout” → “show UIKit home”"))
        #expect(growth.message.contains("each round starts a new HomeCoordinatorUIKit, which starts another MarketplaceCoordinator"))
        let state = try #require(growth.state.map(graph.state))
        #expect(state.coordinators.count { $0 == "MarketplaceCoordinator" } == 3)
        #expect(growth.message.hasSuffix("at 3 live instances."))
        let leakGrowth = try #require(graph.finding(.unboundedGrowth, "ShoppingCartCoordinator"))
        #expect(leakGrowth.message.contains("it repeats its leak"))
        #expect(growth.path.map(\.action).suffix(3) == ["show shopping cart", "show checkout", "show UIKit home"])
        #expect(graph.exploration.cuts.map(\.bound) == [.growthLimit])
    }

    @Test func theSwipedAutomaticSheetLeaksItsCoordinator() throws {
        #expect(graph.subjects(of: .leakedCoordinator) == ["ShoppingCartCoordinator"])
        let leak = try #require(graph.finding(.leakedCoordinator, "ShoppingCartCoordinator"))
        #expect(leak.path.last?.action == "swipe down")
        #expect(leak.path.last?.screen == "MarketplaceCoordinator.home")
    }

    @Test func everyUsedScreenHasAPathFromLaunchAndNothingTrapsOrFaults() {
        for screen in graph.screens where screen.coordinator != "ShoppingCartCoordinatorUIKit" && screen.id != "MainCoordinator.splash" {
            #expect(screen.reached && screen.pathFromLaunch != nil, "\(screen.id)")
        }
        #expect(graph.subjects(of: .trap).isEmpty)
        #expect(graph.subjects(of: .deadEnd).isEmpty)
        #expect(graph.subjects(of: .styleFault).isEmpty)
        #expect(graph.subjects(of: .replayMismatch).isEmpty)
    }

    @Test func theSplashScreenIsOnlyEverCoveredByTheOnboarding() throws {
        let splash = try #require(graph.screens.first { $0.id == "MainCoordinator.splash" })
        #expect(!splash.reached && splash.covered && splash.pathFromLaunch == [])
        #expect(graph.states.allSatisfy { $0.visibleScreen != splash.id })
        let finding = try #require(graph.finding(.coveredScreen, "MainCoordinator.splash"))
        #expect(finding.message.contains("OnboardingCoordinator.firstStep covers it at launch"))
        let main = graph.exploration.statistics.perCoordinator.first { $0.coordinator == "MainCoordinator" }
        #expect(main?.screensReached == 0 && main?.statesVisible == 0)
    }

    @Test func theOwnershipLinksSayWhoShowsWhomAndHow() {
        let links = Set(graph.coordinatorLinks.map { "\($0.parent) → \($0.child): \($0.relation.rawValue)" })
        #expect(links.contains("MainCoordinator → OnboardingCoordinator: fullScreen"))
        #expect(links.contains("OnboardingCoordinator → HomeCoordinator: fullScreen"))
        #expect(links.contains("HomeCoordinator → MarketplaceCoordinator: tab"))
        #expect(links.contains("HomeCoordinator → SettingsCoordinator: tab"))
        #expect(links.contains("MarketplaceCoordinator → ShoppingCartCoordinator: sheet"))
        #expect(links.contains("MarketplaceCoordinator → ShoppingCartCoordinator: offScreen"), "the swiped sheet, still owned")
        #expect(links.contains("ShoppingCartCoordinator → HomeCoordinatorUIKit: fullScreen"))
    }

    @Test func theTimerFiresOnceAndForcePresentsTheHomeTabBar() {
        let timer = graph.transitions.filter { $0.action.hasPrefix("5 s timer") }
        #expect(!timer.isEmpty)
        #expect(timer.allSatisfy { $0.kind == .externalEvent && $0.actionSource == .external })
        #expect(timer.allSatisfy { graph.state($0.target).model == "timer fired" })
        #expect(graph.transitions.allSatisfy { !($0.action.hasPrefix("5 s timer") && graph.state($0.source).model == "timer fired") })
    }
}

@Suite struct TreeExampleFacts {
    let graph = ExploredExamples.tree

    @Test func exhaustiveWithNoFindingsAndNoLeaks() {
        #expect(graph.exploration.isExhaustive)
        #expect(graph.findings.isEmpty)
        #expect(graph.states.count == 3)
    }

    @Test func detailIsPushedOrPresentedByTheApplicationCoordinator() {
        #expect(graph.coordinatorLinks.map { "\($0.parent) → \($0.child): \($0.relation.rawValue)" } == [
            "ApplicationCoordinator → DetailCoordinator: push", "ApplicationCoordinator → DetailCoordinator: sheet",
        ])
    }

    @Test func whenMainIsVisibleTheApplicationCoordinatorHasNoChildren() {
        for state in graph.states where state.visibleScreen == "ApplicationCoordinator.MainViewController" {
            #expect(state.coordinators == ["ApplicationCoordinator"])
        }
    }
}

@Suite struct StinsenExampleFacts {
    let graph = ExploredExamples.stinsen

    @Test func theTestbedRecursionIsUnbounded() {
        let growing = graph.subjects(of: .unboundedGrowth)
        #expect(growing.contains("TestbedCoordinator"))
        #expect(growing.contains("NavigationViewCoordinator<TestbedCoordinator>"))
    }

    @Test func dismissCoordinatorIsNeverTakenAtTheTabRoot() {
        let dismissals = graph.transitions.filter { $0.action == "dismiss coordinator" }
        #expect(!dismissals.isEmpty)
        for transition in dismissals {
            let source = graph.state(transition.source)
            #expect(source.stackDepth > 1 || source.modalDepth > 0, "dismissed from the tab root in state \(source.id)")
        }
    }

    @Test func deepLinksFireOnlyWhenAuthenticated() {
        let deepLinks = graph.transitions.filter { $0.action.hasPrefix("deep link") }
        #expect(!deepLinks.isEmpty)
        #expect(deepLinks.allSatisfy { graph.state($0.source).model?.hasPrefix("logged in") == true })
        #expect(graph.states.contains { $0.model?.hasPrefix("logged out") == true })
    }

    @Test func onlyTheUnusedTodoDetailsRouteIsUnreachable() {
        #expect(graph.subjects(of: .unreachableScreen) == ["TodosCoordinator.todoDetails"])
        #expect(graph.subjects(of: .styleFault).isEmpty)
        #expect(graph.subjects(of: .leakedCoordinator).isEmpty)
    }
}

@Suite struct CombineExampleFacts {
    let graph = ExploredExamples.combine

    @Test func theTabBarIsATrapWithNoWayBackToWelcome() throws {
        let trap = try #require(graph.findings.first { $0.kind == .trap })
        #expect(trap.subject == .screen("FirstCoordinator.first"))
        #expect(trap.path.map(\.action) == ["to main"])
        #expect(trap.message.contains("WelcomeCoordinator.welcome"))
    }

    @Test func theSwipedItemsSheetLeaksItsSubscription() throws {
        let leak = try #require(graph.finding(.leakedCoordinator, "ItemsCoordinator"))
        #expect(leak.path.map(\.action) == ["to main", "select item", "swipe down"])
        #expect(graph.subjects(of: .leakedCoordinator) == ["ItemsCoordinator"])
    }

    @Test func selectingARowDismissesTheSheet() {
        let rows = graph.transitions.filter { $0.action == "twenty" }
        #expect(!rows.isEmpty)
        #expect(rows.allSatisfy { $0.toScreen != "ItemsCoordinator.items" })
    }
}

@Suite struct SceneExampleFacts {
    let graph = ExploredExamples.scene

    @Test func exhaustiveAndClean() {
        #expect(graph.exploration.isExhaustive)
        #expect(graph.findings.isEmpty)
        #expect(graph.screens.allSatisfy { $0.reached })
    }

    @Test func backAndSwipeReturnToSceneOne() {
        let returns = graph.transitions.filter { $0.action == "back" || $0.action == "swipe down" }
        #expect(!returns.isEmpty)
        #expect(returns.allSatisfy { $0.toScreen == graph.states[0].visibleScreen })
    }
}
