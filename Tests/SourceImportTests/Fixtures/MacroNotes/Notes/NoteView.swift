import SUICoordinator
import SwiftUI

struct NoteView: View {
    @Environment(\.coordinator) private var anyCoordinator
    let id: Int

    private var coordinator: NotesCoordinator? { anyCoordinator as? NotesCoordinator }

    var body: some View {
        VStack {
            Text("Note \(id)")
            Button("Share") { Task { await coordinator?.showSharing() } }
            Button("Done") { Task { await coordinator?.leaveNote() } }
        }
    }
}

struct ShareSheet: View {
    @Environment(\.coordinator) private var anyCoordinator

    var body: some View {
        Button("Done") { Task { await (anyCoordinator as? NotesCoordinator)?.leaveNote() } }
    }
}

#Preview {
    NoteView(id: 1)
}
