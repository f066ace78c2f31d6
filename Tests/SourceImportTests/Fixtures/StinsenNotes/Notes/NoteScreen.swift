import SwiftUI
import Stinsen

struct NoteScreen: View {
    let title: String
    @EnvironmentObject private var notesRouter: NotesCoordinator.Router

    var body: some View {
        VStack {
            Text(title)
            SlideshowLink()
            Button("Back to list") { notesRouter.popToRoot() }
        }
    }
}

struct SlideshowLink: View {
    @EnvironmentObject private var notesRouter: NotesCoordinator.Router

    var body: some View {
        Text("Present")
            .onTapGesture { notesRouter.route(to: \.slideshow) }
    }
}

struct ComposeScreen: View {
    var router: NotesCoordinator.Router? = RouterStore.shared.retrieve()
    @EnvironmentObject private var shelfRouter: ShelfCoordinator.Router

    var body: some View {
        VStack {
            Button("Save") {
                let store: NotesCoordinator.Router? = RouterStore.shared.retrieve()
                store?.popLast()
            }
            Button("Settings") {
                shelfRouter.focusFirst(\.settings)
            }
            Button("Share") {
                let target = ShareTarget.current.keyPath
                router?.route(to: target)
            }
        }
    }
}

struct SlideshowScreen: View {
    @EnvironmentObject private var notesRouter: NotesCoordinator.Router

    var body: some View {
        Button("Done") { notesRouter.popLast() }
    }
}
