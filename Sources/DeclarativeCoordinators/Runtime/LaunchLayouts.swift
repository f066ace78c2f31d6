import NavigationModel
import Synchronization

/// The first layout of an app instance, made again from the one an earlier launch of the same app placed.
///
/// Every launch of an app sets up the same coordinator tree (the fresh-launch checks launch it thousands of
/// times), and the first layout is a function of that tree: which coordinator of which type holds which
/// payload and which children, under the window's coordinator (``LayoutNote/Tree``'s words with each object
/// replaced by its type), and the app's model. What placing it walks (stacks, tabs, presentations, origins,
/// tab ranges, spines) is kept once per window coordinator type as a template; a launch whose tree has the
/// same key takes the template and only makes its screens, each by its route's factory on this instance's
/// coordinator with this instance's routers around it, as the placement would have made it. The app's own
/// code (its factories) runs on every launch as before; a screen that then cannot be made as the template's
/// was (a route showing no screen, a fault) places the layout from scratch instead.
final class LaunchLayouts: @unchecked Sendable {
    static let shared = LaunchLayouts()

    private let lock = Mutex(())
    /// The template of the last first layout placed, by the type of the window's coordinator; read and written
    /// only under ``lock``.
    private var last: [ObjectIdentifier: Template] = [:]

    /// The first layout of `context`'s app instance, whose window coordinator is `root` and coordinator tree
    /// `tree` (read from the state).
    func layout(
        of tree: LayoutNote.Tree, root: CoordinatorID, _ context: NavigationContext, observer: DeclarativeObserver
    ) -> WindowLayout {
        let coordinators = context.state.coordinators
        let model = context.state.model
        guard let position = coordinators.position(of: root), let rootObject = coordinators.all[position].object,
            let key = Self.key(of: tree, in: coordinators)
        else { return WindowLayout.placeFirst(context, root: root, observer: observer).layout }
        let type = ObjectIdentifier(Swift.type(of: rootObject))
        nonisolated(unsafe) var known: Template?
        lock.withLock { _ in known = last[type] }
        if let known, known.key == key, known.model == model, let layout = known.layout(in: coordinators) {
            observer.firstLayoutFromTemplate = true
            return layout
        }
        let placed = WindowLayout.placeFirst(context, root: root, observer: observer)
        if let screens = placed.screens,
            let template = Template(key: key, model: model, layout: placed.layout, screens: screens, in: coordinators)
        {
            lock.withLock { _ in last[type] = template }
        }
        return placed.layout
    }

    /// The tree's words with each coordinator object replaced by its type: what a first layout depends on,
    /// with the model.
    private static func key(of tree: LayoutNote.Tree, in coordinators: CoordinatorTree) -> [UInt64]? {
        var key = tree.words
        // The words hold zero for the window coordinator's payload number, which the tree keeps apart.
        if key.count >= 4 { key[2] = tree.rootPayloadNumber }
        let records = coordinators.all
        var node = 0
        // Four words per coordinator: its identifier, its object (all ones when the record is missing, zero
        // without one), its payload number and its number of children.
        while node + 3 < key.count {
            let object = key[node + 1]
            if object != .max, object != 0 {
                guard let position = coordinators.position(of: CoordinatorID(Int(Int64(bitPattern: key[node])))),
                    let found = records[position].object
                else { return nil }
                key[node + 1] = UInt64(UInt(bitPattern: ObjectIdentifier(Swift.type(of: found))))
            }
            node += 4
        }
        return key
    }

    /// A first layout without its app instance: the layout with placeholder screens, and how to make each
    /// screen and each spine entry again for another instance. Holds no coordinator object, so it keeps no
    /// instance alive; immutable, so shared by every worker.
    final class Template {
        let key: [UInt64]
        let model: AnyHashable?
        /// The layout placed, each screen replaced by a placeholder, without spines.
        private let skeleton: WindowLayout
        private let screens: [ScreenRecipe]
        /// `nil` when the layout noted none.
        private let spines: [[SpineRecipe]]?
        /// The routers around the screens and spine entries, each distinct list once: an instance binds each
        /// once, and its screens and spine entries share the arrays, as the placement's do.
        private let environments: [[ScopeRecipe]]

