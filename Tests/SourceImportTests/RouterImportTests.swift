// The Router-style fixture app (`Fixtures/RouterShop`, written for this project in SUICoordinator's
// style, never compiled) is scanned and explored; its Markdown report is compared with
// `Golden/router-shop.md`. After a deliberate change, regenerate it with
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

enum Fixtures {
    static let folder = PackageRoot.url.appendingPathComponent("Tests/SourceImportTests/Fixtures")
    static let routerShop = folder.appendingPathComponent("RouterShop")

    static func scan(_ url: URL = routerShop, _ options: SourceImporter.Options = .init()) throws -> (ImportedApp, NavigationGraph) {
        let imported = try SourceImporter(options: options).importApp(at: url)
        return (imported, Explorer(app: imported.app).run())
    }
}

@Suite struct RouterImportTests {
    private func shop() throws -> (ImportedApp, NavigationGraph) { try Fixtures.scan() }

    private func actions(_ graph: NavigationGraph, from screen: String) -> Set<String> {
        Set(graph.transitions.filter { $0.fromScreen == screen }.map(\.action))
    }

    @Test func theReportMatchesTheGoldenFile() throws {
        let (_, graph) = try shop()
        let markdown = MarkdownFormatter().format(graph)
        let url = PackageRoot.url.appendingPathComponent("Tests/SourceImportTests/Golden/router-shop.md")
        if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
            try Data(markdown.utf8).write(to: url)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(markdown == expected, "rerun with RECORD_GOLDENS=1 if the change is intended")
    }

    @Test func routesAreNamedAfterCasesAndScreensAfterTheViewsTheyBuild() throws {
        let (_, graph) = try shop()
        let screens = Dictionary(uniqueKeysWithValues: graph.screens.map { ($0.id, $0) })
        #expect(screens["CatalogCoordinator.list"]?.typeName == "CatalogList")
        #expect(screens["CatalogCoordinator.product"]?.typeName == "ProductView")
        #expect(screens["CatalogCoordinator.legal"]?.transition == "sheet")
        #expect(screens["BasketCoordinator.payment"]?.transition == "fullScreen")
        #expect(screens["AccountCoordinator.profile"]?.typeName == "ProfileController")
        #expect(screens["CatalogCoordinator.list"]?.location == SourceReference(file: "Catalog/CatalogCoordinator.swift", line: 25))
        #expect(screens["CatalogCoordinator.legal"]?.reached == false)
    }

