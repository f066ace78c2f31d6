/// Everything the explorer saw of one app, as plain Codable values with stable identifiers.
///
/// Identifiers are derived from names (coordinator and route), never from memory addresses or
/// discovery order, so the same app gives the same graph on every run. Arrays are sorted by identifier,
/// except ``states`` and ``transitions``, which are in breadth-first order from launch.
public struct NavigationGraph: Codable, Hashable, Sendable {
    /// The version of this format; bumped when a field changes meaning. 2: a finding's `subject` is an
    /// object that says what it names (`{"kind": "screen", "id": "Main.home"}`), no longer a bare string.
    /// 3: a screen is `reached` only when it is the visible screen of some state; one that is only ever in
    /// the window under another is `covered`.
    public static let currentSchemaVersion = 3

    public var schemaVersion: Int
    public var app: AppSummary
    /// Every screen the app declares or the explorer saw.
    public var screens: [ScreenNode]
    /// Every coordinator type the app declares or the explorer saw.
    public var coordinators: [CoordinatorNode]
    /// Every explored state; `states[0]` is the launch state.
    public var states: [StateNode]
    public var transitions: [Transition]
    /// Which coordinator type holds which as a child, and how the child is shown, as seen in the states.
    public var coordinatorLinks: [CoordinatorLink]
    public var findings: [Finding]
    public var exploration: ExplorationSummary

    public init(
        app: AppSummary, screens: [ScreenNode], coordinators: [CoordinatorNode], states: [StateNode],
        transitions: [Transition], coordinatorLinks: [CoordinatorLink] = [], findings: [Finding],
        exploration: ExplorationSummary
    ) {
        self.schemaVersion = Self.currentSchemaVersion
        self.coordinatorLinks = coordinatorLinks
        self.app = app
        self.screens = screens
        self.coordinators = coordinators
        self.states = states
        self.transitions = transitions
        self.findings = findings
        self.exploration = exploration
    }
}

/// The app a graph describes.
public struct AppSummary: Codable, Hashable, Sendable {
    public var name: String
    /// The coordinator style it is written in, such as `Router (ALCoordinator)`.
    public var style: CoordinatorStyle
    public var summary: String
    public init(name: String, style: CoordinatorStyle, summary: String) {
        self.name = name
        self.style = style
        self.summary = summary
    }
}

/// Where a declaration lives in source.
public struct SourceReference: Codable, Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The `#fileID` of the declaration.
    public var file: String
    public var line: Int
    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }
    public static func < (lhs: Self, rhs: Self) -> Bool { (lhs.file, lhs.line) < (rhs.file, rhs.line) }
    public var description: String { "\(file):\(line)" }
}

/// A screen, identified by its coordinator type and route: `MarketplaceCoordinator.home`.
public struct ScreenNode: Codable, Hashable, Sendable, Identifiable {
    /// `Coordinator.route`, stable across runs and code moves.
    public var id: String
    /// The screen's type name, such as `MarketplaceHome`.
    public var typeName: String
    public var route: String
    /// The type name of the coordinator that shows it.
    public var coordinator: String
    /// How the route shows it, as declared (`push`, `sheet`, ...); `nil` when not declared.
    public var transition: String?
    public var declared: Bool
    /// Whether the user sees it: it is the visible screen of some explored state.
    public var reached: Bool
    /// Whether it is in the window in some state but never visible: always under another screen (a splash
    /// screen a full-screen flow covers from launch). A covered screen is not ``reached``.
    public var covered: Bool
    public var location: SourceReference?
    /// Input labels seen on it, a few at most, for labels.
    public var sampleInputs: [String]
    /// The shortest action path from launch to a state showing it; for a covered screen, to the first
    /// state that holds it; `nil` when never in the window.
    public var pathFromLaunch: [PathStep]?

    public init(
        id: String, typeName: String, route: String, coordinator: String, transition: String?, declared: Bool,
        reached: Bool, covered: Bool = false, location: SourceReference?, sampleInputs: [String] = [],
        pathFromLaunch: [PathStep]? = nil
    ) {
        self.id = id
        self.typeName = typeName
        self.route = route
        self.coordinator = coordinator
        self.transition = transition
        self.declared = declared
        self.reached = reached
        self.covered = covered
        self.location = location
        self.sampleInputs = sampleInputs
        self.pathFromLaunch = pathFromLaunch
    }

    public static func identifier(coordinator: String, route: String) -> String { "\(coordinator).\(route)" }

