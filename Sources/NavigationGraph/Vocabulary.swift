/// A name from a small, open vocabulary (coordinator kinds, styles, fault kinds): typed so that one is never
/// passed for another, written as its string in JSON, and spelled as a string literal where that reads best.
public protocol VocabularyName: RawRepresentable, Codable, Hashable, Sendable, Comparable, ExpressibleByStringLiteral,
    CustomStringConvertible where RawValue == String
{
    init(rawValue: String)
}

extension VocabularyName {
    public init(stringLiteral value: String) { self.init(rawValue: value) }
    public var description: String { rawValue }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// What kind of coordinator a type is: `navigation`, `tabs`, `tree`, `flow`, `view model`...
///
/// Each style names its kinds with the constants below; a style of your own may add more.
public struct CoordinatorKind: VocabularyName {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A coordinator with a navigation stack of its own (ALCoordinator, Stinsen).
    public static let navigation: Self = "navigation"
    /// A tab bar coordinator.
    public static let tabs: Self = "tabs"
    /// An ADCoordinator node.
    public static let tree: Self = "tree"
    /// A Combine coordinator whose `start()` publishes the flow's result.
    public static let flow: Self = "flow"
    /// A SwiftUI MVVM-C coordinator view model.
    public static let viewModel: Self = "view model"
    /// Stinsen's `NavigationViewCoordinator` wrapper.
    public static let navigationView: Self = "navigation view"
    /// Stinsen's `ViewWrapperCoordinator` that adds no navigation view.
    public static let viewWrapper: Self = "view wrapper"
    /// A coordinator of no more specific kind.
    public static let coordinator: Self = "coordinator"
    /// Not declared: a coordinator the explorer saw but the catalog does not list.
    public static let undeclared: Self = "undeclared"
    /// Not known: drawn without a kind.
    public static let unknown: Self = ""
    /// The stand-in owner of screens no coordinator owns.
    public static let unowned: Self = "none"
}

/// The coordinator style an app is written in, as reports name it.
public struct CoordinatorStyle: VocabularyName {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let router: Self = "Router (ALCoordinator)"
    public static let tree: Self = "Tree (ADCoordinator)"
    public static let declarative: Self = "Declarative (Stinsen)"
    public static let reactive: Self = "Reactive (Combine coordinators)"
    public static let viewModel: Self = "View model (SwiftUI MVVM-C)"
}

/// A stable name for a kind of style fault, such as `removeNonChild`: part of baseline identifiers.
///
/// Each style module declares its own constants (`extension FaultKind { static let ... }`).
public struct FaultKind: VocabularyName {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}
