import AppGenerator
import BundledExamples
import CheckoutApp
import Exploration
import Foundation
import NavigationModel

/// A fingerprint of each example app's graph, and of two small generated apps', explored with one and
/// with two workers: the same on every run, so that an optimisation can be checked to change no graph.
/// With a directory, each graph is also written there as JSON (`APP-wWORKERS.json`) to diff.
enum GraphDigests {
    static func print(writingTo directory: String?) throws {
        let examples = BundledExamples.apps + [CheckoutApp.app]
        let generated = [
            try GeneratedApp.make(AppShape(coordinators: 8, screensPerCoordinator: 4, actionsPerScreen: 2, tabShare: 0.5)),
            try GeneratedApp.make(AppShape(
                coordinators: 12, screensPerCoordinator: 3, actionsPerScreen: 3, crossLinks: 4, recursion: true)),
        ]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        for (app, maxStates) in examples.map({ ($0, 100_000) }) + generated.map({ ($0, 30_000) }) {
            let digests = try [1, 2].map { workers in
                let graph = Explorer(app: app, options: ExplorationOptions(maxStates: maxStates, workers: workers)).run()
                let json = try encoder.encode(graph)
                if let directory {
                    try json.write(to: URL(fileURLWithPath: directory).appendingPathComponent("\(app.name)-w\(workers).json"))
                }
                var fingerprint = Fingerprint()
                fingerprint.combine(String(decoding: json, as: UTF8.self))
                return String(fingerprint.value, radix: 16)
            }
            Swift.print(app.name, digests.joined(separator: " "), digests[0] == digests[1] ? "same" : "DIFFERENT")
        }
    }
}
