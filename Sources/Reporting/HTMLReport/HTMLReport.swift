import Foundation
import NavigationGraph

/// `report.html`: one self-contained page to explore an app's navigation in a browser.
///
/// The screen map's SVG (as Graphviz rendered it, node names `screen:…`) is inlined with the graph as JSON,
/// the style and the script: nothing is fetched, and a content security policy forbids it. The page lets a
/// reader search a screen, see its route, coordinator, source location and the way to reach it (highlighted
/// on the map), click a finding to see what it concerns, collapse a coordinator's screens, zoom and pan,
/// all from the keyboard too, in a light or dark colour scheme.
public struct HTMLReport: Sendable {
    public init() {}

    /// The page for `graph` around `screenMapSVG` (the screen map, rendered to SVG).
    public func format(_ graph: NavigationGraph, screenMapSVG: String) throws -> String {
        let data = String(decoding: try StableJSON.data(ViewerData(graph)), as: UTF8.self)
            .replacingOccurrences(of: "<", with: "\\u003C")  // only strings hold "<": nothing can end the script
        let title = HTMLText.escaped("\(graph.app.name) navigation")
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
            <meta name="color-scheme" content="light dark">
            <title>\(title)</title>
            <style>
            \(ViewerAssets.style)
            </style>
            </head>
            <body>
            <header>
              <h1>\(title)</h1>
              <p class="subtitle">\(HTMLText.escaped(graph.app.style.rawValue)) · \(HTMLText.escaped(Self.summary(graph)))</p>
              <div class="search">
                <label for="search">Search a screen</label>
                <input id="search" type="search" autocomplete="off" placeholder="Screen, route or coordinator" role="combobox" aria-expanded="false" aria-controls="results" aria-autocomplete="list">
                <ul id="results" role="listbox" hidden></ul>
              </div>
            </header>
            <main>
              <nav id="sidebar" aria-label="Coordinators and findings">
                <section><h2>Coordinators</h2><div id="coordinators"></div></section>
                <section><h2>Findings <span id="finding-count"></span></h2><ul id="findings"></ul></section>
              </nav>
              <section id="map-pane" aria-label="Screen map">
                <div id="toolbar">
                  <button type="button" id="zoom-in" aria-label="Zoom in" title="Zoom in (+)">+</button>
                  <button type="button" id="zoom-out" aria-label="Zoom out" title="Zoom out (−)">−</button>
                  <button type="button" id="zoom-fit" title="Fit the map (0)">Fit</button>
                  <button type="button" id="clear" title="Clear the selection (Escape)">Clear</button>
                  <span class="hint">Drag to pan, wheel or +/− to zoom, arrows to pan when the map has focus</span>
                </div>
                <div id="map" tabindex="0" role="img" aria-label="Screen map of \(title)">
            \(Self.inlined(screenMapSVG))
                </div>
              </section>
              <aside id="details" aria-live="polite"><p class="empty">Select a screen or a finding.</p></aside>
            </main>
            <script type="application/json" id="graph-data">\(data)</script>
            <script>
            \(ViewerAssets.script)
            </script>
            </body>
            </html>

            """
    }

    private static func summary(_ graph: NavigationGraph) -> String {
        let statistics = graph.exploration.statistics
        return "\(ReportVocabulary.screensReached(statistics)), \(ReportVocabulary.counted(graph.findings.count, "finding"))"
    }

    /// The SVG without its XML declaration, doctype and comments, ready to sit inside HTML.
    static func inlined(_ svg: String) -> String {
        let bytes = Array(svg.utf8)
        let start = Array("<svg".utf8), open = Array("<!--".utf8), close = Array("-->".utf8)
        func matches(_ pattern: [UInt8], at index: Int) -> Bool {
            index + pattern.count <= bytes.count && bytes[index..<index + pattern.count].elementsEqual(pattern)
        }
        guard var index = bytes.indices.first(where: { matches(start, at: $0) }) else { return "" }
        // One pass: Graphviz writes a comment per node and edge, thousands on a large map.
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count - index)
        while index < bytes.count {
            if matches(open, at: index) {
                var end = index + open.count
                while end < bytes.count && !matches(close, at: end) { end += 1 }
                index = min(end + close.count, bytes.count)
            } else {
                kept.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: kept, as: UTF8.self)
    }
}

/// Escaping for text placed in HTML.
enum HTMLText {
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}

/// What the page's script reads: the screens, coordinators and findings, with what to highlight for each.
struct ViewerData: Encodable {
    struct Screen: Encodable {
        var id: String
        var type: String
        var route: String
        var coordinator: String
        var shownAs: String?
        var reached: Bool
        /// In the window in some state but never visible.
        var covered: Bool
        var declared: Bool
        var location: String?
        /// The actions from launch, each with the screen it shows (for a covered screen, to where it is
        /// first in the window); `nil` when never there.
        var path: [Step]?
    }

    struct Step: Encodable {
        var action: String
        var screen: String?
    }

    struct Coordinator: Encodable {
        var id: String
        var kind: String
        var reached: Bool
        var location: String?
    }

    struct FindingEntry: Encodable {
        var id: String
        var title: String
        var severity: String
        var subject: String
        var message: String
        var location: String?
        /// The screens it concerns (its subject's), highlighted with its path.
        var screens: [String]
        /// A coordinator it concerns, whose box is highlighted.
        var coordinator: String?
        var path: [Step]
    }

    var app: String
    /// The screen shown at launch.
    var launch: String?
    var screens: [Screen]
    var coordinators: [Coordinator]
    var findings: [FindingEntry]

    init(_ graph: NavigationGraph) {
        app = graph.app.name
        launch = graph.states.first?.visibleScreen
        screens = graph.screens.sorted { $0.id < $1.id }.map { screen in
            Screen(
                id: screen.id, type: screen.typeName, route: screen.route, coordinator: screen.coordinator,
                shownAs: screen.transition, reached: screen.reached, covered: screen.covered, declared: screen.declared, location: screen.location?.description,
                path: screen.pathFromLaunch?.map { Step(action: $0.action, screen: $0.screen) })
        }
        var coordinators = Dictionary(graph.coordinators.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for screen in graph.screens where coordinators[screen.coordinator] == nil {
            coordinators[screen.coordinator] = CoordinatorNode(id: screen.coordinator, kind: .unknown, declared: false, reached: screen.reached, location: nil)
        }
        self.coordinators = coordinators.values.sorted { $0.id < $1.id }.map {
            Coordinator(id: $0.id, kind: $0.kind.rawValue, reached: $0.reached, location: $0.location?.description)
        }
        let locator = FindingLocator(graph: graph)
        let screenIDs = Set(graph.screens.map(\.id))
        findings = ReportVocabulary.ordered(graph.findings).map { finding in
            var screens: [String] = []
            var coordinator: String?
            switch finding.subject {
            case .screen(let id), .route(let id): screens = screenIDs.contains(id) ? [id] : []
            case .coordinator(let id): coordinator = id
            case .fault(_, let owner): coordinator = owner
            case .action(_, let id): screens = screenIDs.contains(id) ? [id] : []
            case .bound, .emptyWindow, .stage, .source: break
            }
            return FindingEntry(
                id: finding.identifier, title: finding.kind.title, severity: finding.severity.rawValue, subject: finding.subject.description,
                message: finding.message, location: locator.location(of: finding)?.description, screens: screens,
                coordinator: coordinator, path: finding.path.map { Step(action: $0.action, screen: $0.screen) })
        }
    }
}
