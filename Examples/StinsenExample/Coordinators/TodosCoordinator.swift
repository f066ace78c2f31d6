import DeclarativeCoordinators
import NavigationModel

/// The todo list: open a todo, star it, create one.
final class TodosCoordinator: NavigationCoordinatable {
    let stack: CoordinatorStack<TodosCoordinator>

    @Root var start = makeStart
    @Route(.push) var todo = makeTodo
    // Declared in StinsenApp and never routed to.
    @Route(.push) var todoDetails = makeTodoDetails
    @Route(.modal) var createTodo = makeCreateTodo

    init(_ context: NavigationContext) { stack = CoordinatorStack(context, initial: \.start) }

    func makeStart() -> TodosScreen { TodosScreen() }
    func makeTodo(id: String) -> TodoScreen { TodoScreen(id: id) }
    func makeTodoDetails(id: String) -> TodoDetailsScreen { TodoDetailsScreen(id: id) }
    func makeCreateTodo() -> CreateTodoScreen { CreateTodoScreen() }
}

struct TodosScreen: ScreenView {
    func actions(_ router: TodosCoordinator.Router) -> [UserAction] {
        UserAction("+") { router.route(to: \.createTodo) }
        for name in TodosStore(context: router.coordinator.context).todos {
            UserAction(name) { router.route(to: \.todo, name) }
        }
    }
}

struct TodoScreen: ScreenView {
    let id: String

    func actions(_ router: TodosCoordinator.Router) -> [UserAction] {
        UserAction("star") { TodosStore(context: router.coordinator.context).toggleFavourite(id) }
    }
}

struct TodoDetailsScreen: ScreenView {
    let id: String

    func actions(_ router: TodosCoordinator.Router) -> [UserAction] {}
}

/// Creates the next todo of the fixed list; disabled once every todo exists.
struct CreateTodoScreen: ScreenView {
    func actions(_ router: TodosCoordinator.Router) -> [UserAction] {
        let store = TodosStore(context: router.coordinator.context)
        UserAction("create", isEnabled: store.nextTodo != nil) {
            store.create()
            router.popToRoot()
        }
    }
}
