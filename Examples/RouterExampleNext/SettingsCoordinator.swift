import RouterCoordinators

enum SettingsRoute: NavigationRoute {
    case home

    var transition: NavigationTransitionStyle { .push }

    func view() -> RouteScreen<SettingsCoordinator> {
        RouteScreen("SettingsHome", buttons: [
            .init("finish coordinator") { $0.finish() },
            .init("restart app") { $0.restartApp() },
        ])
    }

    static let declarations: [RouteDeclaration<Self>] = [
        .init(.home),
    ]
}

/// The settings tab: finishing it finishes its whole tab bar; it can also restart the app.
final class SettingsCoordinator: NavigationCoordinator<SettingsRoute> {
    static let declaration = declare()

    override func start() {
        router.startFlow(route: .home)
    }

    func finish() {
        router.finishFlow()
    }
}
