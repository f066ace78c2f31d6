import Exploration
import Foundation
import NavigationGraph
import NavigationModel
import ViewModelCoordinators

/// The View-model style (SwiftUI MVVM-C): coordinator view models whose `@Published` slots a coordinator
/// view binds to navigation become a ``ViewModelBlueprint`` that runs on `ViewModelCoordinators`.
struct ViewModelImporter: StyleImporter {
    static let style = SourceStyle.viewModel
    static let lookedFor = "classes with a @Published optional enum that a view binds to NavigationLink(selection:), "
        + ".navigationDestination(item:), .sheet(item:) or .fullScreenCover(item:), the enum building a view per case (SwiftUI MVVM-C)"
    static let runtimeStyle = CoordinatorStyle.viewModel

    let index: DeclarationIndex
    let declarations: ViewModelDeclarations

    init(index: DeclarationIndex) {
        self.index = index
        declarations = ViewModelDeclarations(index: index)
    }

    var coordinatorNames: [String] { declarations.itemSlotOwners.map(\.name) }

    func importApp(named name: String, entry: String?) throws(SourceImportError) -> StyleImport {
        let reader = SlotCallReader(index: index, declarations: declarations)
        let controls = SceneControls(index: index, reader: reader)
        let (entryName, entryScene) = try self.entry(requested: entry)
        var diagnostics = declarations.diagnostics
        var blueprints: [CoordinatorViewModelBlueprint] = []
        var queue: [(TypeDeclaration, ViewModelDeclarations.Scene)] = [(entryName, entryScene)]
        while !queue.isEmpty {
            let (coordinator, scene) = queue.removeFirst()
            guard !blueprints.contains(where: { $0.name == coordinator.name }) else { continue }
            var blueprint = CoordinatorViewModelBlueprint(
                name: coordinator.name, location: coordinator.place.location,
                content: sceneBlueprint(scene, route: Self.routeName(of: scene.screen.simpleName), controls: controls))
            for slot in declarations.slots(of: coordinator) {
                let destinations = slot.destinations.map { destination -> DestinationBlueprint in
                    let shows: DestinationBlueprint.Shows
                    if let scene = destination.scene, let child = scene.coordinator {
                        queue.append((child, scene))
                        shows = .coordinator(child.name)
                    } else if let scene = destination.scene {
                        shows = .view(sceneBlueprint(scene, route: destination.name, controls: controls))
                    } else {
                        shows = .view(SceneBlueprint(route: destination.name, screen: destination.name, location: destination.place.location))
                    }
                    return DestinationBlueprint(name: destination.name, shows: shows, location: destination.place.location)
                }
                let read = SlotBlueprint(name: slot.name, transition: slot.transition, destinations: destinations)
                if slot.transition == .push, blueprint.navigationSlot == nil {
                    blueprint.navigationSlot = read
                } else if slot.transition != .push, blueprint.sheetSlot == nil {
                    blueprint.sheetSlot = read
                } else {
                    diagnostics.append(ImportDiagnostic(
                        .partialDeclaration, path: slot.place.path, line: slot.place.line,
                        subject: "\(coordinator.simpleName).\(slot.name)",
                        message: "\(coordinator.simpleName).\(slot.name) is a second \(slot.transition == .push ? "push" : "modal") slot; "
                            + "the runtime has one navigation item and one sheet item per coordinator view model, so it is left out"))
                }
            }
            blueprints.append(blueprint)
        }
        let blueprint = ViewModelBlueprint(coordinators: blueprints, entry: entryName.name)
        return StyleImport(
            name: name, style: Self.runtimeStyle, coordinators: blueprints.count, unit: "coordinator view models",
            navigationCalls: reader.met.count, resolvedCalls: reader.followed.count, diagnostics: diagnostics + reader.diagnostics,
            catalog: blueprint.catalog
        ) { context in blueprint.launch(in: context) }
    }

    private func sceneBlueprint(_ scene: ViewModelDeclarations.Scene, route: String, controls: SceneControls) -> SceneBlueprint {
        SceneBlueprint(
            route: route, screen: scene.screen.simpleName, location: scene.screen.place.location,
            actions: controls.actions(of: scene))
    }

    /// A content view's route: `Scene1View` → `scene1`.
    static func routeName(of screen: String) -> String {
        var name = screen
        for suffix in ["View", "Screen"] where name.hasSuffix(suffix) && name.count > suffix.count {
            name.removeLast(suffix.count)
            break
        }
        return name.prefix(1).lowercased() + name.dropFirst()
    }

    // MARK: Entry

    /// The coordinator view model the app starts with, and its scene: the one asked for; else the one the
    /// app's lifecycle types show; else the one whose scene no slot shows.
    private func entry(requested: String?) throws(SourceImportError) -> (TypeDeclaration, ViewModelDeclarations.Scene) {
        let scenes = declarations.scenesByCoordinator()
        let names = scenes.map(\.0.name)
        if let requested {
            guard let match = scenes.first(where: { $0.0.name == requested || $0.0.simpleName == requested }) else {
                throw .unknownEntry(requested, candidates: names)
            }
            return match
        }
        if let scene = declarations.lifecycleScene(), let coordinator = scene.coordinator { return (coordinator, scene) }
        let shown = Set(declarations.slots.flatMap { $0.destinations.compactMap { $0.scene?.coordinator?.name } })
        let candidates = scenes.filter { !shown.contains($0.0.name) }
        guard candidates.count == 1, let only = candidates.first else {
            throw .ambiguousEntry(candidates.isEmpty ? coordinatorNames : candidates.map(\.0.name))
        }
        return only
    }
}
