// The umbrella module: one import for code that registers an app, explores it, reports on it or draws it.
@_exported import Exploration
@_exported import GraphDiff
@_exported import GraphvizRendering
@_exported import NavigationGraph
@_exported import NavigationModel
@_exported import Reporting
