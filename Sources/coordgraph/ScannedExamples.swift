import CoordinatorGraph
import Foundation
import SourceImport

/// Example apps imported from Swift sources when the command starts: the source importer's fixture apps,
/// found beside this package's sources, so `coordgraph explore --all` writes them next to the hand ports.
/// A `coordgraph` binary run away from its package has none.
enum ScannedExamples {
    /// The fixture folders and the name each app is listed under.
    static let folders = [
        ("Tests/SourceImportTests/Fixtures/RouterShop", "router-shop"),
        ("Tests/SourceImportTests/Fixtures/TreeNotes", "tree-notes"),
        ("Tests/SourceImportTests/Fixtures/StinsenNotes", "stinsen-notes"),
        ("Tests/SourceImportTests/Fixtures/ReactiveTrips", "reactive-trips"),
        ("Tests/SourceImportTests/Fixtures/ViewModelTrips", "view-model-trips"),
    ]

    static var apps: [ExplorableApp] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return folders.compactMap { folder, name in
            let url = root.appendingPathComponent(folder)
            guard FileManager.default.fileExists(atPath: url.path) else { return nil }
            do {
                return try SourceImporter(options: .init(name: name)).importApp(at: url).app
            } catch {
                // A fixture that stops importing must not vanish from `explore --all` unnoticed.
                FileHandle.standardError.write(Data("warning: the example app \(name) (\(folder)) could not be imported and is left out: \(error)\n".utf8))
                return nil
            }
        }
    }
}
