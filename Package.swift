// swift-tools-version: 6.0
import PackageDescription

// Each part of the package adds its targets in its own block, so the manifest reads as a table of
// contents: library modules in `Sources/`, ported example apps in `Examples/`, tests in `Tests/`.

var products: [Product] = []
var targets: [Target] = []

// MARK: Navigation model, graph values, exploration
// An app registers itself with `Exploration` and `NavigationModel` only, so a team's coordinator module can
// depend on them without the umbrella (which also links Graphviz).
products += [
    .library(name: "NavigationModel", targets: ["NavigationModel"]),
    .library(name: "NavigationGraph", targets: ["NavigationGraph"]),
    .library(name: "Exploration", targets: ["Exploration"]),
]
targets += [
    // The navigation graph as plain Codable values, and the vocabulary (coordinator kinds, styles, fault kinds)
    // the runtimes share with it: what the explorer produces and everything else reads.
    .target(name: "NavigationGraph"),
    // Navigation as data: containers, screens, the coordinator tree, system actions, canonical state keys.
    .target(name: "NavigationModel", dependencies: ["NavigationGraph"]),
    // The exploration contract, the explorer and the analyses.
    .target(name: "Exploration", dependencies: ["NavigationModel", "NavigationGraph"]),
    .testTarget(name: "NavigationModelTests", dependencies: ["NavigationModel"]),
]

// MARK: Router style (ALCoordinator)
products += [.library(name: "RouterCoordinators", targets: ["RouterCoordinators"])]
targets += [
    // ALCoordinator's coordinators, routers and tab bars, headless, with the library's edge cases.
    .target(name: "RouterCoordinators", dependencies: ["NavigationModel", "NavigationGraph"]),
    // A port of ALCoordinator's TestCoordinatorLibrary example app (SwiftUI flavour).
    .target(
        name: "RouterExample", dependencies: ["RouterCoordinators", "Exploration", "NavigationModel"],
        path: "Examples/RouterExample"),
    .testTarget(name: "RouterCoordinatorsTests", dependencies: ["RouterCoordinators", "NavigationModel"]),
    .testTarget(
        name: "RouterExampleTests",
        dependencies: ["RouterExample", "RouterCoordinators", "Exploration", "NavigationModel", "SharedTestSupport"]),
]

// MARK: Tree style (ADCoordinator)
products += [.library(name: "TreeCoordinators", targets: ["TreeCoordinators"])]
targets += [
    // A tree of coordinators whose lifetime follows the screens they are bound to.
    .target(name: "TreeCoordinators", dependencies: ["NavigationModel", "NavigationGraph"]),
    // The ADCoordinator example app, ported.
    .target(
        name: "TreeExample", dependencies: ["TreeCoordinators", "Exploration", "NavigationModel"], path: "Examples/TreeExample"),
    .testTarget(name: "TreeCoordinatorsTests", dependencies: ["TreeCoordinators", "NavigationModel"]),
    .testTarget(
        name: "TreeExampleTests",
        dependencies: ["TreeExample", "TreeCoordinators", "Exploration", "NavigationModel", "SharedTestSupport"]),
]

// MARK: Declarative style (Stinsen)
products += [.library(name: "DeclarativeCoordinators", targets: ["DeclarativeCoordinators"])]
targets += [
    // Stinsen's declarative coordinators: `@Root` / `@Route` declarations, flat stacks, tabs, routers.
    .target(name: "DeclarativeCoordinators", dependencies: ["NavigationModel", "NavigationGraph"]),
    // StinsenApp ported: login and registration, four tabs, todos with favourites, the recursive testbed.
    .target(
        name: "StinsenExample", dependencies: ["DeclarativeCoordinators", "Exploration", "NavigationModel"],
        path: "Examples/StinsenExample"),
    .testTarget(
        name: "DeclarativeCoordinatorsTests",
        dependencies: ["DeclarativeCoordinators", "NavigationModel", "AppGenerator", "Exploration", "StinsenExample"]),
    .testTarget(
        name: "StinsenExampleTests",
        dependencies: ["StinsenExample", "DeclarativeCoordinators", "Exploration", "NavigationModel", "SharedTestSupport"]),
]

// MARK: Reactive style (Combine coordinators)
targets += [
    // Coordinator<Result>: start() publishes the flow's result; live subscriptions are ownership.
    .target(name: "ReactiveCoordinators", dependencies: [
        "NavigationModel", "NavigationGraph", .product(name: "OpenCombine", package: "OpenCombine"),
    ]),
    // The Combine article's app: Welcome, a tab bar with no way back, an Items sheet that returns a result.
    .target(
        name: "CombineExample",
        dependencies: [
            "ReactiveCoordinators", "Exploration", "NavigationModel", .product(name: "OpenCombine", package: "OpenCombine"),
        ],
        path: "Examples/CombineExample"),
    .testTarget(name: "ReactiveCoordinatorsTests", dependencies: [
        "ReactiveCoordinators", "NavigationModel", .product(name: "OpenCombine", package: "OpenCombine"),
    ]),
    .testTarget(name: "CombineExampleTests", dependencies: [
        "CombineExample", "ReactiveCoordinators", "Exploration", "NavigationModel", "SharedTestSupport",
        .product(name: "OpenCombine", package: "OpenCombine"),
    ]),
]
products += [.library(name: "ReactiveCoordinators", targets: ["ReactiveCoordinators"])]

