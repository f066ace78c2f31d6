import RouterCoordinators
import SwiftSyntax

/// A stretch of navigation a body takes: its steps, and whether a branch guards them.
struct StepRun {
    var steps: [BlueprintStep]
    var isBranched: Bool
    /// Taken later, from a closure the body hands on (an observer, a completion handler).
    var isDeferred = false
}

/// Follows calls from a body (a button's closure, a view model's method, a coordinator's method) to the
/// Router library's operations, across files by declared type: `viewModel.goHome()` → the view model's
/// `goHome` → `coordinator.showHome()` → the coordinator's `router.navigate(to: Home(...))`.
final class RouterCallReader {
    /// The names in scope of a body: its type, its parameters and locals, the coordinators it constructs.
    struct Scope {
        var type: TypeDeclaration
        var file: Int
        var locals: [String: TypeDeclaration] = [:]
        /// Locals holding a coordinator made in this body: `let coordinator = Home(currentPage: .x)`.
        var constructed: [String: (TypeDeclaration, FunctionCallExprSyntax)] = [:]
    }

    let index: DeclarationIndex
    let model: RouterDeclarations
    private(set) var diagnostics: [ImportDiagnostic] = []
    private(set) var navigationCalls = 0
    private(set) var resolvedCalls = 0
    private var reported: Set<SourcePlace> = []
    private var inlining: [String] = []

    /// The classes of the sources adopting each protocol, by the protocol's qualified name.
    private let adopters: [String: [TypeDeclaration]]

    init(index: DeclarationIndex, model: RouterDeclarations) {
        self.index = index
        self.model = model
        var adopters: [String: [TypeDeclaration]] = [:]
        for type in index.allTypes where type.kind == .class {
            for written in type.inherited {
                if let adopted = index.type(named: written, from: type.name), adopted.kind == .protocol {
                    adopters[adopted.name, default: []].append(type)
                }
            }
        }
        self.adopters = adopters
    }

    /// A protocol adopted by exactly one class of the sources stands for that class
    /// (`let coordinator: ContactsCoordinatorProtocol` holds a `ContactsCoordinator`); any other type is itself.
    func concrete(_ type: TypeDeclaration) -> TypeDeclaration {
        guard type.kind == .protocol, let classes = adopters[type.name], classes.count == 1 else { return type }
        return classes[0]
    }

    // MARK: Bodies

    /// The runs of navigation in `body`, read in `scope`.
    func runs(in body: some SyntaxProtocol, scope: Scope) -> [StepRun] {
        var scope = scope
        collectLocals(in: body, scope: &scope)
        let sites = CallSiteCollector.sites(in: body, regions: index.files[scope.file].regions)
        return sites.flatMap { runs(of: $0, scope: scope) }
    }

    /// The runs of a function of `type` called with `call`'s arguments; none when it is being read
    /// already (recursion).
    func runs(ofFunction function: Function, on type: TypeDeclaration) -> [StepRun] {
        guard let body = function.body else { return [] }
        let key = "\(type.name).\(function.name)"
        guard !inlining.contains(key) else { return [] }
        inlining.append(key)
        defer { inlining.removeLast() }
        var scope = Scope(type: type, file: function.file)
        for parameter in function.parameters {
            if let parameterType = index.type(named: parameter.type, from: type.name) { scope.locals[parameter.name] = parameterType }
        }
        return runs(in: body, scope: scope)
    }

    /// Everything in the runs, in order, but what closures handed on do later: what a `start()` or an
    /// initialiser does.
    static func sequence(_ runs: [StepRun]) -> [BlueprintStep] { runs.filter { !$0.isDeferred }.flatMap(\.steps) }

