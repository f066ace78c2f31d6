import NavigationModel
import SwiftSyntax

/// What the sources declare in the View-model style (SwiftUI MVVM-C): the `@Published` slots of coordinator
/// view models that a view's `NavigationLink`, `.navigationDestination`, `.sheet` or `.fullScreenCover`
/// binds, the value each slot can take, and the scene each value shows (read through the enum's
/// `nextView()`-like member and the factories it calls).
struct ViewModelDeclarations {
    /// A `@Published` property of a coordinator view model that a view binds to navigation.
    struct Slot {
        var name: String
        var owner: TypeDeclaration
        var transition: TransitionStyle
        /// A `Bool` slot (`isActive:`, `isPresented:`) has one destination, named after the slot.
        var isBool: Bool
        var destinations: [Destination]
        var place: SourcePlace
    }

    /// A value of a slot: an enum case, or `true`.
    struct Destination {
        var name: String
        var scene: Scene?
        var place: SourcePlace
    }

    /// What a view expression shows: a view, and the coordinator view model of its scene when it is a
    /// coordinator view wrapping content.
    struct Scene {
        var coordinator: TypeDeclaration?
        /// The view the user sees (the coordinator view's content, else the view itself).
        var screen: TypeDeclaration
        /// The coordinator view, whose own controls and bindings are part of the scene.
        var coordinatorView: TypeDeclaration?
    }

    let index: DeclarationIndex
    let types: ViewModelTypes
    /// Slots in source order, one per coordinator view model and property.
    private(set) var slots: [Slot] = []
    private(set) var diagnostics: [ImportDiagnostic] = []
    /// The coordinator view model each coordinator view binds, by the view's name.
    private var boundViewModel: [String: TypeDeclaration] = [:]

    init(index: DeclarationIndex) {
        self.index = index
        types = ViewModelTypes(index: index)
        for view in index.allTypes where types.isView(view) {
            for (file, body) in types.bodies(of: view) {
                for site in CallSiteCollector.sites(in: body, regions: index.files[file].regions) {
                    readBinding(site, in: view, file: file)
                }
            }
        }
    }

    /// The coordinator view models whose item slot shows a scene: what marks an app of this style.
    var itemSlotOwners: [TypeDeclaration] {
        var owners: [TypeDeclaration] = []
        for slot in slots where !slot.isBool && slot.destinations.contains(where: { $0.scene != nil }) {
            if !owners.contains(where: { $0 === slot.owner }) { owners.append(slot.owner) }
        }
        return owners
    }

    func slots(of coordinator: TypeDeclaration) -> [Slot] { slots.filter { $0.owner === coordinator } }

    func slot(named name: String, of coordinator: TypeDeclaration) -> Slot? {
        slots.first { $0.owner === coordinator && $0.name == name }
    }

    // MARK: Bindings

    private mutating func readBinding(_ site: CallSite, in view: TypeDeclaration, file: Int) {
        let labels = site.call.arguments.compactMap { $0.label?.text }
        guard let (transition, label) = ViewModelVocabulary.binding(site.name, labels: labels),
              let argument = site.argument(label), var path = SyntaxReading.path(of: argument), path.count >= 2,
              path[0].hasPrefix("$")
        else { return }
        path[0].removeFirst()
        let slotName = path.removeLast()
        var owner: TypeDeclaration? = view
        for name in path { owner = owner.flatMap { types.memberType(name, of: $0) } }
        guard let owner, isCoordinatorViewModel(owner), let property = owner.property(named: slotName),
              property.attributes.contains("Published"),
              let written = property.type ?? (property.initializer?.is(BooleanLiteralExprSyntax.self) == true ? "Bool" : nil)
        else { return }
        boundViewModel[view.name] = boundViewModel[view.name] ?? owner
        guard slot(named: slotName, of: owner) == nil else { return }
        let place = index.line(of: site.call, file: file)
        let content = destinationExpression(site, label: label)
        if written == "Bool" {
            let shown = content.flatMap { scene(in: $0, scope: view, file: file) }
            if shown == nil { partial(place, "\(owner.simpleName).\(slotName)", "the view its binding shows is not found") }
            slots.append(Slot(
                name: slotName, owner: owner, transition: transition, isBool: true,
                destinations: [Destination(name: slotName, scene: shown, place: place)], place: place))
            return
        }
        guard let items = types.resolve(written, from: owner), items.kind == .enum else { return }
        let regions = caseRegions(of: items, content: content, view: view, file: file)
        let destinations = items.cases.map { item -> Destination in
            let (region, regionScope, regionFile) = regions(item.name)
            let shown = region.flatMap { scene(in: $0, scope: regionScope, file: regionFile) }
            if shown == nil {
                partial(item.place, "\(items.simpleName).\(item.name)", "no view is built for \(items.simpleName).\(item.name); its screen is named after the case")
            }
            return Destination(name: item.name, scene: shown, place: item.place)
        }
        slots.append(Slot(
            name: slotName, owner: owner, transition: transition, isBool: false, destinations: destinations, place: place))
    }

