import NavigationGraph
import NavigationModel

/// The kinds of ``NavigationModel/StyleFault`` an app declared as data records where its sources would
/// not do what the control asks.
public enum ViewModelFault {
    /// A step on a coordinator view model type that is neither the screen's owner nor above it.
    public static let targetMissing: FaultKind = "viewModelTargetMissing"
    /// A step setting a slot or a value the coordinator view model does not declare.
    public static let unknownSlot: FaultKind = "viewModelUnknownSlot"
}

/// A blueprint's coordinator view models by name, and the interpreter of their steps. Immutable, shared
/// by every coordinator view model a launched blueprint makes.
final class ViewModelBlueprintLibrary: Sendable {
    let blueprint: ViewModelBlueprint
    private let byName: [String: CoordinatorViewModelBlueprint]

    init(_ blueprint: ViewModelBlueprint) {
        self.blueprint = blueprint
        byName = Dictionary(blueprint.coordinators.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// A new coordinator view model of type `name`; `nil` for an unknown name.
    func make(_ name: String, in context: NavigationContext) -> BlueprintCoordinatorViewModel? {
        byName[name].map { BlueprintCoordinatorViewModel($0, library: self, context: context) }
    }

    /// A scene's view, whose controls act from `owner`.
    func sceneView(_ scene: SceneBlueprint, owner: BlueprintCoordinatorViewModel) -> SceneView {
        let route = DeclaredRoute(scene.route, screen: scene.screen, location: scene.location)
        return SceneView(route) {
            scene.actions.map { action in
                UserAction(action.name) { [library = self] in library.perform(action.steps, from: owner) }
            }
        }
    }

    /// What a slot's value shows: a plain view of `owner`, or a new coordinator view model's scene.
    func scene(_ destination: DestinationBlueprint, owner: BlueprintCoordinatorViewModel) -> DestinationScene {
        switch destination.shows {
        case .view(let scene):
            return .view(sceneView(scene, owner: owner))
        case .coordinator(let name):
            guard let child = make(name, in: owner.context) else {
                owner.fault(ViewModelFault.unknownSlot, "\(owner.typeName) shows \(name), which the app does not declare")
                return .view(SceneView(DeclaredRoute(destination.name, screen: name, location: destination.location)))
            }
            return .coordinator(child, content: sceneView(child.blueprint.content, owner: child))
        }
    }

    /// Takes `steps` in order, each on the owner or its nearest ancestor of the step's type, as called from
    /// the step's place in the sources.
    func perform(_ steps: [SlotStep], from owner: BlueprintCoordinatorViewModel) {
        for step in steps {
            if let location = step.location {
                owner.context.callingFrom(location.fileID, location.line) { perform(step, from: owner) }
            } else {
                perform(step, from: owner)
            }
        }
    }

    private func perform(_ step: SlotStep, from owner: BlueprintCoordinatorViewModel) {
        switch step.operation {
        case .dismiss:
            dismissVisibleScreen(in: owner.context)
        case .set(let slot, let value):
            guard let target = coordinator(named: step.on, from: owner) else {
                return owner.fault(ViewModelFault.targetMissing, "\(owner.typeName) has no \(step.on) above it to set \(slot)")
            }
            target.set(slot, to: value)
        }
    }

    private func coordinator(named name: String, from owner: BlueprintCoordinatorViewModel) -> BlueprintCoordinatorViewModel? {
        var current: CoordinatorID? = owner.id
        var seen: Set<CoordinatorID> = []
        while let id = current, seen.insert(id).inserted, let record = owner.context.state.coordinators[id] {
            if record.typeName == name, let found = record.object as? BlueprintCoordinatorViewModel { return found }
            current = record.parent
        }
        return nil
    }

    /// SwiftUI's `dismiss()` from the visible screen: a pushed screen empties the navigation slot that
    /// pushed it, the first screen of a sheet the sheet slot that presented it; the root does nothing.
    private func dismissVisibleScreen(in context: NavigationContext) {
        let window = context.state.window
        guard let stack = window.topContainer?.visibleStack else { return }
        if stack.screens.count > 1, let below = stack.screens[stack.screens.count - 2].owner,
           let coordinator = context.state.coordinators[below]?.object as? BlueprintCoordinatorViewModel
        {
            coordinator.navigationItem = nil
        } else if let presenter = window.presented.last?.presenter,
                  let coordinator = context.state.coordinators[presenter]?.object as? BlueprintCoordinatorViewModel
        {
            coordinator.sheetItem = nil
        }
    }
}

/// A slot value of a blueprint coordinator view model: a destination's name, and what it shows.
public struct BlueprintDestination: NavigationDestination, CustomStringConvertible {
    let blueprint: DestinationBlueprint
    unowned let owner: BlueprintCoordinatorViewModel

    /// A blueprint declares its destinations as data: ``ViewModelBlueprint/catalog`` lists them.
    public static var routes: [DeclaredRoute] { [] }

    public func nextScene(in context: NavigationContext) -> DestinationScene {
        owner.library.scene(blueprint, owner: owner)
    }

    public var description: String { blueprint.name }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.blueprint.name == rhs.blueprint.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(blueprint.name) }
}

/// A ``CoordinatorViewModel`` declared by a ``CoordinatorViewModelBlueprint``: named after it, its slots
/// take the blueprint's destinations.
public final class BlueprintCoordinatorViewModel: CoordinatorViewModel<BlueprintDestination, BlueprintDestination> {
    let blueprint: CoordinatorViewModelBlueprint
    let library: ViewModelBlueprintLibrary

    init(_ blueprint: CoordinatorViewModelBlueprint, library: ViewModelBlueprintLibrary, context: NavigationContext) {
        self.blueprint = blueprint
        self.library = library
        super.init(context: context, typeName: blueprint.name)
    }

    /// The type name the sources give it.
    public var typeName: String { blueprint.name }

    public override var sheetKind: PresentationKind { blueprint.sheetSlot?.transition.presentationKind ?? .sheet }

    /// `slot = value` as the sources write it (`nil` empties the slot).
    func set(_ slot: String, to value: String?) {
        let target: SlotBlueprint?
        let isNavigation = blueprint.navigationSlot?.name == slot
        target = isNavigation ? blueprint.navigationSlot : blueprint.sheetSlot?.name == slot ? blueprint.sheetSlot : nil
        guard let target else { return fault(ViewModelFault.unknownSlot, "\(typeName) has no slot named \(slot)") }
        var item: BlueprintDestination?
        if let value {
            guard let destination = target.destinations.first(where: { $0.name == value }) else {
                return fault(ViewModelFault.unknownSlot, "\(typeName).\(slot) has no value named \(value)")
            }
            item = BlueprintDestination(blueprint: destination, owner: self)
        }
        if isNavigation { navigationItem = item } else { sheetItem = item }
    }

    func fault(_ kind: FaultKind, _ message: String) {
        context.recordFault(StyleFault(kind: kind, message: message, coordinatorType: typeName))
    }
}
