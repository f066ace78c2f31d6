import Foundation
import GraphFixtures
import GraphvizRendering
import NavigationGraph
import Reporting
import SharedTestSupport
import Testing

/// `report.html`: self-contained, and working in a real browser.
@Suite struct ReportViewerTests {
    /// The router example's report page, as `explore` writes it.
    static func routerReport() async throws -> String {
        let graph = ExploredExamples.router
        let svg = try #require(try await Renderer().render(graph, view: .screens, format: .svg).text)
        return try HTMLReport().format(graph, screenMapSVG: svg)
    }

    @Test func thePageIsSelfContained() async throws {
        let page = try await Self.routerReport()
        #expect(page.contains("Content-Security-Policy\" content=\"default-src 'none'"))
        #expect(page.contains("<svg"))
        #expect(!page.contains("<?xml") && !page.contains("<!DOCTYPE svg"))
        for reference in ["src=\"http", "href=\"http", "url(http", "@import", "<link"] {
            #expect(!page.contains(reference), "the page refers to something outside it: \(reference)")
        }
        #expect(page.contains("\"id\" : \"ShoppingCartCoordinator.checkout\""))
    }

    @Test func namesFromTheAppCannotBreakOutOfThePage() throws {
        var graph = ExploredExamples.scene
        graph.app.name = "<script>alert(1)</script>"
        graph.screens[0].typeName = "</script><script>alert(2)</script>"
        let page = try HTMLReport().format(graph, screenMapSVG: "<svg></svg>")
        #expect(!page.contains("<script>alert"))
        #expect(page.contains("&lt;script&gt;alert(1)"))
    }

    /// Opens the page in headless Chromium with Selenium, searches a screen, clicks it and checks the details and
    /// the highlighted path (and findings, folding, zoom, keyboard, dark scheme), then times zoom, pan and
    /// selection on a generated 1,000-screen map; screenshots land in
    /// `.build/browser-tests/`. Runs wherever Chromium, chromium-driver and Selenium are installed
    /// (`scripts/setup` installs them); where they are not, it is skipped, unless `CI` or
    /// `COORDGRAPH_BROWSER_TESTS=required` is set, and then it fails.
    @Test(.enabled(if: BrowserTools.available || BrowserTools.required, "needs chromium, chromium-driver and Selenium (scripts/setup)"))
    func theViewerWorksInABrowser() async throws {
        try #require(BrowserTools.available, "chromium, chromium-driver or Selenium is missing: run scripts/setup")
        let folder = PackageRoot.url.appendingPathComponent(".build/browser-tests")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let page = folder.appendingPathComponent("report.html")
        try Data(try await Self.routerReport().utf8).write(to: page)
        let large = folder.appendingPathComponent("report-1000.html")
        let thousand = Fixtures.randomClusters(screens: 1_000)
        let map = try #require(
            try await Renderer().render(thousand, view: .screens, format: .svg, options: RenderOptions(timeBudget: .seconds(120), preferredLayout: .forceDirected)).text)
        try Data(try HTMLReport().format(thousand, screenMapSVG: map).utf8).write(to: large)
        let script = PackageRoot.url.appendingPathComponent("Tests/BrowserTests/check_report_viewer.py")
        let result = try BrowserTools.run(["python3", script.path, page.path, "Checkout", folder.path, large.path, "Screen737"])
        print(result.output)
        #expect(result.status == 0, "the viewer failed in Chromium:\n\(result.output)\(result.errors)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("report-viewer.png").path))
    }
}

/// Whether the browser test can run here.
enum BrowserTools {
    static let required: Bool = {
        let environment = ProcessInfo.processInfo.environment
        return !(environment["CI"] ?? "").isEmpty || environment["COORDGRAPH_BROWSER_TESTS"] == "required"
    }()

    static let available: Bool = {
        guard let probe = try? run(["sh", "-c", "command -v chromium && command -v chromedriver && python3 -c 'import selenium'"]) else {
            return false
        }
        return probe.status == 0
    }()

    static func run(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let complaints = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: printed, as: UTF8.self), String(decoding: complaints, as: UTF8.self))
    }
}
