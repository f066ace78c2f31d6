import NavigationGraph
import NavigationModel
import SwiftSyntax
import TreeCoordinators

/// A piece of a body as read: a step, a choice between the runs of a branch, or the end of the body.
indirect enum TreeItem {
    case step(TreeStep)
    case branch([[TreeItem]])
    case exit
}

/// What a value is known to be when the sources are read.
enum TreeKind: Equatable {
    /// A coordinator of one of these types (several: a delegate protocol several coordinators adopt).
    case coordinator([String])
    case navigation
    case screen(String)
    case window
}

/// A name in scope: where the running step finds it, and what it is.
struct TreeBinding {
    var ref: TreeValueRef
    var kind: TreeKind
}

/// Reads the bodies of Tree-style code (coordinators' methods, the app delegate's launch, a view
/// controller's controls) into ``TreeItem``s, statement by statement, following calls into the
/// coordinators' methods by declared type. Every navigation call it cannot follow is a diagnostic.
final class TreeBodyReader {
    enum Role {
        /// A coordinator's method: `self` is the coordinator.
        case coordinator
        /// The app or scene delegate's launch: no coordinator; its properties are locals.
        case launch
        /// A view controller's control: only its delegate, the coordinator `delegate`, is followed.
        case viewController(delegate: TypeDeclaration)
    }

    struct Scope {
        var type: TypeDeclaration
        var role: Role
        var file: Int
        /// The method read at the outermost level (a child's flow is named after it).
        var method: String
        var names: [String: TreeBinding] = [:]
        /// Locals whose `modalPresentationStyle` was set.
        var presentation: [String: PresentationKind] = [:]
        /// Locals whose `delegate` is set to `self` in this body.
        var delegated: Set<String> = []
        /// Locals passed to a child coordinator's initialiser: the child's entry in ``children``.
        var childContexts: [String: Int] = [:]
    }

    let index: DeclarationIndex
    let declarations: TreeDeclarations
    var diagnostics: [ImportDiagnostic] = []
    var navigationPlaces: Set<SourcePlace> = []
    var unresolvedPlaces: Set<SourcePlace> = []
    var reported: Set<String> = []
    var inlining: [String] = []
    private var temporaries = 0

    /// Per coordinator type: the screens it makes (in order), with how each is first shown.
    var screens: [String: [TreeCoordinatorBlueprint.ShownScreen]] = [:]
    /// Per coordinator type: the children it makes.
    var children: [String: [TreeCoordinatorBlueprint.StartedChild]] = [:]
    /// View controller types made with a coordinator as their delegate: (screen, coordinator).
    var delegatedScreens: [(screen: TypeDeclaration, coordinator: TypeDeclaration)] = []
    /// Coordinator and screen types whose first way of showing is recorded.
    var shown: Set<String> = []

    init(index: DeclarationIndex, declarations: TreeDeclarations) {
        self.index = index
        self.declarations = declarations
    }

    var navigationCalls: Int { navigationPlaces.count }
    var resolvedCalls: Int { navigationPlaces.subtracting(unresolvedPlaces).count }

    // MARK: Functions

    /// The items of `function` run on `type`, its parameters bound as `parameters` says.
    func items(
        of function: Function, on type: TypeDeclaration, role: Role, parameters: [String: TreeKind] = [:],
        method: String? = nil
    ) -> [TreeItem] {
        guard let body = function.body else { return [] }
        let key = "\(type.name).\(function.name)(\(function.parameters.map(\.label).joined(separator: ":")))"
        guard !inlining.contains(key) else { return [] }
        inlining.append(key)
        defer { inlining.removeLast() }
        var scope = Scope(type: type, role: role, file: function.file, method: method ?? function.name)
        for parameter in function.parameters {
            let kind = parameters[parameter.name] ?? kind(ofType: parameter.type, from: type.name)
            if let kind { scope.names[parameter.name] = TreeBinding(ref: .local(parameter.name), kind: kind) }
        }
        scope.delegated = Self.delegatedLocals(in: body)
        return read(body.statements, scope: &scope)
    }

    /// The items of a closure or body read in `scope` (a view controller's control).
    func items(of statements: CodeBlockItemListSyntax, scope: Scope) -> [TreeItem] {
        var scope = scope
        return read(statements, scope: &scope)
    }

    /// Every run through `items`, without duplicates; at most `limit` (the rest is dropped and said).
    static func expand(_ items: [TreeItem], limit: Int = 64) -> [[TreeStep]] {
        var seen: Set<[TreeStep]> = []
        return paths(items, limit: limit).map(\.steps).filter { seen.insert($0).inserted }
    }

