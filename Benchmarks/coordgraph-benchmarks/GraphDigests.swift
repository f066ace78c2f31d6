import CombineExample
import Exploration
import Foundation
import NavigationModel
import RouterExample
import SceneExample
import StinsenExample
import TreeExample

/// A fingerprint of each example app's graph explored with one and with two workers: the same on every
/// run of one build, so that an optimisation can be checked to change no graph (run with
/// `SWIFT_DETERMINISTIC_HASHING=1`, since some example models describe sets).
enum GraphDigests {
    static func print() throws {
        let apps = [RouterExample.app, TreeExample.app, StinsenExample.app, CombineExample.app, SceneExample.app]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        for app in apps {
            let digests = try [1, 2].map { workers in
                let graph = Explorer(app: app, options: ExplorationOptions(workers: workers)).run()
                var fingerprint = Fingerprint()
                fingerprint.combine(String(decoding: try encoder.encode(graph), as: UTF8.self))
                return String(fingerprint.value, radix: 16)
            }
            Swift.print(app.name, digests.joined(separator: " "), digests[0] == digests[1] ? "same" : "DIFFERENT")
        }
    }
}