    @Test func coordinatorsComeFromSubclassesAndTheEntryFromTheSceneDelegate() throws {
        let (_, graph) = try shop()
        #expect(Set(graph.coordinators.map(\.id)) == [
            "RootCoordinator", "ShopTabsCoordinator", "CatalogCoordinator", "BasketCoordinator", "AccountCoordinator",
        ])
        #expect(graph.coordinators.first { $0.id == "ShopTabsCoordinator" }?.kind == "tabs")
        let launch = try #require(graph.states.first)
        // The tab bar starts on the page the root coordinator asks for, over the welcome screen.
        #expect(launch.visibleScreen == "CatalogCoordinator.list")
    }

    @Test func actionsAreNamedAfterWhatTheUserSees() throws {
        let (_, graph) = try shop()
        let list = actions(graph, from: "CatalogCoordinator.list")
        #expect(list.isSuperset(of: ["Open product", "Basket"]))  // a button title; an embedded view's accessibility label
        #expect(actions(graph, from: "BasketCoordinator.payment").contains("Pay"))  // a `label:` closure's text
        #expect(actions(graph, from: "AccountCoordinator.profile").isSuperset(of: ["signOutTapped", "closeTapped"]))
    }

    @Test func aBranchGivesOneActionPerNavigationCall() throws {
        let (_, graph) = try shop()
        #expect(actions(graph, from: "CatalogCoordinator.product").isSuperset(of: ["Buy (1 of 2)", "Buy (2 of 2)", "Back"]))
    }

    @Test func inactiveIfBranchesPreviewsAndTestTargetsAreLeftOut() throws {
        let (_, graph) = try shop()
        let names = Set(graph.transitions.map(\.action))
        #expect(!names.contains("Unreachable on iOS"))
        #expect(!names.contains("Preview only"))
        #expect(!graph.coordinators.contains { $0.id == "OrphanTestCoordinator" })
        let (_, macOS) = try Fixtures.scan(Fixtures.routerShop, .init(platform: .macos))
        #expect(actions(macOS, from: "CatalogCoordinator.list").contains("Unreachable on iOS"))
    }

    @Test func whatCannotBeFollowedIsANoteAtItsFileAndLine() throws {
        let (imported, graph) = try shop()
        let notes = graph.findings.filter { $0.kind == .unresolvedCall }
        #expect(notes.allSatisfy { $0.severity == .note })
        #expect(notes.map(\.location) == [
            SourceReference(file: "App/Broken.swift", line: 5), SourceReference(file: "Catalog/ProductView.swift", line: 24),
        ])
        #expect(imported.statistics.navigationCalls == 17)
        #expect(imported.statistics.resolvedCalls == 16)
        #expect(imported.statistics.parsedFiles == 9)
    }

    @Test func aDelayedCallOfTheSceneDelegateIsATimerThatFiresOnce() throws {
        let (imported, graph) = try shop()
        let timer = try #require(imported.app.events.first)
        #expect(timer.name == "timer: root.showPromotion (ShopSceneDelegate)")
        #expect(timer.kind == .timer)
        let fired = graph.transitions.filter { $0.action == timer.name }
        #expect(!fired.isEmpty)
        #expect(fired.allSatisfy { $0.toScreen == "AccountCoordinator.profile" })
        // Once fired, it is not offered again on that path.
        let afterFiring = Set(fired.map(\.target))
        #expect(!graph.transitions.contains { afterFiring.contains($0.source) && $0.action == timer.name })
    }

    @Test func theLibrarysSemanticsApply() throws {
        let (_, graph) = try shop()
        // The account tab's finishFlow finishes the whole tab bar: the welcome screen, with no button, is left.
        #expect(graph.findings.contains { $0.kind == .deadEnd && $0.subject == .screen("RootCoordinator.welcome") })
    }
}

@Suite struct ImportErrorTests {
    private func folder(_ files: [String: String]) throws -> URL {
        let url = try ScratchFolder.make("coordgraph-import")
        for (name, text) in files {
            let file = url.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        return url
    }

    @Test func aMissingPathIsSaidPlainly() {
        #expect(throws: SourceImportError.pathMissing("/no/such/app")) {
            try SourceImporter().importApp(at: URL(fileURLWithPath: "/no/such/app"))
        }
    }

    @Test func aFolderWithoutSwiftFilesIsSaidPlainly() throws {
        let url = try folder(["README.md": "hello", "Pods/Lib.swift": "class Lib: NavigationCoordinator<R> {}"])
        #expect(throws: SourceImportError.noSwiftFiles(url.path)) { try SourceImporter().importApp(at: url) }
    }

    @Test func noCoordinatorSaysWhatWasLookedFor() throws {
        let url = try folder(["App.swift": "struct App {}"])
        do {
            _ = try SourceImporter().importApp(at: url)
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("NavigationCoordinator<Route>"))
        }
    }

    @Test func severalEntryPointsAreListedAndEntryChoosesOne() throws {
        let sources = """
            enum R: NavigationRoute { case a; var transition: NavigationTransitionStyle { .push }; func view() -> any View { AView() } }
            final class First: NavigationCoordinator<R> { override func start() { router.startFlow(route: .a) } }
            final class Second: NavigationCoordinator<R> { override func start() { router.startFlow(route: .a) } }
            """
        let url = try folder(["Coordinators.swift": sources])
        #expect(throws: SourceImportError.ambiguousEntry(["First", "Second"])) { try SourceImporter().importApp(at: url) }
        let imported = try SourceImporter(options: .init(entry: "Second")).importApp(at: url)
        let graph = Explorer(app: imported.app).run()
        #expect(graph.states.first?.visibleScreen == "Second.a")
    }
}
