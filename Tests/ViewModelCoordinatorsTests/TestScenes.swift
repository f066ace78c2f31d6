import NavigationModel
import ViewModelCoordinators

/// Home's pushes: a plain view, or a scene with its own coordinator view model.
enum HomePush: NavigationDestination {
    case detail(id: Int)
    case child

    static let detailRoute = route("detail", shows: "DetailView")
    static let childRoute = route("child", starts: ChildViewModel.self)
    static var routes: [DeclaredRoute] { [detailRoute, childRoute] }

    func nextScene(in context: NavigationContext) -> DestinationScene {
        switch self {
        case .detail(let id): .view(SceneView(Self.detailRoute, inputs: [ScreenInput("id", "\(id)")]))
        case .child: .coordinator(ChildViewModel(context: context), content: SceneView(ChildViewModel.child))
        }
    }
}

/// Home's sheets: a plain view, or a scene with its own coordinator view model (and navigation).
enum HomeSheet: NavigationDestination {
    case info
    case flow

    static let infoRoute = route("info", shows: "InfoView")
    static let flowRoute = route("flow", starts: ChildViewModel.self)
    static var routes: [DeclaredRoute] { [infoRoute, flowRoute] }

    func nextScene(in context: NavigationContext) -> DestinationScene {
        switch self {
        case .info: .view(SceneView(Self.infoRoute))
        case .flow: .coordinator(ChildViewModel(context: context), content: SceneView(ChildViewModel.child))
        }
    }
}

final class HomeViewModel: CoordinatorViewModel<HomePush, HomeSheet> {
    static let home = contentRoute("home", shows: "HomeView")
    static let declaration = declare(content: home)
}

/// The child scene goes one step further each way.
enum ChildPush: NavigationDestination {
    case more

    static let moreRoute = route("more", shows: "MoreView")
    static var routes: [DeclaredRoute] { [moreRoute] }

    func nextScene(in context: NavigationContext) -> DestinationScene { .view(SceneView(Self.moreRoute)) }
}

enum ChildSheet: NavigationDestination {
    case note

    static let noteRoute = route("note", shows: "NoteView")
    static var routes: [DeclaredRoute] { [noteRoute] }

    func nextScene(in context: NavigationContext) -> DestinationScene { .view(SceneView(Self.noteRoute)) }
}

final class ChildViewModel: CoordinatorViewModel<ChildPush, ChildSheet> {
    static let child = contentRoute("child", shows: "ChildView")
}

/// A context whose window root shows Home.
struct Fixture {
    let context = NavigationContext(appName: "view-model-test")
    let home: HomeViewModel

    init() {
        home = HomeViewModel(context: context)
        home.startAsRoot(content: SceneView(HomeViewModel.home))
        context.endTransition()
    }

    /// The child view model Home owns, if any.
    var child: ChildViewModel? {
        context.record(home.id)?.children.first.flatMap { context.record($0)?.object as? ChildViewModel }
    }

    var window: Window { context.state.window }
    var visibleScreen: String? { window.visibleScreen?.typeName }
    var rootStack: [String] { window.root?.visibleStack?.screens.map(\.typeName) ?? [] }

    /// Performs a system action between transitions, as the explorer does.
    func perform(_ action: SystemAction) {
        context.beginTransition()
        context.perform(action)
        context.endTransition()
    }
}