        /// A screen placed: made by the factory of `entry` on coordinator `owner` (of exactly `coordinatorType`),
        /// with the routers of environment number `environment` around it and `innermost` inside those, at
        /// `index` of the stack at `address`. An object, so that reading one copies a reference.
        private final class ScreenRecipe {
            let entry: RouteEntry
            let owner: CoordinatorID
            let coordinatorType: any Coordinatable.Type
            let environment: Int
            let innermost: ScopeRecipe?
            let address: StackAddress
            let index: Int

            init(
                entry: RouteEntry, owner: CoordinatorID, coordinatorType: any Coordinatable.Type, environment: Int,
                innermost: ScopeRecipe?, address: StackAddress, index: Int
            ) {
                self.entry = entry
                self.owner = owner
                self.coordinatorType = coordinatorType
                self.environment = environment
                self.innermost = innermost
                self.address = address
                self.index = index
            }
        }

        private struct ScopeRecipe {
            let id: CoordinatorID
            let scope: RouterScope.Template
        }

        /// A spine entry (``TailPlacement``) without its objects.
        private final class SpineRecipe {
            let id: CoordinatorID
            let navigationType: any NavigationCoordinatable.Type
            let payload: StackPayload
            let opener: CoordinatorID
            let environment: Int
            let marks: [TailPlacement.Mark]

            init(
                id: CoordinatorID, navigationType: any NavigationCoordinatable.Type, payload: StackPayload, opener: CoordinatorID,
                environment: Int, marks: [TailPlacement.Mark]
            ) {
                self.id = id
                self.navigationType = navigationType
                self.payload = payload
                self.opener = opener
                self.environment = environment
                self.marks = marks
            }
        }

        /// The template of `layout`, placed with `screens` in the state with `coordinators`; `nil` when the
        /// layout holds anything it cannot make again (a fault, a screen it did not record, a router that is
        /// not one of the state's coordinators).
        init?(key: [UInt64], model: AnyHashable?, layout: WindowLayout, screens placed: [LaunchScreenPlacement], in coordinators: CoordinatorTree) {
            guard layout.faults.isEmpty, layout.screens.count == placed.count else { return nil }
            var ids: [ObjectIdentifier: CoordinatorID] = [:]
            for record in coordinators.all { if let object = record.object { ids[ObjectIdentifier(object)] = record.id } }
            var environments: [[ScopeRecipe]] = []
            // The number of each distinct list of routers (their identifiers and positions) met so far.
            var numbers: [[Int]: Int] = [:]
            func recipe(_ scope: RouterScope) -> ScopeRecipe? {
                ids[ObjectIdentifier(scope.coordinator as AnyObject)].map { ScopeRecipe(id: $0, scope: scope.template) }
            }
            func recipes(_ environment: [RouterScope]) -> Int? {
                var recipes: [ScopeRecipe] = []
                var signature: [Int] = []
                for scope in environment {
                    guard let made = recipe(scope) else { return nil }
                    recipes.append(made)
                    signature += [made.id.rawValue, scope.position ?? .min]
                }
                if let number = numbers[signature] { return number }
                numbers[signature] = environments.count
                environments.append(recipes)
                return environments.count - 1
            }
            var skeleton = layout
            var screens: [ScreenRecipe] = []
            for screen in placed {
                guard let environment = recipes(screen.environment.outer),
                    skeleton.replaceScreen(at: screen.address, index: screen.index, with: Self.placeholder)
                else { return nil }
                var innermost: ScopeRecipe?
                if let scope = screen.environment.innermost {
                    guard let made = recipe(scope) else { return nil }
                    innermost = made
                }
                screens.append(ScreenRecipe(
                    entry: screen.entry, owner: screen.owner, coordinatorType: Swift.type(of: screen.coordinator),
                    environment: environment, innermost: innermost, address: screen.address, index: screen.index))
            }
            var spines: [[SpineRecipe]]?
            if let placedSpines = layout.spines {
                var all: [[SpineRecipe]] = []
                for spine in placedSpines {
                    var entries: [SpineRecipe] = []
                    for entry in spine {
                        guard let environment = recipes(entry.environment) else { return nil }
                        entries.append(SpineRecipe(
                            id: entry.id, navigationType: Swift.type(of: entry.navigation), payload: entry.payload,
                            opener: entry.opener, environment: environment, marks: entry.marks))
                    }
                    all.append(entries)
                }
                spines = all
            }
            skeleton.spines = nil
            self.environments = environments
            self.key = key
            self.model = model
            self.skeleton = skeleton
            self.screens = screens
            self.spines = spines
        }

