import DeclarativeCoordinators
import SwiftIfConfig
import SwiftSyntax

/// Router chains a body takes, and whether a branch guards them.
struct ChainRun {
    var chains: [RouterChain]
    var isBranched: Bool
}

/// Follows calls from a body (a button's closure, a view model's method, a coordinator's method) to
/// Stinsen's router operations, across files by declared type: `todosRouter.route(to: \.todo, todo.id)`,
/// `viewModel.open()` → the view model's `coordinator.route(to: \.detail)`,
/// `authenticatedRouter.focusFirst(\.todos).child.popToRoot().route(to: \.todo, id)`.
final class DeclarativeCallReader {
    /// What an expression is, as far as navigation goes.
    struct Value {
        enum Kind {
            /// A router of the coordinator (`X.Router`): it knows the screen's place, so it can `pop()`.
            case router(TypeDeclaration)
            case coordinator(TypeDeclaration, wrapper: CoordinatorWrapper?)
            /// Any other type of the sources (a view model, a service).
            case other(TypeDeclaration)
            /// What a call that returns nothing gave.
            case done
        }

        var kind: Kind
        /// The chain so far, for routers and coordinators.
        var chain: RouterChain?
    }

    struct Scope {
        var type: TypeDeclaration
        var file: Int
        var locals: [String: Value] = [:]
    }

    private enum Reading {
        case value(Value)
        case inlined([ChainRun])
        case unresolved
        case nothing
    }

    let index: DeclarationIndex
    let model: DeclarativeDeclarations
    private(set) var diagnostics: [ImportDiagnostic] = []
    private(set) var navigationCalls = 0
    private(set) var resolvedCalls = 0
    private var reported: Set<SourcePlace> = []
    private var inlining: [String] = []

    init(index: DeclarationIndex, model: DeclarativeDeclarations) {
        self.index = index
        self.model = model
    }

    // MARK: Bodies

    /// The runs of navigation in `body`, read in `scope`.
    func runs(in body: some SyntaxProtocol, scope: Scope) -> [ChainRun] {
        var scope = scope
        collectLocals(in: Syntax(body), scope: &scope)
        let sites = ChainSiteCollector.sites(in: body, regions: index.files[scope.file].regions)
        return sites.filter(isOutermost).flatMap { runs(of: $0, scope: scope) }
    }

    /// The runs of a function of `type`; none when it is being read already (recursion). `content`
    /// binds the function's second parameter (a tab's `onTapped`) to the tab's content.
    func runs(ofFunction function: Function, on type: TypeDeclaration, content: Value? = nil) -> [ChainRun] {
        guard let body = function.body else { return [] }
        let key = "\(type.name).\(function.name)"
        guard !inlining.contains(key) else { return [] }
        inlining.append(key)
        defer { inlining.removeLast() }
        var scope = Scope(type: type, file: function.file)
        for (position, parameter) in function.parameters.enumerated() {
            if let content, position == 1 {
                scope.locals[parameter.name] = content
            } else if let value = value(ofDeclaredType: parameter.type, attributes: [], from: type.name) {
                scope.locals[parameter.name] = value
            }
        }
        return runs(in: body, scope: scope)
    }

    /// What `self` is in `type`: a coordinator of the sources acts on the nearest coordinator of its type.
    func selfValue(_ type: TypeDeclaration) -> Value {
        if model.isCoordinator(type) {
            return Value(kind: .coordinator(type, wrapper: nil), chain: RouterChain(start: .router(type.name), calls: []))
        }
        return Value(kind: .other(type), chain: nil)
    }

