import NavigationModel

/// A headless `UINavigationController`: a handle on one navigation stack of the window.
///
/// Coordinators of this style drive UIKit containers they are given, as the Combine article's do; this is
/// the part of UIKit they use, with UIKit's rules.
public struct NavigationController {
    public unowned let context: NavigationContext
    /// The stack this controller is.
    public let stackID: ContainerID
    /// The coordinator that created it; `nil` when the app did (a scene delegate).
    public let owner: CoordinatorID?

    /// A new, empty navigation controller owned by `owner`, not yet in the window.
    public init(context: NavigationContext, owner: CoordinatorID?) {
        self.context = context
        self.stackID = context.makeContainerID()
        self.owner = owner
    }

    /// The controller as a container, with the screens it holds now (none before it is in the window).
    public var container: Container {
        .stack(context.state.window.stack(stackID) ?? NavigationStack(id: stackID, owner: owner))
    }

    /// The screens on its stack, bottom first; empty while it is not in the window.
    public var viewControllers: [Screen] { context.state.window.stack(stackID)?.screens ?? [] }

    // Every operation takes its caller's `fileID` and `line`: faults recorded while it runs (by a style's
    // observer as screens leave) point at the app's call.

    /// `window.rootViewController = self`: replaces whatever the window showed.
    public func makeWindowRoot(fileID: String = #fileID, line: Int = #line) {
        context.callingFrom(fileID, line) { context.setRoot(container) }
    }

    /// Pushes `screen`; the first screen becomes the root.
    public func pushViewController(_ screen: Screen, fileID: String = #fileID, line: Int = #line) {
        context.callingFrom(fileID, line) { context.push(screen, onto: stackID) }
    }

    /// Pops the top screen; a no-op at the root.
    public func popViewController(fileID: String = #fileID, line: Int = #line) {
        context.callingFrom(fileID, line) {
            let count = viewControllers.count
            guard count > 1 else { return }
            context.popStack(stackID, toCount: count - 1)
        }
    }

    /// Presents `container` over this controller, as `present(_:animated:)` does. UIKit only logs a warning
    /// and shows nothing when this controller is not in the window or already presents something; so
    /// does this.
    public func present(
        _ container: Container, kind: PresentationKind, presenter: CoordinatorID?, fileID: String = #fileID, line: Int = #line
    ) {
        context.callingFrom(fileID, line) { presentNow(container, kind: kind, presenter: presenter) }
    }

    private func presentNow(_ container: Container, kind: PresentationKind, presenter: CoordinatorID?) {
        let window = context.state.window
        guard let slot = window.slot(of: stackID) else { return }
        let alreadyPresenting = switch slot {
        case .root: !window.presented.isEmpty
        case .presented(let index): index + 1 < window.presented.count
        }
        guard !alreadyPresenting else { return }
        context.present(container, kind: kind, presenter: presenter)
    }

    /// Presents a single screen (a view controller without a navigation controller of its own).
    public func present(
        _ screen: Screen, kind: PresentationKind, presenter: CoordinatorID?, fileID: String = #fileID, line: Int = #line
    ) {
        context.callingFrom(fileID, line) {
            presentNow(.stack(context.makeStack(owner: presenter, screens: [screen])), kind: kind, presenter: presenter)
        }
    }

    /// `dismiss(animated:)`: dismisses what this controller presented (and everything above it); when it
    /// presents nothing and is itself presented, it is dismissed; at the window root with nothing
    /// presented, nothing happens.
    public func dismiss(fileID: String = #fileID, line: Int = #line) {
        context.callingFrom(fileID, line) {
            let window = context.state.window
            switch window.slot(of: stackID) {
            case .root?:
                context.dismissPresentations(from: 0)
            case .presented(let index)?:
                context.dismissPresentations(from: index + 1 < window.presented.count ? index + 1 : index)
            case nil:
                break
            }
        }
    }
}

/// A headless `UITabBarController`: tabs of navigation controllers, the first one selected.
public struct TabBarController {
    /// The tab bar as a container, ready to present or to make a window root.
    public let container: Container

    /// A tab bar owned by `owner` whose tabs are `tabs`, in order.
    public init(context: NavigationContext, owner: CoordinatorID?, tabs: [(title: String, navigation: NavigationController)]) {
        let tabs = tabs.map { Tab(title: $0.title, stack: NavigationStack(id: $0.navigation.stackID, owner: $0.navigation.owner)) }
        container = .tabs(TabContainer(id: context.makeContainerID(), owner: owner, tabs: tabs, selectedIndex: tabs.isEmpty ? nil : 0))
    }
}
