// swift-tools-version: 6.0
// A package that depends on CoordinatorGraph as an app's package would, to run its command plugin:
// `swift package coordgraph list` here. Not part of CoordinatorGraph's build; `scripts/check-plugin` runs it.
import PackageDescription

let package = Package(
    name: "PluginUser",
    dependencies: [
        .package(name: "CoordinatorGraph", path: "../../.."),
    ],
    targets: []
)
