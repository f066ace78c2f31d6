import NavigationModel

/// The names SwiftUI MVVM-C apps give their navigation: the modifiers and links that read a `@Published`
/// slot, the controls the user acts on, and what marks another style's coordinator.
enum ViewModelVocabulary {
    /// A binding that reads a slot, by the call's name and the argument labels holding the binding.
    static func binding(_ name: String, labels: [String]) -> (transition: TransitionStyle, label: String)? {
        let accepted: [String]
        let transition: TransitionStyle
        switch name {
        case "NavigationLink":
            (accepted, transition) = (["selection", "isActive"], .push)
        case "navigationDestination":
            (accepted, transition) = (["item", "isPresented"], .push)
        case "sheet":
            (accepted, transition) = (["item", "isPresented"], .sheet)
        case "fullScreenCover":
            (accepted, transition) = (["item", "isPresented"], .fullScreen)
        default:
            return nil
        }
        return labels.first { accepted.contains($0) }.map { (transition, $0) }
    }

    /// Calls whose closure runs when the user acts (or the view appears): each is an action of the screen.
    static let controlCalls: [String: String] = [
        "onTapGesture": "", "onLongPressGesture": "", "onSubmit": "", "onAppear": "on appear: ", "task": "task: ",
    ]

    /// Bases of other styles' coordinators: a class deriving from one is never a coordinator view model.
    static let otherStylesBases: Set<String> = [
        "NavigationCoordinator", "TabbarCoordinator", "NavigationCoordinatable", "TabCoordinatable",
        "ViewWrapperCoordinator", "Coordinator", "BaseCoordinator",
    ]

    /// Words that make an unresolved receiver a navigation call worth a note.
    static let navigationWords = ["coordinator", "router", "navigator", "flow"]
}
