// Renders every view of the fixture graphs to every format, through both the in-process and the child-process
// layout paths, and prints one line per picture. `scripts/valgrind-render` runs it under valgrind to check that
// every Graphviz resource is freed.
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
            } catch {
                failures += 1
                print("\(name) \(view.rawValue) \(format.rawValue): FAILED: \(error)")
            }
        }
    }
}
exit(failures == 0 ? 0 : 1)
