import Exploration
import Foundation
import NavigationGraph
import NavigationModel

/// Reads an app's Swift sources into an ``ExplorableApp`` that runs on the style runtime: discovery,
/// parsing with `#if` resolution, a declaration index, then the style's resolver.
///
/// ```swift
/// let scan = try SourceImporter(options: .init(platform: .ios)).importApp(at: URL(fileURLWithPath: "MyApp"))
/// let graph = Explorer(options: .init()).explore(scan.app)
/// ```
public struct SourceImporter: Sendable {
    public struct Options: Sendable {
        /// The app's name; the folder's name when `nil`.
        public var name: String?
        public var style: SourceStyle
        public var platform: Platform
        /// `-D` conditions that are set (`DEBUG` only when given).
        public var flags: Set<String>
        /// The entry coordinator's type name, when the sources have several candidates.
        public var entry: String?

        public init(
            name: String? = nil, style: SourceStyle = .auto, platform: Platform = .ios, flags: Set<String> = [],
            entry: String? = nil
        ) {
            self.name = name
            self.style = style
            self.platform = platform
            self.flags = flags
            self.entry = entry
        }
    }

    public var options: Options

    public init(options: Options = Options()) { self.options = options }

    /// Imports the app under `folder`. Files that do not parse are reported in the result's diagnostics
    /// and skipped; every diagnostic is also one of the app's ``ExplorableApp/sourceFindings``.
    /// `progress` is told after each file is parsed (files parsed, files in all).
    public func importApp(
        at folder: URL, progress: ((_ parsed: Int, _ total: Int) -> Void)? = nil
    ) throws(SourceImportError) -> ImportedApp {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .pathMissing(folder.path)
        }
        let paths = SourceDiscovery().swiftFiles(under: folder)
        guard !paths.isEmpty else { throw .noSwiftFiles(folder.path) }
        let configuration = PlatformConfiguration(platform: options.platform, flags: options.flags)
        var index = DeclarationIndex()
        var diagnostics: [ImportDiagnostic] = []
        for (number, path) in paths.enumerated() {
            defer { progress?(number + 1, paths.count) }
            guard let text = try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8) else {
                diagnostics.append(ImportDiagnostic(.unparsableFile, path: path, line: 1, subject: "unreadable file", message: "is not UTF-8 text; skipped"))
                continue
            }
            switch ParsedSource.parse(text, path: path, configuration: configuration) {
            case .success(let parsed):
                index.files.append(parsed)
                IndexBuilder.add(file: index.files.count - 1, to: &index)
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
            }
        }
        let name = options.name ?? Self.commandLineName(folder.standardizedFileURL.lastPathComponent)
        let importer = try styleImporter(for: index, folder: folder)
        let style = try importer.importApp(named: name, entry: options.entry)
        diagnostics += style.diagnostics
        let statistics = ImportStatistics(
            files: paths.count, parsedFiles: index.files.count, coordinators: style.coordinators,
            navigationCalls: style.navigationCalls, resolvedCalls: style.resolvedCalls)
        var app = style.app
        app.summary = "Scanned from \(paths.count) Swift files: " + app.summary
        app.sourceFindings = diagnostics.map(\.finding)
        return ImportedApp(app: app, diagnostics: diagnostics, statistics: statistics)
    }

    /// The importer of the style asked for or, under `auto`, of the one style whose coordinators the
    /// sources declare.
    private func styleImporter(for index: DeclarationIndex, folder: URL) throws(SourceImportError) -> any StyleImporter {
        let candidates = options.style == .auto
            ? StyleImporters.all : StyleImporters.importer(for: options.style).map { [$0] } ?? []
        let found = candidates.map { $0.init(index: index) }.filter { !$0.coordinatorNames.isEmpty }
        guard let first = found.first else { throw .noCoordinators(folder.path, style: options.style) }
        guard found.count == 1 else {
            throw .severalStyles(Dictionary(uniqueKeysWithValues: found.map { (type(of: $0).style, $0.coordinatorNames) }))
        }
        return first
    }

    /// `My App` → `my-app`.
    static func commandLineName(_ folder: String) -> String {
        var result = ""
        for character in folder {
            if character.isUppercase, let last = result.last, last.isLowercase || last.isNumber { result.append("-") }
            if character.isLetter || character.isNumber {
                result.append(Character(character.lowercased()))
            } else if result.last != "-" {
                result.append("-")
            }
        }
        return String(result.trimmingCharacters(in: "-"))
    }
}

/// An imported app, what could not be followed, and how much was.
public struct ImportedApp {
    public var app: ExplorableApp
    /// Files skipped, calls not followed, declarations read in part: each at its file and line.
    public var diagnostics: [ImportDiagnostic]
    public var statistics: ImportStatistics
}

/// Counts of an import.
public struct ImportStatistics: Hashable, Sendable {
    public var files: Int
    public var parsedFiles: Int
    public var coordinators: Int
    /// Calls of the library's navigation operations, and of coordinator methods, met from the controls.
    public var navigationCalls: Int
    public var resolvedCalls: Int

    /// The share of navigation calls followed, from 0 to 1 (1 when there were none).
    public var resolvedShare: Double { navigationCalls == 0 ? 1 : Double(resolvedCalls) / Double(navigationCalls) }
}

extension ImportDiagnostic {
    /// The diagnostic as a note-severity finding at its file and line.
    var finding: Finding {
        Finding(
            kind: .unresolvedCall, subject: .source("\(path) \(subject)"), message: message,
            location: SourceReference(file: path, line: line), path: [], state: nil)
    }
}
