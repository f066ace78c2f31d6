import Exploration
import NavigationModel
import Testing

extension ExplorableApp {
    /// The same app, never restored by assignment: an app with an event is always replayed (this event
    /// is never enabled, so it adds nothing to the graph).
    var replayedOnly: ExplorableApp {
        var app = self
        app.events = [ExternalEvent("never", kind: .timer, isEnabled: { _ in false }, fire: { _ in })]
        return app
    }
}

extension NavigationContext {
    /// Takes the visible screen's enabled action named `name`, failing the test when there is none.
    func tapOrFail(_ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        try #require(tap(name), "no enabled action “\(name)” on \(visibleTypeName ?? "an empty window")", sourceLocation: sourceLocation)
    }

    /// The visible screen's type name.
    var visibleTypeName: String? { state.window.visibleScreen?.typeName }
}
