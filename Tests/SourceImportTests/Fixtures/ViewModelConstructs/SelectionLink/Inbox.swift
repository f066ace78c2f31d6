// NavigationLink(tag:selection:destination:) over a ForEach of pushed items, a sheet item, generic views
// whose view models are protocols, and factories that build each scene.
import SwiftUI

enum InboxLink: Hashable, Identifiable {
    case thread(_ subject: String)
    var id: String { "\(self)" }

    @ViewBuilder
    func makeView() -> some View {
        switch self {
        case .thread(let subject):
            ThreadFactory.build(subject: subject)
        }
    }
}

enum InboxSheet: Hashable, Identifiable {
    case compose
    var id: Int { 0 }

    @ViewBuilder
    func makeView() -> some View {
        switch self {
        case .compose:
            ComposeView()
        }
    }
}

protocol InboxCoordinatorViewModelProtocol: ObservableObject {
    var link: InboxLink? { get set }
    var sheet: InboxSheet? { get set }
    var links: [InboxLink] { get }
}

protocol InboxNavigating {
    func open(_ link: InboxLink)
    func present(_ sheet: InboxSheet)
}

final class InboxCoordinatorViewModel: InboxCoordinatorViewModelProtocol {
    @Published var link: InboxLink?
    @Published var sheet: InboxSheet?
    var links: [InboxLink] = []
}

extension InboxCoordinatorViewModel: InboxNavigating {
    func open(_ link: InboxLink) { self.link = link }
    func present(_ sheet: InboxSheet) { self.sheet = sheet }
}

struct InboxCoordinatorView<Coordinator: InboxCoordinatorViewModelProtocol>: View {
    @ObservedObject var viewModel: Coordinator
    let content: InboxView<InboxViewModel>

    var body: some View {
        NavigationView {
            ZStack {
                ForEach(viewModel.links) { link in
                    NavigationLink(tag: link, selection: $viewModel.link, destination: link.makeView) { EmptyView() }
                }
                content.sheet(item: $viewModel.sheet) { sheet in sheet.makeView() }
            }
        }
    }
}

protocol InboxViewModelProtocol: ObservableObject {
    func openLatest()
    func write()
}

final class InboxViewModel: InboxViewModelProtocol {
    private let navigator: InboxNavigating
    init(navigator: InboxNavigating) { self.navigator = navigator }
    func openLatest() { navigator.open(.thread("Latest")) }
    func write() { navigator.present(.compose) }
}

struct InboxView<Model: InboxViewModelProtocol>: View {
    @ObservedObject var model: Model

    var body: some View {
        VStack {
            Button(action: model.openLatest) { Text("Latest thread") }
            Button(action: model.write) { Text("Write") }
        }
    }
}

enum InboxFactory {
    static func build() -> InboxCoordinatorView<InboxCoordinatorViewModel> {
        let coordinator = InboxCoordinatorViewModel()
        let model = InboxViewModel(navigator: coordinator)
        return InboxCoordinatorView(viewModel: coordinator, content: InboxView<InboxViewModel>(model: model))
    }
}

@main
struct InboxApp: App {
    var body: some Scene { WindowGroup { InboxFactory.build() } }
}