    /// A call whose value no further call of a chain uses: `a.b().c()` is one chain, read from `c()`.
    private func isOutermost(_ site: CallSite) -> Bool {
        var node = Syntax(site.call)
        while let parent = node.parent {
            if parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) || parent.is(TryExprSyntax.self)
                || parent.is(AwaitExprSyntax.self)
            {
                node = parent
                continue
            }
            return !(parent.as(MemberAccessExprSyntax.self)?.base.map { Syntax($0) == node } ?? false)
        }
        return true
    }

    private func collectLocals(in node: Syntax, scope: inout Scope) {
        for child in node.children(viewMode: .sourceAccurate) {
            if let variable = child.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    let annotation = binding.typeAnnotation?.type.trimmedDescription
                    if let initializer = binding.initializer?.value,
                       initializer.trimmedDescription.contains("RouterStore.shared.retrieve"),
                       let annotation, let routed = DeclarativeVocabulary.routedCoordinator(ofRouterType: annotation),
                       let coordinator = index.type(named: routed, from: scope.type.name)
                    {
                        scope.locals[name] = Value(kind: .router(coordinator), chain: RouterChain(start: .store(coordinator.name), calls: []))
                    } else if let annotation, let value = value(ofDeclaredType: annotation, attributes: [], from: scope.type.name) {
                        scope.locals[name] = value
                    } else if let initializer = binding.initializer?.value,
                              case .value(let value) = read(initializer, scope: scope)
                    {
                        scope.locals[name] = value
                    }
                }
            } else if let condition = child.as(OptionalBindingConditionSyntax.self),
                      let name = condition.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let initializer = condition.initializer?.value
            {
                if case .value(let value) = read(initializer, scope: scope) { scope.locals[name] = value }
            } else {
                collectLocals(in: child, scope: &scope)
            }
        }
    }

    // MARK: Types

    /// The value a property or parameter of type `written` holds.
    func value(ofDeclaredType written: String, attributes: [String], from scope: String) -> Value? {
        if let routed = DeclarativeVocabulary.routedCoordinator(ofRouterType: written),
           let coordinator = index.type(named: routed, from: scope), model.isCoordinator(coordinator)
        {
            let start: RouterChain.Start = attributes.contains("RouterObject") ? .store(coordinator.name) : .router(coordinator.name)
            return Value(kind: .router(coordinator), chain: RouterChain(start: start, calls: []))
        }
        guard let type = index.type(named: written, from: scope) else { return nil }
        if model.isCoordinator(type) {
            return Value(kind: .coordinator(type, wrapper: nil), chain: RouterChain(start: .router(type.name), calls: []))
        }
        return Value(kind: .other(type), chain: nil)
    }

    private func value(ofMember name: String, of type: TypeDeclaration) -> Value? {
        var current: TypeDeclaration? = type
        var seen: Set<String> = []
        while let type = current, seen.insert(type.name).inserted {
            if let property = type.property(named: name) {
                if let written = property.type {
                    // `var router: X.Router? = RouterStore.shared.retrieve()` finds the router as `@RouterObject` does.
                    let isStored = property.initializer?.trimmedDescription.contains("RouterStore.shared.retrieve") == true
                    return value(
                        ofDeclaredType: written, attributes: property.attributes + (isStored ? ["RouterObject"] : []), from: type.name)
                }
                if let initializer = property.initializer, let (typeName, _) = SyntaxReading.constructedType(initializer) {
                    return value(ofDeclaredType: typeName, attributes: property.attributes, from: type.name)
                }
                return nil
            }
            current = type.inherited.first.flatMap { index.type(named: $0, from: type.name) }
        }
        return nil
    }

    // MARK: Expressions

    private func stripped(_ expr: ExprSyntax) -> ExprSyntax {
        if let tryExpr = expr.as(TryExprSyntax.self) { return stripped(tryExpr.expression) }
        if let awaitExpr = expr.as(AwaitExprSyntax.self) { return stripped(awaitExpr.expression) }
        let unwrapped = SyntaxReading.unwrapped(expr)
        return unwrapped == expr ? expr : stripped(unwrapped)
    }

    private func read(_ expr: ExprSyntax, scope: Scope) -> Reading {
        let expr = stripped(expr)
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name == "self" { return .value(selfValue(scope.type)) }
            if let local = scope.locals[name] { return .value(local) }
            return value(ofMember: name, of: scope.type).map(Reading.value) ?? .nothing
        }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return .nothing }
            guard case .value(let value) = read(base, scope: scope) else { return .nothing }
            return self.member(member.declName.baseName.text, of: value)
        }
        if let call = expr.as(FunctionCallExprSyntax.self), let name = Self.calledName(call) {
            let site = CallSite(call: call, name: name, receiver: [], receiverCall: nil, isBranched: false)
            let receiver: Reading
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                guard let base = member.base else { return .nothing }
                receiver = read(base, scope: scope)
            } else {
                receiver = .value(selfValue(scope.type))
            }
            switch receiver {
            case .value(let value): return self.call(site, on: value, scope: scope)
            case .unresolved: return .unresolved
            default: return DeclarativeVocabulary.navigationVerbs.contains(site.name) ? .unresolved : .nothing
            }
        }
        return .nothing
    }

    static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    private func member(_ name: String, of value: Value) -> Reading {
        switch value.kind {
        case .router(let coordinator):
            return name == "coordinator" ? .value(Value(kind: .coordinator(coordinator, wrapper: nil), chain: value.chain)) : .nothing
        case .coordinator(let coordinator, let wrapper):
            guard name == "child", wrapper != nil, var chain = value.chain else { return .nothing }
            chain.calls.append(.child)
            return .value(Value(kind: .coordinator(coordinator, wrapper: nil), chain: chain))
        case .other(let type):
            return self.value(ofMember: name, of: type).map(Reading.value) ?? .nothing
        case .done:
            return .nothing
        }
    }

    private func call(_ site: CallSite, on value: Value, scope: Scope) -> Reading {
        let coordinator: TypeDeclaration
        let isRouter: Bool
        switch value.kind {
        case .other(let type):
            guard let function = matchingFunction(site, in: type) else { return .nothing }
            return .inlined(runs(ofFunction: function, on: type))
        case .done:
            return .nothing
        case .router(let type):
            coordinator = type
            isRouter = true
        case .coordinator(let type, let wrapper):
            guard wrapper == nil else { return .unresolved }
            coordinator = type
            isRouter = false
        }
        guard var chain = value.chain else { return .unresolved }
        let keyPath = (site.argument("to") ?? site.argument(nil)).flatMap(SyntaxReading.keyPathName)
        let input = site.call.arguments.first { $0.label == nil && $0.expression.as(KeyPathExprSyntax.self) == nil }
            .map { $0.expression.trimmedDescription }
        func continuing(_ call: RouterChain.Call, with content: DeclarativeDeclarations.Content) -> Reading {
            chain.calls.append(call)
            switch content {
            case .screen: return .value(Value(kind: .coordinator(coordinator, wrapper: nil), chain: chain))
            case .coordinator(let child, let wrapper): return .value(Value(kind: .coordinator(child, wrapper: wrapper), chain: chain))
            case .unknown: return .unresolved
            }
        }
        func ending(_ call: RouterChain.Call) -> Reading {
            chain.calls.append(call)
            return .value(Value(kind: .done, chain: chain))
        }
        func route(_ name: String?, isRoot: Bool) -> DeclarativeDeclarations.Route? {
            guard let name, let route = model.route(name, of: coordinator) else { return nil }
            switch route.role {
            case .root: return isRoot ? route : nil
            case .route: return isRoot ? nil : route
            case .tab: return isRoot ? nil : route
            }
        }
        switch site.name {
        case "route":
            guard let route = route(keyPath, isRoot: false), model.isNavigation(coordinator) else { return .unresolved }
            return continuing(.route(route.name, input: input), with: model.content(of: route.factory, in: coordinator))
        case "root":
            guard let route = route(keyPath, isRoot: true) else { return .unresolved }
            return continuing(.root(route.name, input: input), with: model.content(of: route.factory, in: coordinator))
        case "hasRoot":
            guard let route = route(keyPath, isRoot: true) else { return .unresolved }
            return continuing(.hasRoot(route.name), with: model.content(of: route.factory, in: coordinator))
        case "focusFirst":
            guard let route = route(keyPath, isRoot: false) else { return .unresolved }
            return continuing(.focusFirst(route.name), with: model.content(of: route.factory, in: coordinator))
        case "popToRoot":
            chain.calls.append(.popToRoot)
            return .value(Value(kind: .coordinator(coordinator, wrapper: nil), chain: chain))
        case "pop":
            guard isRouter else { return .unresolved }
            return ending(.pop)
        case "popLast": return ending(.popLast)
        case "dismissCoordinator": return ending(.dismissCoordinator)
        case "dismissChild":
            guard let argument = site.argument("coordinator"), case .value(let child) = read(argument, scope: scope),
                  case .coordinator(let type, let wrapper) = child.kind
            else { return .unresolved }
            let name = wrapper.map { $0.kind == .navigationView ? "NavigationViewCoordinator<\(type.name)>" : type.name } ?? type.name
            return ending(.dismissChild(name))
        default:
            if let function = matchingFunction(site, in: coordinator) {
                return .inlined(runs(ofFunction: function, on: coordinator))
            }
            return DeclarativeVocabulary.navigationVerbs.contains(site.name) ? .unresolved : .nothing
        }
    }

    /// The user-written method `site` calls on `type`: the same name, and arguments that fit its labels.
    private func matchingFunction(_ site: CallSite, in type: TypeDeclaration) -> Function? {
        let labels = site.call.arguments.map { $0.label?.text ?? "_" }
        return type.functions(named: site.name).first { function in
            var remaining = labels[...]
            for parameter in function.parameters {
                if remaining.first == parameter.label {
                    remaining.removeFirst()
                } else if parameter.defaultValue == nil && site.call.trailingClosure == nil {
                    return false
                }
            }
            return remaining.isEmpty
        }
    }

    // MARK: Counting

    private func runs(of site: CallSite, scope: Scope) -> [ChainRun] {
        let verbs = chainNames(site.call).filter(DeclarativeVocabulary.navigationVerbs.contains)
        switch read(ExprSyntax(site.call), scope: scope) {
        case .value(let value):
            guard let chain = value.chain, !chain.calls.isEmpty, !verbs.isEmpty else {
                return verbs.isEmpty || isKnownNonNavigation(value) ? [] : counted(site, scope: scope, nil)
            }
            return counted(site, scope: scope, [ChainRun(chains: [chain], isBranched: site.isBranched)])
        case .inlined(let runs):
            return runs.map { ChainRun(chains: $0.chains, isBranched: $0.isBranched || site.isBranched) }
        case .unresolved:
            return counted(site, scope: scope, nil)
        case .nothing:
            return verbs.isEmpty || !site.receiver.isEmpty && receiverIsKnown(site, scope: scope) ? [] : counted(site, scope: scope, nil)
        }
    }

    private func isKnownNonNavigation(_ value: Value) -> Bool {
        if case .other = value.kind { return true }
        return false
    }

    /// Whether the call's receiver is a type of the sources that is no router (an array's `popLast`).
    private func receiverIsKnown(_ site: CallSite, scope: Scope) -> Bool {
        guard let member = site.call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
        if case .value = read(base, scope: scope) { return true }
        return false
    }

    /// The names called along a chain, outermost last: `a.focusFirst(...).child.route(...)` → focusFirst, route.
    private func chainNames(_ call: FunctionCallExprSyntax) -> [String] {
        var names: [String] = []
        var expr: ExprSyntax? = ExprSyntax(call)
        while let current = expr.map(stripped) {
            if let call = current.as(FunctionCallExprSyntax.self) {
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                    names.insert(member.declName.baseName.text, at: 0)
                    expr = member.base
                } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                    names.insert(reference.baseName.text, at: 0)
                    expr = nil
                } else {
                    expr = nil
                }
            } else if let member = current.as(MemberAccessExprSyntax.self) {
                expr = member.base
            } else {
                expr = nil
            }
        }
        return names
    }

    /// Counts a navigation call; `nil` runs are reported as unresolved at the call's line.
    private func counted(_ site: CallSite, scope: Scope, _ runs: [ChainRun]?) -> [ChainRun] {
        navigationCalls += 1
        if let runs {
            resolvedCalls += 1
            return runs
        }
        let place = index.line(of: site.call, file: scope.file)
        if reported.insert(place).inserted {
            let written = String(site.call.trimmedDescription.split(whereSeparator: \.isWhitespace).joined(separator: " ").prefix(80))
            diagnostics.append(ImportDiagnostic(
                .unresolvedCall, path: place.path, line: place.line, subject: "`\(written)`",
                message: "`\(written)` in \(scope.type.simpleName) is not followed: its router, route or "
                    + "coordinator is not a declaration the importer can see; what it does is missing from the graph"))
        }
        return []
    }
}

/// Every call in a body, reading only the active `#if` clauses, chains included: unlike
/// ``CallSiteCollector``, a call whose receiver is a chain (`a.b().child.route(...)`) is kept, with an empty
/// receiver path, since the reader follows the chain itself.
final class ChainSiteCollector: BodySiteVisitor {
    private(set) var sites: [CallSite] = []

    static func sites(in root: some SyntaxProtocol, regions: ConfiguredRegions) -> [CallSite] {
        let collector = ChainSiteCollector(root: Syntax(root), regions: regions)
        collector.walk(root)
        return collector.sites
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let branched = isBranched(node, immediateClosuresRun: false)
        if let site = CallSiteCollector.decompose(node, isBranched: branched) {
            sites.append(site)
        } else if let name = DeclarativeCallReader.calledName(node) {
            sites.append(CallSite(call: node, name: name, receiver: [], receiverCall: nil, isBranched: branched))
        }
        return .visitChildren
    }
}