// MARK: View-model style (SwiftUI MVVM-C)
targets += [
    // Coordinator view models with a navigation-item slot (push) and a sheet-item slot (modal).
    .target(name: "ViewModelCoordinators", dependencies: ["NavigationModel", "NavigationGraph"]),
    // The SwiftUI MVVM-C article's app: Scene1 pushes Scene2 with its text and presents Scene3 as a sheet.
    .target(
        name: "SceneExample", dependencies: ["ViewModelCoordinators", "Exploration", "NavigationModel"],
        path: "Examples/SceneExample"),
    .testTarget(name: "ViewModelCoordinatorsTests", dependencies: ["ViewModelCoordinators", "NavigationModel"]),
    .testTarget(name: "SceneExampleTests", dependencies: [
        "SceneExample", "ViewModelCoordinators", "Exploration", "NavigationModel", "SharedTestSupport",
    ]),
]
products += [.library(name: "ViewModelCoordinators", targets: ["ViewModelCoordinators"])]

// MARK: Explorer tests
targets += [
    .testTarget(name: "ExplorationTests", dependencies: ["Exploration", "NavigationModel", "NavigationGraph", "SharedTestSupport"]),
]

// MARK: Example apps, explored
targets += [
    // The known facts of each bundled example, golden reports and DOT, and determinism.
    .testTarget(
        name: "ExampleExplorationTests",
        dependencies: [
            "Exploration", "NavigationGraph", "Reporting", "GraphvizRendering", "BundledExamples",
            "RouterExample", "TreeExample", "StinsenExample", "CombineExample", "SceneExample", "CheckoutApp",
            "GraphDiff", "RouterExampleNext", "SharedTestSupport", "GraphFixtures",
        ],
        exclude: ["Golden"]),
]

// MARK: Review: comparing two graphs
targets += [
    // What changed between two navigation graphs, by stable identifiers; reading graph.json safely.
    .target(name: "GraphDiff", dependencies: ["NavigationGraph"]),
    .testTarget(name: "GraphDiffTests", dependencies: ["GraphDiff", "NavigationGraph"]),
    // The router example's next version (one route added, one button removed): the review example.
    .target(
        name: "RouterExampleNext", dependencies: ["RouterCoordinators", "Exploration"], path: "Examples/RouterExampleNext"),
    .executableTarget(
        name: "router-example-next-coordgraph", dependencies: ["RouterExampleNext", "CoordinatorGraphCLI"],
        path: "Examples/router-example-next-coordgraph"),
]

// MARK: Reports
targets += [
    // Helpers several test targets share: validating SARIF against the OASIS schema, driving an example app
    // step by step, walking its reachable states, checking its catalog against the screens shown.
    .target(
        name: "SharedTestSupport", dependencies: ["NavigationModel", "NavigationGraph", "Exploration"],
        path: "Tests/SharedTestSupport", exclude: ["Schemas"]),
]
targets += [
    // Report formatters (text, Markdown, JSON, SARIF, GitHub annotations), the baseline gate, atomic writes.
    .target(name: "Reporting", dependencies: ["NavigationGraph", "GraphDiff"]),
    .testTarget(name: "ReportingTests", dependencies: ["Reporting", "NavigationGraph", "GraphFixtures", "SharedTestSupport"], exclude: ["Golden"]),
]

// MARK: Graphviz rendering
targets += [
    // Graphviz's C libraries (cgraph, gvc) from the system, through pkg-config.
    .systemLibrary(name: "CGraphviz", pkgConfig: "libgvc", providers: [.apt(["libgraphviz-dev"]), .brew(["graphviz"])]),
    // The only module that calls Graphviz: views of a navigation graph, layout with a time budget, rendering.
    .target(name: "GraphvizRendering", dependencies: ["CGraphviz", "NavigationGraph"]),
    // The one builder of hand-made navigation graphs, and the graphs the rendering tests and render-check share.
    .target(name: "GraphFixtures", dependencies: ["NavigationGraph"]),
    // Renders every view of a fixture graph to every format; `scripts/valgrind-render` runs it under valgrind.
    .executableTarget(name: "render-check", dependencies: ["GraphvizRendering", "GraphFixtures", "NavigationGraph"]),
    .testTarget(
        name: "GraphvizRenderingTests",
        dependencies: ["GraphvizRendering", "GraphFixtures", "NavigationGraph", "SharedTestSupport"],
        exclude: ["Golden"]),
]

