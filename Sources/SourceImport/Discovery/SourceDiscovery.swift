import Foundation

/// Finds the Swift files of an app under a folder, leaving out what is not the app: build products,
/// dependency folders, test targets and SwiftUI previews.
public struct SourceDiscovery: Sendable {
    /// Folder names never entered.
    public static let skippedFolders: Set<String> = [
        ".build", "build", "Build", "DerivedData", "Pods", "Carthage", ".git", ".swiftpm", "node_modules",
        "Preview Content",
    ]

    public init() {}

    /// The `.swift` files under `root`, as paths relative to it, sorted.
    public func swiftFiles(under root: URL) -> [String] {
        let fileManager = FileManager.default
        let rootPath = root.standardizedFileURL.path
        guard let enumerator = fileManager.enumerator(
            at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsPackageDescendants])
        else { return [] }
        var files: [String] = []
        for case let url as URL in enumerator {
            let name = url.lastPathComponent
            let isDirectory = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
            if isDirectory {
                if Self.skipsFolder(named: name) { enumerator.skipDescendants() }
                continue
            }
            guard name.hasSuffix(".swift"), !Self.skipsFile(named: name) else { continue }
            let path = url.standardizedFileURL.path
            guard path.hasPrefix(rootPath) else { continue }
            files.append(String(path.dropFirst(rootPath.count).drop { $0 == "/" }))
        }
        return files.sorted()
    }

    /// Build and dependency folders, and test targets (`…Tests`, `…UITests`).
    static func skipsFolder(named name: String) -> Bool {
        skippedFolders.contains(name) || name.hasSuffix("Tests") || name.hasSuffix(".xcassets")
    }

    /// Test files and SwiftUI preview files.
    static func skipsFile(named name: String) -> Bool {
        name.hasSuffix("Tests.swift") || name.contains("Previews") || name == "Package.swift"
    }
}