    /// Whether the app ever puts it in the window, visible or covered.
    public var isInWindow: Bool { reached || covered }
}

/// A coordinator type.
public struct CoordinatorNode: Codable, Hashable, Sendable, Identifiable {
    /// The coordinator's type name.
    public var id: String
    /// What kind of coordinator it is: `navigation`, `tabs`, `tree`, `flow`, `view model`...
    public var kind: CoordinatorKind
    public var declared: Bool
    public var reached: Bool
    public var location: SourceReference?
    public init(id: String, kind: CoordinatorKind, declared: Bool, reached: Bool, location: SourceReference?) {
        self.id = id
        self.kind = kind
        self.declared = declared
        self.reached = reached
        self.location = location
    }
}

/// One explored navigation state.
public struct StateNode: Codable, Hashable, Sendable, Identifiable {
    /// Breadth-first index from launch (0 is launch).
    public var id: Int
    /// Length of the shortest action path from launch.
    public var depth: Int
    /// The screen the user sees (a ``ScreenNode`` id), `nil` for an empty window.
    public var visibleScreen: String?
    /// Every screen in the window, bottom to top, as ``ScreenNode`` ids.
    public var screens: [String]
    /// Depth of the visible navigation stack.
    public var stackDepth: Int
    /// Number of presented modals.
    public var modalDepth: Int
    /// Owned coordinator types, depth first from the root.
    public var coordinators: [String]
    /// The app's model state, described.
    public var model: String?
    /// Whether a bound stopped the explorer from expanding this state.
    public var truncated: Bool
    /// The bound that did, when one did.
    public var cutBy: ExplorationSummary.Cut.Bound?

    public init(
        id: Int, depth: Int, visibleScreen: String?, screens: [String], stackDepth: Int, modalDepth: Int,
        coordinators: [String], model: String?, truncated: Bool, cutBy: ExplorationSummary.Cut.Bound? = nil
    ) {
        self.id = id
        self.depth = depth
        self.visibleScreen = visibleScreen
        self.screens = screens
        self.stackDepth = stackDepth
        self.modalDepth = modalDepth
        self.coordinators = coordinators
        self.model = model
        self.truncated = truncated
        self.cutBy = cutBy
    }
}

/// How a transition changes what is on screen.
public enum TransitionKind: String, Codable, Hashable, Sendable, CaseIterable, Comparable {
    case push, sheet, fullScreen, custom, back, dismiss, tab, rootSwitch, externalEvent, none

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// Who took an action.
public enum ActionSource: String, Codable, Hashable, Sendable {
    /// A button or row of the visible screen.
    case user
    /// Back, swipe-down, tab tap or reselect.
    case system
    /// A deep link, notification, timer or model change.
    case external
}

/// One action taken in one state, and the state it led to.
public struct Transition: Codable, Hashable, Sendable {
    public var source: Int
    public var target: Int
    /// The action's name, such as `go second view`, `back` or `deep link app://todo/1`.
    public var action: String
    public var actionSource: ActionSource
    public var kind: TransitionKind
    /// The visible screen before and after (``ScreenNode`` ids).
    public var fromScreen: String?
    public var toScreen: String?
    public init(
        source: Int, target: Int, action: String, actionSource: ActionSource, kind: TransitionKind,
        fromScreen: String?, toScreen: String?
    ) {
        self.source = source
        self.target = target
        self.action = action
        self.actionSource = actionSource
        self.kind = kind
        self.fromScreen = fromScreen
        self.toScreen = toScreen
    }
}

/// One coordinator type holding another as a child in the ownership tree.
public struct CoordinatorLink: Codable, Hashable, Sendable {
    /// How the child is on screen relative to its parent.
    public enum Relation: String, Codable, Hashable, Sendable, CaseIterable, Comparable {
        /// Its screens are pushed on a stack that is not its own.
        case push
        case sheet, nonDismissibleSheet, fullScreen, custom
        /// It is a tab of a tab bar.
        case tab
        /// It fills the window's root.
        case root
        /// Nothing of it is on screen (a leak, or a coordinator that only owns others).
        case offScreen

        public static func < (lhs: Self, rhs: Self) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    public var parent: String
    public var child: String
    public var relation: Relation
    /// In how many explored states the parent holds such a child.
    public var states: Int

    public init(parent: String, child: String, relation: Relation, states: Int) {
        self.parent = parent
        self.child = child
        self.relation = relation
        self.states = states
    }
}
