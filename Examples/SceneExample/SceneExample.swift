import Exploration
import NavigationModel
import ViewModelCoordinators

/// The example app of the SwiftUI MVVM-C article: Scene1 with a text field pushes Scene2 showing the text
/// and presents Scene3 as a sheet.
public enum SceneExample {
    /// The app, registered for exploration. Every piece of its navigation (the slots, the text) lives in
    /// the navigation state, so the explorer restores saved states directly.
    public static var app: ExplorableApp {
        ExplorableApp(
            name: "scene-example", style: .viewModel,
            summary: "Scene1 pushes Scene2 with the typed text and presents Scene3 as a sheet",
            catalog: catalog, restoreStrategy: .snapshot,
            launch: { context in
                context.setModel(Scene1Text.empty)
                return Scene1Factory.make(in: context)
            })
    }

    /// Every coordinator view model the app declares, with its routes.
    public static var catalog: RouteCatalog {
        RouteCatalog([Scene1CoordinatorViewModel.declaration, Scene2CoordinatorViewModel.declaration])
    }
}
