/// Everything about one kind of finding that is not the analysis that finds it: how reports name and
/// explain it, how severe it is by default, and how the pictures mark it.
///
/// There is one descriptor per ``FindingKind``, each in its own file of this folder; every report and view
/// reads it from here, so adding a kind is its analysis, its descriptor and one line in the analysis list.
public struct FindingKindDescriptor: Sendable {
    /// How the pictures mark a finding's subject.
    public struct Mark: Sendable, Hashable {
        /// The outline and text colour, as `#rrggbb`.
        public var color: String
        /// A light fill that goes with ``color``.
        public var fill: String
        /// Whether the subject is drawn apart (grey and dashed, outside the flow) instead of marked in place.
        public var drawnApart: Bool

        public init(color: String, fill: String, drawnApart: Bool = false) {
            self.color = color
            self.fill = fill
            self.drawnApart = drawnApart
        }
    }

    /// A short title for reports, such as `Dead end`.
    public var title: String
    /// What a finding of this kind means, for rule descriptions and report legends.
    public var explanation: String
    /// The severity the analysis gives it.
    public var defaultSeverity: Severity
    public var mark: Mark

    public init(title: String, explanation: String, defaultSeverity: Severity, mark: Mark) {
        self.title = title
        self.explanation = explanation
        self.defaultSeverity = defaultSeverity
        self.mark = mark
    }
}

/// The kinds of problem the analyses find. Adding one: a case here, its descriptor (a file of this folder and
/// a line in ``descriptor``), its analysis and a line in the analysis list (README, "Adding a finding kind").
public enum FindingKind: String, Codable, Hashable, Sendable, CaseIterable, Comparable {
    case unreachableScreen, unreachableCoordinator, coveredScreen, deadEnd, trap, unboundedGrowth, leakedCoordinator
    case styleFault, replayMismatch, hiddenState, appCrash, noMainCoordinator, undeclaredCoordinator, explorationBound
    /// A navigation call of an app imported from sources that the importer could not follow.
    case unresolvedCall

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

extension FindingKind {
    /// The kind's descriptor. A new kind must be added here (the compiler says so) with a file of its own.
    public var descriptor: FindingKindDescriptor {
        switch self {
        case .unreachableScreen: .unreachableScreen
        case .unreachableCoordinator: .unreachableCoordinator
        case .coveredScreen: .coveredScreen
        case .deadEnd: .deadEnd
        case .trap: .trap
        case .unboundedGrowth: .unboundedGrowth
        case .leakedCoordinator: .leakedCoordinator
        case .styleFault: .styleFault
        case .replayMismatch: .replayMismatch
        case .hiddenState: .hiddenState
        case .appCrash: .appCrash
        case .noMainCoordinator: .noMainCoordinator
        case .undeclaredCoordinator: .undeclaredCoordinator
        case .explorationBound: .explorationBound
        case .unresolvedCall: .unresolvedCall
        }
    }

    /// A short title for reports.
    public var title: String { descriptor.title }

    /// The kind's name in UpperCamelCase, as SARIF rule names are written.
    public var ruleName: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

extension FindingKindDescriptor.Mark {
    /// Grey and dashed, apart from the flow: for declarations nothing reaches.
    static let apart = Self(color: "#8c959f", fill: "#f6f8fa", drawnApart: true)
}
