import SUICoordinator
import SwiftUI

@main
struct NotesApp: App {
    var rootCoordinator = NotesCoordinator()

    var body: some Scene {
        WindowGroup { rootCoordinator.getView() }
    }
}
