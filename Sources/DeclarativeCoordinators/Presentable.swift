import NavigationModel

/// What a route's factory returns: a screen or another coordinator (Stinsen's `ViewPresentable`).
public protocol Presentable {}

/// A screen declared as a type, as a Stinsen app declares its SwiftUI views.
///
/// The screen's stored properties are its inputs (they enter the state key), and ``actions(_:)`` lists the
/// buttons it offers. A screen asks for the router it needs by the type of ``actions(_:)``'s parameter,
/// as a SwiftUI view asks for an `@EnvironmentObject`: the router of the nearest coordinator of that type
/// around it, which may be an ancestor's (a home screen routing through its tab coordinator).
///
/// ```swift
/// struct TodoScreen: ScreenView {
///     let id: String
///     func actions(_ router: TodosCoordinator.Router) -> [UserAction] {
///         UserAction("star") { TodosStore(router.coordinator.context).toggleFavourite(id) }
///     }
/// }
/// ```
public protocol ScreenView: Presentable {
    /// The router this screen uses, such as `TodosCoordinator.Router`.
    associatedtype Router

    /// Labelled inputs for reports and the state key; by default one per stored property.
    var inputs: [ScreenInput] { get }

    /// The actions the screen offers in the current state.
    @ActionsBuilder func actions(_ router: Router) -> [UserAction]
}

extension ScreenView {
    public var inputs: [ScreenInput] {
        Mirror(reflecting: self).children.compactMap { child in
            child.label.map { ScreenInput($0, String(describing: child.value)) }
        }
    }
}

/// Builds a screen's action list from statements, loops and conditions, as `@ViewBuilder` builds views.
@resultBuilder
public enum ActionsBuilder {
    public static func buildExpression(_ action: UserAction) -> [UserAction] { [action] }
    public static func buildExpression(_ actions: [UserAction]) -> [UserAction] { actions }
    public static func buildBlock(_ parts: [UserAction]...) -> [UserAction] { parts.flatMap { $0 } }
    /// One statement's actions as they are, not copied into a new list: a screen whose list is one expression
    /// (a loop over data, a `map`) is asked for it every time the explorer lists the available actions.
    public static func buildBlock(_ part: [UserAction]) -> [UserAction] { part }
    public static func buildOptional(_ part: [UserAction]?) -> [UserAction] { part ?? [] }
    public static func buildEither(first part: [UserAction]) -> [UserAction] { part }
    public static func buildEither(second part: [UserAction]) -> [UserAction] { part }
    public static func buildArray(_ parts: [[UserAction]]) -> [UserAction] { parts.flatMap { $0 } }
}
