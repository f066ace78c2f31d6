import NavigationModel
import ViewModelCoordinators

/// Scene1's pushes: Scene2, with the text typed in Scene1.
enum Scene1NavigationItem: NavigationDestination {
    case scene2(text: String)

    static let scene2Route = route("scene2", starts: Scene2CoordinatorViewModel.self)
    static var routes: [DeclaredRoute] { [scene2Route] }

    func nextScene(in context: NavigationContext) -> DestinationScene {
        switch self {
        case .scene2(let text): Scene2Factory.make(text: text, in: context)
        }
    }
}

/// Scene1's sheets: Scene3, a plain view.
enum Scene1SheetItem: NavigationDestination {
    case scene3

    static let scene3Route = route("scene3", shows: "Scene3View")
    static var routes: [DeclaredRoute] { [scene3Route] }

    func nextScene(in context: NavigationContext) -> DestinationScene {
        switch self {
        case .scene3: .view(SceneView(Self.scene3Route))
        }
    }
}

/// Scene1's coordinator view model: where Scene1 can go.
final class Scene1CoordinatorViewModel: CoordinatorViewModel<Scene1NavigationItem, Scene1SheetItem> {
    static let scene1 = contentRoute("scene1", shows: "Scene1View")
    static let declaration = declare(content: scene1)
}

/// The text field's value: a finite model (empty, or the word the user types) so that Scene2's input
/// is part of what the explorer sees.
enum Scene1Text: String, Hashable {
    case empty = ""
    case typed = "hello"
}

/// Scene1's logic view model: the text field and the two buttons, which hand destinations to the
/// coordinator view model.
struct Scene1ViewModel {
    let coordinator: Scene1CoordinatorViewModel

    var text: Scene1Text { coordinator.context.model(as: Scene1Text.self) ?? .empty }

    /// Scene1's view. Its text is model state (in every state key), not an input: the view stays the
    /// same while the user types.
    var view: SceneView {
        SceneView(Scene1CoordinatorViewModel.scene1) { actions }
    }

    private var actions: [UserAction] {
        let context = coordinator.context
        let editing = switch text {
        case .empty: UserAction("type text") { context.setModel(Scene1Text.typed) }
        case .typed: UserAction("clear text") { context.setModel(Scene1Text.empty) }
        }
        return [
            editing,
            UserAction("go to scene 2") { coordinator.navigationItem = .scene2(text: text.rawValue) },
            UserAction("go to scene 3") { coordinator.sheetItem = .scene3 },
        ]
    }
}

/// Builds Scene1: its coordinator view model at the window's root, with its view.
enum Scene1Factory {
    static func make(in context: NavigationContext) -> Scene1CoordinatorViewModel {
        let coordinator = Scene1CoordinatorViewModel(context: context)
        coordinator.startAsRoot(content: Scene1ViewModel(coordinator: coordinator).view)
        return coordinator
    }
}
