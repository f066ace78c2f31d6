import SwiftUI
import Stinsen

@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            AppCoordinator().view()
        }
    }
}
