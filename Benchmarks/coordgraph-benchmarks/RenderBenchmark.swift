import AppGenerator
import Exploration
import Foundation
import GraphvizRendering
import NavigationGraph

/// Rendering one generated app's graph, measured in its own process.
struct RenderMeasurement: Codable {
    struct ViewTime: Codable {
        var view: String
        var nodes: Int
        var edges: Int
        var layout: String
        /// In-process render to SVG, layout included, or `nil` when the view refused the graph.
        var seconds: Double?
        var budgetSeconds: Double
        /// Layout attempts stopped by the budget before one succeeded.
        var overBudget: Int
        var note: String?
    }

    var screens: Int
    var states: Int
    var views: [ViewTime]
    /// The screen map again: in-process, and `dot -Tsvg` (same engine and graph attributes) on its DOT;
    /// `nil` when no layout could draw it within the budget.
    var inProcessSeconds: Double?
    var dotSeconds: Double?

    /// Why the in-process side of the comparison has no figure (no layout within the budget), if so.
    var comparisonFailure: String?
    /// Why the `dot` side has no figure (the program is missing or failed), if so.
    var dotFailure: String?

    /// In-process time over `dot`'s.
    var ratio: Double? {
        guard let inProcessSeconds, let dotSeconds else { return nil }
        return inProcessSeconds / dotSeconds
    }
}

enum RenderBenchmark {
    /// An app of `screens` screens: five per coordinator, sheets, full screens and cross links, no tabs
    /// (so its state space stays small enough to explore quickly; the render is what is measured).
    static func shape(screens: Int) -> AppShape {
        AppShape(
            coordinators: max(1, screens / 5), screensPerCoordinator: 5, actionsPerScreen: 2, sheetShare: 0.3,
            fullScreenShare: 0.1, crossLinks: max(1, screens / 50))
    }

    static func measure(screens: Int) async throws -> RenderMeasurement {
        let app = try GeneratedApp.make(shape(screens: screens))
        let graph = Explorer(app: app, options: ExplorationOptions(maxStates: 50_000, replayCheckBudget: 0)).run()
        let renderer = Renderer()
        let options = RenderOptions()
        var views: [RenderMeasurement.ViewTime] = []
        for view in GraphView.allCases {
            let description: GraphDescription
            do {
                description = try view.describe(graph, options: options)
            } catch {
                views.append(.init(
                    view: view.rawValue, nodes: 0, edges: 0, layout: "-", seconds: nil,
                    budgetSeconds: options.timeBudget.seconds, overBudget: 0, note: "\(error)"))
                continue
            }
            let start = ContinuousClock.now
            let picture: RenderedGraph
            do {
                picture = try await renderer.render(description, format: .svg, options: options)
            } catch {
                views.append(.init(
                    view: view.rawValue, nodes: description.nodeCount, edges: description.edges.count, layout: "-",
                    seconds: Measure.seconds(since: start), budgetSeconds: options.timeBudget.seconds, overBudget: 1,
                    note: "\(error)"))
                continue
            }
            let seconds = Measure.seconds(since: start)
            views.append(.init(
                view: view.rawValue, nodes: description.nodeCount,
                edges: description.edges.count, layout: picture.layout.configuration.description, seconds: seconds,
                budgetSeconds: options.timeBudget.seconds,
                overBudget: picture.layout.failures.count { if case .exceededBudget = $0.cause { true } else { false } },
                note: nil))
        }
        // A screen map that no layout can draw within the budget has nothing to compare.
        var comparison: (inProcess: Double, dot: Double)?
        var comparisonFailure: String?
        var dotFailure: String?
        do {
            comparison = try await compareWithDot(graph, renderer: renderer, options: options)
        } catch let error as DotFailure {
            dotFailure = error.description
        } catch {
            comparisonFailure = "\(error)"
        }
        return RenderMeasurement(
            screens: graph.screens.count, states: graph.states.count, views: views, inProcessSeconds: comparison?.inProcess,
            dotSeconds: comparison?.dot, comparisonFailure: comparisonFailure, dotFailure: dotFailure)
    }

    /// The screen map rendered in-process, then by `dot` from the DOT the project writes with the layout
    /// the in-process render chose: the fastest of three runs each (one when a run takes over 2 s).
    static func compareWithDot(
        _ graph: NavigationGraph, renderer: Renderer, options: RenderOptions
    ) async throws -> (inProcess: Double, dot: Double) {
        let runs = 3
        var description = try GraphView.screens.describe(graph, options: options)
        var inProcess = Double.infinity
        var layout: LayoutDecision?
        for _ in 0..<runs {
            let start = ContinuousClock.now
            let picture = try await renderer.render(description, format: .svg, options: options)
            inProcess = min(inProcess, Measure.seconds(since: start))
            layout = picture.layout
            if inProcess > 2 { break }  // one run of a slow layout is precise enough
        }
        guard let layout else { throw RenderError.layoutFailed([]) }
        description.attributes = description.attributes.merging(layout.attributes)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("coordgraph-benchmark-\(getpid()).dot")
        try description.canonicalDOT.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        var dot = Double.infinity
        for _ in 0..<runs {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["dot", "-K\(layout.engine.rawValue)", "-Tsvg", "-o", "/dev/null", file.path]
            process.standardError = FileHandle.nullDevice
            let start = ContinuousClock.now
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { throw DotFailure(status: process.terminationStatus) }
            dot = min(dot, Measure.seconds(since: start))
            if dot > 2 { break }
        }
        return (inProcess, dot)
    }

    static func measureInChild(screens: Int) throws -> RenderMeasurement {
        let output = try ChildProcess.run(["measure-render", String(screens)])
        return try JSONDecoder().decode(RenderMeasurement.self, from: Data(output.utf8))
    }
}

/// The `dot` program did not render the DOT: missing (`env` exits 127) or failed.
struct DotFailure: Error, CustomStringConvertible {
    var status: Int32
    var description: String {
        status == 127
            ? "the dot program is not installed, so there is nothing to compare with (apt-get install graphviz)"
            : "dot -Tsvg failed with exit status \(status) on the DOT the project wrote"
    }
}

extension GraphDescription {
    /// Nodes at the top level and in clusters.
    var nodeCount: Int { nodes.count + clusters.reduce(0) { $0 + $1.nodes.count } }
}

extension Duration {
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) * 1e-18 }
}
