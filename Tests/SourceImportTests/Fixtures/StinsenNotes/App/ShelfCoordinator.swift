import SwiftUI
import Stinsen

final class ShelfCoordinator: TabCoordinatable {
    var child = TabChild(startingItems: [
        \ShelfCoordinator.notes,
        \ShelfCoordinator.settings,
    ])

    let account: String

    @Route(tabItem: makeNotesTab, onTapped: onNotesTapped) var notes = makeNotes
    @Route(tabItem: makeSettingsTab) var settings = makeSettings

    init(account: String) {
        self.account = account
    }

    func makeNotes() -> NavigationViewCoordinator<NotesCoordinator> {
        NavigationViewCoordinator(NotesCoordinator())
    }

    @ViewBuilder func makeNotesTab(isActive: Bool) -> some View {
        Image(systemName: "note.text")
        Text("Notes")
    }

    func onNotesTapped(_ isRepeat: Bool, coordinator: NavigationViewCoordinator<NotesCoordinator>) {
        if isRepeat {
            coordinator.child.popToRoot()
        }
    }

    func makeSettings() -> NavigationViewCoordinator<SettingsCoordinator> {
        NavigationViewCoordinator(SettingsCoordinator())
    }

    @ViewBuilder func makeSettingsTab(isActive: Bool) -> some View {
        Image(systemName: "gear")
        Text("Settings")
    }
}
