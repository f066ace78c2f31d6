// .navigationDestination(item:) whose closure switches over the item; a pushed view empties the slot.
import SwiftUI

enum RecipeStep: Hashable {
    case ingredients
    case method(page: Int)
}

final class RecipesCoordinatorViewModel: ObservableObject {
    @Published var step: RecipeStep?

    func start() { step = .ingredients }
    func next(page: Int) { step = .method(page: page) }
    func finish() { step = nil }
}

struct RecipesCoordinatorView: View {
    @StateObject private var coordinator = RecipesCoordinatorViewModel()

    var body: some View {
        NavigationStack {
            RecipeCard(coordinator: coordinator)
                .navigationDestination(item: $coordinator.step) { step in
                    switch step {
                    case .ingredients:
                        IngredientsView(coordinator: coordinator)
                    case .method:
                        MethodView(coordinator: coordinator)
                    }
                }
        }
    }
}

struct RecipeCard: View {
    let coordinator: RecipesCoordinatorViewModel
    var body: some View { Button("Cook") { coordinator.start() } }
}

struct IngredientsView: View {
    let coordinator: RecipesCoordinatorViewModel
    var body: some View { Button("Next") { coordinator.next(page: 1) } }
}

struct MethodView: View {
    let coordinator: RecipesCoordinatorViewModel
    var body: some View { Button("Done") { coordinator.finish() } }
}

@main
struct RecipesApp: App {
    var body: some Scene { WindowGroup { RecipesCoordinatorView() } }
}
