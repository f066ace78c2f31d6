// swift-tools-version: 6.0
import PackageDescription

// Each part of the package adds its targets in its own block, so the manifest reads as a table of
// contents: library modules in `Sources/`, ported example apps in `Examples/`, tests in `Tests/`.

var products: [Product] = []
var targets: [Target] = []

// MARK: Navigation model, graph values, exploration
targets += [
    // Navigation as data: containers, screens, the coordinator tree, system actions, canonical state keys.
    .target(name: "NavigationModel"),
    // The navigation graph as plain Codable values: what the explorer produces and everything else reads.
    .target(name: "NavigationGraph"),
    // The exploration contract, the explorer and the analyses.
    .target(name: "Exploration", dependencies: ["NavigationModel", "NavigationGraph"]),
    .testTarget(name: "NavigationModelTests", dependencies: ["NavigationModel"]),
]

// MARK: Router style (ALCoordinator)

// MARK: Tree style (ADCoordinator)

// MARK: Declarative style (Stinsen)

// MARK: Reactive style (Combine coordinators)

// MARK: View-model style (SwiftUI MVVM-C)

// MARK: Explorer tests

// MARK: Reports

// MARK: Graphviz rendering
targets += [
    // Graphviz's C libraries (cgraph, gvc) from the system, through pkg-config.
    .systemLibrary(name: "CGraphviz", pkgConfig: "libgvc", providers: [.apt(["libgraphviz-dev"])]),
    // The only module that calls Graphviz: views of a navigation graph, layout with a time budget, rendering.
    .target(name: "GraphvizRendering", dependencies: ["CGraphviz", "NavigationGraph"]),
    // Renders every view of a fixture graph to every format; `scripts/valgrind-render` runs it under valgrind.
    // Hand-built and generated navigation graphs shared by the tests and render-check.
    .target(name: "GraphvizRenderingFixtures", dependencies: ["NavigationGraph"]),
    .executableTarget(name: "render-check", dependencies: ["GraphvizRendering", "GraphvizRenderingFixtures", "NavigationGraph"]),
    .testTarget(
        name: "GraphvizRenderingTests",
        dependencies: ["GraphvizRendering", "GraphvizRenderingFixtures", "NavigationGraph"],
        exclude: ["Golden"]),
]

// MARK: Command line

// MARK: Benchmarks

let package = Package(
    name: "CoordinatorGraph",
    platforms: [.macOS(.v13)],
    products: products,
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    ],
    targets: targets
)
