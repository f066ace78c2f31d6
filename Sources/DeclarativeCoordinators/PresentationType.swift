import NavigationModel

/// How a `@Route` shows what it routes to: the kinds of Stinsen's flat stack items.
public enum PresentationType: String, Hashable, Sendable, CaseIterable {
    /// Pushed on the current navigation stack.
    case push
    /// Presented as a sheet with its own navigation stack; the user can swipe it down.
    case modal
    /// A sheet the user cannot swipe down.
    case modalNonDismissible
    /// Presented over everything, with its own navigation stack; no swipe-down.
    case fullScreen

    /// Hashes the case, not its raw value: a raw-value enum's hash is otherwise its `String`'s, and payloads
    /// and their edits hash the presentation of every item they hold.
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }

    /// The case's position among the cases.
    var ordinal: Int {
        switch self {
        case .push: 0
        case .modal: 1
        case .modalNonDismissible: 2
        case .fullScreen: 3
        }
    }

    /// The window's presentation kind; `nil` for a push.
    var presentationKind: PresentationKind? {
        switch self {
        case .push: nil
        case .modal: .sheet
        case .modalNonDismissible: .nonDismissibleSheet
        case .fullScreen: .fullScreen
        }
    }

    /// The transition style the route catalog reports.
    var transitionStyle: TransitionStyle {
        switch self {
        case .push: .push
        case .modal: .sheet
        case .modalNonDismissible: .nonDismissibleSheet
        case .fullScreen: .fullScreen
        }
    }
}
