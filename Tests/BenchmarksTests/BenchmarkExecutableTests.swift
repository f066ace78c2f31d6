import Foundation
import SharedTestSupport
import Testing

/// The benchmark executable as a user runs it: a small run prints every table the issue asks for and the
/// targets; a malformed option is a usage error. No figure is checked: these machines are shared.
@Suite struct BenchmarkExecutableTests {
    @Test func aSmallRunPrintsEveryTableAndTheTargets() throws {
        let result = try Command.coordgraph(
            [
                "--sizes", "300,600", "--styles", "plain,tree", "--workers", "1", "--render-screens", "20",
                "--tab-screens", "30", "--no-scan",
            ],
            executable: "coordgraph-benchmarks")
        #expect(result.status == 0, "\(result.errors)")
        let rows = result.output.split(separator: "\n").filter { $0.hasPrefix("| ") }.map { $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) } }

        let exploration = rows.filter { $0.count == 13 && $0[2] == "1" }
        #expect(exploration.map(\.[0]) == ["300", "600"])
        #expect(rows.contains(["states", "transitions", "workers", "states/s", "transitions/s", "search s", "wall s",
                               "µs/state", "× smallest", "search µs/state", "× smallest", "peak MiB", "bytes/state"]))

        #expect(rows.contains(["style", "states", "states/s", "transitions/s", "µs/state", "× plain", "bytes/state"]))
        let styles = rows.filter { $0.count == 7 && ["plain", "tree"].contains($0[0]) }
        #expect(styles.map { [$0[0], $0[1]] } == [["plain", "300"], ["tree", "300"]])
        #expect(styles.first?[5] == "1.00")
        #expect(styles.last.flatMap { Double($0[5]) } != nil)

        let tabbed = rows.filter { $0.count == 8 && $0[0] == "30" }
        #expect(tabbed.map { "\($0[1]) \($0[2])" } == ["0 -", "2 at launch", "3 at launch", "5 at launch", "5 after sign-in"])
        #expect(tabbed.allSatisfy { $0[5].hasPrefix("complete") }, "\(tabbed)")
        #expect(rows.contains([
            "screens", "tabs", "tab bar shown", "states explored", "product states represented", "result", "seconds", "peak MiB",
        ]))

        let renders = rows.filter { $0.count == 9 && $0[0] == "20" }
        #expect(renders.map(\.[2]) == ["screens", "coordinators", "states"])
        #expect(renders.allSatisfy { $0[8] == "0" })  // none over budget

        let comparison = try #require(rows.first { $0.count == 4 && $0[0] == "20" })
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/dot") {
            #expect(Double(comparison[3]) != nil, "ratio: \(comparison)")
        } else {
            #expect(comparison[3] == "no dot to compare with")
            #expect(result.output.contains("the dot program is not installed"))
        }

        let targets = rows.filter { $0.count == 3 }.map(\.[0])
        #expect(targets == [
            "target", "exploration ≥ 500,000 states/s", "time per state at 600 ≤ 1.3 × at 300",
            "search time per state, same comparison", "every style ≤ 2 × the plain style's µs/state",
            "no render over its budget",
        ] + (Double(comparison[3]) != nil ? ["in-process ≤ 1.05 × dot"] : []))
    }

    @Test func aMalformedSizeIsAUsageError() throws {
        let result = try Command.coordgraph(["--sizes", "ten"], executable: "coordgraph-benchmarks")
        #expect(result.status == 64)
        #expect(result.errors.contains("error: --sizes: ten is not a positive count"))
        #expect(result.errors.contains("usage: coordgraph-benchmarks"))
        #expect(result.output.isEmpty)
    }
}
