import NavigationModel

/// A navigation coordinator's declaration of its stack: the context it runs in and its initial root.
///
/// Stinsen's `NavigationStack(initial: \.start)`; everything that changes afterwards (the active root and
/// the items) lives in the context's state.
public struct CoordinatorStack<T: NavigationCoordinatable> {
    public let context: NavigationContext
    /// Sets the stack of a newly registered coordinator up (``NavigationCoordinatable/setUpStack(_:root:at:in:)``)
    /// in its context, handed on from the stack read to call this (each read of a coordinator's context
    /// copies its stack, retaining each of its parts), with the initial root's declaration read through its
    /// typed key path: an untyped read, a cast to ``RouteDeclaration`` and the boxed declaration cost more
    /// than the rest of setting the stack up.
    let setUpInitialRoot: (T, CoordinatorID, NavigationContext) -> Void
    /// Where the coordinator declares its stack; the catalog points at it.
    public let location: SourceLocation

    /// A stack whose first root is `initial`.
    public init<Output>(
        _ context: NavigationContext, initial: KeyPath<T, NavigationRootRoute<T, Void, Output>>,
        fileID: String = #fileID, line: Int = #line
    ) {
        self.context = context
        self.setUpInitialRoot = { $0.setUpStack($1, root: $0[keyPath: initial], at: initial, in: $2) }
        self.location = SourceLocation(fileID: fileID, line: line)
    }

    /// A stack whose first root is `initial` with `input`.
    public init<Input: Hashable, Output>(
        _ context: NavigationContext, initial: KeyPath<T, NavigationRootRoute<T, Input, Output>>, _ input: Input,
        fileID: String = #fileID, line: Int = #line
    ) {
        self.context = context
        let input = AnyHashable(input)
        self.setUpInitialRoot = { $0.setUpStack($1, root: $0[keyPath: initial], at: initial, input: input, in: $2) }
        self.location = SourceLocation(fileID: fileID, line: line)
    }
}