        /// What a screen of the skeleton shows until it is made for an instance: nothing of any instance.
        /// Immutable, its actions capture nothing.
        nonisolated(unsafe) private static let placeholder = Screen(id: ScreenID(0), typeName: "", owner: nil, actions: { [] })

        /// The layout for the state with `coordinators`, whose tree has this template's key: the skeleton with
        /// this instance's screens and spine entries; `nil` when a screen cannot be made as the template's was.
        func layout(in coordinators: CoordinatorTree) -> WindowLayout? {
            let records = coordinators.all
            func object(_ id: CoordinatorID) -> AnyObject? { coordinators.position(of: id).flatMap { records[$0].object } }
            var bound: [[RouterScope]] = []
            bound.reserveCapacity(environments.count)
            for recipes in environments {
                var environment: [RouterScope] = []
                environment.reserveCapacity(recipes.count)
                for recipe in recipes {
                    guard let object = object(recipe.id) else { return nil }
                    environment.append(recipe.scope.bound(to: object))
                }
                bound.append(environment)
            }
            var layout = skeleton
            for recipe in screens {
                guard let owner = object(recipe.owner) else { return nil }
                let coordinator = viewing(owner, as: recipe.coordinatorType)
                var innermost: RouterScope?
                if let scope = recipe.innermost {
                    guard let object = object(scope.id) else { return nil }
                    innermost = scope.scope.bound(to: object)
                }
                let environment = RouterEnvironment(bound[recipe.environment], innermost: innermost)
                let made =
                    recipe.entry.key.screens?.make(coordinator, recipe.entry, recipe.owner, environment)
                    ?? generalScreen(recipe.entry, of: coordinator, owner: recipe.owner, environment: environment)
                guard let screen = made.screen, made.fault == nil,
                    layout.replaceScreen(at: recipe.address, index: recipe.index, with: screen)
                else { return nil }
            }
            if let spines {
                var all: [[TailPlacement]] = []
                all.reserveCapacity(spines.count)
                for spine in spines {
                    var entries: [TailPlacement] = []
                    entries.reserveCapacity(spine.count)
                    for entry in spine {
                        guard let navigation = object(entry.id) else { return nil }
                        entries.append(TailPlacement(
                            id: entry.id, navigation: viewing(navigation, as: entry.navigationType), payload: entry.payload,
                            opener: entry.opener, environment: bound[entry.environment], marks: entry.marks))
                    }
                    all.append(entries)
                }
                layout.spines = all
            }
            return layout
        }
    }
}

/// A screen a layout builder placed, as a launch's template records it: the route entry and the coordinator
/// whose factory made it, its owner, the routers around it, and where it was placed.
struct LaunchScreenPlacement {
    let entry: RouteEntry
    let coordinator: any Coordinatable
    let owner: CoordinatorID
    let environment: RouterEnvironment
    let address: StackAddress
    let index: Int
}

extension WindowLayout {
    /// Replaces the screen at `index` of the stack at `address` by `screen`, keeping its origin; `false` when
    /// there is no such screen. Each container is taken out while it changes, so that only arrays shared
    /// with another layout are copied.
    fileprivate mutating func replaceScreen(at address: StackAddress, index: Int, with screen: Screen) -> Bool {
        switch address.slot {
        case .root:
            return Self.replaceScreen(in: &root, tab: address.tab, index: index, with: screen)
        case .presented(let presentation):
            guard presentations.indices.contains(presentation) else { return false }
            return Self.replaceScreen(in: &presentations[presentation].content, tab: address.tab, index: index, with: screen)
        }
    }

    private static func replaceScreen(in container: inout LayoutContainer?, tab: Int?, index: Int, with screen: Screen) -> Bool {
        switch container {
        case .stack(var stack)?:
            guard stack.screens.indices.contains(index) else { return false }
            container = nil
            stack.screens[index] = LayoutScreen(screen: screen, origin: stack.screens[index].origin)
            container = .stack(stack)
            return true
        case .tabs(var tabs)?:
            guard let tab, tabs.stacks.indices.contains(tab), var stack = tabs.stacks[tab], stack.screens.indices.contains(index)
            else { return false }
            container = nil
            tabs.stacks[tab] = nil
            stack.screens[index] = LayoutScreen(screen: screen, origin: stack.screens[index].origin)
            tabs.stacks[tab] = stack
            container = .tabs(tabs)
            return true
        case nil:
            return false
        }
    }
}
