// Which files a scan reads (issue 12, point 1): everything but build and dependency folders, test targets
// and SwiftUI previews.

import Foundation
import SharedTestSupport
import SourceImport
import Testing

@Suite struct SourceDiscoveryTests {
    private func folder(_ files: [String]) throws -> URL {
        let url = try ScratchFolder.make("coordgraph-discovery")
        for name in files {
            let file = url.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("struct A {}\n".utf8).write(to: file)
        }
        return url
    }

    @Test func buildDependencyTestAndPreviewFilesAreLeftOut() throws {
        let url = try folder([
            "App/AppDelegate.swift", "App/Home/HomeCoordinator.swift", "Package.swift",
            "Pods/Alamofire/Session.swift", "Carthage/Checkouts/Lib/Lib.swift", ".build/checkouts/Dep/Dep.swift",
            "build/Generated.swift", "Build/Intermediates/Generated.swift", "DerivedData/App/Generated.swift",
            "AppTests/HomeTests.swift", "AppUITests/LaunchTests.swift", "App/HomeTests.swift",
            "App/Home/HomePreviews.swift", "App/Preview Content/Sample.swift",
        ])
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(SourceDiscovery().swiftFiles(under: url) == ["App/AppDelegate.swift", "App/Home/HomeCoordinator.swift"])
    }

    @Test func previewProvidersAndPreviewMacrosAddNothing() throws {
        let url = try ScratchFolder.make("coordgraph-previews")
        let sources = """
            import SwiftUI
            enum R: NavigationRoute { case a; var transition: NavigationTransitionStyle { .push }; func view() -> any View { AView() } }
            final class Main: NavigationCoordinator<R> { override func start() { router.startFlow(route: .a) } }
            final class Other: NavigationCoordinator<R> { override func start() { router.startFlow(route: .a) } }
            struct AView: View { var body: some View { Text("a") } }
            struct AView_Previews: PreviewProvider {
                static var previews: some View { Button("Preview") { Other().start() } }
            }
            #Preview { Button("Macro preview") { Other().start() } }
            """
        try Data(sources.utf8).write(to: url.appendingPathComponent("App.swift"))
        // Only the previews make `Other`: were they read, `Main` alone would be the entry point.
        #expect(throws: SourceImportError.ambiguousEntry(["Main", "Other"])) { try SourceImporter().importApp(at: url) }
    }
}
