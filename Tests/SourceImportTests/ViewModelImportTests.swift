// The View-model-style fixture apps (`Fixtures/ViewModelTrips` and `Fixtures/ViewModelConstructs/*`,
// written for this project in the SwiftUI MVVM-C style, never compiled) are scanned and explored; the
// trip planner's Markdown report is compared with `Golden/view-model-trips.md`. After a deliberate change,
// regenerate it with
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

extension Fixtures {
    static let viewModelTrips = folder.appendingPathComponent("ViewModelTrips")
    static func construct(_ name: String) -> URL { folder.appendingPathComponent("ViewModelConstructs/\(name)") }
}

private func transitions(_ graph: NavigationGraph, from screen: String) -> [String: String] {
    Dictionary(
        graph.transitions.filter { $0.fromScreen == screen }.map { ($0.action, $0.toScreen ?? "") },
        uniquingKeysWith: { first, _ in first })
}

@Suite struct ViewModelImportTests {
    private func trips() throws -> (ImportedApp, NavigationGraph) { try Fixtures.scan(Fixtures.viewModelTrips) }

    @Test func theReportMatchesTheGoldenFile() throws {
        let (_, graph) = try trips()
        let markdown = MarkdownFormatter().format(graph)
        let url = PackageRoot.url.appendingPathComponent("Tests/SourceImportTests/Golden/view-model-trips.md")
        if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
            try Data(markdown.utf8).write(to: url)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(markdown == expected, "rerun with RECORD_GOLDENS=1 if the change is intended")
    }

    @Test func coordinatorViewModelsComeFromSlotsAndFactoriesAndTheEntryFromTheApp() throws {
        let (imported, graph) = try trips()
        #expect(imported.app.style.rawValue.hasPrefix(CoordinatorStyle.viewModel.rawValue))
        #expect(Set(graph.coordinators.map(\.id)) == ["TripsCoordinatorViewModel", "TripDetailCoordinatorViewModel"])
        #expect(graph.states.first?.visibleScreen == "TripsCoordinatorViewModel.tripsList")
    }

    @Test func routesAreNamedAfterCasesAndContentAfterItsView() throws {
        let (_, graph) = try trips()
        let screens = Dictionary(uniqueKeysWithValues: graph.screens.map { ($0.id, $0) })
        #expect(screens["TripsCoordinatorViewModel.tripsList"]?.location == SourceReference(file: "Trips/TripsListView.swift", line: 37))
        #expect(screens["TripsCoordinatorViewModel.settings"]?.typeName == "SettingsView")
        #expect(screens["TripsCoordinatorViewModel.settings"]?.transition == "push")
        #expect(screens["TripsCoordinatorViewModel.newTrip"]?.transition == "sheet")
        #expect(screens["TripDetailCoordinatorViewModel.map"]?.transition == "fullScreen")
        #expect(screens["TripDetailCoordinatorViewModel.tripDetail"]?.typeName == "TripDetailView")
        #expect(screens["TripDetailCoordinatorViewModel.showsBookings"]?.typeName == "BookingsView")
    }

    @Test func actionsAreNamedAfterWhatTheUserSeesAndBranchesSplitThem() throws {
        let (_, graph) = try trips()
        #expect(transitions(graph, from: "TripsCoordinatorViewModel.tripsList") == [
            "Upcoming trip (1 of 2)": "TripDetailCoordinatorViewModel.tripDetail",  // a method reference, under an `if`
            "Upcoming trip (2 of 2)": "TripsCoordinatorViewModel.signIn",
            "Plan a trip": "TripsCoordinatorViewModel.newTrip",  // a `label:` closure's text
            "Settings": "TripsCoordinatorViewModel.settings",  // an embedded view's tap gesture, by accessibility label
        ])
    }

    @Test func theRuntimesSemanticsApply() throws {
        let (_, graph) = try trips()
        let detail = transitions(graph, from: "TripDetailCoordinatorViewModel.tripDetail")
        #expect(detail["Bookings"] == "TripDetailCoordinatorViewModel.showsBookings")  // a Bool slot's NavigationLink
        #expect(detail["back"] == "TripsCoordinatorViewModel.tripsList")
        // The environment's dismiss() empties the slot that showed the screen.
        #expect(transitions(graph, from: "TripsCoordinatorViewModel.newTrip")["Cancel"] == "TripsCoordinatorViewModel.tripsList")
        #expect(transitions(graph, from: "TripDetailCoordinatorViewModel.map") == ["Close map": "TripDetailCoordinatorViewModel.tripDetail"])
        // A full-screen cover offers no swipe: the photos cover, with no button, is a dead end.
        #expect(graph.findings.contains { $0.kind == .deadEnd && $0.subject == .screen("TripDetailCoordinatorViewModel.gallery") })
        // Back from the detail releases its coordinator view model: the launch state again, nothing leaked.
        let launch = try #require(graph.states.first?.id)
        #expect(graph.transitions.contains { $0.fromScreen == "TripDetailCoordinatorViewModel.tripDetail" && $0.action == "back" && $0.target == launch })
        #expect(!graph.findings.contains { $0.kind == .leakedCoordinator })
    }

    @Test func whatCannotBeFollowedIsANoteAtItsFileAndLine() throws {
        let (imported, graph) = try trips()
        let notes = graph.findings.filter { $0.kind == .unresolvedCall }
        #expect(notes.allSatisfy { $0.severity == .note })
        #expect(Set(notes.map(\.location)) == [
            SourceReference(file: "Trips/TripsListView.swift", line: 27),  // a router the sources only declare as a protocol
            SourceReference(file: "Trips/TripsListView.swift", line: 31),  // a slot set to a computed value
        ])
        #expect(imported.statistics.navigationCalls == 10)
        #expect(imported.statistics.resolvedCalls == 8)
        #expect(imported.statistics.parsedFiles == 5)
    }

    @Test func inactiveIfBranchesPreviewsAndTestTargetsAreLeftOut() throws {
        let (_, graph) = try trips()
        let names = Set(graph.transitions.map(\.action))
        #expect(!names.contains("Menu bar only"))
        #expect(!names.contains("Preview only"))
        #expect(!graph.coordinators.contains { $0.id == "OrphanCoordinatorViewModel" })
        let (_, macOS) = try Fixtures.scan(Fixtures.viewModelTrips, .init(platform: .macos))
        #expect(transitions(macOS, from: "TripsCoordinatorViewModel.tripsList")["Menu bar only"] == "TripsCoordinatorViewModel.newTrip")
    }
}

