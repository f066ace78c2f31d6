import Exploration
import NavigationModel
import SharedTestSupport
import OpenCombine
import Testing
@testable import CombineExample

@Suite struct CombineExampleScreenTests {
    @Test func theAppIsRegisteredForReplay() {
        let app = CombineExample.app
        #expect(app.name == "combine-example")
        #expect(app.restoreStrategy == .replayFromLaunch)
        #expect(app.events.isEmpty)
    }

    @Test func launchShowsWelcomeInTheWindowRootStack() {
        let run = AppRun()
        #expect(run.visibleScreen?.typeName == "WelcomeViewController")
        #expect(run.context.visibleActions().map(\.name) == ["to main"])
        #expect(run.context.availableSystemActions().isEmpty)
        #expect(run.roots == ["AppCoordinator"])
        #expect(run.leaked.isEmpty)
        #expect(run.context.faults.isEmpty)
    }

    @Test func toMainPresentsTheTabBarFullScreenOverWelcome() {
        let run = AppRun([.tap("to main")])
        let window = run.context.state.window
        #expect(window.root?.visibleStack?.screens.map(\.typeName) == ["WelcomeViewController"])
        #expect(window.presented.map(\.kind) == [.fullScreen])
        guard case .tabs(let tabs)? = window.presented.first?.content else {
            Issue.record("Main presents a tab bar")
            return
        }
        #expect(tabs.tabs.map(\.title) == ["First", "Second"])
        #expect(tabs.tabs.map { $0.stack.screens.map(\.typeName) } == [["FirstViewController"], ["SecondViewController"]])
        #expect(run.visibleScreen?.typeName == "FirstViewController")
        #expect(run.context.visibleActions().map(\.name) == ["select item"])
        #expect(run.context.availableSystemActions() == [
            .reselectTab(index: 0, title: "First"), .selectTab(index: 1, title: "Second"),
        ])
        #expect(run.roots == ["AppCoordinator"])
        #expect(run.leaked.isEmpty)
    }

    @Test func theSecondTabShowsItsOwnScreen() {
        let run = AppRun([.tap("to main"), .system(.selectTab(index: 1, title: "Second"))])
        #expect(run.visibleScreen?.typeName == "SecondViewController")
        #expect(run.context.visibleActions().map(\.name) == ["select item"])
    }

    @Test(arguments: [0, 1])
    func selectItemPresentsTheItemsSheetOwnedByTheTabFlow(tab: Int) {
        let tabFlow = ["FirstCoordinator", "SecondCoordinator"][tab]
        let toTab: [Step] = tab == 0 ? [] : [.system(.selectTab(index: 1, title: "Second"))]
        let run = AppRun([.tap("to main")] + toTab + [.tap("select item")])
        #expect(run.visibleScreen?.typeName == "ItemsViewController")
        #expect(run.context.state.window.presented.map(\.kind) == [.fullScreen, .sheet])
        #expect(run.context.visibleActions().map(\.name) == itemRows)
        #expect(run.context.availableSystemActions() == [.swipeDown])
        #expect(run.roots == ["AppCoordinator", tabFlow])
        #expect(run.children(of: tabFlow) == ["ItemsCoordinator"])
        #expect(run.leaked.isEmpty)
    }
}

@Suite struct CombineExampleFlowTests {
    @Test(arguments: itemRows)
    func everyRowDismissesTheSheetAndEndsTheFlowWithoutALeak(row: String) {
        let main = AppRun([.tap("to main")])
        let run = AppRun([.tap("to main"), .tap("select item"), .tap(row)])
        #expect(run.visibleScreen?.typeName == "FirstViewController")
        #expect(run.context.state.window.presented.map(\.kind) == [.fullScreen])
        #expect(run.leaked.isEmpty)
        #expect(run.roots == ["AppCoordinator"])
        #expect(run.key == main.key)
    }

    @Test func aRowIsDeliveredToThePresenterAsItsItem() throws {
        let run = AppRun([.tap("to main")])
        let first = try #require(run.context.state.coordinators.records.values.lazy.compactMap { $0.object as? FirstCoordinator }.first)
        var received: [ItemsCoordinationResult] = []
        var finished = false
        let subscription = first.presentItems().sink(receiveCompletion: { _ in finished = true }, receiveValue: { received.append($0) })
        #expect(run.visibleScreen?.typeName == "ItemsViewController")
        run.apply(.tap("seven"))
        #expect(received == [.item("seven")])
        #expect(finished)
        #expect(run.visibleScreen?.typeName == "FirstViewController")
        subscription.cancel()
    }

    @Test func swipingTheItemsSheetAwayLeavesItsSubscriptionAliveAsALeak() {
        let main = AppRun([.tap("to main")])
        let run = AppRun([.tap("to main"), .tap("select item"), .system(.swipeDown)])
        #expect(run.visibleScreen?.typeName == "FirstViewController")
        #expect(run.leaked == ["ItemsCoordinator"])
        #expect(run.children(of: "FirstCoordinator") == ["ItemsCoordinator"])
        #expect(run.key != main.key)
    }

    @Test func everySwipedSheetLeaksOneMoreFlowOnEitherTab() {
        let run = AppRun([
            .tap("to main"), .tap("select item"), .system(.swipeDown), .tap("select item"), .system(.swipeDown),
            .system(.selectTab(index: 1, title: "Second")), .tap("select item"), .system(.swipeDown),
        ])
        #expect(run.leaked == ["ItemsCoordinator", "ItemsCoordinator", "ItemsCoordinator"])
        #expect(run.roots == ["AppCoordinator", "FirstCoordinator", "SecondCoordinator"])
        #expect(run.children(of: "FirstCoordinator") == ["ItemsCoordinator", "ItemsCoordinator"])
        #expect(run.children(of: "SecondCoordinator") == ["ItemsCoordinator"])
    }

    @Test func aLeakedFlowDoesNotStopTheNextOneFromDeliveringItsItem() {
        let run = AppRun([.tap("to main"), .tap("select item"), .system(.swipeDown), .tap("select item"), .tap("three")])
        #expect(run.visibleScreen?.typeName == "FirstViewController")
        #expect(run.leaked == ["ItemsCoordinator"])
    }

    @Test func leaksDoNotDependOnWhichTabLeakedFirst() {
        let firstThenSecond = AppRun([
            .tap("to main"), .tap("select item"), .system(.swipeDown),
            .system(.selectTab(index: 1, title: "Second")), .tap("select item"), .system(.swipeDown),
        ])
        let secondThenFirst = AppRun([
            .tap("to main"), .system(.selectTab(index: 1, title: "Second")), .tap("select item"), .system(.swipeDown),
            .system(.selectTab(index: 0, title: "First")), .tap("select item"), .system(.swipeDown),
            .system(.selectTab(index: 1, title: "Second")),
        ])
        #expect(firstThenSecond.key == secondThenFirst.key)
    }
}
