import DeclarativeCoordinators

/// The names Stinsen gives its types and operations.
enum DeclarativeVocabulary {
    static let navigationCoordinatable = "NavigationCoordinatable"
    static let tabCoordinatable = "TabCoordinatable"
    static let viewWrapper = "ViewWrapperCoordinator"
    static let navigationView = "NavigationViewCoordinator"
    /// Types whose bodies start an app: where the window's coordinator is made.
    static let lifecycleProtocols: Set<String> = [
        "App", "UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate",
    ]

    /// Router and coordinator calls that navigate: counted, and reported when they cannot be followed.
    static let navigationVerbs: Set<String> = [
        "route", "popLast", "pop", "popToRoot", "root", "focusFirst", "dismissCoordinator", "dismissChild",
    ]

    /// `.push`, `.modal`, `.fullScreen` of `@Route(...)`.
    static func presentation(_ name: String) -> PresentationType? {
        switch name {
        case "push": .push
        case "modal": .modal
        case "fullScreen": .fullScreen
        default: nil
        }
    }

    /// The coordinator a router type names: `TodosCoordinator.Router`, `NavigationRouter<TodosCoordinator>`,
    /// `TabRouter<MainTabCoordinator>`.
    static func routedCoordinator(ofRouterType written: String) -> String? {
        let base = TypeName.base(of: written)
        if base.hasSuffix(".Router") { return String(base.dropLast(".Router".count)) }
        if base == "NavigationRouter" || base == "TabRouter" { return TypeName.genericArgument(of: written) }
        return nil
    }
}