@Suite struct ViewModelConstructTests {
    @Test func aSelectionLinkOverItemsPushesTheFactorysScene() throws {
        let (imported, graph) = try Fixtures.scan(Fixtures.construct("SelectionLink"))
        #expect(Set(graph.coordinators.map(\.id)) == ["InboxCoordinatorViewModel", "ThreadCoordinatorViewModel"])
        #expect(transitions(graph, from: "InboxCoordinatorViewModel.inbox") == [
            "Latest thread": "ThreadCoordinatorViewModel.thread", "Write": "InboxCoordinatorViewModel.compose",
        ])
        #expect(transitions(graph, from: "ThreadCoordinatorViewModel.thread") == ["back": "InboxCoordinatorViewModel.inbox"])
        #expect(imported.statistics.resolvedShare == 1)
    }

    @Test func anActiveLinkIsABoolSlotSetToTrueAndBackToFalse() throws {
        let (_, graph) = try Fixtures.scan(Fixtures.construct("ActiveLink"))
        let root = "ProfileCoordinatorViewModel.profileCoordinator"
        #expect(transitions(graph, from: root) == [
            "Edit profile": "ProfileCoordinatorViewModel.editing", "Change picture": "ProfileCoordinatorViewModel.avatar",
        ])
        #expect(transitions(graph, from: "ProfileCoordinatorViewModel.editing") == ["Save": root, "back": root])
    }

    @Test func aDestinationItemReplacesWhatItPushedAndNilPopsBack() throws {
        let (_, graph) = try Fixtures.scan(Fixtures.construct("DestinationItem"))
        let root = "RecipesCoordinatorViewModel.recipesCoordinator"
        #expect(transitions(graph, from: "RecipesCoordinatorViewModel.ingredients")["Next"] == "RecipesCoordinatorViewModel.method")
        #expect(transitions(graph, from: "RecipesCoordinatorViewModel.method")["Done"] == root)
        #expect(graph.exploration.statistics.maxStackDepth == 2)
    }

    @Test func aFaultPointsAtTheAssignmentInTheSourcesThatCausedIt() throws {
        let (_, graph) = try Fixtures.scan(Fixtures.construct("MisplacedStep"))
        let faults = graph.findings.filter { $0.kind == .styleFault }
        #expect(faults.map(\.location) == [SourceReference(file: "Library.swift", line: 61)])
        #expect(faults.first?.message.hasPrefix("LibraryCoordinatorViewModel has no SettingsCoordinatorViewModel above it") == true)
    }

    @Test func aFullScreenCoverHasNoSwipeAndPresentationModeDismissesIt() throws {
        let (_, graph) = try Fixtures.scan(Fixtures.construct("FullScreenCover"))
        #expect(transitions(graph, from: "PlayerCoordinatorViewModel.library") == ["Play": "PlayerCoordinatorViewModel.nowPlaying"])
        #expect(transitions(graph, from: "PlayerCoordinatorViewModel.nowPlaying") == ["Minimise": "PlayerCoordinatorViewModel.library"])
    }
}

@Suite struct ViewModelDetectionTests {
    /// Every fixture app of another style (whatever other styles add beside these).
    private var otherStylesApps: [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Fixtures.folder.path)) ?? []
        return names.sorted().filter { !$0.hasPrefix("ViewModel") && !$0.hasPrefix(".") }.map { Fixtures.folder.appendingPathComponent($0) }
            + [Fixtures.construct("NotViewModel")]
    }

    @Test func autoDoesNotPickTheViewModelStyleForViewsWithPublishedStateAndSheets() throws {
        let (imported, graph) = try Fixtures.scan(Fixtures.construct("NotViewModel"))
        #expect(imported.app.style.rawValue.hasPrefix(CoordinatorStyle.router.rawValue))
        #expect(graph.coordinators.map(\.id) == ["CatalogCoordinator"])
    }

    @Test func noAppOfAnotherStyleHasACoordinatorViewModel() throws {
        #expect(otherStylesApps.count >= 2)
        for app in otherStylesApps {
            #expect(throws: SourceImportError.noCoordinators(app.path, style: .viewModel), "\(app.lastPathComponent)") {
                try SourceImporter(options: .init(style: .viewModel)).importApp(at: app)
            }
        }
    }

    @Test func autoPicksTheViewModelStyleForEveryViewModelFixture() throws {
        for name in ["SelectionLink", "ActiveLink", "DestinationItem", "FullScreenCover"] {
            let imported = try SourceImporter().importApp(at: Fixtures.construct(name))
            #expect(imported.app.style.rawValue.hasPrefix(CoordinatorStyle.viewModel.rawValue), "\(name)")
        }
    }

    @Test func theStyleIsNamedOnTheCommandLineAsViewModel() {
        #expect(SourceStyle(rawValue: "view-model") == .viewModel)
    }
}
