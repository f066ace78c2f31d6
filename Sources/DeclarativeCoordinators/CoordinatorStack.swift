import NavigationModel

/// A navigation coordinator's declaration of its stack: the context it runs in and its initial root.
///
/// Stinsen's `NavigationStack(initial: \.start)`; everything that changes afterwards (the active root and
/// the items) lives in the context's state.
public struct CoordinatorStack<T: NavigationCoordinatable> {
    public let context: NavigationContext
    let initialRoot: AnyKeyPath
    let initialInput: AnyHashable?
    /// Reads the initial root's declaration through its typed key path: an untyped read and a cast to
    /// ``RouteDeclaration`` cost more than the rest of setting the stack up.
    let initialDeclaration: (T) -> any RouteDeclaration
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
        self.initialDeclaration = { $0[keyPath: initial] }
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
        self.initialDeclaration = { $0[keyPath: initial] }
        self.location = SourceLocation(fileID: fileID, line: line)
    }
}
