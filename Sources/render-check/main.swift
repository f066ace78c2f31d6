// Renders every view of the fixture graphs to every format, through both the in-process and the child-process
// layout paths, and prints one line per picture. `scripts/valgrind-render` runs it under valgrind to check that
// every Graphviz resource is freed. `render-check --output DIR` also writes the pictures to DIR;
// `--budget SECONDS` sets the layout time budget (valgrind slows layout down some fifty times); `--graph NAME` and
// `--format FORMAT` render only that fixture or format (to look into one valgrind report quickly).
import Dispatch
import GraphvizRendering
import GraphFixtures
import NavigationGraph

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let arguments = CommandLine.arguments
func value(of option: String) -> String? {
    arguments.firstIndex(of: option).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}
let allGraphs = [
    ("router-example", Fixtures.routerExample),
    ("torture", Fixtures.torture),
    ("hostile", Fixtures.hostile),
    // Large enough for the child-process path.
    ("random-80", Fixtures.randomClusters(screens: 80)),
]
let graphs = allGraphs.filter { name, _ in value(of: "--graph").map { $0 == name } ?? true }
let formats = OutputFormat.allCases.filter { format in value(of: "--format").map { $0 == format.rawValue } ?? true }
guard !graphs.isEmpty, !formats.isEmpty else {
    print("--graph takes one of \(allGraphs.map(\.0).joined(separator: ", ")); "
        + "--format one of \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", "))")
    exit(2)
}
let outputDirectory = value(of: "--output")
var options = RenderOptions()
if let budget = value(of: "--budget") {
    guard let seconds = Int(budget), seconds > 0 else {
        print("--budget takes a whole number of seconds")
        exit(2)
    }
    options.timeBudget = .seconds(seconds)
}

/// Writes `bytes` to `path`, or says why not.
func write(_ bytes: [UInt8], to path: String) -> Bool {
    guard let file = fopen(path, "wb") else { return false }
    defer { fclose(file) }
    return bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) } == bytes.count
}

/// Renders everything, printing one line per picture; returns how many failed.
func renderAll(
    _ graphs: [(String, NavigationGraph)], formats: [OutputFormat], options: RenderOptions, outputDirectory: String?
) async -> Int {
    let renderer = Renderer()
    var failures = 0
    for (name, graph) in graphs {
        for view in GraphView.allCases {
            for format in formats {
                do {
                    let picture = try await renderer.render(graph, view: view, format: format, options: options)
                    let layout = picture.layout
                    print("\(name) \(view.rawValue) \(format.rawValue): \(picture.bytes.count) bytes, \(layout.configuration)"
                        + (layout.isolated ? ", child process" : ", in process")
                        + (layout.fallbackTaken ? ", fallback after \(layout.failures.count) failed" : ""))
                    if let outputDirectory {
                        let path = "\(outputDirectory)/\(name)-\(view.rawValue).\(format.fileExtension)"
                        if !write(picture.bytes, to: path) {
                            failures += 1
                            print("cannot write \(path)")
                        }
                    }
                } catch {
                    failures += 1
                    print("\(name) \(view.rawValue) \(format.rawValue): FAILED: \(error)")
                }
            }
        }
    }
    return failures
}

// A synchronous main that waits while a task renders and then ends the process: valgrind 3.19 crashes on
// Swift's async main.
// The task is detached: top-level code runs on the main actor, whose thread is the one waiting.
Task.detached { [graphs, formats, options, outputDirectory] in
    let failures = await renderAll(graphs, formats: formats, options: options, outputDirectory: outputDirectory)
    exit(failures == 0 ? 0 : 1)
}
DispatchSemaphore(value: 0).wait()
