import NavigationModel

/// A blueprint's coordinators by name. Immutable, shared by every coordinator a launched blueprint makes.
final class TreeBlueprintLibrary: Sendable {
    private let byName: [String: TreeCoordinatorBlueprint]

    init(_ blueprint: TreeBlueprint) {
        byName = Dictionary(blueprint.coordinators.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    func coordinator(named name: String) -> TreeCoordinatorBlueprint? { byName[name] }
}

/// A ``Coordinator`` declared by a ``TreeCoordinatorBlueprint``: named after it, its stored properties
/// (the navigation controller or window it was given, its delegate) set while it is made.
public final class BlueprintTreeCoordinator: Coordinator {
    let blueprint: TreeCoordinatorBlueprint
    /// The properties set by its initialiser, and its `delegate` set just after (weakly, as declared).
    var fields: [String: TreeValue] = [:]

    init(_ blueprint: TreeCoordinatorBlueprint, context: NavigationContext) {
        self.blueprint = blueprint
        super.init(context: context)
    }

    public override var typeName: String { blueprint.name }
}

/// A value a step works with.
enum TreeValue {
    case coordinator(WeakCoordinator)
    case navigation(NavigationController)
    case screen(Screen)
    case window

    static func coordinator(_ coordinator: Coordinator) -> TreeValue { .coordinator(WeakCoordinator(coordinator)) }
}

/// A coordinator held weakly: the tree, not a property, keeps coordinators alive.
struct WeakCoordinator {
    weak var object: Coordinator?
    init(_ object: Coordinator) { self.object = object }
}

/// The names a running body sees: the coordinator it runs on (none at launch) and its locals.
struct TreeFrame {
    var this: BlueprintTreeCoordinator?
    var locals: [String: TreeValue] = [:]
    /// Launch only: coordinators the app delegate keeps in properties (``TreeStep/retain(_:)``), held
    /// strongly as it does; a coordinator only in a local is released as in the app.
    var retained: [Coordinator] = []
}

/// Runs blueprint steps on the Tree runtime: each step is the library's or UIKit's operation.
struct TreeInterpreter {
    let library: TreeBlueprintLibrary
    unowned let context: NavigationContext

    /// Runs `steps` in `frame`; `false` when a failed precondition stopped them.
    func run(_ steps: [TreeStep], in frame: inout TreeFrame) -> Bool {
        for step in steps {
            guard run(step, in: &frame) else { return false }
        }
        return true
    }

    private func run(_ step: TreeStep, in frame: inout TreeFrame) -> Bool {
        switch step {
        case .makeNavigationController(let slot, let root):
            let controller = NavigationController(in: context)
            if let root, let screen = screen(root, in: frame, doing: "make a navigation controller") {
                controller.push(screen)
            }
            store(.navigation(controller), in: slot, frame: &frame)
        case .makeWindow(let slot):
            store(.window, in: slot, frame: &frame)
        case .makeScreen(let slot, let type, let delegate):
            let owner = frame.this
            let delegateCoordinator = delegate.flatMap { coordinator($0, in: frame, doing: "set \(type)'s delegate") }
                as? BlueprintTreeCoordinator
            let actions = delegateCoordinator.map { makeActions(type, delegate: $0) } ?? { [] }
            let screen = context.makeScreen(type, owner: owner?.id, actions: actions)
            store(.screen(screen), in: slot, frame: &frame)
        case .makeCoordinator(let slot, let type, let arguments, let initSteps):
            guard let blueprint = library.coordinator(named: type) else {
                fault("no coordinator \(type) in the blueprint", in: frame)
                return true
            }
            let made = BlueprintTreeCoordinator(blueprint, context: context)
            var inner = TreeFrame(this: made, locals: bind(arguments, from: frame))
            _ = run(initSteps, in: &inner)
            store(.coordinator(made), in: slot, frame: &frame)
        case .setField(let target, let field, let value):
            guard let value = self.value(value, in: frame) else {
                fault("set \(field): its value is missing", in: frame)
                return true
            }
            guard let coordinator = coordinator(target, in: frame, doing: "set \(field)") as? BlueprintTreeCoordinator
            else { return true }
            coordinator.fields[field] = value
        case .call(let target, let arguments, let steps):
            guard let callee = coordinator(target, in: frame, doing: "call a method") as? BlueprintTreeCoordinator,
                  let body = steps[callee.typeName]
            else { return true }
            var inner = TreeFrame(this: callee, locals: bind(arguments, from: frame))
            return run(body, in: &inner)
        case .addChild(let child):
            guard let this = frame.this, let child = coordinator(child, in: frame, doing: "addChild") else { return true }
            this.addChild(child)
        case .removeChild(let child):
            guard let this = frame.this, let child = coordinator(child, in: frame, doing: "removeChild") else { return true }
            this.removeChild(child)
        case .bindToLifecycle(let target):
            guard let this = frame.this, let screen = screen(target, in: frame, doing: "bindToLifecycle") else { return true }
            this.bindToLifecycle(of: screen)
        case .retain(let target):
            guard let coordinator = coordinator(target, in: frame, doing: "keep the coordinator") else { return true }
            coordinator.retainAsRoot()
            frame.retained.append(coordinator)
        case .push(let target, let screenRef):
            guard let controller = navigation(target, in: frame, doing: "push"),
                  let screen = screen(screenRef, in: frame, doing: "push")
            else { return true }
            controller.push(screen)
        case .setViewControllers(let target, let screenRefs):
            guard let controller = navigation(target, in: frame, doing: "setViewControllers") else { return true }
            let screens = screenRefs.compactMap { screen($0, in: frame, doing: "setViewControllers") }
            controller.setViewControllers(screens)
        case .pop(let target):
            navigation(target, in: frame, doing: "popViewController")?.popViewController()
        case .popToRoot(let target):
            navigation(target, in: frame, doing: "popToRootViewController")?.popToRootViewController()
        case .present(let target, let presentedRef, let kind):
            guard let presenter = navigation(target, in: frame, doing: "present") else { return true }
            let presented: NavigationController?
            switch value(presentedRef, in: frame) {
            case .navigation(let controller)?:
                presented = controller
            case .screen(let screen)?:
                let wrapper = NavigationController(in: context)
                wrapper.push(screen)
                presented = wrapper
            default:
                fault("present: the presented view controller is missing", in: frame)
                presented = nil
            }
            if let presented { presenter.present(presented, kind: kind) }
        case .dismiss(let target):
            navigation(target, in: frame, doing: "dismiss")?.dismiss()
        case .setWindowRoot(let target):
            switch value(target, in: frame) {
            case .navigation(let controller)?:
                AppWindow(in: context).rootViewController = controller
            case .screen(let screen)?:
                let wrapper = NavigationController(in: context)
                wrapper.push(screen)
                AppWindow(in: context).rootViewController = wrapper
            default:
                fault("window root: the view controller is missing", in: frame)
            }
        case .precondition(let condition, let message):
            guard let this = frame.this else { return true }
            switch condition {
            case .childrenEmpty:
                return this.verifyPrecondition(this.children.isEmpty, message)
            }
        }
        return true
    }

    /// The actions of a `type` screen whose delegate is `delegate`: each runs on it when taken.
    private func makeActions(_ type: String, delegate: BlueprintTreeCoordinator) -> () -> [UserAction] {
        let actions = delegate.blueprint.screenActions[type] ?? []
        let interpreter = self
        return { [weak delegate] in
            actions.map { action in
                UserAction(action.name) {
                    guard let delegate else { return }
                    var frame = TreeFrame(this: delegate)
                    _ = interpreter.run(action.steps, in: &frame)
                }
            }
        }
    }

    // MARK: Values

    private func bind(_ arguments: [String: TreeValueRef], from frame: TreeFrame) -> [String: TreeValue] {
        arguments.compactMapValues { value($0, in: frame) }
    }

    private func store(_ value: TreeValue, in slot: TreeSlot, frame: inout TreeFrame) {
        switch slot {
        case .local(let name): frame.locals[name] = value
        case .field(let name):
            if let this = frame.this { this.fields[name] = value } else { frame.locals[name] = value }
        }
    }

    private func value(_ ref: TreeValueRef, in frame: TreeFrame) -> TreeValue? {
        switch ref {
        case .this: return frame.this.map { .coordinator($0) }
        case .field(let name): return frame.this?.fields[name] ?? frame.locals[name]
        case .local(let name): return frame.locals[name]
        case .window: return .window
        case .member(let base, let name):
            guard case .coordinator(let weak)? = value(base, in: frame),
                  let coordinator = weak.object as? BlueprintTreeCoordinator
            else { return nil }
            return coordinator.fields[name]
        }
    }

    private func coordinator(_ ref: TreeValueRef, in frame: TreeFrame, doing operation: String) -> Coordinator? {
        if case .coordinator(let weak)? = value(ref, in: frame), let coordinator = weak.object { return coordinator }
        fault("\(operation): the coordinator is missing (released, or never set)", in: frame)
        return nil
    }

    private func navigation(_ ref: TreeValueRef, in frame: TreeFrame, doing operation: String) -> NavigationController? {
        if case .navigation(let controller)? = value(ref, in: frame) { return controller }
        fault("\(operation): the navigation controller is missing", in: frame)
        return nil
    }

    private func screen(_ ref: TreeValueRef, in frame: TreeFrame, doing operation: String) -> Screen? {
        if case .screen(let screen)? = value(ref, in: frame) { return screen }
        fault("\(operation): the view controller is missing", in: frame)
        return nil
    }

    private func fault(_ message: String, in frame: TreeFrame) {
        context.recordFault(StyleFault(
            kind: TreeBlueprintFault.missingValue, message: "\(frame.this?.typeName ?? "app delegate"): \(message)",
            coordinatorType: frame.this?.typeName))
    }
}
