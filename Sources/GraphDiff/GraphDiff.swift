import NavigationGraph

/// What changed in an app's navigation between two explored graphs, by stable identifiers only.
///
/// Screens, routes and coordinators are matched by name (`Coordinator.route`, the coordinator's type),
/// transitions by the screens they join and the action's name, findings by their baseline identifier.
/// State numbers never take part: they are breadth-first indices and shift whenever anything changes.
///
/// ```swift
/// let diff = GraphDiff(old: yesterday, new: today)
/// diff.screens.removed      // screens reachable before and not now
/// diff.findings.added       // findings new in `today`
/// ```
public struct GraphDiff: Codable, Hashable, Sendable {
    /// The version of the JSON written for a diff; bumped when a field changes meaning.
    public static let currentSchemaVersion = 1

    public var schemaVersion: Int
    /// The app on each side (names may differ when an app was renamed).
    public var old: Side
    public var new: Side
    /// Declared routes (`Coordinator.route`): added, removed, or shown another way.
    public var routes: Changes<ScreenRecord>
    /// Screens the user can reach: newly reachable, no longer reachable, or still reachable with a change.
    public var screens: Changes<ScreenRecord>
    public var coordinators: Changes<CoordinatorRecord>
    /// Distinct actions between two screens.
    public var transitions: Changes<TransitionRecord>
    /// Screens whose shortest path from launch got longer, or that cannot be reached any more.
    public var paths: [PathChange]
    /// Findings new in NEW (`added`) and fixed since OLD (`removed`).
    public var findings: Changes<FindingRecord>

    /// The app and size of one side.
    public struct Side: Codable, Hashable, Sendable {
        public var app: String
        public var style: String
        public var screensReached: Int
        public var screensDeclared: Int
        public var findings: Int
        public var exhaustive: Bool
    }

    /// What was added, removed and changed of one kind of element, each list sorted by identifier.
    public struct Changes<Element: Codable & Hashable & Sendable>: Codable, Hashable, Sendable {
        public var added: [Element] = []
        public var removed: [Element] = []
        public var changed: [Change<Element>] = []

        public var isEmpty: Bool { added.isEmpty && removed.isEmpty && changed.isEmpty }
        /// How many elements changed in any way.
        public var count: Int { added.count + removed.count + changed.count }
    }

    /// One element on both sides, and what differs, in words (`shown as push, was sheet`).
    public struct Change<Element: Codable & Hashable & Sendable>: Codable, Hashable, Sendable {
        public var old: Element
        public var new: Element
        public var differences: [String]
    }

    /// Whether nothing at all changed.
    public var isEmpty: Bool {
        routes.isEmpty && screens.isEmpty && coordinators.isEmpty && transitions.isEmpty && paths.isEmpty
            && findings.isEmpty
    }
}

/// A screen or route as the diff names it.
public struct ScreenRecord: Codable, Hashable, Sendable {
    /// `Coordinator.route`.
    public var id: String
    public var typeName: String
    public var coordinator: String
    /// How the route shows it (`push`, `sheet`...), when declared.
    public var transition: String?
    public var declared: Bool
    public var reached: Bool
    public var location: SourceReference?

    public init(_ screen: ScreenNode) {
        id = screen.id
        typeName = screen.typeName
        coordinator = screen.coordinator
        transition = screen.transition
        declared = screen.declared
        reached = screen.reached
        location = screen.location
    }
}

/// A coordinator type as the diff names it.
public struct CoordinatorRecord: Codable, Hashable, Sendable {
    public var id: String
    public var kind: String
    public var reached: Bool
    public var location: SourceReference?

    public init(_ coordinator: CoordinatorNode) {
        id = coordinator.id
        kind = coordinator.kind.rawValue
        reached = coordinator.reached
        location = coordinator.location
    }
}

/// One distinct action from one screen to another, identified by both screens and the action's name; an
/// external event (deep link, timer) by its name and the screen it leads to, from wherever it fires.
public struct TransitionRecord: Codable, Hashable, Sendable, Comparable {
    /// The screen the user taps on; `nil` for an external event.
    public var from: String?
    public var action: String
    public var to: String
    /// The kind it most often has (a push, a sheet...).
    public var kind: TransitionKind
    public var source: ActionSource

    /// `from —action→ to` (`event —action→ to` for an external event), unique within a graph.
    public var id: String { "\(from ?? "event") —\(action)→ \(to)" }

    public static func < (lhs: Self, rhs: Self) -> Bool { (lhs.from ?? "", lhs.to, lhs.action) < (rhs.from ?? "", rhs.to, rhs.action) }
}

/// A finding as the diff names it.
public struct FindingRecord: Codable, Hashable, Sendable {
    /// The baseline identifier (`unreachableScreen:CheckoutCoordinator.giftWrap`).
    public var id: String
    public var kind: FindingKind
    public var severity: Severity
    public var message: String
    public var location: SourceReference?

    public init(_ finding: Finding) {
        id = finding.identifier
        kind = finding.kind
        severity = finding.severity
        message = finding.message
        location = finding.location
    }
}

/// A screen whose way from launch got worse.
public struct PathChange: Codable, Hashable, Sendable {
    public enum Change: String, Codable, Hashable, Sendable {
        /// It is still reachable, in more actions.
        case longer
        /// It was reachable and is not (or is gone).
        case disappeared
    }

    /// The screen's `Coordinator.route`.
    public var screen: String
    public var change: Change
    /// The actions from launch, before and after (`nil` after when it disappeared).
    public var old: [String]
    public var new: [String]?

