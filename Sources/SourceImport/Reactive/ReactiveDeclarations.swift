import NavigationModel

/// The Reactive style's declarations in an index: which classes are `Coordinator<Result>` subclasses, and
/// which types are screens, navigation controllers and tab bars.
///
/// The base class is usually the app's own (`BaseCoordinator<ResultType>`) or a small library's, so it is
/// recognised by its shape, not its name: a coordinator is a class that derives from a generic class
/// (`Coordinator<Void>`, `BaseCoordinator<ItemsResult>`), directly or through another coordinator of the
/// sources, and whose `start()` (its own or an ancestor's in the sources) returns a publisher.
struct ReactiveDeclarations {
    let index: DeclarationIndex
    /// Every coordinator, in declaration order.
    let coordinators: [TypeDeclaration]

    init(index: DeclarationIndex) {
        self.index = index
        var found: [TypeDeclaration] = []
        for type in index.allTypes where type.kind == .class && Self.isCoordinator(type, in: index) {
            found.append(type)
        }
        coordinators = found
    }

    func isCoordinator(_ type: TypeDeclaration) -> Bool { coordinators.contains { $0 === type } }

    /// A coordinator's route name: `ItemsCoordinator` → `items`.
    static func routeName(ofCoordinator name: String) -> String {
        lowerFirst(strip(TypeName.base(of: name).split(separator: ".").last.map(String.init) ?? name, suffixes: ["Coordinator"]))
    }

    /// A screen's route name: `WelcomeViewController` → `welcome`.
    static func routeName(ofScreen name: String) -> String {
        lowerFirst(strip(name.split(separator: ".").last.map(String.init) ?? name, suffixes: ["ViewController", "Controller", "View", "Screen"]))
    }

    // MARK: Kinds of types

    /// `UINavigationController` and the app's subclasses of it.
    func isNavigation(_ written: String) -> Bool { derives(written, fromNameEnding: "NavigationController") }

    /// `UITabBarController` and the app's subclasses of it.
    func isTabBar(_ written: String) -> Bool { derives(written, fromNameEnding: "TabBarController") }

    /// A view controller that is neither a navigation controller nor a tab bar; `UIHostingController` is a
    /// screen too (its root view names it).
    func isScreen(_ written: String) -> Bool {
        guard !isNavigation(written), !isTabBar(written), index.type(named: written).map(isCoordinatorType) != true else {
            return false
        }
        return derives(written, fromNameEnding: "Controller") || derives(written, fromNameEnding: "ViewController")
    }

    /// Whether `type` (by name) is a subject: `PassthroughSubject`, `CurrentValueSubject` or an Rx subject.
    static func isSubject(_ written: String) -> Bool {
        let base = TypeName.base(of: written)
        return base.hasSuffix("Subject") || base == "PublishRelay" || base == "BehaviorRelay"
    }

    private func isCoordinatorType(_ type: TypeDeclaration) -> Bool { isCoordinator(type) }

    private func derives(_ written: String, fromNameEnding suffix: String) -> Bool {
        var name = TypeName.base(of: written)
        var seen: Set<String> = []
        while seen.insert(name).inserted {
            if name.hasSuffix(suffix) { return true }
            guard let type = index.type(named: name), let first = type.inherited.first else { return false }
            name = TypeName.base(of: first)
        }
        return false
    }

    // MARK: Shape of a coordinator

    static let publisherTypes: Set<String> = ["AnyPublisher", "Observable", "Single", "Maybe", "Driver", "Signal"]

    private static func isCoordinator(_ type: TypeDeclaration, in index: DeclarationIndex) -> Bool {
        var current: TypeDeclaration? = type
        var derivesFromGeneric = false
        var startsWithPublisher = false
        var seen: Set<String> = []
        while let type = current, seen.insert(type.name).inserted {
            if type.functions(named: "start").contains(where: { $0.parameters.isEmpty && returnsPublisher($0) }) {
                startsWithPublisher = true
            }
            guard let superclass = type.inherited.first else { break }
            if TypeName.genericArgument(of: superclass) != nil { derivesFromGeneric = true }
            current = index.type(named: superclass, from: type.name)
        }
        return derivesFromGeneric && startsWithPublisher
    }

    private static func returnsPublisher(_ function: Function) -> Bool {
        guard let written = function.returnType else { return false }
        let base = TypeName.base(of: written)
        return publisherTypes.contains(base) || base.hasSuffix("Publisher")
    }

    private static func strip(_ name: String, suffixes: [String]) -> String {
        for suffix in suffixes where name.hasSuffix(suffix) && name.count > suffix.count {
            return String(name.dropLast(suffix.count))
        }
        return name
    }

    private static func lowerFirst(_ name: String) -> String {
        guard let first = name.first else { return name }
        // `URLViewController` → `urlView...`: lower the leading capitals but the last of a run.
        let leading = name.prefix { $0.isUppercase }
        if leading.count > 1, leading.count < name.count {
            return leading.dropLast().lowercased() + name.dropFirst(leading.count - 1)
        }
        return first.lowercased() + name.dropFirst()
    }
}
