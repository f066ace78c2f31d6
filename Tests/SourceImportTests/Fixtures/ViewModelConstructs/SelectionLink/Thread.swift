import SwiftUI

protocol ThreadCoordinatorViewModelProtocol: ObservableObject {}

final class ThreadCoordinatorViewModel: ThreadCoordinatorViewModelProtocol {}

struct ThreadCoordinatorView<Coordinator: ThreadCoordinatorViewModelProtocol>: View {
    @ObservedObject var viewModel: Coordinator
    let content: ThreadView

    var body: some View { NavigationView { content } }
}

struct ThreadView: View {
    let subject: String
    var body: some View { Text(subject) }
}

struct ComposeView: View {
    var body: some View { Text("New message") }
}

enum ThreadFactory {
    static func build(subject: String) -> ThreadCoordinatorView<ThreadCoordinatorViewModel> {
        let coordinator = ThreadCoordinatorViewModel()
        return ThreadCoordinatorView(viewModel: coordinator, content: ThreadView(subject: subject))
    }
}