    private struct Run: Hashable {
        var steps: [TreeStep]
        var exited: Bool
    }

    private static func paths(_ items: [TreeItem], limit: Int) -> [Run] {
        var partial = [Run(steps: [], exited: false)]
        for item in items {
            var next: [Run] = []
            for path in partial {
                if path.exited {
                    next.append(path)
                    continue
                }
                switch item {
                case .step(let step): next.append(Run(steps: path.steps + [step], exited: false))
                case .exit: next.append(Run(steps: path.steps, exited: true))
                case .branch(let alternatives):
                    var seen: Set<Run> = []
                    for alternative in alternatives {
                        for run in paths(alternative, limit: limit) where seen.insert(run).inserted {
                            next.append(Run(steps: path.steps + run.steps, exited: run.exited))
                        }
                    }
                }
            }
            partial = Array(next.prefix(limit))
        }
        return partial
    }

    // MARK: Statements

    func read(_ statements: CodeBlockItemListSyntax, scope: inout Scope) -> [TreeItem] {
        var items: [TreeItem] = []
        for statement in statements where isActive(statement, scope: scope) {
            switch statement.item {
            case .decl(let decl):
                guard let variable = decl.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings {
                    guard let value = binding.initializer?.value else { continue }
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                        let (made, bound) = self.value(value, into: .local(name), scope: &scope)
                        items += made
                        if let bound { scope.names[name] = bound }
                    } else {
                        items += expression(value, scope: &scope)
                    }
                }
            case .stmt(let stmt):
                items += readStatement(stmt, scope: &scope)
            case .expr(let expr):
                items += expression(expr, scope: &scope)
            }
        }
        return items
    }

    private func isActive(_ statement: CodeBlockItemSyntax, scope: Scope) -> Bool {
        index.files[scope.file].regions.isActive(statement) != .inactive
    }

    private func readStatement(_ stmt: StmtSyntax, scope: inout Scope) -> [TreeItem] {
        if let expressionStatement = stmt.as(ExpressionStmtSyntax.self) {
            return expression(expressionStatement.expression, scope: &scope)
        }
        if stmt.is(ReturnStmtSyntax.self) || stmt.is(ThrowStmtSyntax.self) { return [.exit] }
        if let guardStatement = stmt.as(GuardStmtSyntax.self) {
            bindConditions(guardStatement.conditions, scope: &scope)
            var inner = scope
            let otherwise = read(guardStatement.body.statements, scope: &inner) + [.exit]
            return [.branch([otherwise, []])]
        }
        if let loop = stmt.as(ForStmtSyntax.self) {
            var inner = scope
            return [.branch([read(loop.body.statements, scope: &inner), []])]
        }
        if let loop = stmt.as(WhileStmtSyntax.self) {
            var inner = scope
            return [.branch([read(loop.body.statements, scope: &inner), []])]
        }
        if let loop = stmt.as(RepeatStmtSyntax.self) {
            var inner = scope
            return read(loop.body.statements, scope: &inner)
        }
        if let doStatement = stmt.as(DoStmtSyntax.self) {
            var inner = scope
            let body = read(doStatement.body.statements, scope: &inner)
            let catches = doStatement.catchClauses.map { clause -> [TreeItem] in
                var inner = scope
                return read(clause.body.statements, scope: &inner)
            }
            return catches.isEmpty ? body : [.branch([body] + catches)]
        }
        return []
    }

    private func bindConditions(_ conditions: ConditionElementListSyntax, scope: inout Scope) {
        for condition in conditions {
            guard case .optionalBinding(let binding) = condition.condition,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { continue }
            if let value = binding.initializer?.value, let path = SyntaxReading.path(of: value),
               let bound = resolve(path, scope: scope)
            {
                scope.names[name] = bound
            } else if binding.initializer == nil, let bound = resolve([name], scope: scope) {
                scope.names[name] = bound  // `guard let navigationController else`
            }
        }
    }

    func expression(_ expr: ExprSyntax, scope: inout Scope) -> [TreeItem] {
        var expr = expr
        while true {
            if let tried = expr.as(TryExprSyntax.self) { expr = tried.expression; continue }
            if let awaited = expr.as(AwaitExprSyntax.self) { expr = awaited.expression; continue }
            break
        }
        if let ifExpr = expr.as(IfExprSyntax.self) { return [.branch(alternatives(of: ifExpr, scope: scope))] }
        if let switchExpr = expr.as(SwitchExprSyntax.self) {
            let cases = switchExpr.cases.compactMap { element -> [TreeItem]? in
                guard let switchCase = element.as(SwitchCaseSyntax.self) else { return nil }
                var inner = scope
                return read(switchCase.statements, scope: &inner)
            }
            return [.branch(cases)]
        }
        if let sequence = expr.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].is(AssignmentExprSyntax.self) {
                return assignment(elements[0], elements[2], scope: &scope)
            }
            return []
        }
        if let infix = expr.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) {
            return assignment(infix.leftOperand, infix.rightOperand, scope: &scope)
        }
        if let call = SyntaxReading.unwrapped(expr).as(FunctionCallExprSyntax.self) {
            return self.call(call, scope: &scope)
        }
        return []
    }

    private func alternatives(of ifExpr: IfExprSyntax, scope: Scope) -> [[TreeItem]] {
        var taken = scope
        bindConditions(ifExpr.conditions, scope: &taken)
        var result = [read(ifExpr.body.statements, scope: &taken)]
        switch ifExpr.elseBody {
        case .ifExpr(let next)?:
            result += alternatives(of: next, scope: scope)
        case .codeBlock(let block)?:
            var inner = scope
            result.append(read(block.statements, scope: &inner))
        case nil:
            result.append([])
        }
        return result
    }

    // MARK: Assignments

    private func assignment(_ lhs: ExprSyntax, _ rhs: ExprSyntax, scope: inout Scope) -> [TreeItem] {
        guard var path = SyntaxReading.path(of: lhs), let property = path.popLast() else { return [] }
        if path.isEmpty {
            // `x = value`, `self.x = value`: a local, a coordinator's property, an app delegate's property.
            if case .viewController = scope.role { return [] }
            let isField: Bool
            let explicitSelf = lhs.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
            if case .coordinator = scope.role, explicitSelf || scope.names[property] == nil,
               declarations.property(property, of: scope.type) != nil
            {
                isField = true
            } else {
                isField = false
            }
            let slot: TreeSlot = isField ? .field(property) : .local(property)
            let (items, bound) = value(rhs, into: slot, scope: &scope)
            guard let bound else { return items }
            var result = items
            if isField, bound.ref != .field(property) {
                result.append(.step(.setField(of: .this, field: property, to: bound.ref)))
            }
            if !isField { scope.names[property] = bound }
            if case .launch = scope.role, case .coordinator = bound.kind, declarations.property(property, of: scope.type) != nil {
                result.append(.step(.retain(bound.ref)))
            }
            return result
        }
        let targetExpr = lhs.as(MemberAccessExprSyntax.self)?.base
        guard let target = targetExpr.flatMap({ resolve($0, scope: scope) }) else {
            if property == "rootViewController" { return unresolved(lhs, scope: scope) }
            return []
        }
        switch (target.kind, property) {
        case (.window, "rootViewController"):
            let (items, bound) = value(rhs, into: nil, scope: &scope)
            countPlace(of: lhs, scope: scope, resolved: bound != nil)
            guard let bound else { return items + unresolved(rhs, scope: scope) }
            markShown(bound, transition: nil, scope: scope)
            return items + [.step(.setWindowRoot(bound.ref))]
        case (.navigation, "viewControllers"):
            return setViewControllers(target, rhs, node: lhs, scope: &scope)
        case (.screen, "modalPresentationStyle"), (.navigation, "modalPresentationStyle"):
            if path.count == 1, let kind = SyntaxReading.caseName(of: rhs).flatMap(TreeVocabulary.presentationKind) {
                scope.presentation[path[0]] = kind
            }
            return []
        case (.screen, "isModalInPresentation"), (.navigation, "isModalInPresentation"):
            if path.count == 1, rhs.trimmedDescription == "true" { scope.presentation[path[0]] = .nonDismissibleSheet }
            return []
        case (.coordinator, _):
            guard case .coordinator = scope.role, let value = SyntaxReading.path(of: rhs), let bound = resolve(value, scope: scope)
            else { return [] }
            return [.step(.setField(of: target.ref, field: property, to: bound.ref))]
        default:
            return []
        }
    }

    // MARK: Values

    /// What `expr` is: a name in scope, or a construction of a navigation controller, window, view
    /// controller or coordinator (stored in `slot`, a new temporary when `nil`).
    func value(_ expr: ExprSyntax, into slot: TreeSlot?, scope: inout Scope) -> ([TreeItem], TreeBinding?) {
        if SyntaxReading.path(of: expr) != nil {
            return ([], resolve(expr, scope: scope))
        }
        guard let (name, call) = SyntaxReading.constructedType(expr) else { return (expression(expr, scope: &scope), nil) }
        let slot = slot ?? .local(temporary())
        let ref: TreeValueRef = switch slot {
        case .local(let name): .local(name)
        case .field(let name): .field(name)
        }
        let localName: String? = if case .local(let name) = slot { name } else { nil }
        if TreeVocabulary.windows.contains(name) {
            return ([.step(.makeWindow(slot))], TreeBinding(ref: ref, kind: .window))
        }
        if declarations.isNavigationController(name, from: scope.type.name) {
            var items: [TreeItem] = []
            var root: TreeValueRef?
            if let argument = call.arguments.first(where: { $0.label?.text == "rootViewController" })?.expression {
                let (made, bound) = value(argument, into: nil, scope: &scope)
                items += made
                root = bound?.ref
                if let bound { markShown(bound, transition: nil, scope: scope) }
            }
            return (items + [.step(.makeNavigationController(slot, root: root))], TreeBinding(ref: ref, kind: .navigation))
        }
        if TreeVocabulary.hostingControllers.contains(name) {
            let root = call.arguments.first { $0.label?.text == "rootView" }?.expression
            let view = root.flatMap(SyntaxReading.constructedType)?.name ?? "UIHostingController"
            hostedView(view, at: call, scope: scope)
            return makeScreen(view, slot: slot, ref: ref, localName: localName, node: call, scope: scope)
        }
        guard let type = index.type(named: name, from: scope.type.name) else { return (expression(expr, scope: &scope), nil) }
        if declarations.isViewController(type) {
            return makeScreen(type.name, slot: slot, ref: ref, localName: localName, node: call, scope: scope)
        }
        if declarations.isCoordinator(type), !isViewControllerRole(scope) {
            return makeCoordinator(type, call: call, slot: slot, ref: ref, scope: &scope)
        }
        return (expression(expr, scope: &scope), nil)
    }

    func isViewControllerRole(_ scope: Scope) -> Bool {
        if case .viewController = scope.role { return true }
        return false
    }

    private func makeScreen(
        _ type: String, slot: TreeSlot, ref: TreeValueRef, localName: String?, node: some SyntaxProtocol, scope: Scope
    ) -> ([TreeItem], TreeBinding?) {
        var delegate: TreeValueRef?
        if case .coordinator = scope.role {
            let place = index.line(of: node, file: scope.file)
            let location = place.location
            if !(screens[scope.type.name] ?? []).contains(where: { $0.typeName == type }) {
                screens[scope.type.name, default: []].append(.init(typeName: type, transition: nil, location: location))
            }
            if let localName, scope.delegated.contains(localName), let screenType = index.type(named: type) {
                delegate = .this
                if !delegatedScreens.contains(where: { $0.screen === screenType && $0.coordinator === scope.type }) {
                    delegatedScreens.append((screenType, scope.type))
                }
            }
        }
        return ([.step(.makeScreen(slot, type: type, delegate: delegate))], TreeBinding(ref: ref, kind: .screen(type)))
    }

    private func makeCoordinator(
        _ type: TypeDeclaration, call: FunctionCallExprSyntax, slot: TreeSlot, ref: TreeValueRef, scope: inout Scope
    ) -> ([TreeItem], TreeBinding?) {
        var items: [TreeItem] = []
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        var arguments: [String: TreeValueRef] = [:]
        var kinds: [String: TreeKind] = [:]
        var contextLocals: [String] = []
        let initialiser = declarations.function("init", labels: labels, in: type)
        if let (function, _) = initialiser {
            for (parameter, argument) in zip(function.parameters.filter { labels.contains($0.label) }, call.arguments) {
                let (made, bound) = value(argument.expression, into: nil, scope: &scope)
                items += made
                guard let bound else { continue }
                arguments[parameter.name] = bound.ref
                kinds[parameter.name] = bound.kind
                if case .navigation = bound.kind, let path = SyntaxReading.path(of: argument.expression), path.count == 1 {
                    contextLocals.append(path[0])
                }
            }
        }
        var initItems = propertyInitialisers(of: type)
        if let (function, _) = initialiser {
            initItems += self.items(of: function, on: type, role: .coordinator, parameters: kinds)
        }
        let initSteps = Self.expand(initItems).first ?? []
        if case .coordinator = scope.role {
            let place = index.line(of: call, file: scope.file)
            let child = TreeCoordinatorBlueprint.StartedChild(
                name: scope.method, coordinator: type.name, transition: .push,
                location: place.location)
            var list = children[scope.type.name, default: []]
            if !list.contains(child) { list.append(child) }
            children[scope.type.name] = list
            if let position = list.firstIndex(of: child) {
                for local in contextLocals { scope.childContexts[local] = position }
            }
        }
        items.append(.step(.makeCoordinator(slot, type: type.name, arguments: arguments, initSteps: initSteps)))
        return (items, TreeBinding(ref: ref, kind: .coordinator([type.name])))
    }

    /// `let navigationController = UINavigationController()` and the like, made with the coordinator.
    func propertyInitialisers(of type: TypeDeclaration) -> [TreeItem] {
        var items: [TreeItem] = []
        for owner in declarations.superclassChain(of: type).reversed() {
            for property in owner.properties {
                guard let initializer = property.initializer, SyntaxReading.constructedType(initializer) != nil else { continue }
                var scope = Scope(type: type, role: .coordinator, file: property.file, method: "init")
                let (made, bound) = value(initializer, into: .field(property.name), scope: &scope)
                if bound != nil { items += made }
            }
        }
        return items
    }

    // MARK: Names

    /// The binding of a path of names: a local, a property of the coordinator (or of the app delegate),
    /// a view controller's delegate, then properties of coordinators along the path.
    func resolve(_ path: [String], scope: Scope, explicitSelf: Bool = false) -> TreeBinding? {
        guard let first = path.first else {
            if case .coordinator = scope.role { return TreeBinding(ref: .this, kind: .coordinator([scope.type.name])) }
            return nil
        }
        var current: TreeBinding
        if !explicitSelf, let local = scope.names[first] {
            current = local
        } else if let property = declarations.property(first, of: scope.type) {
            switch scope.role {
            case .coordinator:
                guard let kind = kind(of: property, from: scope.type.name) else { return nil }
                current = TreeBinding(ref: .field(first), kind: kind)
            case .launch:
                guard let kind = kind(of: property, from: scope.type.name) else { return nil }
                current = TreeBinding(ref: .local(first), kind: kind)
            case .viewController(let delegate):
                guard let written = property.type,
                      declarations.coordinators(typed: written, from: scope.type.name).contains(where: { $0 === delegate })
                else { return nil }
                current = TreeBinding(ref: .this, kind: .coordinator([delegate.name]))
            }
        } else {
            return nil
        }
        for name in path.dropFirst() {
            guard case .coordinator(let types) = current.kind, types.count == 1,
                  let type = index.type(named: types[0]), let property = declarations.property(name, of: type),
                  let kind = kind(of: property, from: type.name)
            else { return nil }
            current = TreeBinding(ref: .member(current.ref, name), kind: kind)
        }
        return current
    }

    private func kind(of property: Property, from scope: String) -> TreeKind? {
        if let written = property.type { return kind(ofType: written, from: scope) }
        if let value = property.initializer, let (name, _) = SyntaxReading.constructedType(value) {
            return kind(ofType: name, from: scope)
        }
        return nil
    }

    func kind(ofType written: String, from scope: String?) -> TreeKind? {
        let name = TypeName.base(of: written)
        if TreeVocabulary.windows.contains(name) { return .window }
        if declarations.isNavigationController(name, from: scope) { return .navigation }
        let coordinators = declarations.coordinators(typed: name, from: scope)
        if !coordinators.isEmpty { return .coordinator(coordinators.map(\.name)) }
        if let type = index.type(named: name, from: scope), declarations.isViewController(type) { return .screen(type.name) }
        return nil
    }

    /// The binding of `expr`, a path of names: `self.x` skips the locals named `x`.
    func resolve(_ expr: ExprSyntax, scope: Scope) -> TreeBinding? {
        guard let path = SyntaxReading.path(of: expr) else { return nil }
        return resolve(path, scope: scope, explicitSelf: Self.startsWithSelf(expr))
    }

    /// Whether a path of names is written from `self`: `self.navigationController`, `self?.delegate`.
    static func startsWithSelf(_ expr: ExprSyntax) -> Bool {
        var current = SyntaxReading.unwrapped(expr)
        while let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
            current = SyntaxReading.unwrapped(base)
        }
        return current.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
            && !SyntaxReading.unwrapped(expr).is(DeclReferenceExprSyntax.self)
    }

    private func temporary() -> String {
        temporaries += 1
        return "#\(temporaries)"
    }

    /// `viewController.delegate = self` in a body: the locals whose delegate is the coordinator.
    static func delegatedLocals(in body: some SyntaxProtocol) -> Set<String> {
        var found: Set<String> = []
        func visit(_ node: Syntax) {
            if let sequence = node.as(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                   let path = SyntaxReading.path(of: elements[0]), path.count == 2, path[1] == "delegate",
                   SyntaxReading.path(of: elements[2]) == []
                {
                    found.insert(path[0])
                }
            }
            for child in node.children(viewMode: .sourceAccurate) where !child.is(ClosureExprSyntax.self) { visit(child) }
        }
        visit(Syntax(body))
        return found
    }
}

