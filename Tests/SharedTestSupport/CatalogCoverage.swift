import NavigationModel

/// Which of a catalog's declared screens were shown, and which shown screens it does not declare, each
/// named `Coordinator.route`.
public struct CatalogCoverage {
    public let catalog: RouteCatalog
    /// Every route that shows a screen.
    public let declared: Set<String>
    /// Every screen recorded.
    public private(set) var shown: Set<String> = []
    /// Shown screens whose type is not the one their route declares (or whose route is not declared), as
    /// `Coordinator.route: ScreenType`, in the order they were recorded.
    public private(set) var mismatched: [String] = []

    public init(_ catalog: RouteCatalog) {
        self.catalog = catalog
        declared = Set(catalog.coordinators.flatMap { coordinator in
            coordinator.routes.filter { $0.screenType != nil }.map { "\(coordinator.typeName).\($0.name)" }
        })
    }

    /// Declared screens that were never shown.
    public var unreached: Set<String> { declared.subtracting(shown) }
    /// Shown screens that no route declares.
    public var undeclared: Set<String> { shown.subtracting(declared) }

    /// Records every screen in `state`'s window, visible or not.
    public mutating func record(_ state: NavigationState) {
        for screen in state.window.screens { record(screen, in: state) }
    }

    /// Records `screen`, shown in `state`.
    public mutating func record(_ screen: Screen, in state: NavigationState) {
        let owner = screen.owner.flatMap { state.coordinators[$0]?.typeName } ?? "?"
        let name = "\(owner).\(screen.route)"
        let route = catalog.coordinators.first { $0.typeName == owner }?.routes.first { $0.name == screen.route }
        let mismatch = "\(name): \(screen.typeName)"
        if route?.screenType != screen.typeName, !mismatched.contains(mismatch) { mismatched.append(mismatch) }
        shown.insert(name)
    }
}
