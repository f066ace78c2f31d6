import NavigationModel

/// The names ADCoordinator and UIKit give the types and operations the Tree importer reads.
enum TreeVocabulary {
    /// The library's base class (not generic: Combine coordinators' `Coordinator<Result>` is another style).
    static let coordinatorBase = "Coordinator"
    static let navigationControllers: Set<String> = ["UINavigationController"]
    static let viewControllers: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UIPageViewController",
        "UISplitViewController", "UITabBarController", "UIAlertController", "UIActivityViewController",
    ]
    static let hostingControllers: Set<String> = ["UIHostingController"]
    static let windows: Set<String> = ["UIWindow"]

    /// The UIKit and library calls that navigate: counted, and reported when they cannot be followed.
    static let navigationVerbs: Set<String> = [
        "pushViewController", "setViewControllers", "popViewController", "popToRootViewController",
        "popToViewController", "present", "dismiss", "addChild", "removeChild", "bindToLifecycle", "show",
        "showDetailViewController",
    ]

    /// Table and collection selection callbacks, with the action name they get.
    static let selectionCallbacks: [String: String] = [
        "didSelectRowAt": "select row", "didSelectItemAt": "select item",
    ]

    /// `modalPresentationStyle = .x` as the runtime's presentation kind.
    static func presentationKind(_ name: String) -> PresentationKind? {
        switch name {
        case "fullScreen", "overFullScreen", "currentContext", "overCurrentContext": .fullScreen
        case "pageSheet", "formSheet", "automatic", "popover": .sheet
        case "custom": .custom
        default: nil
        }
    }
}