    /// A class that can be a coordinator view model: not another style's coordinator.
    func isCoordinatorViewModel(_ type: TypeDeclaration) -> Bool {
        type.kind == .class && !type.inheritedNames.contains { ViewModelVocabulary.otherStylesBases.contains($0) }
    }

    /// The expression or closure a binding shows: `destination:`, `content:`, else the first closure.
    private func destinationExpression(_ site: CallSite, label: String) -> Syntax? {
        if let destination = site.argument("destination") ?? site.argument("content") { return Syntax(destination) }
        if site.name == "NavigationLink", label == "isActive", let first = site.argument(nil) { return Syntax(first) }
        return site.closures.first { $0.label == nil || $0.label == "destination" || $0.label == "content" }.map { Syntax($0.closure) }
    }

    /// For each case of `items`, the part of the sources that builds its view: the case of the switch in
    /// the enum member the binding calls (`item.nextView()`), else of a switch in the binding's closure,
    /// else the whole closure.
    private func caseRegions(
        of items: TypeDeclaration, content: Syntax?, view: TypeDeclaration, file: Int
    ) -> (String) -> (Syntax?, TypeDeclaration, Int) {
        guard let content else { return { _ in (nil, view, file) } }
        for name in memberNames(in: content) {
            let body = items.functions(named: name).first.flatMap { function in function.body.map { (Syntax($0), function.file) } }
                ?? items.property(named: name).flatMap { property in property.body.map { ($0, property.file) } }
            if let (body, memberFile) = body {
                let switchOver = CaseSwitch(body)
                return { (switchOver.region(for: $0), items, memberFile) }
            }
        }
        let switchOver = CaseSwitch(content)
        return { (switchOver.region(for: $0), view, file) }
    }

    private func memberNames(in node: Syntax) -> [String] {
        var names: [String] = []
        if let member = node.as(MemberAccessExprSyntax.self), member.base != nil { names.append(member.declName.baseName.text) }
        for child in node.children(viewMode: .sourceAccurate) { names += memberNames(in: child) }
        return names
    }

    private mutating func partial(_ place: SourcePlace, _ subject: String, _ message: String) {
        diagnostics.append(ImportDiagnostic(.partialDeclaration, path: place.path, line: place.line, subject: subject, message: message))
    }

    // MARK: Scenes