    private func collectLocals(in body: some SyntaxProtocol, scope: inout Scope) {
        for node in body.children(viewMode: .sourceAccurate) {
            if let variable = node.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    if let annotation = binding.typeAnnotation,
                       let type = index.type(named: annotation.type.trimmedDescription, from: scope.type.name)
                    {
                        scope.locals[name] = concrete(type)
                    }
                    if let value = binding.initializer?.value, let (typeName, call) = SyntaxReading.constructedType(value),
                       let type = index.type(named: typeName, from: scope.type.name)
                    {
                        scope.locals[name] = type
                        if model.isCoordinator(type) { scope.constructed[name] = (type, call) }
                    }
                }
            } else if !node.is(ClosureExprSyntax.self) {
                collectLocals(in: node, scope: &scope)
            }
        }
    }

    // MARK: Calls

    private enum Receiver {
        case type(TypeDeclaration)
        case router(TypeDeclaration)
        /// A coordinator this body makes: not one on screen.
        case newCoordinator(TypeDeclaration, FunctionCallExprSyntax)
        case unknown
    }

    private func receiver(of site: CallSite, scope: Scope) -> Receiver {
        if let call = site.receiverCall {
            guard let (name, _) = SyntaxReading.constructedType(ExprSyntax(call)),
                  let type = index.type(named: name, from: scope.type.name), model.isCoordinator(type)
            else { return .unknown }
            return .newCoordinator(type, call)
        }
        if site.receiver.count == 1, let (type, call) = scope.constructed[site.receiver[0]] {
            return .newCoordinator(type, call)
        }
        if let cast = site.receiverCast {
            return index.type(named: cast, from: scope.type.name).map { .type(concrete($0)) } ?? .unknown
        }
        var current = scope.type
        for (position, name) in site.receiver.enumerated() {
            if name == "router", model.isNavigationCoordinator(current) {
                return position == site.receiver.count - 1 ? .router(current) : .unknown
            }
            if position == 0, let local = scope.locals[name] {
                current = local
                continue
            }
            guard let next = memberType(name, of: current) else { return .unknown }
            current = concrete(next)
        }
        return .type(current)
    }

    /// The declared type of property `name` of `type` (or of its superclasses in the sources).
    func memberType(_ name: String, of type: TypeDeclaration) -> TypeDeclaration? {
        var current: TypeDeclaration? = type
        var seen: Set<String> = []
        while let type = current, seen.insert(type.name).inserted {
            if let property = type.property(named: name) {
                if let written = property.type { return index.type(named: written, from: type.name) }
                if let value = property.initializer, let (typeName, _) = SyntaxReading.constructedType(value) {
                    return index.type(named: typeName, from: type.name)
                }
                return nil
            }
            current = type.inherited.first.flatMap { index.type(named: $0, from: type.name) }
        }
        return nil
    }

    private func runs(of site: CallSite, scope: Scope) -> [StepRun] {
        let isVerb = RouterVocabulary.navigationVerbs.contains(site.name)
        switch receiver(of: site, scope: scope) {
        case .router(let coordinator):
            guard isVerb || RouterVocabulary.coordinatorVerbs.contains(site.name) else { return [] }
            return counted(site, scope: scope, routerStep(site, on: coordinator, scope: scope))
        case .newCoordinator(let coordinator, let call):
            guard site.name == "forcePresentation" else { return [] }
            let route = site.argument("route").flatMap(SyntaxReading.caseName)
            let step = BlueprintStep(
                on: scope.type.name,
                .forcePresentation(
                    coordinator: coordinator.name, construction: construction(call, of: coordinator), route: route))
            return counted(site, scope: scope, [StepRun(steps: [step], isBranched: site.isBranched, isDeferred: site.isDeferred)])
        case .type(let type):
            if let function = matchingFunction(site, in: type) {
                let inner = runs(ofFunction: function, on: type)
                return inner.map {
                    StepRun(
                        steps: $0.steps, isBranched: $0.isBranched || site.isBranched,
                        isDeferred: $0.isDeferred || site.isDeferred)
                }
            }
            let isCoordinatorVerb = isVerb || RouterVocabulary.coordinatorVerbs.contains(site.name)
            guard model.isCoordinator(type), isCoordinatorVerb else {
                return isVerb && !site.receiver.isEmpty ? counted(site, scope: scope, nil) : []
            }
            if model.isNavigationCoordinator(type) {
                // SUICoordinator's coordinators navigate themselves (`navigate(toRoute:)`, `startFlow(route:)`,
                // `close()`); ALCoordinator's do so for `finishFlow` and `restartApp`.
                return counted(site, scope: scope, routerStep(site, on: type, scope: scope))
            }
            let operation: BlueprintStep.Operation? = switch site.name {
            case "finishFlow": .finishFlow
            case "restartApp": .restartApp
            default: nil
            }
            return counted(site, scope: scope, operation.map {
                [StepRun(steps: [BlueprintStep(on: type.name, $0)], isBranched: site.isBranched, isDeferred: site.isDeferred)]
            })
        case .unknown:
            return isVerb ? counted(site, scope: scope, nil) : []
        }
    }

    /// Counts a navigation call; `nil` runs are reported as unresolved at the call's line.
    private func counted(_ site: CallSite, scope: Scope, _ runs: [StepRun]?) -> [StepRun] {
        navigationCalls += 1
        if let runs {
            resolvedCalls += 1
            return runs
        }
        let place = index.line(of: site.call, file: scope.file)
        if reported.insert(place).inserted {
            let written = String(site.call.trimmedDescription.prefix(80))
            diagnostics.append(ImportDiagnostic(
                .unresolvedCall, path: place.path, line: place.line, subject: "`\(written)`",
                message: "`\(written)` in \(scope.type.simpleName) is not followed: its receiver, route or "
                    + "coordinator is not a declaration the importer can see; what it does is missing from the graph"))
        }
        return []
    }

    private func routerStep(_ site: CallSite, on coordinator: TypeDeclaration, scope: Scope) -> [StepRun]? {
        let operation: BlueprintStep.Operation?
        switch site.name {
        case "navigate":
            guard let argument = site.argument("to") ?? site.argument("toRoute") ?? site.argument(nil) else { return nil }
            operation = navigation(to: argument, on: coordinator, site: site, scope: scope)
        case "startFlow":
            operation = (site.argument("route") ?? site.argument("to") ?? site.argument(nil))
                .flatMap { routeName($0, of: coordinator) }.map { .startFlow(route: $0) }
        case "present":
            operation = site.argument(nil).flatMap { routeName($0, of: coordinator) }.map { .present(route: $0) }
        case "pop": operation = .pop
        case "popToRoot", "restart": operation = .popToRoot
        case "dismiss": operation = .dismiss
        case "close": operation = .close
        case "finishFlow", "finish": operation = .finishFlow
        case "restartApp": operation = .restartApp
        case "popToView":
            operation = site.argument(nil).flatMap { SyntaxReading.path(of: $0) }
                .map { $0.filter { $0 != "self" }.joined(separator: ".") }
                .flatMap { $0.isEmpty ? nil : .popToView(screen: $0) }
        default: operation = nil
        }
        return operation.map {
            [StepRun(steps: [BlueprintStep(on: coordinator.name, $0)], isBranched: site.isBranched, isDeferred: site.isDeferred)]
        }
    }

    private func navigation(
        to argument: ExprSyntax, on coordinator: TypeDeclaration, site: CallSite, scope: Scope
    ) -> BlueprintStep.Operation? {
        if let route = routeName(argument, of: coordinator) { return .navigate(route: route) }
        var child: (TypeDeclaration, FunctionCallExprSyntax)?
        if let path = SyntaxReading.path(of: argument), path.count == 1 { child = scope.constructed[path[0]] }
        if child == nil, let (name, call) = SyntaxReading.constructedType(argument),
           let type = index.type(named: name, from: scope.type.name), model.isCoordinator(type)
        {
            child = (type, call)
        }
        guard let (type, call) = child else { return nil }
        var construction = construction(call, of: type)
        if let style = site.argument("presentationStyle").flatMap(SyntaxReading.caseName)
            .flatMap(RouterVocabulary.presentationStyle)
        {
            construction.presentationStyle = style
        }
        return .startChild(coordinator: type.name, construction: construction)
    }

    /// The route case `expr` names, when it is one of `coordinator`'s routes.
    private func routeName(_ expr: ExprSyntax, of coordinator: TypeDeclaration) -> String? {
        guard let name = SyntaxReading.caseName(of: expr), model.routes(of: coordinator).contains(name) else { return nil }
        return name
    }

    /// The user-written method `site` calls on `type` or a superclass of the sources: the same name, and
    /// arguments that fit its labels.
    private func matchingFunction(_ site: CallSite, in type: TypeDeclaration) -> Function? {
        var current: TypeDeclaration? = type
        var seen: Set<String> = []
        while let type = current, seen.insert(type.name).inserted {
            if let function = matchingFunction(site, declaredIn: type) { return function }
            current = type.kind == .class ? type.inherited.first.flatMap { index.type(named: $0, from: type.name) } : nil
        }
        return nil
    }

    private func matchingFunction(_ site: CallSite, declaredIn type: TypeDeclaration) -> Function? {
        let labels = site.call.arguments.map { $0.label?.text ?? "_" }
        return type.functions(named: site.name).first { $0.accepts(labels: labels) }
    }

    // MARK: Construction

    /// What constructing `type` with `call` asks of the library: its presentation style and current page,
    /// from the call's arguments or from the initialiser's `super.init` (its defaults included).
    func construction(_ call: FunctionCallExprSyntax?, of type: TypeDeclaration) -> Construction {
        var values: [String: ExprSyntax] = [:]
        if let call {
            for argument in call.arguments { if let label = argument.label?.text { values[label] = argument.expression } }
        }
        var result = Construction()
        let labels = Set(values.keys)
        let initialiser = type.functions(named: "init").first { function in
            labels.isSubset(of: Set(function.parameters.map(\.label)))
        }
        if let initialiser, let body = initialiser.body {
            var bound: [String: ExprSyntax] = [:]
            for parameter in initialiser.parameters {
                if let value = values[parameter.label] ?? parameter.defaultValue { bound[parameter.name] = value }
            }
            let sites = CallSiteCollector.sites(in: body, regions: index.files[initialiser.file].regions)
            if let superInit = sites.first(where: { $0.receiver == ["super"] && $0.name == "init" }) {
                func value(_ label: String) -> String? {
                    guard let expr = superInit.argument(label) else { return nil }
                    if let path = SyntaxReading.path(of: expr), path.count == 1, let bound = bound[path[0]] {
                        return SyntaxReading.caseName(of: bound)
                    }
                    return SyntaxReading.caseName(of: expr)
                }
                result.presentationStyle = value("presentationStyle").flatMap(RouterVocabulary.presentationStyle)
                result.currentPage = value("currentPage")
            }
        }
        if let style = values["presentationStyle"].flatMap(SyntaxReading.caseName).flatMap(RouterVocabulary.presentationStyle) {
            result.presentationStyle = style
        }
        if result.currentPage == nil, let page = values["currentPage"].flatMap(SyntaxReading.caseName) {
            result.currentPage = page
        }
        return result
    }
}
