import NavigationGraph
import NavigationModel

/// A bound that stopped the explorer from expanding a state.
typealias CutBound = ExplorationSummary.Cut.Bound

/// One explored state, compactly: numbers into the record's tables instead of strings.
struct StateRecord {
    var depth: Int32
    /// The transition that found the state (its last step from launch); -1 for the launch state.
    var via: Int32
    /// The visible screen's node; -1 for an empty window.
    var visibleScreen: Int32
    var stackDepth: Int32
    var modalDepth: Int32
    /// The model's description in ``ExplorationRecord/models``; -1 when the app has no model state.
    var model: Int32
    /// Where the state's screen nodes (in the window, bottom to top) are in
    /// ``ExplorationRecord/stateScreens``.
    var screens: Range<Int32>
    /// Where the state's owned coordinator types (depth first) are in ``ExplorationRecord/stateOwned``.
    var owned: Range<Int32>
    /// Set when a bound kept the state from being (fully) expanded.
    var cut: CutBound?
    /// Whether every available action was taken from it, so its transitions are all there are.
    var expanded = false
}

/// One action taken in one state.
struct TransitionRecord {
    var source: Int32
    var target: Int32
    /// The action's position in the source state's list of available actions (for replaying).
    var actionIndex: Int32
    var actionSource: ActionSource
    var kind: TransitionKind
    var action: String
}

/// A screen node seen during the search: a route shown by a coordinator type.
struct ObservedScreen {
    var coordinator: Int32
    var route: String
    var typeName: String
    /// The screen type's number in ``ExplorationRecord/screenTypes``.
    var screenType: Int32
    /// `Coordinator.route`.
    var id: String
    var sampleInputs: [String] = []
    var sampleFingerprints: [UInt64] = []
    /// The first state showing it, -1 while never visible.
    var firstVisible: Int32 = -1
    /// The first state with it in the window (visible or covered), -1 while never there.
    var firstPresent: Int32 = -1
}

/// A state kept but not expanded because something kept growing in it.
struct GrowthCut {
    enum Subject: Hashable {
        /// A coordinator type with too many live instances.
        case coordinator(Int32)
        /// A screen type with too many copies in the window; the node is its top-most copy.
        case screen(type: Int32, node: Int32)
    }
    var state: Int32
    var subject: Subject
}

/// A fault a style recorded during a transition.
struct FaultRecord {
    var transition: Int32
    var fault: StyleFault
}

/// Everything the search found, in the compact form the analyses and the graph builder read.
struct ExplorationRecord {
    var states: [StateRecord] = []
    /// Every state's screen nodes and owned coordinator types, end to end: two arrays for all states
    /// rather than two per state.
    var stateScreens: [Int32] = []
    var stateOwned: [Int32] = []
    var transitions: [TransitionRecord] = []
    /// Where the transitions the tab reduction added after the search begin (switches into a tab's other
    /// resting screens): each stands for an action, but taking it again does not lead to its target.
    var firstStandInTransition: Int?
    /// The key of each state, by state number.
    let keys = KnownStates()
    var faults: [FaultRecord] = []
    var growthCuts: [GrowthCut] = []
    /// States whose path could not be replayed to expand them (the app offered other actions).
    var unrestorable: [Int32] = []
    /// How the workers restored states: by assigning a saved one, by replaying its path from launch (apps
    /// of the replay strategy whose style vouches for saved states; see ``Expander``).
    var restores = RestoreCounts()
    /// Actions skipped because they crash the app, in the order the search met them.
    var crashHits: [CrashHit] = []

    /// Coordinator type names, in the order first met.
    var coordinatorTypes = NameTable()
    /// Parent type, child type and relation seen in the ownership tree, with the number of states.
    var coordinatorLinks: [CoordinatorLinkKey: Int] = [:]
    var screenTypes = NameTable()
    var screens: [ObservedScreen] = []
    var models: [String] = []
    /// Per coordinator type: the most live instances in one state.
    var maxInstances: [Int32] = []
    /// Per coordinator type: the first state in which it is owned with nothing on screen, or -1.
    var firstLeak: [Int32] = []

    var maxStackDepth = 0
    var maxModalDepth = 0

    /// The tab reduction the states were found with (replays must park tabs as the search did); `nil`
    /// for the full product.
    var reduction: TabReduction?
    /// What the explored states stand for.
    var coverage = ExplorationSummary.Coverage(
        reduction: .fullProduct, statesExplored: 0, productStates: 0, productStatesExact: true, combinedTabs: [])
}

extension ExplorationRecord {
    /// The screen nodes in `state`'s window, bottom to top.
    func screens(of state: Int) -> ArraySlice<Int32> {
        let range = states[state].screens
        return stateScreens[Int(range.lowerBound)..<Int(range.upperBound)]
    }

    /// The coordinator types `state` owns, depth first.
    func owned(of state: Int) -> ArraySlice<Int32> {
        let range = states[state].owned
        return stateOwned[Int(range.lowerBound)..<Int(range.upperBound)]
    }
}

/// Strings numbered in the order they were first met.
struct NameTable {
    private(set) var names: [String] = []
    private var numbers: [String: Int32] = [:]

    var count: Int { names.count }

    subscript(number: Int32) -> String { names[Int(number)] }

    func number(of name: String) -> Int32? { numbers[name] }

    /// The number of `name`, adding it when new; `isNew` tells which.
    mutating func intern(_ name: String) -> (number: Int32, isNew: Bool) {
        if let known = numbers[name] { return (known, false) }
        let number = Int32(names.count)
        names.append(name)
        numbers[name] = number
        return (number, true)
    }
}

/// A parent-child pair of coordinator types and how the child is shown.
struct CoordinatorLinkKey: Hashable {
    var parent: Int32
    var child: Int32
    var relation: CoordinatorLink.Relation

    /// Intake counts every link of every new state: the relation is hashed as a case number rather than
    /// as its name (a `String` raw value's hash covers its characters).
    func hash(into hasher: inout Hasher) {
        hasher.combine(UInt64(UInt32(bitPattern: parent)) << 32 | UInt64(UInt32(bitPattern: child)))
        let number: UInt8 = switch relation {
        case .push: 0
        case .sheet: 1
        case .nonDismissibleSheet: 2
        case .fullScreen: 3
        case .custom: 4
        case .tab: 5
        case .root: 6
        case .offScreen: 7
        }
        hasher.combine(number)
    }
}
