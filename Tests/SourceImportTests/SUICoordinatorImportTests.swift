// SUICoordinator's own forms, scanned from `Fixtures/MacroNotes` (written for this project in that library's
// style, never compiled): the `@Coordinator(Route.self)` macro, `Coordinator<Route>` through a generic
// wrapper, coordinators that navigate themselves (`startFlow(route:)`, `navigate(toRoute:)`,
// `navigate(to:presentationStyle:)`, `close()`, `finishFlow()`), `@Environment(\.coordinator)` casts, and a
// view model holding the coordinator through a protocol.

import Exploration
import Foundation
import NavigationGraph
import SharedTestSupport
import SourceImport
import Testing

@Suite struct SUICoordinatorImportTests {
    static let notes = Fixtures.folder.appendingPathComponent("MacroNotes")

    private func scan(_ options: SourceImporter.Options = .init()) throws -> (ImportedApp, NavigationGraph) {
        try Fixtures.scan(Self.notes, options)
    }

    private func actions(_ graph: NavigationGraph, from screen: String) -> Set<String> {
        Set(graph.transitions.filter { $0.fromScreen == screen }.map(\.action))
    }

    @Test func theMacroAndTheGenericWrapperDeclareCoordinators() throws {
        let (imported, graph) = try scan()
        // The generic wrapper itself is no coordinator; the vendored and the test target's are not read.
        #expect(Set(graph.coordinators.map(\.id)) == ["NotesCoordinator", "SettingsCoordinator"])
        #expect(imported.statistics.parsedFiles == 5)
        let screens = Dictionary(uniqueKeysWithValues: graph.screens.map { ($0.id, $0) })
        #expect(screens["NotesCoordinator.list"]?.typeName == "NoteListView")  // the view, not its model
        #expect(screens["NotesCoordinator.note"]?.typeName == "NoteView")
        #expect(screens["NotesCoordinator.share"]?.transition == "sheet")
        #expect(screens["SettingsCoordinator.about"]?.typeName == "AboutView")
        #expect(graph.states.first?.visibleScreen == "NotesCoordinator.list")
    }

    @Test func coordinatorsThatNavigateThemselvesAreFollowed() throws {
        let (imported, graph) = try scan()
        #expect(imported.statistics.navigationCalls > 0)
        #expect(imported.statistics.resolvedCalls == imported.statistics.navigationCalls)
        #expect(!graph.findings.contains { $0.kind == .unresolvedCall })
        // A localised button title; a gesture on a text, through a protocol-typed view model property.
        #expect(actions(graph, from: "NotesCoordinator.list") == ["First note", "Settings"])
        #expect(graph.transitions.contains {
            $0.fromScreen == "NotesCoordinator.list" && $0.action == "Settings" && $0.toScreen == "SettingsCoordinator.main"
        })
        #expect(graph.transitions.contains {
            $0.fromScreen == "NotesCoordinator.note" && $0.action == "Share" && $0.toScreen == "NotesCoordinator.share"
        })
        // `close()` pops when nothing is presented, and dismisses the sheet when one is.
        #expect(graph.transitions.contains {
            $0.fromScreen == "NotesCoordinator.note" && $0.action == "Done" && $0.toScreen == "NotesCoordinator.list"
        })
        #expect(graph.transitions.contains {
            $0.fromScreen == "NotesCoordinator.share" && $0.action == "Done" && $0.toScreen == "NotesCoordinator.note"
        })
        // The wrapper's `leave()` finishes the settings flow, back to the notes.
        #expect(graph.transitions.contains {
            $0.fromScreen == "SettingsCoordinator.main" && $0.action == "Close" && $0.toScreen == "NotesCoordinator.list"
        })
        #expect(!graph.transitions.contains { $0.action == "Preview only" })
    }

    @Test func platformAndFlagsChooseTheIfBranches() throws {
        let (_, iOS) = try scan()
        #expect(!actions(iOS, from: "NotesCoordinator.list").contains("Focus mode"))
        #expect(!actions(iOS, from: "NotesCoordinator.list").contains("Beta settings"))
        let (_, tvOS) = try scan(.init(platform: .tvos))
        #expect(actions(tvOS, from: "NotesCoordinator.list").contains("Focus mode"))
        let (_, beta) = try scan(.init(flags: ["BETA"]))
        #expect(actions(beta, from: "NotesCoordinator.list").contains("Beta settings"))
        #expect(!actions(beta, from: "NotesCoordinator.list").contains("Focus mode"))
    }
}
