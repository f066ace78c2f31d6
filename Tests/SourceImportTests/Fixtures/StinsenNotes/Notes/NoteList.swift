import SwiftUI
import Stinsen

final class NoteListModel: ObservableObject {
    let coordinator: NotesCoordinator
    var drafts: [String] = []

    init(coordinator: NotesCoordinator) {
        self.coordinator = coordinator
    }

    func open(_ title: String) {
        if drafts.contains(title) {
            coordinator.route(to: \.compose)
        } else {
            coordinator.showNote(title)
        }
    }
}

struct NoteList: View {
    @ObservedObject var model: NoteListModel
    @EnvironmentObject private var notesRouter: NotesCoordinator.Router

    var body: some View {
        List(model.drafts, id: \.self) { title in
            Button(title) { model.open(title) }
        }
        .toolbar {
            Button(action: { notesRouter.route(to: \.compose) }) {
                Image(systemName: "square.and.pencil")
            }
            .accessibilityLabel("New note")
            Button("Archive") { notesRouter.route(to: \.archive) }
            Button("Close archive") { notesRouter.dismissCoordinator() }
                .disabled(!notesRouter.canDismiss)
        }
    }
}
