import Exploration
import Foundation

/// The apps the command line was started with.
///
/// `swift-argument-parser` builds commands from their types, so the apps handed to
/// ``CoordinatorGraphCLI/main(apps:arguments:)`` are kept here for the commands to find, set once before
/// parsing and read afterwards.
final class AppRegistry: @unchecked Sendable {
    static let current = AppRegistry()

    private let lock = NSLock()
    private var registered: [ExplorableApp] = []

    var apps: [ExplorableApp] { lock.withLock { registered } }

    func register(_ apps: [ExplorableApp]) { lock.withLock { registered = apps } }

    /// The app named `name`, or an error listing the ones there are and the closest match.
    func app(named name: String) throws -> ExplorableApp {
        let apps = self.apps
        if let app = apps.first(where: { $0.name == name }) { return app }
        throw CommandLineError.unknownApp(name, known: apps.map(\.name))
    }
}
