import NavigationModel

/// A navigation coordinator's declaration of its stack: the context it runs in and its initial root.
///
/// Stinsen's `NavigationStack(initial: \.start)`; everything that changes afterwards (the active root and
/// the items) lives in the context's state.
public struct CoordinatorStack<T: NavigationCoordinatable> {
    public let context: NavigationContext
    let initialRoot: AnyKeyPath
    let initialInput: AnyHashable?
    /// Where the coordinator declares its stack; the catalog points at it.
    public let location: SourceLocation

    /// A stack whose first root is `initial`.
    public init<Output>(
        _ context: NavigationContext, initial: KeyPath<T, NavigationRootRoute<T, Void, Output>>,
        fileID: String = #fileID, line: Int = #line
    ) {
        self.context = context
        self.initialRoot = initial
        self.initialInput = nil
        self.location = SourceLocation(fileID: fileID, line: line)
    }

    /// A stack whose first root is `initial` with `input`.
    public init<Input: Hashable, Output>(
        _ context: NavigationContext, initial: KeyPath<T, NavigationRootRoute<T, Input, Output>>, _ input: Input,
        fileID: String = #fileID, line: Int = #line
    ) {
        self.context = context
        self.initialRoot = initial
        self.initialInput = AnyHashable(input)
        self.location = SourceLocation(fileID: fileID, line: line)
    }
}
