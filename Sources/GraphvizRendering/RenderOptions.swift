/// What to draw and how long layout may take.
public struct RenderOptions: Hashable, Sendable {
    /// The most time layout and rendering may take in total, fallbacks included.
    public var timeBudget: Duration
    /// Draw back and dismiss edges (quietly) on the screen map.
    public var showReturnEdges: Bool
    /// The most states the state view draws; above it, rendering fails with a message naming the other views.
    public var stateLimit: Int
    /// A layout to try first, before the policy's own choices (which remain the fallbacks).
    public var preferredLayout: LayoutConfiguration?

    public init(
        timeBudget: Duration = .seconds(10), showReturnEdges: Bool = false, stateLimit: Int = 300,
        preferredLayout: LayoutConfiguration? = nil
    ) {
        self.timeBudget = timeBudget
        self.showReturnEdges = showReturnEdges
        self.stateLimit = stateLimit
        self.preferredLayout = preferredLayout
    }
}
