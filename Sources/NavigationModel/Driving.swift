extension NavigationContext {
    /// The actions the visible screen offers now, enabled or not, in the screen's order.
    public func visibleActions() -> [UserAction] { state.window.visibleScreen?.actions() ?? [] }

    /// Taps the visible screen's enabled action named `name`, as a user would; `false` when the visible
    /// screen offers no such enabled action.
    @discardableResult
    public func tap(_ name: String) -> Bool {
        guard let action = visibleActions().first(where: { $0.name == name && $0.isEnabled }) else { return false }
        beginTransition()
        action.perform()
        endTransition()
        return true
    }
}
