import SUICoordinator
import SwiftUI

/// The macro form: no superclass, the route type in the attribute.
@Coordinator(NotesRoute.self)
final class NotesCoordinator {
    func start() async {
        await startFlow(route: .list)
    }

    func showNote(id: Int) async {
        await navigate(toRoute: .note(id: id))
    }

    func showSharing() async {
        await navigate(toRoute: .share, presentationStyle: .detents([.medium]))
    }

    func showSettings() async {
        let settings = SettingsCoordinator()
        await navigate(to: settings, presentationStyle: .fullScreenCover)
    }

    func leaveNote() async {
        await close()
    }
}

extension NotesCoordinator: NoteOpening {}

protocol NoteOpening: AnyObject {
    func showNote(id: Int) async
    func showSettings() async
}

enum NotesRoute: RouteType {
    case list
    case note(id: Int)
    case share

    var presentationStyle: TransitionPresentationStyle {
        switch self {
        case .list, .note: .push
        case .share: .detents([.medium])
        }
    }

    @ViewBuilder
    var body: some View {
        switch self {
        case .list:
            let model = NoteListModel(opener: nil)
            NoteListView(model: model)
        case .note(let id):
            NoteView(id: id)
        case .share:
            ShareSheet()
        }
    }
}
