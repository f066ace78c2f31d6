/// A generated app's plan, the same for every style: its coordinators, their screens and what each
/// screen's actions do. Built deterministically from an ``AppShape``.
public struct Blueprint: Sendable {
    /// How a coordinator's first screen is shown.
    public enum Opening: Hashable, Sendable {
        /// The window's root stack.
        case root
        /// Tab `index` of the root tab bar.
        case tab(Int)
        /// Pushed onto the stack of the screen that opens it.
        case push
        case sheet
        case fullScreen
    }

    /// What one action does.
    public enum Action: Hashable, Sendable {
        /// Pushes screen `index` of the same coordinator.
        case push(screen: Int)
        /// Opens child coordinator `index` with its opening.
        case open(coordinator: Int)
        /// Opens coordinator `index` from another branch of the tree, with its opening.
        case link(coordinator: Int)
        /// Opens a new instance of this screen's own coordinator.
        case openAnother
        /// Closes this screen's coordinator: pops its screens or dismisses what it presented.
        case close
        /// A button that changes nothing the navigation shows.
        case idle(Int)
    }

    public struct Screen: Sendable {
        public var typeName: String
        /// The route within its coordinator (`screen2`).
        public var route: String
        /// The route where one coordinator type shows every blueprint coordinator's screens
        /// (`feature3Screen2`): unique in the app.
        public var qualifiedRoute: String
        public var actions: [Action]
        /// The name the user sees on each action, in the same order.
        public var actionNames: [String]
    }

    public struct Coordinator: Sendable {
        public var typeName: String
        public var parent: Int?
        public var opening: Opening
        public var children: [Int]
        public var screens: [Screen]
    }

    public let shape: AppShape
    public private(set) var coordinators: [Coordinator] = []
    /// Tabs of the root tab bar; zero when the first coordinator is the window's root instead.
    public let tabs: Int

    /// The coordinator that owns the root tab bar, when there is one.
    public static let tabBarCoordinator = "AppTabBarCoordinator"

    public init(_ shape: AppShape) throws(InvalidShape) {
        try shape.validate()
        self.shape = shape
        let count = shape.coordinators
        let tabs = Int((Double(count) * shape.tabShare).rounded())
        self.tabs = tabs >= 2 ? tabs : 0
        let roots = max(self.tabs, 1)

        let openings = Self.childOpenings(count: count - roots, shape: shape)
        for index in 0..<count {
            let opening: Opening = index < roots ? (self.tabs > 0 ? .tab(index) : .root) : openings[index - roots]
            let parent = index < roots ? nil : (index - roots) / 2
            coordinators.append(Coordinator(
                typeName: "Feature\(index)Coordinator", parent: parent, opening: opening, children: [], screens: []))
            if let parent { coordinators[parent].children.append(index) }
        }
        let links = Self.crossLinks(shape: shape, coordinators: coordinators, roots: roots)
        for index in 0..<count { coordinators[index].screens = screens(of: index, links: links[index] ?? [:]) }
    }

    /// The actions of each screen of coordinator `index`, in the order the class documents.
    private func screens(of index: Int, links: [Int: [Int]]) -> [Screen] {
        let shape = shape
        let count = shape.screensPerCoordinator
        let coordinator = coordinators[index]
        let isLast = index == shape.coordinators - 1
        return (0..<count).map { screen in
            var actions: [Action] = []
            if screen + 1 < count { actions.append(.push(screen: screen + 1)) }
            for (ordinal, child) in coordinator.children.enumerated() where ordinal % count == screen {
                actions.append(.open(coordinator: child))
            }
            for target in links[screen] ?? [] { actions.append(.link(coordinator: target)) }
            if shape.recursion, isLast, screen == count - 1 { actions.append(.openAnother) }
            if coordinator.parent != nil, screen == count - 1 { actions.append(.close) }
            var jump = screen + 2
            while actions.count < shape.actionsPerScreen, jump < count {
                actions.append(.push(screen: jump))
                jump += 1
            }
            var idle = 0
            while actions.count < shape.actionsPerScreen {
                actions.append(.idle(idle))
                idle += 1
            }
            return Screen(
                typeName: "Feature\(index)Screen\(screen)", route: "screen\(screen)",
                qualifiedRoute: "feature\(index)Screen\(screen)", actions: actions, actionNames: actions.map(name))
        }
    }

    private func name(of action: Action) -> String {
        switch action {
        case .push(let screen): "show screen \(screen)"
        case .open(let child): "open \(coordinators[child].typeName)"
        case .link(let target): "link to \(coordinators[target].typeName)"
        case .openAnother: "open another"
        case .close: "done"
        case .idle(let number): "button \(number)"
        }
    }

    /// The openings of the non-root coordinators: exactly the shape's shares of sheets and full screens,
    /// spread over the tree by a fixed shuffle, the rest pushed.
    private static func childOpenings(count: Int, shape: AppShape) -> [Opening] {
        guard count > 0 else { return [] }
        let sheets = Int((Double(count) * shape.sheetShare).rounded())
        let fullScreens = min(count - sheets, Int((Double(count) * shape.fullScreenShare).rounded()))
        var openings = [Opening](repeating: .push, count: count)
        let order = (0..<count).sorted { Mix.value($0) < Mix.value($1) }
        for (rank, child) in order.enumerated() {
            if rank < sheets {
                openings[child] = .sheet
            } else if rank < sheets + fullScreens {
                openings[child] = .fullScreen
            }
        }
        return openings
    }

    /// Cross links by source coordinator and screen: link `n` goes from a coordinator picked by a fixed
    /// hash to the non-root coordinator half the tree away, never its own.
    private static func crossLinks(shape: AppShape, coordinators: [Coordinator], roots: Int) -> [Int: [Int: [Int]]] {
        let count = coordinators.count
        guard count > roots, count > 1 else { return [:] }
        var links: [Int: [Int: [Int]]] = [:]
        for link in 0..<shape.crossLinks {
            let source = Int(Mix.value(link &+ 7919) % UInt64(count))
            let nonRoots = count - roots
            var target = roots + (source + count / 2 + link) % nonRoots
            if target == source { target = roots + (target - roots + 1) % nonRoots }
            guard target != source else { continue }
            links[source, default: [:]][link % shape.screensPerCoordinator, default: []].append(target)
        }
        return links
    }
}

/// A fixed 64-bit mix (SplitMix64's finaliser): spreads choices over the tree the same way on every run.
enum Mix {
    static func value(_ number: Int) -> UInt64 {
        var z = UInt64(bitPattern: Int64(number)) &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