// MARK: Command line
products += [
    .library(name: "CoordinatorGraph", targets: ["CoordinatorGraph"]),
    .library(name: "CoordinatorGraphCLI", targets: ["CoordinatorGraphCLI"]),
    .executable(name: "coordgraph", targets: ["coordgraph"]),
]
targets += [
    // The umbrella an app's own code imports: the exploration contract, the graph, reports and rendering.
    .target(name: "CoordinatorGraph", dependencies: ["NavigationModel", "NavigationGraph", "Exploration", "Reporting", "GraphvizRendering", "GraphDiff"]),
    // The `coordgraph` command line as a library, so a team's own executable can run it over its app.
    .target(
        name: "CoordinatorGraphCLI",
        dependencies: [
            "CoordinatorGraph", "Exploration", "GraphvizRendering", "Reporting", "SourceImport",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
    // The bundled example apps, one per coordinator style, listed once.
    .target(
        name: "BundledExamples",
        dependencies: ["Exploration", "RouterExample", "TreeExample", "StinsenExample", "CombineExample", "SceneExample"],
        path: "Examples/BundledExamples"),
    // `coordgraph` over the bundled example apps, and the source importer's fixture apps scanned at start.
    .executableTarget(name: "coordgraph", dependencies: ["CoordinatorGraphCLI", "BundledExamples", "SourceImport"]),
    // A team's own app and its own `coordgraph`, as the README shows them.
    .target(
        name: "CheckoutApp", dependencies: ["RouterCoordinators", "Exploration", "NavigationModel"],
        path: "Examples/CheckoutApp"),
    .executableTarget(name: "checkout-coordgraph", dependencies: ["CheckoutApp", "CoordinatorGraphCLI"], path: "Examples/checkout-coordgraph"),
    .testTarget(
        name: "CoordinatorGraphCLITests",
        dependencies: [
            "CoordinatorGraphCLI", "BundledExamples", "CheckoutApp", "Exploration", "NavigationGraph", "SharedTestSupport", "Reporting",
        ]),
]

// MARK: Source import
targets += [
    // `coordgraph scan`: an app's Swift sources (which need not build here) read with swift-syntax into an
    // ExplorableApp that drives the style runtimes.
    .target(
        name: "SourceImport",
        dependencies: [
            "Exploration", "NavigationModel", "NavigationGraph", "RouterCoordinators", "DeclarativeCoordinators",
            "TreeCoordinators", "ReactiveCoordinators", "ViewModelCoordinators",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftIfConfig", package: "swift-syntax"),
            .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
        ]),
    .testTarget(
        name: "SourceImportTests",
        dependencies: [
            "SourceImport", "Exploration", "NavigationModel", "NavigationGraph", "Reporting", "RouterCoordinators",
            "SharedTestSupport",
        ],
        exclude: ["Fixtures", "Golden"]),
]

// MARK: Installing and running elsewhere
products += [.plugin(name: "CoordinatorGraphPlugin", targets: ["CoordinatorGraphPlugin"])]
targets += [
    // `swift package coordgraph ...` in a package that depends on this one: runs the `coordgraph` tool from
    // that package's folder. Its outputs (reports, diagrams, baselines, SARIF) go into that folder.
    .plugin(
        name: "CoordinatorGraphPlugin",
        capability: .command(
            intent: .custom(verb: "coordgraph", description: "Run coordgraph (scan, check, explore, list) from this package's folder."),
            permissions: [
                .writeToPackageDirectory(
                    reason: "coordgraph writes its reports, diagrams, baseline and SARIF into the package's folder (Output/ or --out)."),
            ]),
        dependencies: ["coordgraph"]),
    // The ways in, checked: the CI recipe in Examples/ci (YAML parsed, scripts shell-checked), every shell
    // script (shellcheck), and scripts/setup on Debian, macOS and an unknown system.
    .testTarget(
        name: "InstallationTests", dependencies: ["SharedTestSupport", .product(name: "Yams", package: "Yams")]),
]

// MARK: Benchmarks
targets += [
    // Synthetic apps of any size and style, for benchmarks and scale tests.
    .target(
        name: "AppGenerator",
        dependencies: [
            "Exploration", "NavigationModel", "RouterCoordinators", "TreeCoordinators", "DeclarativeCoordinators",
            "ReactiveCoordinators", "ViewModelCoordinators", .product(name: "OpenCombine", package: "OpenCombine"),
        ],
        path: "Benchmarks/AppGenerator"),
    // `swift run -c release coordgraph-benchmarks`: exploration, rendering and source import at scale, as a table.
    .executableTarget(
        name: "coordgraph-benchmarks",
        dependencies: [
            "AppGenerator", "Exploration", "NavigationGraph", "NavigationModel", "GraphvizRendering", "BundledExamples",
            "CheckoutApp", "CoordinatorGraph", "SourceImport",
        ],
        path: "Benchmarks/coordgraph-benchmarks"),
    .testTarget(name: "BenchmarksTests", dependencies: ["AppGenerator", "Exploration", "NavigationModel", "SharedTestSupport"]),
]

let package = Package(
    name: "CoordinatorGraph",
    platforms: [.macOS(.v13)],
    products: products,
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: targets
)
