import SwiftUI

final class NoteListModel: ObservableObject {
    private let opener: NoteOpening?

    init(opener: NoteOpening?) { self.opener = opener }

    func openFirst() {
        Task { await opener?.showNote(id: 1) }
    }

    func openSettings() {
        Task { await opener?.showSettings() }
    }
}

struct NoteListView: View {
    @ObservedObject var model: NoteListModel

    var body: some View {
        List {
            Button(String(localized: "First note")) { model.openFirst() }
            Text("Settings")
                .onTapGesture(perform: model.openSettings)
            #if os(tvOS)
            Button("Focus mode") { model.openFirst() }
            #endif
            #if BETA
            Button("Beta settings") { model.openSettings() }
            #endif
        }
    }
}
