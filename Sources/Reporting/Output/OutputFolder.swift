import Foundation

/// A file to write, made in memory first so that a failure leaves earlier outputs as they were.
public struct OutputFile: Hashable, Sendable {
    /// The file's name inside its folder.
    public var name: String
    public var contents: Data

    public init(name: String, contents: Data) {
        self.name = name
        self.contents = contents
    }

    public init(name: String, text: String) {
        self.init(name: name, contents: Data(text.utf8))
    }
}

/// A folder that could not be written, with the system's reason.
public struct OutputFolderError: Error, Hashable, Sendable, CustomStringConvertible {
    public var folder: String
    public var reason: String

    public var description: String { "Cannot write to '\(folder)': \(reason)." }
}

/// Writes a set of outputs into a folder: all of them or none.
///
/// Every file is first written into a staging folder beside its destination; only when all are written
/// are they renamed into place, each rename atomic. A failure while writing leaves the folder as it was.
public enum OutputFolder {
    /// Writes `files` into `folder` (created if missing): all of them, or none.
    public static func write(_ files: [OutputFile], into folder: URL) throws {
        let manager = FileManager.default
        if let file = firstFileOnTheWay(to: folder) {
            throw OutputFolderError(
                folder: folder.path, reason: file == folder.path ? "it is a file, not a folder" : "\(file) is a file, not a folder")
        }
        let staging = folder.appendingPathComponent(".coordgraph-staging-\(ProcessInfo.processInfo.processIdentifier)")
        do {
            try manager.createDirectory(at: staging, withIntermediateDirectories: true)
        } catch {
            throw OutputFolderError(folder: folder.path, reason: reason(for: error))
        }
        defer { try? manager.removeItem(at: staging) }
        do {
            for file in files { try file.contents.write(to: staging.appendingPathComponent(file.name)) }
        } catch {
            throw OutputFolderError(folder: folder.path, reason: reason(for: error))
        }
        for file in files {
            let source = staging.appendingPathComponent(file.name).path
            let destination = folder.appendingPathComponent(file.name).path
            guard rename(source, destination) == 0 else {
                throw OutputFolderError(folder: folder.path, reason: String(cString: strerror(errno)))
            }
        }
    }

    /// Removes the files named `names` from `folder` where they exist (outputs a run no longer makes).
    public static func remove(_ names: [String], from folder: URL) {
        for name in names { try? FileManager.default.removeItem(at: folder.appendingPathComponent(name)) }
    }

    /// The path of `folder` or of its nearest existing ancestor when that is a file, not a folder.
    private static func firstFileOnTheWay(to folder: URL) -> String? {
        var candidate = folder.standardizedFileURL
        while true {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder) {
                return isFolder.boolValue ? nil : candidate.path
            }
            let parent = candidate.deletingLastPathComponent()
            if parent.path == candidate.path { return nil }
            candidate = parent
        }
    }

    private static func reason(for error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
           let posix = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(posix.rawValue)).lowercased()
        }
        return nsError.localizedDescription
    }
}
