// The Reactive-style fixture app (`Fixtures/ReactiveTrips`, written for this project in the style of
// Combine coordinator apps, one file per construct, never compiled) is scanned and explored; its Markdown
// report is compared with `Golden/reactive-trips.md`. After a deliberate change, regenerate it with
//
//     RECORD_GOLDENS=1 swift test --filter SourceImportTests
//
// and review the diff. Never edit a golden file by hand.

import Exploration
import Foundation
import NavigationGraph
import Reporting
import SharedTestSupport
import SourceImport
import Testing

@Suite struct ReactiveImportTests {
    static let trips = Fixtures.folder.appendingPathComponent("ReactiveTrips")

    private func trips(_ options: SourceImporter.Options = .init()) throws -> (ImportedApp, NavigationGraph) {
        try Fixtures.scan(Self.trips, options)
    }

    private func actions(_ graph: NavigationGraph, from screen: String) -> Set<String> {
        Set(graph.transitions.filter { $0.fromScreen == screen }.map(\.action))
    }

    private func targets(_ graph: NavigationGraph, from screen: String, by action: String) -> Set<String> {
        Set(graph.transitions.filter { $0.fromScreen == screen && $0.action == action }.compactMap(\.toScreen))
    }

    @Test func theReportMatchesTheGoldenFile() throws {
        let (_, graph) = try trips()
        let markdown = MarkdownFormatter().format(graph)
        let url = PackageRoot.url.appendingPathComponent("Tests/SourceImportTests/Golden/reactive-trips.md")
        if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
            try Data(markdown.utf8).write(to: url)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(markdown == expected, "rerun with RECORD_GOLDENS=1 if the change is intended")
    }

    @Test func coordinatorsAreFoundByShapeNotByName() throws {
        let (imported, graph) = try trips()
        // `BaseCoordinator<ResultType>` is the app's own base class: not a coordinator; the test target's
        // coordinator is left out.
        #expect(Set(graph.coordinators.map(\.id)) == [
            "AppCoordinator", "OnboardingCoordinator", "TripsCoordinator", "TripListCoordinator",
            "TripDetailCoordinator", "PaymentCoordinator", "ProfileCoordinator",
        ])
        #expect(graph.coordinators.first { $0.id == "TripsCoordinator" }?.kind == "tabs")
        #expect(imported.app.restoreStrategy == .replayFromLaunch)
        #expect(graph.states.first?.visibleScreen == "OnboardingCoordinator.welcome")
    }

    @Test func screensAreTheViewControllersACoordinatorShows() throws {
        let (_, graph) = try trips()
        let screens = Dictionary(uniqueKeysWithValues: graph.screens.map { ($0.id, $0) })
        #expect(screens["OnboardingCoordinator.welcome"]?.typeName == "WelcomeViewController")
        #expect(screens["OnboardingCoordinator.help"]?.transition == "sheet")
        #expect(screens["PaymentCoordinator.payment"]?.transition == "nonDismissibleSheet")
        #expect(screens["OnboardingCoordinator.signIn"]?.location == SourceReference(file: "Onboarding/OnboardingCoordinator.swift", line: 28))
        #expect(graph.screens.allSatisfy { $0.reached })
    }

    @Test func actionsAreNamedAfterWhatTheUserSees() throws {
        let (_, graph) = try trips()
        // An @IBAction sending on the screen's subject, which the coordinator subscribes to; a button
        // titled by `setTitle` and wired by `addTarget`.
        #expect(actions(graph, from: "OnboardingCoordinator.welcome").isSuperset(of: ["getStarted", "Skip for now"]))
        #expect(actions(graph, from: "OnboardingCoordinator.signIn").contains("Sign in"))  // publisher(for:)
        #expect(actions(graph, from: "TripDetailCoordinator.tripDetail").contains("Book this trip"))  // tapPublisher
        #expect(actions(graph, from: "TripListCoordinator.tripList").contains("select row"))  // didSelectRowAt
    }

    @Test func aBranchGivesOneActionPerNavigationCall() throws {
        let (_, graph) = try trips()
        #expect(targets(graph, from: "OnboardingCoordinator.signIn", by: "forgotPassword (1 of 2)") == ["OnboardingCoordinator.help"])
        #expect(targets(graph, from: "OnboardingCoordinator.signIn", by: "forgotPassword (2 of 2)") == ["OnboardingCoordinator.reset"])
    }

    @Test func resultsEndFlowsAndTheParentHandlesEachCase() throws {
        let (_, graph) = try trips()
        // `.signedIn` (passed through `finish(with:)`) makes the app coordinator present the tab bar;
        // `.skipped` ends onboarding and the app does nothing with it.
        // Once onboarding's subject has completed (signed in, then out again), "Sign in" sends into nothing.
        #expect(targets(graph, from: "OnboardingCoordinator.signIn", by: "Sign in") == [
            "TripListCoordinator.tripList", "OnboardingCoordinator.signIn",
        ])
        let first = try #require(graph.transitions.first { $0.fromScreen == "OnboardingCoordinator.signIn" && $0.action == "Sign in" })
        #expect(first.toScreen == "TripListCoordinator.tripList")
        #expect(targets(graph, from: "OnboardingCoordinator.welcome", by: "Skip for now") == ["OnboardingCoordinator.welcome"])
        // Payment's `true` is mapped to `.booked`, whose handler pops the detail; `false` books nothing.
        #expect(targets(graph, from: "PaymentCoordinator.payment", by: "pay") == ["TripListCoordinator.tripList"])
        #expect(targets(graph, from: "PaymentCoordinator.payment", by: "cancel") == ["TripDetailCoordinator.tripDetail"])
    }

    @Test func theRuntimesOwnershipAppliesToTheImportedFlows() throws {
        let (_, graph) = try trips()
        // A subject that is never completed keeps the payment flow subscribed after its sheet is gone.
        #expect(graph.findings.contains { $0.kind == .leakedCoordinator && $0.subject == .coordinator("PaymentCoordinator") })
        // The app keeps its subscription to the tab bar's flow after "Sign out" dismisses it.
        #expect(graph.findings.contains { $0.kind == .leakedCoordinator && $0.subject == .coordinator("TripsCoordinator") })
    }

    @Test func whatCannotBeFollowedIsANoteAtItsFileAndLine() throws {
        let (imported, graph) = try trips()
        let notes = graph.findings.filter { $0.kind == .unresolvedCall }
        #expect(notes.allSatisfy { $0.severity == .note })
        #expect(Set(notes.compactMap(\.location)) == [
            SourceReference(file: "Profile/ProfileCoordinator.swift", line: 22),
            SourceReference(file: "Trips/TripListCoordinator.swift", line: 33),
        ])
        #expect(imported.statistics.navigationCalls == 28)
        #expect(imported.statistics.resolvedCalls == 26)
        #expect(imported.statistics.coordinators == 7)
    }

    @Test func inactiveIfClausesAreLeftOut() throws {
        let (_, graph) = try trips()
        #expect(!graph.screens.contains { $0.typeName == "DebugMenuViewController" })
        let (_, debug) = try trips(.init(flags: ["DEBUG"]))
        #expect(debug.screens.contains { $0.typeName == "DebugMenuViewController" })
    }
}

