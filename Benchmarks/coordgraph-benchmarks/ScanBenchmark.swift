import CoordinatorGraph
import Foundation
import SourceImport

/// Parsing and resolving Swift sources: a generated Router-style source tree of `coordinators` × 4
/// routes (two files per coordinator), and the share of the whole `scan` the import takes on the source
/// importer's fixture app.
enum ScanBenchmark {
    struct Row {
        var files: Int
        var routes: Int
        var importSeconds: Double
    }

    struct Share: Codable {
        var importSeconds: Double
        var totalSeconds: Double
    }

    /// ``importShare(of:)`` in a fresh process, as the render rows are measured.
    static func importShareInChild(of folder: URL) throws -> Share {
        let output = try ChildProcess.run(["measure-scan-share", folder.path])
        return try JSONDecoder().decode(Share.self, from: Data(output.utf8))
    }

    /// Imports a generated tree of `coordinators` coordinators, 4 routes each, written to a temporary folder.
    static func measureGenerated(coordinators: Int) throws -> Row {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coordgraph-scan-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try GeneratedSources.write(coordinators: coordinators, into: folder)
        let start = ContinuousClock.now
        let imported = try SourceImporter().importApp(at: folder)
        let seconds = Measure.seconds(since: start)
        let routes = imported.app.catalog.coordinators.reduce(0) { $0 + $1.routes.count }
        return Row(files: files, routes: routes, importSeconds: seconds)
    }

    /// The import's share of what `coordgraph scan` does with `folder`, in memory: import, exploration, the
    /// reports and the diagrams (each layout in a child process, as the command lays them out); only writing
    /// the files is left out.
    static func importShare(of folder: URL) async throws -> Share {
        let start = ContinuousClock.now
        let imported = try SourceImporter().importApp(at: folder)
        let importSeconds = Measure.seconds(since: start)
        _ = try await Pipeline().run(imported.app)
        return Share(importSeconds: importSeconds, totalSeconds: Measure.seconds(since: start))
    }
}

/// A Router-style app's sources, written for the benchmark: coordinator `n` shows four routes, each a view
/// whose button calls the coordinator; the last route's button starts coordinator `n + 1`.
enum GeneratedSources {
    /// Writes the tree and returns the number of files.
    static func write(coordinators: Int, into folder: URL) throws -> Int {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(sceneDelegate.utf8).write(to: folder.appendingPathComponent("SceneDelegate.swift"))
        for index in 0..<coordinators {
            let next = index + 1 < coordinators ? index + 1 : 0
            try Data(coordinator(index, next: next).utf8).write(to: folder.appendingPathComponent("Coordinator\(index).swift"))
            try Data(views(index).utf8).write(to: folder.appendingPathComponent("Views\(index).swift"))
        }
        return 2 * coordinators + 1
    }

    static let sceneDelegate = """
        import UIKit

        final class SceneDelegate: NSObject, UIWindowSceneDelegate {
            var main: Coordinator0?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                main = Coordinator0()
                main?.start()
            }
        }

        """

    static func coordinator(_ index: Int, next: Int) -> String {
        """
        import SUICoordinator
        import SwiftUI

        enum Route\(index): NavigationRoute {
            case screen0, screen1, screen2, screen3

            var transition: NavigationTransitionStyle {
                switch self {
                case .screen0, .screen1: return .push
                #if os(iOS)
                case .screen2: return .modal
                #else
                case .screen2: return .push
                #endif
                case .screen3: return .fullScreen
                }
            }

            func view() -> any View {
                switch self {
                case .screen0: return Screen\(index)x0(coordinator: nil)
                case .screen1: return Screen\(index)x1(coordinator: nil)
                case .screen2: return Screen\(index)x2(coordinator: nil)
                case .screen3: return Screen\(index)x3(coordinator: nil)
                }
            }
        }

        final class Coordinator\(index): NavigationCoordinator<Route\(index)> {
            override func start(animated: Bool = true) { router.startFlow(route: .screen0) }
            func show1() { router.navigate(to: .screen1) }
            func show2() { router.navigate(to: .screen2) }
            func show3() { router.navigate(to: .screen3) }
            func next() {
                let next = Coordinator\(next)(presentationStyle: .fullScreen)
                router.navigate(to: next)
            }
            func close() { router.finishFlow() }
        }

        """
    }

    static func views(_ index: Int) -> String {
        let screens = (0..<4).map { screen in
            let action = screen < 3 ? "coordinator?.show\(screen + 1)()" : "coordinator?.next()"
            return """
                struct Screen\(index)x\(screen): View {
                    let coordinator: Coordinator\(index)?

                    var body: some View {
                        VStack {
                            Text("Screen \(index).\(screen)")
                            Button("Continue") { \(action) }
                            Button("Close") { coordinator?.close() }
                        }
                    }
                }

                """
        }
        return "import SwiftUI\n\n" + screens.joined(separator: "\n")
    }
}
