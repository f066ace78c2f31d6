import Foundation

/// Turns a `#fileID` (`RouterExample/Main.swift`: module, then file name) into a path relative to
/// the repository root, as code-scanning tools and GitHub annotations need.
public struct SourcePathMapping: Sendable {
    private let transform: @Sendable (_ fileID: String) -> String

    /// A mapping from a function of the `#fileID`.
    public init(_ transform: @escaping @Sendable (_ fileID: String) -> String) {
        self.transform = transform
    }

    /// The repository-relative path of `fileID`.
    public func path(for fileID: String) -> String {
        transform(fileID)
    }

    /// `<folder>/<module>/<file>`: `.moduleFolder("Examples")` maps `RouterExample/Main.swift` to
    /// `Examples/RouterExample/Main.swift`.
    public static func moduleFolder(_ folder: String) -> SourcePathMapping {
        SourcePathMapping { fileID in
            folder.isEmpty ? fileID : "\(folder.hasSuffix("/") ? String(folder.dropLast()) : folder)/\(fileID)"
        }
    }

    /// The `#fileID` unchanged.
    public static let fileID = SourcePathMapping { $0 }

    /// The path of the file in a Swift package checked out at `root`: the first of `folders` whose
    /// module folder holds it, directly or in a subfolder (a `#fileID` drops subfolders). Falls back
    /// to `<first folder>/<module>/<file>` when no file matches.
    public static func packageLayout(
        root: URL, folders: [String] = ["Sources", "Examples"]
    ) -> SourcePathMapping {
        SourcePathMapping { fileID in
            let parts = fileID.split(separator: "/", maxSplits: 1).map(String.init)
            guard parts.count == 2, let firstFolder = folders.first else { return fileID }
            let (module, file) = (parts[0], parts[1])
            for folder in folders {
                if let found = locate(file, inModule: module, folder: folder, root: root) { return found }
            }
            return "\(firstFolder)/\(module)/\(file)"
        }
    }

    /// The `fileIDs` that ``packageLayout(root:folders:)`` cannot find under `root` (their paths are guesses),
    /// sorted and without repeats.
    public static func unresolved(_ fileIDs: [String], root: URL, folders: [String] = ["Sources", "Examples"]) -> [String] {
        Set(fileIDs).sorted().filter { fileID in
            let parts = fileID.split(separator: "/", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { return true }
            return !folders.contains { locate(parts[1], inModule: parts[0], folder: $0, root: root) != nil }
        }
    }

    /// The package `folder` is in: the nearest folder, from `folder` up, that holds a `Package.swift`; `nil`
    /// when none does.
    public static func packageRoot(containing folder: URL) -> URL? {
        var candidate = folder.standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("Package.swift").path) { return candidate }
            let parent = candidate.deletingLastPathComponent()
            if parent.path == candidate.path { return nil }
            candidate = parent
        }
    }

    private static func locate(_ file: String, inModule module: String, folder: String, root: URL) -> String? {
        let moduleFolder = "\(folder)/\(module)"
        let fileManager = FileManager.default
        if fileManager.fileExists(atPath: root.appendingPathComponent("\(moduleFolder)/\(file)").path) {
            return "\(moduleFolder)/\(file)"
        }
        let moduleURL = root.appendingPathComponent(moduleFolder)
        guard let enumerator = fileManager.enumerator(atPath: moduleURL.path) else { return nil }
        let matches = enumerator.compactMap { $0 as? String }.filter { ($0 as NSString).lastPathComponent == file }
        return matches.min().map { "\(moduleFolder)/\($0)" }
    }
}
