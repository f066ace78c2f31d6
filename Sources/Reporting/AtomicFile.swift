import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes files so that readers see the old content or the new, never half of it: the bytes go to a
/// temporary file in the same folder, which is then renamed over the destination.
public enum AtomicFile {
    /// Replaces (or creates) the file at `url` with `data`. On failure the old file is untouched and no
    /// temporary file is left behind. An existing file keeps its permissions.
    public static func write(_ data: Data, to url: URL) throws(AtomicWriteError) {
        let destination = url.standardizedFileURL
        let folder = destination.deletingLastPathComponent()
        try checkFolder(folder, for: destination)

        var existing = stat()
        let replacesFile = lstat(destination.path, &existing) == 0
        if replacesFile, existing.st_mode & S_IFMT == S_IFDIR {
            throw AtomicWriteError(file: destination.path, problem: "it is a folder")
        }

        let temporary = folder.appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            throw AtomicWriteError(
                file: destination.path, problem: "the folder \(folder.path) is not writable (\(lastErrorText()))")
        }
        var failure: String?
        if replacesFile, fchmod(descriptor, existing.st_mode & 0o7777) != 0 { failure = lastErrorText() }
        if failure == nil { failure = writeAll(data, to: descriptor) }
        if failure == nil, fsync(descriptor) != 0 { failure = lastErrorText() }
        if close(descriptor) != 0, failure == nil { failure = lastErrorText() }
        if failure == nil, rename(temporary.path, destination.path) != 0 { failure = lastErrorText() }
        if let failure {
            unlink(temporary.path)
            throw AtomicWriteError(file: destination.path, problem: "writing failed (\(failure))")
        }
    }

    /// Writes `text` as UTF-8; see ``write(_:to:)-(Data,_)``.
    public static func write(_ text: String, to url: URL) throws(AtomicWriteError) {
        try write(Data(text.utf8), to: url)
    }

    private static func checkFolder(_ folder: URL, for destination: URL) throws(AtomicWriteError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) else {
            throw AtomicWriteError(file: destination.path, problem: "the folder \(folder.path) does not exist")
        }
        guard isDirectory.boolValue else {
            throw AtomicWriteError(file: destination.path, problem: "\(folder.path) is a file, not a folder")
        }
    }

    /// `nil` when every byte was written, else why not.
    private static func writeAll(_ data: Data, to descriptor: Int32) -> String? {
        data.withUnsafeBytes { buffer -> String? in
            var offset = 0
            while offset < buffer.count {
                let written = posixWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return lastErrorText()
                }
                offset += written
            }
            return nil
        }
    }

    private static func lastErrorText() -> String {
        String(cString: strerror(errno))
    }
}

/// `write(2)`, named apart from ``AtomicFile/write(_:to:)-(Data,_)``.
private func posixWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
    #elseif canImport(Musl)
        Musl.write(descriptor, bytes, count)
    #else
        Darwin.write(descriptor, bytes, count)
    #endif
}

/// Why a file could not be written; it names the file and, when the folder is at fault, the folder.
public struct AtomicWriteError: Error, Equatable, CustomStringConvertible {
    public var file: String
    public var problem: String

    public var description: String { "Cannot write \(file): \(problem)" }

    /// Whether the file could be created but writing its bytes failed (a full disk), rather than not created.
    public var failedWhileWriting: Bool { problem.hasPrefix("writing failed") }
}