    public init(screen: String, change: Change, old: [String], new: [String]?) {
        self.screen = screen
        self.change = change
        self.old = old
        self.new = new
    }
}

extension GraphDiff {
    /// Compares `old` with `new`.
    public init(old: NavigationGraph, new: NavigationGraph) {
        schemaVersion = Self.currentSchemaVersion
        self.old = Side(old)
        self.new = Side(new)

        let newScreens = Dictionary(new.screens.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

        routes = Self.compare(
            old.screens.filter(\.declared).map(ScreenRecord.init), new.screens.filter(\.declared).map(ScreenRecord.init),
            id: \.id
        ) { before, after in
            var differences: [String] = []
            if before.transition != after.transition {
                differences.append("shown as \(after.transition ?? "undeclared"), was \(before.transition ?? "undeclared")")
            }
            if before.typeName != after.typeName { differences.append("screen type \(after.typeName), was \(before.typeName)") }
            return differences
        }

        screens = Self.compare(
            old.screens.filter(\.reached).map(ScreenRecord.init), new.screens.filter(\.reached).map(ScreenRecord.init),
            id: \.id
        ) { before, after in
            var differences: [String] = []
            if before.typeName != after.typeName { differences.append("screen type \(after.typeName), was \(before.typeName)") }
            if before.declared != after.declared { differences.append(after.declared ? "now declared" : "no longer declared") }
            return differences
        }

        coordinators = Self.compare(
            old.coordinators.map(CoordinatorRecord.init), new.coordinators.map(CoordinatorRecord.init), id: \.id
        ) { before, after in
            var differences: [String] = []
            if before.kind != after.kind { differences.append("kind \(after.kind), was \(before.kind)") }
            if before.reached != after.reached { differences.append(after.reached ? "now reached" : "no longer reached") }
            return differences
        }

        transitions = Self.compare(Self.transitions(of: old), Self.transitions(of: new), id: \.id) { before, after in
            before.kind == after.kind ? [] : ["\(after.kind.rawValue), was \(before.kind.rawValue)"]
        }

        var paths: [PathChange] = []
        for screen in old.screens.sorted(by: { $0.id < $1.id }) where screen.reached {
            let before = screen.pathFromLaunch?.map(\.action) ?? []
            guard let now = newScreens[screen.id], now.reached else {
                paths.append(PathChange(screen: screen.id, change: .disappeared, old: before, new: nil))
                continue
            }
            let after = now.pathFromLaunch?.map(\.action) ?? []
            if screen.pathFromLaunch != nil, now.pathFromLaunch != nil, after.count > before.count {
                paths.append(PathChange(screen: screen.id, change: .longer, old: before, new: after))
            }
        }
        self.paths = paths

        findings = Self.compare(old.findings.map(FindingRecord.init), new.findings.map(FindingRecord.init), id: \.id) { _, _ in [] }
    }

    /// The app's own actions between two screens: one record per (from, action, to), with its commonest kind,
    /// and each external event once per screen it leads to. The system's back, swipe and tab taps are left
    /// out (they follow from the screens and how they are shown, which the diff compares already), and so are
    /// actions that leave the screen as it was (kind `none`).
    static func transitions(of graph: NavigationGraph) -> [TransitionRecord] {
        struct Key: Hashable { var from: String?, action: String, to: String, source: ActionSource }
        var kinds: [Key: [TransitionKind: Int]] = [:]
        for transition in graph.transitions where transition.kind != .none && transition.actionSource != .system {
            guard let to = transition.toScreen, transition.fromScreen != nil || transition.actionSource == .external else { continue }
            if transition.actionSource == .external && transition.source == transition.target { continue }
            let from = transition.actionSource == .external ? nil : transition.fromScreen
            let key = Key(from: from, action: transition.action, to: to, source: transition.actionSource)
            kinds[key, default: [:]][transition.kind, default: 0] += 1
        }
        return kinds.map { key, counts in
            let kind = counts.min { ($1.value, $0.key) < ($0.value, $1.key) }!.key
            return TransitionRecord(from: key.from, action: key.action, to: key.to, kind: kind, source: key.source)
        }
        .sorted()
    }

    /// Matches elements by `id`; elements on both sides with differences are changed.
    private static func compare<Element>(
        _ old: [Element], _ new: [Element], id: (Element) -> String, differences: (Element, Element) -> [String]
    ) -> Changes<Element> {
        let before = Dictionary(old.map { (id($0), $0) }, uniquingKeysWith: { first, _ in first })
        let after = Dictionary(new.map { (id($0), $0) }, uniquingKeysWith: { first, _ in first })
        var changes = Changes<Element>()
        for key in after.keys.sorted() where before[key] == nil { changes.added.append(after[key]!) }
        for key in before.keys.sorted() {
            guard let now = after[key] else {
                changes.removed.append(before[key]!)
                continue
            }
            let said = differences(before[key]!, now)
            if !said.isEmpty { changes.changed.append(Change(old: before[key]!, new: now, differences: said)) }
        }
        return changes
    }
}

extension GraphDiff.Side {
    init(_ graph: NavigationGraph) {
        app = graph.app.name
        style = graph.app.style.rawValue
        screensReached = graph.screens.filter(\.reached).count
        screensDeclared = graph.screens.filter(\.declared).count
        findings = graph.findings.count
        exhaustive = graph.exploration.isExhaustive
    }
}
