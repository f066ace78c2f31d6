import NavigationGraph
import NavigationModel

/// A coordinator with one navigation stack of its own, driven through its ``router``
/// (ALCoordinator's `NavigationCoordinator<Route>`).
///
/// ```swift
/// final class OnboardingCoordinator: NavigationCoordinator<OnboardingRoute> {
///     override func start() { router.startFlow(route: .firstStep) }
///     func showStep2() { router.navigate(to: .secondStep) }
/// }
/// ```
open class NavigationCoordinator<Route: NavigationRoute>: Coordinator {
    /// - Parameters:
    ///   - presentationStyle: how the coordinator's stack is presented when its flow starts; `nil` takes
    ///     the flavour's default (SwiftUI: an automatic sheet, UIKit: full screen).
    ///   - parent: the coordinator that starts this one, set now as the library's `init(parent:)` does;
    ///     the child is attached when its flow starts.
    public override init(
        context: NavigationContext, presentationStyle: PresentationStyle? = nil, parent: Coordinator? = nil
    ) {
        super.init(context: context, presentationStyle: presentationStyle, parent: parent)
    }

    /// The operations on this coordinator's navigation.
    public var router: Router<Route> { Router(coordinator: self) }

    /// Puts this coordinator on top of the coordinator tree and shows `route` there, over whatever is on
    /// screen (a push notification's flow): its parent becomes the top coordinator, then its flow starts.
    public func forcePresentation(route: Route, fileID: String = #fileID, line: Int = #line) {
        context.callingFrom(fileID, line) {
            setParent(getTopCoordinator())
            router.startFlow(route: route)
        }
    }

    // MARK: Catalog

    /// This coordinator type and every route its route enum declares, located where this is called (in
    /// the coordinator's body): `static let declaration = declare()`.
    public class func declare(fileID: String = #fileID, line: Int = #line) -> DeclaredCoordinator {
        let routes = Route.declarations.map { declaration in
            DeclaredRoute(
                CaseReflection.name(of: declaration.route), screen: declaration.route.view().typeName,
                transition: declaration.route.transition.transitionStyle, location: declaration.location)
        }
        return DeclaredCoordinator(
            String(describing: self), kind: .navigation, location: SourceLocation(fileID: fileID, line: line),
            routes: routes)
    }

    // MARK: The stack

    /// The coordinator's own stack; an empty off-screen one when it has none.
    var ownStack: NavigationStack {
        if let stack = context.stack(ownedBy: id, tag: StackTag.root) { return stack }
        let stack = context.makeStack(owner: id, tag: StackTag.root)
        context.holdOffscreen(.stack(stack))
        return stack
    }

    override func existingOwnContainer() -> Container? {
        context.stack(ownedBy: id, tag: StackTag.root).map(Container.stack)
    }

    override func popTop() {
        guard let stack = context.stack(ownedBy: id, tag: StackTag.root), stack.screens.count > 1 else { return }
        context.popStack(stack.id, toCount: stack.screens.count - 1)
    }

    override func popToRootScreen() {
        guard let stack = context.stack(ownedBy: id, tag: StackTag.root), stack.screens.count > 1 else { return }
        context.popStack(stack.id, toCount: 1)
    }

    override func emptyControllers() {
        guard let stack = context.stack(ownedBy: id, tag: StackTag.root), !stack.screens.isEmpty else { return }
        context.setScreens([], of: stack.id)
    }

    // MARK: Screens

    /// The screen `route` shows, owned by this coordinator.
    func makeScreen(for route: Route) -> Screen {
        let view = route.view()
        let owner = self as? Route.Owner
        if owner == nil {
            fault(RouterFault.routeOwnerMismatch, "\(typeName) shows \(Route.self), whose buttons call a \(Route.Owner.self)")
        }
        return context.makeScreen(
            view.typeName, route: CaseReflection.name(of: route),
            inputs: view.inputs ?? CaseReflection.inputs(of: route), owner: id
        ) {
            guard let owner else { return [] }
            return Self.userActions(route.view().buttons, for: owner)
        }
    }

    /// `buttons` as the user's actions on `owner`. A loop written out: asked for on every state, and the
    /// generic `map` costs far more than the few buttons it visits.
    private static func userActions(_ buttons: [ScreenButton<Route.Owner>], for owner: Route.Owner) -> [UserAction] {
        var actions: [UserAction] = []
        actions.reserveCapacity(buttons.count)
        var index = 0
        while index < buttons.count {
            actions.append(buttons[index].userAction(for: owner))
            index += 1
        }
        return actions
    }

    /// Presents `screen` on its own, on top of the window.
    func presentModally(_ screen: Screen, kind: PresentationKind) {
        let stack = context.makeStack(owner: id, tag: StackTag.modal, screens: [screen])
        context.present(.stack(stack), kind: kind, presenter: id)
    }
}

extension ScreenButton {
    func userAction(for owner: Owner) -> UserAction {
        UserAction(name, isEnabled: isEnabled) { perform(owner) }
    }
}
