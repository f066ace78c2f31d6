// A trip planner in the SwiftUI MVVM-C style: each scene is a coordinator view, its coordinator view model
// with @Published navigation and sheet items, and a content view with its own view model.
import SwiftUI

@main
struct TripsApp: App {
    var body: some Scene {
        WindowGroup {
            TripsFactory.make(session: Session())
        }
    }
}

final class Session {
    var isSignedIn = false
}
