import NavigationModel
import ViewModelCoordinators

/// Scene2's coordinator view model: a leaf, it goes nowhere.
final class Scene2CoordinatorViewModel: CoordinatorViewModel<NoDestination, NoDestination> {
    static let scene2 = contentRoute("scene2", shows: "Scene2View")
    static let declaration = declare(content: scene2)
}

/// Builds Scene2: its own coordinator view model and a view showing the text it was given.
enum Scene2Factory {
    static func make(text: String, in context: NavigationContext) -> DestinationScene {
        .coordinator(
            Scene2CoordinatorViewModel(context: context),
            content: SceneView(Scene2CoordinatorViewModel.scene2, inputs: [ScreenInput("text", text)]))
    }
}