    /// The scene the first view built in `region` shows, following factories (`Scene2Factory.build(...)`)
    /// into their bodies; a `return` decides what a body builds.
    func scene(in region: Syntax, scope: TypeDeclaration, file: Int, depth: Int = 0) -> Scene? {
        let locals = Self.locals(in: region)
        let returned = Self.returns(in: region)
        for candidate in returned.isEmpty ? [region] : returned {
            for site in CallSiteCollector.sites(in: candidate, regions: index.files[file].regions) {
                if site.receiver.isEmpty, site.receiverCall == nil, site.name.first?.isUppercase == true,
                   let type = types.resolve(site.name, from: scope), types.isView(type)
                {
                    return viewScene(type, call: site.call, locals: locals, scope: scope)
                }
                if site.receiver.count == 1, depth < 4, let factory = index.type(named: site.receiver[0], from: scope.name),
                   let function = factory.functions(named: site.name).first, let body = function.body,
                   let found = scene(in: Syntax(body), scope: factory, file: function.file, depth: depth + 1)
                {
                    return found
                }
            }
        }
        return nil
    }

    /// A view constructed with a coordinator view model and a content view is a coordinator view: its
    /// scene is the content, owned by that coordinator view model.
    private func viewScene(
        _ view: TypeDeclaration, call: FunctionCallExprSyntax, locals: [String: ExprSyntax], scope: TypeDeclaration
    ) -> Scene {
        var coordinator: TypeDeclaration?
        var content: TypeDeclaration?
        for argument in call.arguments {
            var expression = argument.expression
            if let reference = expression.as(DeclReferenceExprSyntax.self), let local = locals[reference.baseName.text] {
                expression = local
            }
            guard let name = ViewModelTypes.constructedType(expression), let type = types.resolve(name, from: scope)
            else { continue }
            if types.isView(type) { content = content ?? type } else if isCoordinatorViewModel(type) { coordinator = coordinator ?? type }
        }
        if let bound = boundViewModel[view.name] { coordinator = coordinator ?? bound }
        guard let coordinator, content != nil || boundViewModel[view.name] != nil else {
            return Scene(coordinator: nil, screen: view, coordinatorView: nil)
        }
        return Scene(coordinator: coordinator, screen: content ?? view, coordinatorView: view)
    }

    /// `let name = expression` in a body, outside closures.
    private static func locals(in node: Syntax) -> [String: ExprSyntax] {
        var found: [String: ExprSyntax] = [:]
        for child in node.children(viewMode: .sourceAccurate) {
            if let variable = child.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value {
                        found[name] = value
                    }
                }
            } else if !child.is(ClosureExprSyntax.self) {
                found.merge(locals(in: child)) { first, _ in first }
            }
        }
        return found
    }

    /// The expressions a body returns, outside closures.
    private static func returns(in node: Syntax) -> [Syntax] {
        var found: [Syntax] = []
        for child in node.children(viewMode: .sourceAccurate) {
            if let statement = child.as(ReturnStmtSyntax.self), let expression = statement.expression {
                found.append(Syntax(expression))
            } else if !child.is(ClosureExprSyntax.self) {
                found += returns(in: child)
            }
        }
        return found
    }

    // MARK: Entry

    /// The scene each coordinator view model is first built in: by the app's lifecycle types, by factories
    /// and other functions of the sources, in source order.
    func scenesByCoordinator() -> [(TypeDeclaration, Scene)] {
        var found: [(TypeDeclaration, Scene)] = []
        let lifecycle = index.allTypes.filter { $0.conforms(toAny: RouterVocabulary.lifecycleProtocols) }
        let others = index.allTypes.filter { !$0.conforms(toAny: RouterVocabulary.lifecycleProtocols) && !types.isView($0) }
        for type in lifecycle + others {
            for (file, body) in types.bodies(of: type) {
                guard let scene = scene(in: body, scope: type, file: file), let coordinator = scene.coordinator,
                      !found.contains(where: { $0.0 === coordinator })
                else { continue }
                found.append((coordinator, scene))
            }
        }
        return found
    }

    /// The scene the app's lifecycle types (a SwiftUI `App`, a scene delegate) show first.
    func lifecycleScene() -> Scene? {
        for type in index.allTypes where type.conforms(toAny: RouterVocabulary.lifecycleProtocols) {
            for (file, body) in types.bodies(of: type) {
                if let scene = scene(in: body, scope: type, file: file), scene.coordinator != nil { return scene }
            }
        }
        return nil
    }
}
