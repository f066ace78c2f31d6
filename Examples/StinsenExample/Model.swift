import DeclarativeCoordinators
import NavigationModel

/// The logged-in user.
struct User: Hashable, CustomStringConvertible {
    let username: String

    /// The account the login and registration screens use.
    static let example = User(username: "user@example.com")

    var description: String { username }
}

extension User: CatalogSample {
    static var catalogSample: User { .example }
}

/// StinsenApp's service state as finite, declared model state: whether someone is logged in, which todos
/// exist (from a fixed list of names) and which are favourites.
struct StinsenModel: Hashable {
    /// The todos the app can create, in creation order.
    static let todoNames = ["milk", "bread"]

    var user: User?
    var todos: [String] = []
    var favourites: Set<String> = []
}

extension StinsenModel: CustomStringConvertible {
    /// What reports show of the model; favourites sorted, so the description is the same on every run.
    var description: String {
        let favouriteList = favourites.sorted().joined(separator: ", ")
        return (user.map { "logged in as \($0)" } ?? "logged out")
            + "; todos: [\(todos.joined(separator: ", "))]; favourites: [\(favouriteList)]"
    }
}

/// Whether someone is logged in (StinsenApp's `AuthenticationService.status`).
enum AuthenticationStatus: Hashable {
    case unauthenticated
    case authenticated(User)
}

/// Logs in and out, and tells the status observer.
///
/// In StinsenApp the main coordinator subscribes to the service's status publisher and switches its root;
/// headless, the service changes the model and notifies the main coordinator it finds in this app's router
/// store.
struct AuthenticationService {
    let context: NavigationContext

    var status: AuthenticationStatus {
        context.model(as: StinsenModel.self)?.user.map(AuthenticationStatus.authenticated) ?? .unauthenticated
    }

    func login() {
        context.updateModel(StinsenModel.self) { $0.user = .example }
        notifyObserver()
    }

    /// Logs out; the todo store belonged to the user's session, so its todos go with it.
    func logout() {
        context.updateModel(StinsenModel.self) { $0 = StinsenModel() }
        notifyObserver()
    }

    private func notifyObserver() {
        let main: MainCoordinator.Router? = context.routers.retrieve()
        main?.coordinator.statusDidChange(status)
    }
}

/// The user's todos and favourites (StinsenApp's `TodosStore`), read from and written to the model.
struct TodosStore {
    let context: NavigationContext

    private var model: StinsenModel { context.model(as: StinsenModel.self) ?? StinsenModel() }

    var todos: [String] { model.todos }

    /// Favourites in the order of the todo list.
    var favourites: [String] { model.todos.filter(model.favourites.contains) }

    /// The next todo `create()` adds, if any is left.
    var nextTodo: String? { StinsenModel.todoNames.first { !model.todos.contains($0) } }

    func create() {
        guard let name = nextTodo else { return }
        context.updateModel(StinsenModel.self) { $0.todos.append(name) }
    }

    func toggleFavourite(_ name: String) {
        context.updateModel(StinsenModel.self) { model in
            if model.favourites.remove(name) == nil { model.favourites.insert(name) }
        }
    }
}

/// A link into the app: `app://todo/<name>`.
enum DeepLink: Equatable {
    case todo(String)

    enum Failure: Error, Equatable {
        case unsupported(String)
        case unknownTodo(String)
    }

    init(url: String, todosStore: TodosStore) throws {
        let prefix = "app://todo/"
        guard url.hasPrefix(prefix) else { throw Failure.unsupported(url) }
        let name = String(url.dropFirst(prefix.count))
        guard todosStore.todos.contains(name) else { throw Failure.unknownTodo(name) }
        self = .todo(name)
    }
}
