// Renders every view of the fixture graphs to every format, through both the in-process and the child-process
// layout paths, and prints one line per picture. `scripts/valgrind-render` runs it under valgrind to check that
// every Graphviz resource is freed. `render-check --output DIR` also writes the pictures to DIR.
import GraphvizRendering
import GraphvizRenderingFixtures

#if canImport(Glibc)
import Glibc
#endif

let renderer = Renderer()
let graphs = [
    ("router-example", Fixtures.routerExample),
    ("torture", Fixtures.torture),
    // Large enough for the child-process path.
    ("random-80", Fixtures.randomClusters(screens: 80)),
]
let arguments = CommandLine.arguments
let outputDirectory = arguments.firstIndex(of: "--output").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }

/// Writes `bytes` to `path`, or says why not.
func write(_ bytes: [UInt8], to path: String) -> Bool {
    guard let file = fopen(path, "wb") else { return false }
    defer { fclose(file) }
    return bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) } == bytes.count
}

var failures = 0
for (name, graph) in graphs {
    for view in GraphView.allCases {
        for format in OutputFormat.allCases {
            do {
                let picture = try await renderer.render(graph, view: view, format: format)
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
exit(failures == 0 ? 0 : 1)
