import AppGenerator
import Foundation

/// Runs every measurement the options ask for and prints the table, as Markdown.
struct BenchmarkRun {
    let options: BenchmarkOptions

    func run() throws {
        let styles = options.styles.compactMap(GeneratedStyle.init(rawValue:))
        print("# coordgraph benchmarks")
        print()
        print("\(ProcessInfo.processInfo.activeProcessorCount) cores, \(ProcessInfo.processInfo.physicalMemory >> 30) GiB; "
            + "command: " + (["coordgraph-benchmarks"] + CommandLine.arguments.dropFirst()).joined(separator: " "))
        print()
        let scaling = try explorationRows(style: styles[0])
        let styleRows = styles.count > 1 ? try styleRows(styles, size: options.sizes[0]) : []
        let tabs = options.tabs ? try TabBenchmark.printRows(screens: options.tabScreens) : []
        var targets = Targets()
        targets.exploration(scaling)
        targets.styles(styleRows)
        targets.tabs(tabs)
        if options.render { targets.render(try renderRows()) }
        if options.scan { try scanRows(&targets) }
        targets.print()
    }

    /// The source importer: a generated tree of 500 files and 1,000 routes, and its share of a whole scan.
    func scanRows(_ targets: inout Targets) throws {
        print("## Source import (parse, index, resolve)")
        print()
        print("| files | routes | import s |")
        print("|---:|---:|---:|")
        let row = try ScanBenchmark.measureGenerated(coordinators: 250)
        print("| \(row.files.grouped) | \(row.routes.grouped) | \(row.importSeconds.fixed(3)) |")
        print()
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Tests/SourceImportTests/Fixtures/RouterShop")
        let share = try ScanBenchmark.importShareInChild(of: fixture)
        print("Scanning `Tests/SourceImportTests/Fixtures/RouterShop`: import \(share.importSeconds.fixed(3)) s of "
            + "\(share.totalSeconds.fixed(3)) s for import, exploration, reports and diagrams (all a scan does but "
            + "write the files).")
        print()
        targets.add("parse and resolve \(row.files) files, \(row.routes.grouped) routes in ≤ 3 s",
                    measured: "\(row.importSeconds.fixed(2)) s", ratio: 3 / row.importSeconds)
        let fraction = share.importSeconds / share.totalSeconds
        targets.add("scanning ≤ 1/3 of the whole scan (fixture app)", measured: "\((fraction * 100).fixed(0)) %",
                    ratio: (1.0 / 3) / fraction)
    }

    private func renderRows() throws -> [RenderMeasurement] {
        print("## Rendering (SVG, in-process Graphviz)")
        print()
        print("| screens | states | view | nodes | edges | layout | seconds | budget s | over budget |")
        print("|---:|---:|---|---:|---:|---|---:|---:|---:|")
        var rows: [RenderMeasurement] = []
        var notes: [String] = []
        for screens in options.renderScreens {
            let row = try RenderBenchmark.measureInChild(screens: screens)
            rows.append(row)
            for view in row.views {
                print("| \(row.screens.grouped) | \(row.states.grouped) | \(view.view) | \(view.nodes.grouped) "
                    + "| \(view.edges.grouped) | \(view.layout) | \(view.seconds.map { $0.fixed(3) } ?? "-") "
                    + "| \(view.budgetSeconds.fixed(0)) | \(view.overBudget) |")
                if let note = view.note { notes.append("\(row.screens.grouped) screens, \(view.view): \(note)") }
            }
        }
        print()
        for note in notes { print("- \(note)") }
        if !notes.isEmpty { print() }
        print("### In-process against `dot -Tsvg` (screen map, best of three runs; one over 2 s)")
        print()
        print("| screens | in-process s | dot s | ratio |")
        print("|---:|---:|---:|---:|")
        for row in rows {
            print("| \(row.screens.grouped) | \(row.inProcessSeconds.map { $0.fixed(3) } ?? "-") "
                + "| \(row.dotSeconds.map { $0.fixed(3) } ?? "-") | \(row.ratio.map { $0.fixed(2) } ?? row.missingRatio) |")
        }
        print()
        for row in rows {
            if let failure = row.comparisonFailure { print("- \(row.screens.grouped) screens, the comparison's render: \(failure)") }
            if let failure = row.dotFailure { print("- \(row.screens.grouped) screens, dot: \(failure)") }
        }
        if rows.contains(where: { $0.comparisonFailure != nil || $0.dotFailure != nil }) { print() }
        return rows
    }

    private func explorationRows(style: GeneratedStyle) throws -> [ExplorationMeasurement] {
        let shape = ExplorationBenchmark.shape(style: style)
        print("## Exploration: \(style) style, \(shape.coordinators) coordinators × \(shape.screensPerCoordinator) screens")
        print()
        print("| states | transitions | workers | states/s | transitions/s | search s | wall s | µs/state | × smallest "
            + "| search µs/state | × smallest | peak MiB | bytes/state |")
        print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
        var rows: [ExplorationMeasurement] = []
        for size in options.sizes {
            let row = try ExplorationBenchmark.measureInChild(style: style, states: size, workers: options.workers)
            rows.append(row)
            let growth = row.microsecondsPerState / rows[0].microsecondsPerState
            let searchGrowth = row.searchMicrosecondsPerState / rows[0].searchMicrosecondsPerState
            print("| \(row.states.grouped) | \(row.transitions.grouped) | \(row.workers) | \(Int(row.statesPerSecond).grouped) "
                + "| \(Int(row.transitionsPerSecond).grouped) | \(row.searchSeconds.fixed(2)) | \(row.totalSeconds.fixed(2)) "
                + "| \(row.microsecondsPerState.fixed(2)) | \(growth.fixed(2)) | \(row.searchMicrosecondsPerState.fixed(2)) "
                + "| \(searchGrowth.fixed(2)) | \((Double(row.peakBytes) / 1_048_576).fixed(0)) | \(Int(row.bytesPerState).grouped) |")
        }
        print()
        return rows
    }

