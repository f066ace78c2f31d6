/// How much a finding matters, lowest first.
public enum Severity: String, Codable, Hashable, Sendable, CaseIterable, Comparable {
    case note, warning, error

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// One step of an action path from launch.
public struct PathStep: Codable, Hashable, Sendable, CustomStringConvertible {
    public var action: String
    public var source: ActionSource
    /// The screen the user sees after the step.
    public var screen: String?
    public init(action: String, source: ActionSource, screen: String?) {
        self.action = action
        self.source = source
        self.screen = screen
    }
    public var description: String { action }
}

/// Something wrong with the app's navigation, with where it is and how to see it.
public struct Finding: Codable, Hashable, Sendable {
    public var kind: FindingKind
    public var severity: Severity
    /// What it is about.
    public var subject: Subject
    /// A stable key for baselines: kind and subject, never a line number or a state number.
    public var identifier: String
    public var message: String
    public var location: SourceReference?
    /// The shortest action path from launch that shows it (empty for unreachable declarations).
    public var path: [PathStep]
    /// The state it concerns, when one does.
    public var state: Int?

    /// A finding with its kind's default severity.
    public init(
        kind: FindingKind, subject: Subject, message: String, location: SourceReference?, path: [PathStep], state: Int?
    ) {
        self.kind = kind
        self.severity = kind.descriptor.defaultSeverity
        self.subject = subject
        self.identifier = "\(kind.rawValue):\(subject)"
        self.message = message
        self.location = location
        self.path = path
        self.state = state
    }
}

/// How the exploration went: its bounds, whether one cut it, and what it counted.
public struct ExplorationSummary: Codable, Hashable, Sendable {
    public var bounds: Bounds
    /// Empty when the search was exhaustive; otherwise which bounds cut it, and where.
    public var cuts: [Cut]
    public var statistics: Statistics
    /// The states explored and the size of the full product they stand for; `nil` in graphs written
    /// before it was recorded.
    public var coverage: Coverage?

    public init(bounds: Bounds, cuts: [Cut], statistics: Statistics, coverage: Coverage? = nil) {
        self.bounds = bounds
        self.cuts = cuts
        self.statistics = statistics
        self.coverage = coverage
    }

    /// Whether nothing was cut: every reachable state (or, with the tab reduction, every class of states)
    /// was expanded.
    public var isExhaustive: Bool { cuts.isEmpty }

    /// What the explored states stand for.
    public struct Coverage: Codable, Hashable, Sendable {
        /// How the search treats the tabs of a tab bar.
        public enum Reduction: String, Codable, Hashable, Sendable {
            /// Every combination of the tabs' contents is a state of its own.
            case fullProduct
            /// Each tab is explored once, the others parked (see the README, How exploration works).
            case tabs
        }

        public var reduction: Reduction
        /// States the search kept and expanded (or cut).
        public var statesExplored: Int
        /// States of the full product that the explored ones stand for.
        public var productStates: Int
        /// Whether ``productStates`` is exact; a lower bound when a bound cut the search or it overflowed.
        public var productStatesExact: Bool
        /// Tabs an action reached across, so they were combined with the others (titles, in tab order).
        public var combinedTabs: [String]

        public init(
            reduction: Reduction, statesExplored: Int, productStates: Int, productStatesExact: Bool,
            combinedTabs: [String]
        ) {
            self.reduction = reduction
            self.statesExplored = statesExplored
            self.productStates = productStates
            self.productStatesExact = productStatesExact
            self.combinedTabs = combinedTabs
        }
    }

    public struct Bounds: Codable, Hashable, Sendable {
        public var maxDepth: Int
        public var maxStates: Int
        /// Wall-time limit in seconds.
        public var timeLimit: Double
        /// A state with more live instances of one coordinator type, or more copies of one screen type in
        /// the window, than this (beyond those at launch) is kept but not expanded.
        public var growthLimit: Int
        public init(maxDepth: Int, maxStates: Int, timeLimit: Double, growthLimit: Int = 3) {
            self.maxDepth = maxDepth
            self.maxStates = maxStates
            self.timeLimit = timeLimit
            self.growthLimit = growthLimit
        }
    }

    /// A bound that stopped the search.
    public struct Cut: Codable, Hashable, Sendable {
        public enum Bound: String, Codable, Hashable, Sendable, CaseIterable { case maxDepth, maxStates, timeLimit, growthLimit }
        public var bound: Bound
        /// How many states were left unexpanded because of it.
        public var unexpandedStates: Int
        /// The first state it cut (smallest id).
        public var firstState: Int
        public init(bound: Bound, unexpandedStates: Int, firstState: Int) {
            self.bound = bound
            self.unexpandedStates = unexpandedStates
            self.firstState = firstState
        }
    }

    public struct Statistics: Codable, Hashable, Sendable {
        public var states: Int
        public var transitions: Int
        /// Screens visible in some state.
        public var screensReached: Int
        /// Screens in the window in some state but never visible (``ScreenNode/covered``).
        public var screensCovered: Int
        public var screensDeclared: Int
        public var maxStackDepth: Int
        public var maxModalDepth: Int
        public var perCoordinator: [CoordinatorStatistics]
        public init(
            states: Int, transitions: Int, screensReached: Int, screensCovered: Int = 0, screensDeclared: Int,
            maxStackDepth: Int, maxModalDepth: Int, perCoordinator: [CoordinatorStatistics]
        ) {
            self.states = states
            self.transitions = transitions
            self.screensReached = screensReached
            self.screensCovered = screensCovered
            self.screensDeclared = screensDeclared
            self.maxStackDepth = maxStackDepth
            self.maxModalDepth = maxModalDepth
            self.perCoordinator = perCoordinator
        }
    }

    public struct CoordinatorStatistics: Codable, Hashable, Sendable {
        public var coordinator: String
        public var screensDeclared: Int
        public var screensReached: Int
        /// States in which the coordinator shows the visible screen.
        public var statesVisible: Int
        /// The most instances of it alive in one state.
        public var maxInstances: Int
        public init(coordinator: String, screensDeclared: Int, screensReached: Int, statesVisible: Int, maxInstances: Int) {
            self.coordinator = coordinator
            self.screensDeclared = screensDeclared
            self.screensReached = screensReached
            self.statesVisible = statesVisible
            self.maxInstances = maxInstances
        }
    }
}
