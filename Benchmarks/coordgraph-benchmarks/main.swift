import AppGenerator
import Exploration
import Foundation
import RouterExample
import TreeExample
import StinsenExample
import CombineExample
import SceneExample

let args = CommandLine.arguments
if args[1] == "dump" {
    let dir = args[2]
    var apps = [RouterExample.app, TreeExample.app, StinsenExample.app, CombineExample.app, SceneExample.app]
    apps.append(try GeneratedApp.make(AppShape(coordinators: 8, screensPerCoordinator: 4, actionsPerScreen: 2, tabShare: 0.5)))
    apps.append(try GeneratedApp.make(AppShape(coordinators: 12, screensPerCoordinator: 3, actionsPerScreen: 3, crossLinks: 4, recursion: true)))
    for (i, app) in apps.enumerated() {
        for w in [1, 2] {
            let graph = Explorer(app: app, options: .init(maxStates: i >= 5 ? 30000 : 100_000, workers: w)).run()
            let e = JSONEncoder(); e.outputFormatting = [.sortedKeys, .prettyPrinted]
            try e.encode(graph).write(to: URL(fileURLWithPath: "\(dir)/\(app.name)-w\(w).json"))
            print(app.name, w, graph.states.count, graph.transitions.count)
        }
    }
    exit(0)
}
let c = Int(args[1])!, s = Int(args[2])!, a = Int(args[3])!, t = Double(args[4])!, w = Int(args[5])!
let maxStates = Int(args[6])!
let app = try GeneratedApp.make(AppShape(coordinators: c, screensPerCoordinator: s, actionsPerScreen: a, tabShare: t))
let start = ContinuousClock.now
nonisolated(unsafe) var searchEnd = 0.0
let graph = Explorer(app: app, options: .init(maxDepth: 1000, maxStates: maxStates, timeLimit: 600, workers: w)).run { p in searchEnd = p.elapsed }
let d = start.duration(to: .now)
let secs = Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
print(graph.states.count, graph.transitions.count, secs, searchEnd, Double(graph.states.count) / secs, Double(graph.states.count) / searchEnd)
