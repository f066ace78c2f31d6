import Exploration
import Foundation
import NavigationGraph
import NavigationModel
import RouterCoordinators

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
    public func importApp(at folder: URL) throws(SourceImportError) -> ImportedApp {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .pathMissing(folder.path)
        }
        let paths = SourceDiscovery().swiftFiles(under: folder)
        guard !paths.isEmpty else { throw .noSwiftFiles(folder.path) }
        let configuration = PlatformConfiguration(platform: options.platform, flags: options.flags)
        var index = DeclarationIndex()
        var diagnostics: [ImportDiagnostic] = []
        for path in paths {
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
        let router = RouterResolver(index: index)
        guard options.style != .declarative, router.foundAny else {
            throw .noCoordinators(folder.path, style: options.style)
        }
        let blueprint = try router.blueprint(entry: options.entry)
        diagnostics += router.diagnostics
        let statistics = ImportStatistics(
            files: paths.count, parsedFiles: index.files.count, coordinators: blueprint.coordinators.count,
            navigationCalls: router.reader.navigationCalls, resolvedCalls: router.reader.resolvedCalls)
        var app = ExplorableApp(
            name: name, style: "Router (ALCoordinator), imported from sources",
            summary: "Scanned from \(paths.count) Swift files: \(blueprint.coordinators.count) coordinators, "
                + "\(statistics.resolvedCalls) of \(statistics.navigationCalls) navigation calls followed",
            catalog: blueprint.catalog, events: blueprint.events.map(Self.externalEvent),
            launch: { context in
                if !blueprint.events.isEmpty { context.setModel(FiredTimers()) }
                let main: AnyObject? = blueprint.launch(in: context)
                return main ?? NSNull()
            })
        app.sourceFindings = diagnostics.map(\.finding)
        return ImportedApp(app: app, diagnostics: diagnostics, statistics: statistics)
    }

    /// A blueprint's event as the explorer fires it: a timer once per launch, anything else at any time.
    private static func externalEvent(_ event: EventBlueprint) -> ExternalEvent {
        let kind: ExternalEvent.Kind = switch event.kind {
        case .timer: .timer
        case .notification: .notification
        case .deepLink: .deepLink
        }
        let name = event.name
        return ExternalEvent(
            name, kind: kind,
            isEnabled: { app in
                event.kind != .timer || app.context.model(as: FiredTimers.self)?.names.contains(name) == false
            },
            fire: { app in
                if event.kind == .timer { app.context.updateModel(FiredTimers.self) { $0.names.insert(name) } }
                RouterBlueprint.perform(event.steps, in: app.context)
            })
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

/// An imported app's declared model state: the timers that have fired (each fires once per launch).
struct FiredTimers: Hashable, CustomStringConvertible {
    var names: Set<String> = []

    var description: String { names.isEmpty ? "no timer fired" : "fired: " + names.sorted().joined(separator: ", ") }
}
