/// The coordinator style a generated app is written in.
public enum GeneratedStyle: String, CaseIterable, Sendable, CustomStringConvertible {
    /// Straight on the navigation model: coordinators are records with their own type names.
    case plain
    /// ALCoordinator's routers and tab bars (`RouterCoordinators`).
    case router
    /// ADCoordinator's tree bound to screen lifecycles (`TreeCoordinators`).
    case tree
    /// Stinsen's declared routes and flat stacks (`DeclarativeCoordinators`).
    case declarative
    /// Combine coordinators whose flows end with a published result (`ReactiveCoordinators`); explored by
    /// replay from launch.
    case reactive
    /// SwiftUI MVVM-C: a coordinator view model per scene, with a push slot and a sheet slot
    /// (`ViewModelCoordinators`).
    case viewModel

    public var description: String { rawValue }
}

/// The shape of a synthetic app: how many coordinators, screens and actions, and how they are shown.
///
/// Coordinators form a tree: the first ones are the tabs of a root tab bar (or the first one is the root),
/// every later one is a child opened from a screen of its parent, pushed, as a sheet or full screen.
/// Each screen offers `actionsPerScreen` actions: the next screen, the children it opens, cross links,
/// a way to close its coordinator, and buttons that change nothing, in that order.
public struct AppShape: Hashable, Sendable {
    public var style: GeneratedStyle
    /// Coordinators declared, at least one.
    public var coordinators: Int
    /// Screens each coordinator declares, at least one.
    public var screensPerCoordinator: Int
    /// Actions each screen offers (more when the screen opens more children than that).
    public var actionsPerScreen: Int
    /// Shares of the children opened as a sheet and full screen; the rest are pushed.
    public var sheetShare: Double
    public var fullScreenShare: Double
    /// The share of coordinators that are tabs of the root tab bar; under two tabs, no tab bar.
    public var tabShare: Double
    /// Screens that open a coordinator of another branch of the tree (a deep feature reused elsewhere).
    public var crossLinks: Int
    /// Whether the deepest coordinator can open a new instance of itself: an unbounded cycle that the
    /// explorer's growth bound cuts.
    public var recursion: Bool
    /// Whether the app launches into a sign-in screen whose "sign in" replaces the window's root with the
    /// tab bar (or the first coordinator's stack), and whose first tab's first screen offers "sign out"
    /// back to it. Plain style only.
    public var signIn: Bool

    public init(
        style: GeneratedStyle = .plain, coordinators: Int, screensPerCoordinator: Int, actionsPerScreen: Int = 2,
        sheetShare: Double = 0.3, fullScreenShare: Double = 0.1, tabShare: Double = 0, crossLinks: Int = 0,
        recursion: Bool = false, signIn: Bool = false
    ) {
        self.style = style
        self.coordinators = coordinators
        self.screensPerCoordinator = screensPerCoordinator
        self.actionsPerScreen = actionsPerScreen
        self.sheetShare = sheetShare
        self.fullScreenShare = fullScreenShare
        self.tabShare = tabShare
        self.crossLinks = crossLinks
        self.recursion = recursion
        self.signIn = signIn
    }

    /// Screens the app declares.
    public var screens: Int { coordinators * screensPerCoordinator }

    /// Throws a readable error for a shape that cannot be built.
    public func validate() throws(InvalidShape) {
        if coordinators < 1 { throw InvalidShape("coordinators must be at least 1 (got \(coordinators))") }
        if screensPerCoordinator < 1 {
            throw InvalidShape("screensPerCoordinator must be at least 1 (got \(screensPerCoordinator))")
        }
        if actionsPerScreen < 1 { throw InvalidShape("actionsPerScreen must be at least 1 (got \(actionsPerScreen))") }
        for (name, share) in [("sheetShare", sheetShare), ("fullScreenShare", fullScreenShare), ("tabShare", tabShare)]
        where !(0...1).contains(share) {
            throw InvalidShape("\(name) must be between 0 and 1 (got \(share))")
        }
        if sheetShare + fullScreenShare > 1 {
            throw InvalidShape("sheetShare + fullScreenShare must be at most 1 (got \(sheetShare + fullScreenShare))")
        }
        if crossLinks < 0 { throw InvalidShape("crossLinks must be zero or more (got \(crossLinks))") }
        if signIn, style != .plain {
            throw InvalidShape("signIn is built for the plain style only (got \(style)); use style: .plain")
        }
    }
}

/// A shape that cannot be built, with the reason.
public struct InvalidShape: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
}
