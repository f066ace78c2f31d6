import Foundation
import Reporting

/// A file to write, made in memory first so that a failure leaves earlier outputs as they were.
struct OutputFile {
    var name: String
    var contents: Data

    init(name: String, contents: Data) {
        self.name = name
        self.contents = contents
    }

    init(name: String, text: String) {
        self.init(name: name, contents: Data(text.utf8))
    }
}

/// Writes a set of outputs into a folder, each file atomically.
enum OutputFolder {
    /// Creates `folder` if needed and writes every file into it; a file that cannot be written leaves the
    /// one it would have replaced intact.
    static func write(_ files: [OutputFile], into folder: URL) throws {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw CommandLineError.outputFolderNotWritable(folder.path, reason: reason(for: error))
        }
        for file in files {
            do {
                try AtomicFile.write(file.contents, to: folder.appendingPathComponent(file.name))
            } catch {
                throw CommandLineError.outputFolderNotWritable(folder.path, reason: error.problem)
            }
        }
    }

    /// Removes the files named `names` from `folder` where they exist (outputs a run no longer makes).
    static func remove(_ names: [String], from folder: URL) {
        for name in names { try? FileManager.default.removeItem(at: folder.appendingPathComponent(name)) }
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
