// The Declarative-style fixture app (`Fixtures/StinsenNotes`, written for this project in Stinsen's style,
// never compiled) is scanned and explored; its Markdown report is compared with `Golden/stinsen-notes.md`.
// After a deliberate change, regenerate it with `RECORD_GOLDENS=1 swift test --filter SourceImportTests`.

import Exploration
import Foundation
import NavigationGraph
import Reporting
import SharedTestSupport
import SourceImport
import Testing

@Suite struct DeclarativeImportTests {
    static let notes = Fixtures.folder.appendingPathComponent("StinsenNotes")

    private func scan() throws -> (ImportedApp, NavigationGraph) {
        try Fixtures.scan(Self.notes, .init(name: "stinsen-notes"))
    }

    private func transitions(_ graph: NavigationGraph) -> Set<String> {
        Set(graph.transitions.map { "\($0.fromScreen ?? "-") | \($0.action) | \($0.toScreen ?? "-")" })
    }

    @Test func theReportMatchesTheGoldenFile() throws {
        let (_, graph) = try scan()
        let markdown = MarkdownFormatter().format(graph)
        let url = PackageRoot.url.appendingPathComponent("Tests/SourceImportTests/Golden/stinsen-notes.md")
        if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
            try Data(markdown.utf8).write(to: url)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(markdown == expected, "rerun with RECORD_GOLDENS=1 if the change is intended")
    }

    @Test func theStyleIsFoundAndCoordinatorsComeFromTheirConformances() throws {
        let (imported, graph) = try scan()
        #expect(graph.app.style.rawValue.hasPrefix("Declarative (Stinsen)"))
        #expect(imported.statistics.coordinators == 5)
        let kinds = Dictionary(uniqueKeysWithValues: graph.coordinators.map { ($0.id, $0.kind.rawValue) })
        #expect(kinds["ShelfCoordinator"] == "tabs")
        #expect(kinds["NotesCoordinator"] == "navigation")
        #expect(kinds["NavigationViewCoordinator<WelcomeCoordinator>"] == "navigation view")
    }

    @Test func routesAreNamedAfterPropertiesAndScreensAfterTheViewsTheirFactoriesBuild() throws {
        let (_, graph) = try scan()
        let screens = Dictionary(uniqueKeysWithValues: graph.screens.map { ($0.id, $0) })
        #expect(screens["NotesCoordinator.list"]?.typeName == "NoteList")
        #expect(screens["NotesCoordinator.note"]?.transition == "push")
        #expect(screens["NotesCoordinator.compose"]?.transition == "sheet")
        #expect(screens["NotesCoordinator.slideshow"]?.transition == "fullScreen")
        #expect(screens["WelcomeCoordinator.terms"]?.location == SourceReference(file: "App/WelcomeCoordinator.swift", line: 8))
        #expect(graph.screens.allSatisfy { $0.reached })
    }

    @Test func routerCallsBecomeTransitionsNamedAfterWhatTheUserSees() throws {
        let (_, graph) = try scan()
        let found = transitions(graph)
        let expected = [
            // `appRouter.root(\.signedIn, ...)` from the app's own button view.
            "WelcomeCoordinator.start | Sign in | NotesCoordinator.list",
            // `welcomeRouter.pop()` from a button whose title is its label's text.
            "WelcomeCoordinator.terms | Agree | WelcomeCoordinator.start",
            // A view model's branch: each navigation call its own action, one through the coordinator's method.
            "NotesCoordinator.list | title (1 of 2) | NotesCoordinator.compose",
            "NotesCoordinator.list | title (2 of 2) | NotesCoordinator.note",
            // A button named by its image.
            "NotesCoordinator.list | square.and.pencil | NotesCoordinator.compose",
            // An embedded view's tap gesture named after the text it is on, `popLast` through the router store.
            "NotesCoordinator.note | Present | NotesCoordinator.slideshow",
            "NotesCoordinator.slideshow | Done | NotesCoordinator.note",
            "NotesCoordinator.compose | Save | NotesCoordinator.list",
            "NotesCoordinator.note | Back to list | NotesCoordinator.list",
            "SettingsCoordinator.start | Sign out | WelcomeCoordinator.start",
        ]
        for transition in expected { #expect(found.contains(transition), "\(transition)") }
    }

    @Test func dismissingIsEnabledOnlyWhereTheCoordinatorCanBeDismissed() throws {
        let (_, graph) = try scan()
        // At the tab's root `Close archive` is disabled (no fault); in a pushed archive it pops it.
        #expect(!graph.findings.contains { $0.kind == .styleFault })
        #expect(graph.transitions.contains { $0.action == "Close archive" })
        #expect(graph.findings.contains { $0.kind == .unboundedGrowth && $0.message.contains("Archive") })
    }

    @Test func aCallItCannotFollowIsANoteAtItsLine() throws {
        let (imported, graph) = try scan()
        let unresolved = graph.findings.filter { $0.kind == .unresolvedCall }
        #expect(unresolved.map(\.location) == [SourceReference(file: "Notes/NoteScreen.swift", line: 41)])
        #expect(imported.statistics.navigationCalls == imported.statistics.resolvedCalls + 1)
    }
}

@Suite struct DeclarativeEventAndTabTests {
    private func scan() throws -> NavigationGraph {
        try Fixtures.scan(DeclarativeImportTests.notes, .init(name: "stinsen-notes")).1
    }

    @Test func anOpenURLHandlerIsADeepLinkThatFollowsItsChain() throws {
        let graph = try scan()
        let deepLinks = graph.transitions.filter { $0.action == "deep link: onOpenURL (AppCoordinator)" }
        // `hasRoot(\.signedIn)` → `focusFirst(\.notes)` → `.child` → `route(to: \.note, ...)`.
        #expect(deepLinks.contains { $0.fromScreen == "SettingsCoordinator.start" && $0.toScreen == "NotesCoordinator.note" })
        // Signed out, `hasRoot` gives nothing and the chain stops.
        #expect(!deepLinks.contains { $0.fromScreen == "WelcomeCoordinator.start" && $0.toScreen != "WelcomeCoordinator.start" })
    }

    @Test func aTabsOnTappedRunsOnARepeatedTapOnly() throws {
        let graph = try scan()
        #expect(graph.transitions.contains {
            $0.fromScreen == "NotesCoordinator.note" && $0.action == "reselect tab Notes" && $0.toScreen == "NotesCoordinator.list"
        })
        #expect(graph.transitions.contains {
            $0.fromScreen == "SettingsCoordinator.about" && $0.action == "reselect tab Settings"
                && $0.toScreen == "SettingsCoordinator.about"
        })
    }
}
