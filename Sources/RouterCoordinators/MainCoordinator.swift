import NavigationGraph
import NavigationModel

extension NavigationContext {
    /// The app's main coordinator: the root of its coordinator tree. Each launched app has its own.
    public var mainCoordinator: Coordinator? {
        state.coordinators.roots.lazy.compactMap { self.coordinator($0) }.first
    }

    /// Makes `coordinator` the app's main coordinator and puts its container at the window's root, as a
    /// scene delegate does with `window.rootViewController = main.root` and
    /// `BaseCoordinator.mainCoordinator = main`.
    public func setMainCoordinator(_ coordinator: Coordinator, fileID: String = #fileID, line: Int = #line) {
        callingFrom(fileID, line) {
            if let current = mainCoordinator { removeRoot(current.id) }
            makeRoot(coordinator.id)
            let container = coordinator.ownContainer()
            if let detached = takeOffscreen(container.id) {
                setRoot(detached)
            } else if state.window.root?.id != container.id {
                recordFault(StyleFault(
                    kind: RouterFault.mainAlreadyShown, message: "\(coordinator.typeName) is already shown and cannot be the window's root",
                    coordinatorType: coordinator.typeName))
            }
        }
    }
}
