/// The coordinator styles the importer reads.
public enum SourceStyle: String, CaseIterable, Sendable {
    /// Whichever style the sources declare.
    case auto
    /// ALCoordinator / SUICoordinator: `NavigationCoordinator<Route>`, `TabbarCoordinator<Page>`.
    case router
    /// ADCoordinator: subclasses of `Coordinator` driving UIKit view controllers through their delegates.
    case tree
    /// Stinsen: classes conforming to `NavigationCoordinatable` or `TabCoordinatable`.
    case declarative
    /// Combine coordinators: `Coordinator<Result>` subclasses whose `start()` returns a publisher.
    case reactive
    /// SwiftUI MVVM-C: coordinator views whose coordinator view models hold `@Published` navigation and
    /// sheet items.
    case viewModel = "view-model"

    /// What the importer looks for under this style.
    var lookedFor: String {
        if let importer = StyleImporters.importer(for: self) { return importer.lookedFor }
        return StyleImporters.all.map { $0.lookedFor }.joined(separator: "; or ")
    }
}
