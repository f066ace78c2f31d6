import AppGenerator

/// What a benchmark run measures, read from the command line.
struct BenchmarkOptions {
    /// Exploration sizes, in states.
    var sizes = [10_000, 100_000, 1_000_000]
    var styles: [String] = GeneratedStyle.allCases.map(\.rawValue)
    /// Worker threads for exploration; `nil` lets the explorer choose.
    var workers: Int?
    /// Render sizes, in screens.
    var renderScreens = [100, 1_000, 5_000]
    var render = true
    /// Whether to measure the tabbed-app table, and its app sizes in screens: the first at 0, 2, 3 and 5
    /// tabs, the others at 5 tabs.
    var tabs = true
    var tabScreens = [150, 1_000]
    var scan = true

    static let usage = """
        usage: coordgraph-benchmarks [--quick] [--sizes 10k,100k,1m] [--styles STYLE,...] [--workers N]
                                     [--render-screens 100,1000,5000] [--no-render]
                                     [--tab-screens 150,1000] [--no-tabs] [--no-scan]
               coordgraph-benchmarks tabs
               coordgraph-benchmarks scan
               coordgraph-benchmarks digests [DIRECTORY]

          --quick            10k and 100k states, renders of 100 and 1,000 screens
          --sizes            exploration sizes in states (k and m suffixes)
          --styles           coordinator styles of the generated apps (first one for the scaling rows):
                             \(GeneratedStyle.allCases.map(\.rawValue).joined(separator: ", ")) (default: all)
          --workers          exploration threads (default: the explorer's choice)
          --render-screens   app sizes in screens for the render rows
          --no-render        skip the render rows
          --tab-screens      app sizes in screens for the tabbed-app table (at least 25)
          --no-tabs          skip the tabbed-app table
          tabs               the tabbed-app table alone
          scan               the source import rows alone
          --no-scan          skip the source import rows
          digests            a fingerprint of each example app's graph with one and two workers,
                             each graph written as JSON to DIRECTORY when given
        """

    static func parse(_ arguments: ArraySlice<String>) throws(UsageError) -> BenchmarkOptions {
        var options = BenchmarkOptions()
        var arguments = arguments
        while let argument = arguments.popFirst() {
            func value() throws(UsageError) -> String {
                guard let value = arguments.popFirst() else { throw UsageError("\(argument) needs a value") }
                return value
            }
            switch argument {
            case "--quick":
                options.sizes = [10_000, 100_000]
                options.renderScreens = [100, 1_000]
            case "--sizes": options.sizes = try counts(try value(), option: argument)
            case "--render-screens": options.renderScreens = try counts(try value(), option: argument)
            case "--styles":
                options.styles = try value().split(separator: ",").map(String.init)
                for style in options.styles where GeneratedStyle(rawValue: style) == nil {
                    throw UsageError("unknown style \(style)")
                }
            case "--workers":
                let text = try value()
                guard let workers = Int(text), workers >= 1 else { throw UsageError("--workers must be at least 1, not \(text)") }
                options.workers = workers
            case "--no-render": options.render = false
            case "--no-tabs": options.tabs = false
            case "--tab-screens":
                options.tabScreens = try counts(try value(), option: argument)
                if let small = options.tabScreens.first(where: { $0 < 25 }) {
                    throw UsageError("--tab-screens: \(small) screens cannot hold 5 tabs of 5 screens; use 25 or more")
                }
            case "--no-scan": options.scan = false
            case "-h", "--help": throw UsageError(nil)
            default: throw UsageError("unknown argument \(argument)")
            }
        }
        return options
    }

    /// `10k,100k,1m` as numbers.
    static func counts(_ text: String, option: String) throws(UsageError) -> [Int] {
        var counts: [Int] = []
        for part in text.lowercased().split(separator: ",") {
            var digits = Substring(part)
            var scale = 1
            if digits.hasSuffix("k") { scale = 1_000; digits = digits.dropLast() }
            if digits.hasSuffix("m") { scale = 1_000_000; digits = digits.dropLast() }
            guard let number = Int(digits), number > 0 else { throw UsageError("\(option): \(part) is not a positive count") }
            counts.append(number * scale)
        }
        guard !counts.isEmpty else { throw UsageError("\(option) needs at least one count") }
        return counts
    }
}

/// A command line the benchmarks cannot run; `nil` asks for the usage alone.
struct UsageError: Error {
    var message: String?
    init(_ message: String?) { self.message = message }
}
