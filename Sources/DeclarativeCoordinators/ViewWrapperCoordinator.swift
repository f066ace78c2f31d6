import NavigationModel

/// A coordinator that wraps another one in a view (Stinsen's `ViewWrapperCoordinator`). Headless, the
/// decoration itself has no navigation effect; the wrapper is a node of the coordinator tree that passes
/// dismissal on to its parent.
open class ViewWrapperCoordinator<T: Coordinatable>: Coordinatable {
    /// The wrapped coordinator, for chaining: `focusFirst(\.todos).child.route(to: \.todo, id)`.
    public let child: T
    /// Where the wrapper is made; the catalog points at it.
    public let location: SourceLocation

    public init(_ child: T, fileID: String = #fileID, line: Int = #line) {
        self.child = child
        self.location = SourceLocation(fileID: fileID, line: line)
    }

    public var context: NavigationContext { child.context }

    var providesNavigationView: Bool { false }
}

/// Wraps a coordinator in a navigation view: it gets a navigation stack of its own where it is shown as
/// a window root, a tab or a modal (Stinsen's `NavigationViewCoordinator`).
public final class NavigationViewCoordinator<T: Coordinatable>: ViewWrapperCoordinator<T> {
    override var providesNavigationView: Bool { true }
}

extension ViewWrapperCoordinator: ViewWrapping {}
