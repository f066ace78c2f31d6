import NavigationModel

/// How a coordinator's own stack (or tab bar) is presented when its flow starts, as UIKit's
/// `UIModalPresentationStyle`.
public enum PresentationStyle: String, Hashable, Sendable, CaseIterable {
    /// A sheet. The library installs no dismissal hook for it: a sheet swiped away leaves its coordinator
    /// among its parent's children.
    case automatic
    /// A sheet whose swipe-down the library handles by finishing the coordinator.
    case pageSheet
    /// A sheet whose swipe-down the library handles by finishing the coordinator.
    case formSheet
    /// A popover (a sheet on iPhone) whose swipe-down the library handles by finishing the coordinator.
    case popover
    case fullScreen
    case overFullScreen
    case custom

    /// What the presentation looks like in the window.
    public var presentationKind: PresentationKind {
        switch self {
        case .automatic, .pageSheet, .formSheet, .popover: .sheet
        case .fullScreen, .overFullScreen: .fullScreen
        case .custom: .custom
        }
    }

    /// Whether the library finishes the coordinator when the user swipes its presentation away: it installs
    /// its dismissal hook for every style except automatic, full screen and custom.
    public var finishesCoordinatorWhenSwipedAway: Bool {
        switch self {
        case .automatic, .fullScreen, .custom: false
        case .pageSheet, .formSheet, .popover, .overFullScreen: true
        }
    }
}

/// The flavour of the library a coordinator is written against: `SUICoordinator` or `UIKCoordinator`.
public enum LibraryFlavour: String, Hashable, Sendable {
    case swiftUI, uiKit

    /// The presentation style a navigation coordinator gets when it names none.
    public var defaultPresentationStyle: PresentationStyle {
        switch self {
        case .swiftUI: .automatic
        case .uiKit: .fullScreen
        }
    }
}
