// The Tree-style fixtures (`Fixtures/TreeNotes`, a small whole app, and `Fixtures/Tree/*`, one construct
// each, written for this project in ADCoordinator's style, never compiled) are scanned and explored; the
// app's Markdown report is compared with `Golden/tree-notes.md`. After a deliberate change, regenerate it
// with
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
    static let treeNotes = folder.appendingPathComponent("TreeNotes")
    static func tree(_ construct: String) -> URL { folder.appendingPathComponent("Tree/\(construct)") }
}

@Suite struct TreeImportTests {
    private func notes() throws -> (ImportedApp, NavigationGraph) { try Fixtures.scan(Fixtures.treeNotes) }

    private func actions(_ graph: NavigationGraph, from screen: String) -> Set<String> {
        Set(graph.transitions.filter { $0.fromScreen == screen }.map(\.action))
    }

    private func transition(_ graph: NavigationGraph, from screen: String, _ action: String) -> Transition? {
        graph.transitions.first { $0.fromScreen == screen && $0.action == action }
    }

    @Test func theReportMatchesTheGoldenFile() throws {
        let (_, graph) = try notes()
        let markdown = MarkdownFormatter().format(graph)
        let url = PackageRoot.url.appendingPathComponent("Tests/SourceImportTests/Golden/tree-notes.md")
        if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
            try Data(markdown.utf8).write(to: url)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(markdown == expected, "rerun with RECORD_GOLDENS=1 if the change is intended")
    }

    @Test func coordinatorsAreSubclassesAndTheLaunchIsTheAppDelegates() throws {
        let (imported, graph) = try notes()
        #expect(imported.app.style.rawValue.hasPrefix("Tree"))
        #expect(Set(graph.coordinators.map(\.id)) == ["AppCoordinator", "NoteCoordinator", "ComposeCoordinator"])
        #expect(graph.coordinators.allSatisfy { $0.kind == "tree" })
        // The app delegate fills the navigation controller through the coordinator, then makes it the root.
        #expect(graph.states.first?.visibleScreen == "AppCoordinator.HomeViewController")
        let screens = Dictionary(uniqueKeysWithValues: graph.screens.map { ($0.id, $0) })
        #expect(screens["NoteCoordinator.NoteViewController"]?.location == SourceReference(file: "Note/NoteCoordinator.swift", line: 13))
        #expect(screens["NoteCoordinator.NoteViewController"]?.transition == "push")
    }

    @Test func controlsCallingTheDelegateAreActionsNamedAfterWhatTheUserSees() throws {
        let (_, graph) = try notes()
        // setTitle, a bar button's title, a table's selection, an @IBAction method, a system bar item,
        // an accessibility label.
        #expect(actions(graph, from: "AppCoordinator.HomeViewController").isSuperset(of: ["New note", "Settings", "select row"]))
        #expect(actions(graph, from: "NoteCoordinator.NoteViewController").contains("deleteNote"))
        #expect(actions(graph, from: "ComposeCoordinator.ComposeViewController").isSuperset(of: ["cancel", "Save note"]))
    }

    @Test func aBranchMakesOneActionPerRun() throws {
        let (_, graph) = try notes()
        let home = "AppCoordinator.HomeViewController"
        #expect(transition(graph, from: home, "Shortcut (1 of 2)")?.toScreen == "ComposeCoordinator.ComposeViewController")
        #expect(transition(graph, from: home, "Shortcut (2 of 2)")?.toScreen == "AppCoordinator.SettingsView")
    }

    @Test func childrenRunOnTheRuntimeWithTheirContextAndDelegate() throws {
        let (_, graph) = try notes()
        let home = "AppCoordinator.HomeViewController"
        // modalPresentationStyle = .fullScreen on the child's navigation controller, then presented.
        #expect(transition(graph, from: home, "New note")?.kind == .fullScreen)
        // The child tells its delegate, the parent, which dismisses it and removes the child.
        let cancel = try #require(transition(graph, from: "ComposeCoordinator.ComposeViewController", "cancel"))
        #expect(cancel.toScreen == home)
        let after = try #require(graph.states.first { $0.id == cancel.target })
        #expect(!after.coordinators.contains { $0.hasPrefix("ComposeCoordinator") })
        // A pop through the child's own navigation controller; the child goes with its bound screen.
        #expect(transition(graph, from: "NoteCoordinator.NoteViewController", "deleteNote")?.toScreen == home)
        #expect(!graph.findings.contains { $0.severity != .note })
    }

