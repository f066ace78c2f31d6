import SwiftUI
import Stinsen

final class NotesCoordinator: NavigationCoordinatable {
    let stack = NavigationStack(initial: \NotesCoordinator.list)

    @Root var list = makeList
    @Route(.push) var note = makeNote
    @Route(.modal) var compose = makeCompose
    @Route(.fullScreen) var slideshow = makeSlideshow
    @Route(.push) var archive = makeArchive

    func makeList() -> some View {
        NoteList(model: NoteListModel(coordinator: self))
    }

    @ViewBuilder func makeNote(title: String) -> some View {
        NoteScreen(title: title)
    }

    func makeCompose() -> some View {
        ComposeScreen()
    }

    func makeSlideshow() -> some View {
        SlideshowScreen()
    }

    func makeArchive() -> NotesCoordinator {
        NotesCoordinator()
    }

    func showNote(_ title: String) {
        route(to: \.note, title)
    }
}
