/// What the sources declare in the Tree style: coordinators (classes deriving from ADCoordinator's
/// `Coordinator`, directly or through a coordinator of the sources), view controllers and navigation
/// controllers (UIKit's or subclasses of the sources), and the protocols coordinators adopt.
struct TreeDeclarations {
    let index: DeclarationIndex
    /// Coordinator types, in source order.
    private(set) var coordinators: [TypeDeclaration] = []
    private var coordinatorNames: Set<String> = []

    init(index: DeclarationIndex) {
        self.index = index
        // A `Coordinator` the sources declare must be ADCoordinator's own class (vendored, with `addChild`):
        // a protocol or another library's class of that name is not this style.
        if let declared = index.type(named: TreeVocabulary.coordinatorBase),
           declared.kind != .class || declared.functions(named: "addChild").isEmpty
        {
            return
        }
        for type in index.allTypes where type.kind == .class && type.name != TreeVocabulary.coordinatorBase {
            if derives(type, from: [TreeVocabulary.coordinatorBase], genericAllowed: false) {
                coordinators.append(type)
                coordinatorNames.insert(type.name)
            }
        }
    }

    func isCoordinator(_ type: TypeDeclaration) -> Bool { coordinatorNames.contains(type.name) }

    /// A view controller of the sources (not a navigation controller).
    func isViewController(_ type: TypeDeclaration) -> Bool {
        type.kind == .class && derives(type, from: TreeVocabulary.viewControllers, genericAllowed: true)
            && !isNavigationController(type.name, from: nil)
    }

    /// `UINavigationController` or a subclass the sources declare.
    func isNavigationController(_ name: String, from scope: String?) -> Bool {
        if TreeVocabulary.navigationControllers.contains(TypeName.base(of: name)) { return true }
        guard let type = index.type(named: name, from: scope), type.kind == .class else { return false }
        return derives(type, from: TreeVocabulary.navigationControllers, genericAllowed: true)
    }

    /// The coordinators adopting protocol `name` (a delegate protocol), or the coordinator `name` itself.
    func coordinators(typed name: String, from scope: String?) -> [TypeDeclaration] {
        guard let type = index.type(named: name, from: scope) else { return [] }
        if isCoordinator(type) { return [type] }
        guard type.kind == .protocol else { return [] }
        return coordinators.filter { coordinator in
            superclassChain(of: coordinator).contains {
                $0.inheritedNames.contains(type.simpleName) || $0.inheritedNames.contains(type.name)
            }
        }
    }

    /// The type and its superclasses declared in the sources.
    func superclassChain(of type: TypeDeclaration) -> [TypeDeclaration] {
        var chain: [TypeDeclaration] = []
        var current: TypeDeclaration? = type
        var seen: Set<String> = []
        while let type = current, seen.insert(type.name).inserted {
            chain.append(type)
            current = type.inherited.first.flatMap { index.type(named: $0, from: type.name) }
            if current?.kind != .class { current = nil }
        }
        return chain
    }

    /// Whether `type`'s superclass chain reaches one of `bases` (a type the sources do not declare).
    private func derives(_ type: TypeDeclaration, from bases: Set<String>, genericAllowed: Bool) -> Bool {
        var current: TypeDeclaration? = type
        var seen: Set<String> = []
        while let type = current, seen.insert(type.name).inserted {
            guard let superclass = type.inherited.first else { return false }
            let base = TypeName.base(of: superclass)
            if bases.contains(base) { return genericAllowed || TypeName.genericArgument(of: superclass) == nil }
            current = index.type(named: superclass, from: type.name)
            if current?.kind != .class { return false }
        }
        return false
    }

    /// The function of `type` (or of a superclass in the sources) named `name` whose labels fit `labels`.
    func function(_ name: String, labels: [String], in type: TypeDeclaration) -> (Function, TypeDeclaration)? {
        for owner in superclassChain(of: type) {
            let match = owner.functions(named: name).first { $0.accepts(labels: labels) }
            if let match { return (match, owner) }
        }
        return nil
    }

    /// Property `name` of `type` or of a superclass in the sources.
    func property(_ name: String, of type: TypeDeclaration) -> Property? {
        superclassChain(of: type).lazy.compactMap { $0.property(named: name) }.first
    }
}
