/// The coordinator styles the importer reads.
public enum SourceStyle: String, CaseIterable, Sendable {
    /// Whichever style the sources declare.
    case auto
    /// ALCoordinator / SUICoordinator: `NavigationCoordinator<Route>`, `TabbarCoordinator<Page>`.
    case router
    /// Stinsen: classes conforming to `NavigationCoordinatable` or `TabCoordinatable`.
    case declarative
    /// Combine coordinators: `Coordinator<Result>` subclasses whose `start()` returns a publisher.
    case reactive

    /// What the importer looks for under this style.
    var lookedFor: String {
        if let importer = StyleImporters.importer(for: self) { return importer.lookedFor }
        return StyleImporters.all.map { $0.lookedFor }.joined(separator: "; or ")
    }
}