/// `--style auto` picks the Reactive importer only for Reactive apps: the other styles' apps have no class
/// deriving from a generic class whose `start()` returns a publisher.
@Suite struct ReactiveDetectionTests {
    private func folder(_ files: [String: String]) throws -> URL {
        let url = try ScratchFolder.make("coordgraph-reactive")
        for (name, text) in files {
            let file = url.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        return url
    }

    private func reactiveFinds(_ url: URL) -> Bool {
        do {
            _ = try SourceImporter(options: .init(style: .reactive)).importApp(at: url)
            return true
        } catch {
            return false
        }
    }

    @Test func autoPicksReactiveForAReactiveApp() throws {
        let imported = try SourceImporter().importApp(at: ReactiveImportTests.trips)
        #expect(imported.app.style.rawValue.hasPrefix(CoordinatorStyle.reactive.rawValue))
    }

    @Test func theRouterFixtureAppIsNotReactive() throws {
        #expect(!reactiveFinds(Fixtures.routerShop))
        let imported = try SourceImporter().importApp(at: Fixtures.routerShop)
        #expect(imported.app.style.rawValue.hasPrefix(CoordinatorStyle.router.rawValue))
    }

    @Test func treeAndDeclarativeAppsAreNotReactive() throws {
        // ADCoordinator: a `Coordinator` subclass whose start() returns nothing, with coordinate(to:) too.
        let tree = try folder(["Tree.swift": """
            import UIKit
            open class BaseCoordinator<Presenter> { func coordinate(to coordinator: Coordinator) { coordinator.start() } }
            final class HomeCoordinator: BaseCoordinator<UINavigationController> {
                func start() { navigationController.pushViewController(HomeViewController(), animated: true) }
            }
            final class HomeViewController: UIViewController {}
            """])
        // Stinsen: `NavigationCoordinatable` with `@Route`s; Combine used for something else.
        let declarative = try folder(["Declarative.swift": """
            import Combine
            import Stinsen
            final class MainCoordinator: NavigationCoordinatable {
                let stack = NavigationStack(initial: \\MainCoordinator.start)
                @Root var start = makeStart
                func makeStart() -> some View { HomeView() }
                func refresh() -> AnyPublisher<Void, Never> { Empty().eraseToAnyPublisher() }
            }
            final class Loader: Store<Int> { func start() -> AnyPublisher<Int, Never> { Just(1).eraseToAnyPublisher() } }
            """])
        #expect(!reactiveFinds(tree))
        // `Loader` derives from a generic class and starts with a publisher: the shape alone. Its name and
        // its lack of any screen or coordinate(to:) do not change that, so it is found; a Stinsen
        // coordinator is not.
        let found = try? SourceImporter(options: .init(style: .reactive)).importApp(at: declarative)
        #expect(found?.app.catalog.coordinators.map(\.typeName) == ["Loader"])
    }
}