    /// One row per style, with its time per state as a multiple of the plain style's in this run.
    private func styleRows(_ styles: [GeneratedStyle], size: Int) throws -> [ExplorationMeasurement] {
        print("## Exploration by style, \(size.grouped) states")
        print()
        print("| style | states | states/s | transitions/s | µs/state | × plain | bytes/state |")
        print("|---|---:|---:|---:|---:|---:|---:|")
        var notes: [String] = []
        var rows: [ExplorationMeasurement] = []
        for style in styles {
            let states = try ExplorationBenchmark.states(style: style, size: size)
            if states < size {
                notes.append("\(style): \(states.grouped) states, not \(size.grouped): the app is restored by replaying each "
                    + "state's path from launch (its Combine subscriptions cannot be copied), so a state costs its whole path.")
            }
            rows.append(try ExplorationBenchmark.measureInChild(style: style, states: states, workers: options.workers))
        }
        let plain = rows.first { $0.style == GeneratedStyle.plain.rawValue }
        for row in rows {
            let ratio = plain.map { (row.microsecondsPerState / $0.microsecondsPerState).fixed(2) } ?? "-"
            print("| \(row.style) | \(row.states.grouped) | \(Int(row.statesPerSecond).grouped) | \(Int(row.transitionsPerSecond).grouped) "
                + "| \(row.microsecondsPerState.fixed(2)) | \(ratio) | \(Int(row.bytesPerState).grouped) |")
        }
        print()
        for note in notes { print("- \(note)") }
        if !notes.isEmpty { print() }
        return rows
    }
}

/// The targets, each with the measured figure and whether it is met.
struct Targets {
    private var lines: [String] = []

    mutating func exploration(_ rows: [ExplorationMeasurement]) {
        guard let first = rows.first, let last = rows.last else { return }
        let fastest = rows.map(\.statesPerSecond).max() ?? 0
        add("exploration ≥ 500,000 states/s", measured: "\(Int(fastest).grouped) states/s", ratio: fastest / 500_000)
        if rows.count > 1 {
            let growth = last.microsecondsPerState / first.microsecondsPerState
            add("time per state at \(last.states.grouped) ≤ 1.3 × at \(first.states.grouped)", measured: "\(growth.fixed(2)) ×",
                ratio: 1.3 / growth)
            let searchGrowth = last.searchMicrosecondsPerState / first.searchMicrosecondsPerState
            add("search time per state, same comparison", measured: "\(searchGrowth.fixed(2)) ×", ratio: 1.3 / searchGrowth)
        }
        if let million = rows.first(where: { $0.states >= 1_000_000 }) {
            let gib = Double(million.peakBytes) / 1_073_741_824
            add("1 million states in ≤ 2 GiB", measured: "\(gib.fixed(2)) GiB", ratio: 2 / gib)
        }
    }

    /// Every style's time per state within twice the plain style's, measured in the same run.
    mutating func styles(_ rows: [ExplorationMeasurement]) {
        guard let plain = rows.first(where: { $0.style == GeneratedStyle.plain.rawValue }),
            let slowest = rows.filter({ $0.style != plain.style }).max(by: { $0.microsecondsPerState < $1.microsecondsPerState })
        else { return }
        let ratio = slowest.microsecondsPerState / plain.microsecondsPerState
        add("every style ≤ 2 × the plain style's µs/state", measured: "\(ratio.fixed(2)) × (\(slowest.style))", ratio: 2 / ratio)
    }

    mutating func render(_ rows: [RenderMeasurement]) {
        if let thousand = rows.first(where: { $0.screens >= 1_000 && $0.screens < 2_000 }),
           let seconds = thousand.views.first(where: { $0.view == "screens" })?.seconds {
            add("screen map of a \(thousand.screens.grouped)-screen app in ≤ 2 s", measured: "\(seconds.fixed(2)) s", ratio: 2 / seconds)
        }
        let overBudget = rows.flatMap(\.views).count { view in
            view.overBudget > 0 || (view.seconds ?? 0) > view.budgetSeconds
        } + rows.count { $0.comparisonFailure != nil }
        add("no render over its budget", measured: "\(overBudget) over", ratio: overBudget == 0 ? 1 : 0)
        if let worst = rows.compactMap(\.ratio).max() {
            add("in-process ≤ 1.05 × dot", measured: "\(worst.fixed(2)) × at worst", ratio: 1.05 / worst)
        }
    }

    /// `ratio` is how far the measurement is from the target: at least one when met.
    mutating func add(_ target: String, measured: String, ratio: Double) {
        let verdict = ratio >= 1 ? "met" : "missed (\((ratio * 100).fixed(0)) % of the target)"
        lines.append("| \(target) | \(measured) | \(verdict) |")
    }

    func print() {
        Swift.print("## Targets")
        Swift.print()
        Swift.print("| target | measured | |")
        Swift.print("|---|---|---|")
        lines.forEach { Swift.print($0) }
    }
}

extension Int {
    /// With thousands separators: `1,000,000`.
    var grouped: String {
        let digits = String(abs(self))
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return self < 0 ? "-" + result : result
    }
}

extension Double {
    func fixed(_ decimals: Int) -> String { String(format: "%.\(decimals)f", self) }
}

extension RenderMeasurement {
    /// What the ratio column says when there is no ratio.
    var missingRatio: String { comparisonFailure != nil ? "no layout within the budget" : "no dot to compare with" }
}
