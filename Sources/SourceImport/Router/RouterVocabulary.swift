import RouterCoordinators

/// The names ALCoordinator and SUICoordinator give their types and operations.
enum RouterVocabulary {
    static let navigationCoordinators: Set<String> = ["NavigationCoordinator"]
    static let tabbarCoordinators: Set<String> = ["TabbarCoordinator"]
    /// SUICoordinator 1's base classes, names other libraries use too: read only in files importing it.
    static let suiNavigationCoordinators: Set<String> = ["Coordinator"]
    static let suiTabCoordinators: Set<String> = ["TabCoordinator"]
    static let suiCoordinatorModules: Set<String> = ["SUICoordinator", "SUICoordinator16"]
    /// Types whose bodies start an app: where the entry coordinator is made.
    static let lifecycleProtocols: Set<String> = [
        "UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate", "App",
    ]
    /// Calls whose closure runs later, once: a timer.
    static let timerCalls: Set<String> = ["asyncAfter", "scheduledTimer"]

    /// The kind of outside event a lifecycle method answers, by its name and labels.
    static func callbackKind(of function: Function) -> EventBlueprint.Kind? {
        let labels = function.parameters.map(\.label)
        if function.name == "userNotificationCenter" || labels.contains("didReceiveRemoteNotification") {
            return .notification
        }
        if labels.contains("openURLContexts") || labels.contains("continue") || (function.name == "application" && labels.contains("open")) {
            return .deepLink
        }
        return nil
    }

    /// Calls that navigate: counted, and reported when they cannot be followed.
    static let navigationVerbs: Set<String> = [
        "navigate", "startFlow", "present", "pop", "popToRoot", "popToView", "dismiss", "finishFlow", "finish",
        "restartApp", "forcePresentation",
    ]

    /// Operations of SUICoordinator's coordinators and routers that are common words elsewhere
    /// (`fileHandle.close()`): followed on a coordinator, never reported on an unknown receiver.
    static let coordinatorVerbs: Set<String> = ["close", "restart"]

    /// `.push`, `.modal`, `.fullScreen`... as a route transition, in either library's spelling.
    static func transition(_ name: String) -> NavigationTransitionStyle? {
        switch name {
        case "push": .push
        case "modal", "sheet", "detents": .modal
        case "modalFullScreen", "fullScreen", "fullScreenCover": .modalFullScreen
        case "custom": .custom
        default: nil
        }
    }

    /// A coordinator's presentation style, in either library's spelling.
    static func presentationStyle(_ name: String) -> PresentationStyle? {
        if let style = PresentationStyle(rawValue: name) { return style }
        switch name {
        case "sheet", "detents": return .automatic
        case "fullScreenCover": return .fullScreen
        default: return nil
        }
    }
}