    @Test func whatCannotBeFollowedIsANoteAtItsFileAndLine() throws {
        let (imported, graph) = try notes()
        let notes = graph.findings.filter { $0.kind == .unresolvedCall }
        #expect(notes.allSatisfy { $0.severity == .note })
        #expect(Set(notes.map(\.location)) == [
            // A view controller from a factory the importer cannot see.
            SourceReference(file: "App/AppCoordinator.swift", line: 47),
            // The one SwiftUI screen: imported as a screen, its controls not followed.
            SourceReference(file: "App/AppCoordinator.swift", line: 41),
            // A view controller presenting by itself rather than through its coordinator.
            SourceReference(file: "Note/NoteViewController.swift", line: 16),
        ])
        #expect(imported.statistics.navigationCalls - imported.statistics.resolvedCalls == 2)
        #expect(imported.statistics.parsedFiles == 9)  // the test target is left out
    }

    @Test func aCoordinatorGivenTheWindowStartsTheAppWhenNoDelegateDoes() throws {
        let (_, graph) = try Fixtures.scan(Fixtures.tree("WindowRoot"))
        #expect(graph.states.first?.visibleScreen == "LaunchCoordinator.WelcomeViewController")
        // A bare view controller presented: shown in a navigation controller of its own, as a sheet.
        #expect(transition(graph, from: "LaunchCoordinator.WelcomeViewController", "termsTapped")?.kind == .sheet)
    }

    @Test func theLibrarysAssertionsAndLeaksApply() throws {
        let (_, graph) = try Fixtures.scan(Fixtures.tree("Lifecycle"))
        let faults = graph.findings.filter { $0.kind == .styleFault }.map(\.message)
        #expect(faults.contains { $0.contains("removeChild(ItemCoordinator): not one of its children") })
        #expect(faults.contains { $0.contains("precondition failed: one kept item at a time") })
        #expect(graph.findings.contains { $0.kind == .leakedCoordinator })
        // The pushed child is bound to its screen: back releases it.
        let back = try #require(transition(graph, from: "ItemCoordinator.ItemViewController", "back"))
        #expect(graph.states.first { $0.id == back.target }?.coordinators.contains { $0.hasPrefix("ItemCoordinator") } == false)
    }

    @Test func aSwiftUIFlowIsOneScreenAndSaidSo() throws {
        let (imported, graph) = try Fixtures.scan(Fixtures.tree("SwiftUIFlow"))
        #expect(transition(graph, from: "ProfileCoordinator.ProfileViewController", "Badges")?.toScreen == "ProfileCoordinator.BadgesView")
        #expect(imported.diagnostics.contains { $0.kind == .partialDeclaration && $0.message.contains("BadgesView is a SwiftUI view") })
    }
}

@Suite struct StyleDetectionTests {
    @Test func autoPicksTheTreeStyleForATreeAppAndTheRouterStyleForARouterApp() throws {
        let tree = try SourceImporter().importApp(at: Fixtures.treeNotes)
        #expect(tree.app.style.rawValue.hasPrefix("Tree"))
        // The Router app's UIKit flavour has view controllers, but no ADCoordinator subclass.
        let router = try SourceImporter().importApp(at: Fixtures.routerShop)
        #expect(router.app.style.rawValue.hasPrefix("Router"))
    }

    @Test func neitherStyleClaimsTheOthersApp() {
        #expect(throws: SourceImportError.noCoordinators(Fixtures.routerShop.path, style: .tree)) {
            try SourceImporter(options: .init(style: .tree)).importApp(at: Fixtures.routerShop)
        }
        #expect(throws: SourceImportError.noCoordinators(Fixtures.treeNotes.path, style: .router)) {
            try SourceImporter(options: .init(style: .router)).importApp(at: Fixtures.treeNotes)
        }
    }

    @Test func anAppOfTwoStylesIsReportedAndOneStyleCanBeChosen() throws {
        let mixed = Fixtures.tree("MixedStyles")
        #expect(throws: SourceImportError.severalStyles([.router: ["CheckoutCoordinator"], .tree: ["OrdersCoordinator"]])) {
            try SourceImporter().importApp(at: mixed)
        }
        let tree = try SourceImporter(options: .init(style: .tree)).importApp(at: mixed)
        #expect(Explorer(app: tree.app).run().states.first?.visibleScreen == "OrdersCoordinator.OrdersViewController")
    }
}
