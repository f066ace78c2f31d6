import AppGenerator
import Exploration
import Foundation

/// One exploration of a generated tab bar app with the tab reduction, measured in its own process.
struct TabMeasurement: Codable {
    var screens: Int
    var tabs: Int
    /// Whether the tab bar appears only after a sign-in screen.
    var signIn: Bool
    var states: Int
    /// States of the full product the explored ones stand for, and whether that count is exact.
    var productStates: Int
    var productStatesExact: Bool
    /// Whether no bound cut the search.
    var complete: Bool
    /// The bounds that cut it (`growthLimit` alone: complete up to the growth bound, which is what keeps
    /// an app whose flows can open each other again finite).
    var cutBy: [String]

    /// Complete, or cut by nothing but the growth bound.
    var completeToGrowthBound: Bool { cutBy.allSatisfy { $0 == "growthLimit" } }

    var result: String {
        if complete { return "complete" }
        if completeToGrowthBound { return "complete to the growth bound" }
        return "cut by " + cutBy.filter { $0 != "growthLimit" }.joined(separator: ", ")
    }
    var seconds: Double
    var peakBytes: Int
}

/// The tabbed-app table: the shape (5 screens per coordinator, 3 actions per screen, 30 % sheets,
/// 10 % full screens, 5 cross links, no recursion, growth bound 2) with 150 screens at 0, 2, 3 and 5 tabs,
/// and 1,000 screens at 5 tabs; then each size at 5 tabs shown after a sign-in screen.
enum TabBenchmark {
    /// The first size at 0, 2, 3 and 5 tabs, the others at 5 tabs, then every size at 5 tabs after sign-in.
    static func rows(screens: [Int]) -> [(screens: Int, tabs: Int, signIn: Bool)] {
        guard let first = screens.first else { return [] }
        return [0, 2, 3, 5].map { (first, $0, false) } + screens.dropFirst().map { ($0, 5, false) }
            + screens.map { ($0, 5, true) }
    }

    /// The shape at `screens` screens; apps under 150 screens get a cross link per 30 screens, so
    /// that a small run stays small.
    static func shape(screens: Int, tabs: Int, signIn: Bool = false) -> AppShape {
        let coordinators = screens / 5
        return AppShape(
            style: .plain, coordinators: coordinators, screensPerCoordinator: 5, actionsPerScreen: 3, sheetShare: 0.3,
            fullScreenShare: 0.1, tabShare: Double(tabs) / Double(coordinators), crossLinks: min(5, coordinators / 6),
            recursion: false, signIn: signIn)
    }

    /// The explorer's defaults but a state bound that the time limit (60 s) reaches first.
    static var options: ExplorationOptions { ExplorationOptions(maxStates: 20_000_000) }

    static func measure(screens: Int, tabs: Int, signIn: Bool) throws -> TabMeasurement {
        let app = try GeneratedApp.make(shape(screens: screens, tabs: tabs, signIn: signIn))
        let start = ContinuousClock.now
        let graph = Explorer(app: app, options: options).run()
        let seconds = Measure.seconds(since: start)
        let coverage = graph.exploration.coverage
        return TabMeasurement(
            screens: screens, tabs: tabs, signIn: signIn, states: graph.states.count,
            productStates: coverage?.productStates ?? graph.states.count,
            productStatesExact: coverage?.productStatesExact ?? false, complete: graph.exploration.isExhaustive,
            cutBy: graph.exploration.cuts.map(\.bound.rawValue), seconds: seconds, peakBytes: Measure.peakResidentBytes)
    }

    static func measureInChild(screens: Int, tabs: Int, signIn: Bool) throws -> TabMeasurement {
        let output = try ChildProcess.run(["measure-tabs", String(screens), String(tabs)] + (signIn ? ["sign-in"] : []))
        return try JSONDecoder().decode(TabMeasurement.self, from: Data(output.utf8))
    }

    static func printRows(screens: [Int]) throws -> [TabMeasurement] {
        print("## Tabbed apps (plain style, tab reduction; 5 screens per coordinator, 3 actions, 30 % sheets, "
            + "10 % full screens, 5 cross links, growth bound 2, time limit 60 s)")
        print()
        print("| screens | tabs | tab bar shown | states explored | product states represented | result | seconds | peak MiB |")
        print("|---:|---:|---|---:|---:|---|---:|---:|")
        var measured: [TabMeasurement] = []
        for row in rows(screens: screens) {
            let result = try measureInChild(screens: row.screens, tabs: row.tabs, signIn: row.signIn)
            measured.append(result)
            let product = result.productStatesExact ? result.productStates.grouped : "≥ \(result.productStates.grouped)"
            let shown = result.tabs == 0 ? "-" : result.signIn ? "after sign-in" : "at launch"
            print("| \(result.screens.grouped) | \(result.tabs) | \(shown) | \(result.states.grouped) | \(product) "
                + "| \(result.result) | \(result.seconds.fixed(2)) "
                + "| \((Double(result.peakBytes) / 1_048_576).fixed(0)) |")
        }
        print()
        print("- The product is counted exactly when nothing was cut; with growth-bound cuts it is the count of the "
            + "states explored stand for, a lower bound (≥). Complete to the growth bound: only states holding more "
            + "instances of a coordinator than the bound allows were left unexpanded, as in every generated app whose "
            + "cross links let flows open each other.")
        print()
        return measured
    }
}

extension Targets {
    mutating func tabs(_ rows: [TabMeasurement]) {
        if let row = rows.first(where: { $0.screens == 150 && $0.tabs == 5 && !$0.signIn }) {
            add("150 screens, 5 tabs: complete in ≤ 5 s", measured: "\(row.result), \(row.seconds.fixed(2)) s",
                ratio: row.completeToGrowthBound ? 5 / row.seconds : 0)
        }
        if let row = rows.first(where: { $0.screens == 150 && $0.tabs == 5 && $0.signIn }) {
            add("150 screens, 5 tabs after sign-in: complete in ≤ 5 s", measured: "\(row.result), \(row.seconds.fixed(2)) s",
                ratio: row.completeToGrowthBound ? 5 / row.seconds : 0)
        }
        if let row = rows.first(where: { $0.screens == 1_000 && $0.tabs == 5 && $0.signIn }) {
            add("1,000 screens, 5 tabs after sign-in: complete in ≤ 30 s", measured: "\(row.result), \(row.seconds.fixed(2)) s",
                ratio: row.completeToGrowthBound ? 30 / row.seconds : 0)
        }
        if let row = rows.first(where: { $0.screens == 1_000 && $0.tabs == 5 && !$0.signIn }) {
            add("1,000 screens, 5 tabs: complete in ≤ 30 s", measured: "\(row.result), \(row.seconds.fixed(2)) s",
                ratio: row.completeToGrowthBound ? 30 / row.seconds : 0)
            let gib = Double(row.peakBytes) / 1_073_741_824
            add("1,000 screens, 5 tabs: ≤ 2 GiB", measured: "\(gib.fixed(2)) GiB", ratio: 2 / gib)
        }
    }
}
