import NavigationModel
import ReactiveCoordinators
import SwiftSyntax

/// A stretch of what a body does: its steps, and whether a branch guards them.
struct FlowRun {
    var steps: [FlowStep]
    var isBranched: Bool
}

/// What a body does and what it returns.
struct FlowReading {
    var runs: [FlowRun] = []
    var returned: FlowPublisher?

    /// Every step in order: what a `start()` does.
    var sequence: [FlowStep] { runs.flatMap(\.steps) }
}

/// Reads coordinator and screen bodies of the Reactive style into ``FlowStep``s and ``FlowPublisher``s:
/// navigation controllers made and shown, screens pushed and presented, tab bars, `coordinate(to:)` with
/// the `map` / `flatMap` / `handleEvents` / `sink` pipelines over it, subjects sent and subscribed, and the
/// coordinator methods a screen calls. What it meets per coordinator (screens shown, children started)
/// is recorded for the catalog.
final class ReactiveFlowReader {
    /// The names in scope of a body.
    struct Scope {
        /// The coordinator whose steps these are.
        var coordinator: TypeDeclaration
        /// The type whose body is read: the coordinator, or one of its screens.
        var type: TypeDeclaration
        var file: Int
        var navigations: Set<String> = []
        /// Navigation controllers this body made (a child given one is its root).
        var madeNavigations: Set<String> = []
        var screens: [String: String] = [:]
        var tabBars: [String: [String]] = [:]
        var tabTitles: [String: String] = [:]
        var kinds: [String: PresentationKind] = [:]
        var coordinators: [String: (TypeDeclaration, FunctionCallExprSyntax)] = [:]
        var publishers: [String: FlowPublisher] = [:]
        /// Parameters bound to a result value by the call being followed (`finish(with: .skipped)`).
        var values: [String: String] = [:]
    }

    /// A screen met in a coordinator's bodies.
    struct ShownScreen {
        var type: String
        var transition: TransitionStyle?
        var place: SourcePlace
    }

    /// A child met in a coordinator's bodies, with the navigation controller names it was given.
    struct StartedChild {
        var coordinator: String
        var givenMadeNavigation: Bool
        var place: SourcePlace
    }

    let index: DeclarationIndex
    let model: ReactiveDeclarations
    private(set) var diagnostics: [ImportDiagnostic] = []
    private(set) var navigationCalls = 0
    private(set) var resolvedCalls = 0
    private(set) var screens: [String: [ShownScreen]] = [:]
    private(set) var children: [String: [StartedChild]] = [:]
    private var reported: Set<SourcePlace> = []
    private var inlining: [String] = []

    init(index: DeclarationIndex, model: ReactiveDeclarations) {
        self.index = index
        self.model = model
    }

    // MARK: Scopes

    /// The scope of `coordinator`'s own bodies: its navigation controller and window properties.
    func scope(of coordinator: TypeDeclaration, file: Int) -> Scope {
        var scope = Scope(coordinator: coordinator, type: coordinator, file: file)
        for property in allProperties(of: coordinator) {
            if let type = property.type, model.isNavigation(type) || TypeName.base(of: type) == "UIViewController" {
                scope.navigations.insert(property.name)
            }
        }
        return scope
    }

    /// A function of `coordinator` read in its own scope, with its parameters.
    func reading(of function: Function, on coordinator: TypeDeclaration, values: [String: String] = [:]) -> FlowReading {
        guard let body = function.body else { return FlowReading() }
        let key = "\(coordinator.name).\(function.name)"
        guard !inlining.contains(key) else { return FlowReading() }
        inlining.append(key)
        defer { inlining.removeLast() }
        var scope = scope(of: coordinator, file: function.file)
        for parameter in function.parameters where model.isNavigation(parameter.type) {
            scope.navigations.insert(parameter.name)
        }
        scope.values = values
        return read(body.statements, scope: &scope, returns: function.returnType != nil)
    }

    /// A function of a screen `type` shown by `coordinator`, read in the screen's scope.
    func reading(of function: Function, on type: TypeDeclaration, for coordinator: TypeDeclaration) -> FlowReading {
        guard let body = function.body else { return FlowReading() }
        let key = "\(coordinator.name)/\(type.name).\(function.name)"
        guard !inlining.contains(key) else { return FlowReading() }
        inlining.append(key)
        defer { inlining.removeLast() }
        var scope = Scope(coordinator: coordinator, type: type, file: function.file)
        return read(body.statements, scope: &scope, returns: function.returnType != nil)
    }

    func allProperties(of type: TypeDeclaration) -> [Property] {
        var result: [Property] = []
        var current: TypeDeclaration? = type
        var seen: Set<String> = []
        while let type = current, seen.insert(type.name).inserted {
            result += type.properties
            current = type.inherited.first.flatMap { index.type(named: $0, from: type.name) }
        }
        return result
    }

    private func function(named name: String, labels: [String], of type: TypeDeclaration) -> Function? {
        var current: TypeDeclaration? = type
        var seen: Set<String> = []
        while let type = current, seen.insert(type.name).inserted {
            if let function = type.functions(named: name).first(where: { $0.accepts(labels: labels) }) { return function }
            current = type.inherited.first.flatMap { index.type(named: $0, from: type.name) }
        }
        return nil
    }

    // MARK: Statements

    /// Reads `statements` in order. A branch (`if`, `switch`, `guard`) makes each of its clauses a run of
    /// its own. When the body `returns` a value and is a single expression, that is what it returns.
    func read(_ statements: CodeBlockItemListSyntax, scope: inout Scope, returns: Bool = false) -> FlowReading {
        if returns, statements.count == 1, let only = statements.first?.item.as(ExprSyntax.self),
           !only.is(IfExprSyntax.self), !only.is(SwitchExprSyntax.self)
        {
            return FlowReading(runs: [], returned: publisher(only, scope: &scope))
        }
        var reading = FlowReading()
        var current: [FlowStep] = []
        func flush() {
            if !current.isEmpty { reading.runs.append(FlowRun(steps: current, isBranched: false)) }
            current = []
        }
        for item in statements {
            let node = Syntax(item.item)
            if let ifConfig = node.as(IfConfigDeclSyntax.self) {
                if let clause = index.files[scope.file].regions.activeClause(for: ifConfig),
                   let elements = clause.elements?.as(CodeBlockItemListSyntax.self)
                {
                    let inner = read(elements, scope: &scope)
                    flush()
                    reading.runs += inner.runs
                    if reading.returned == nil { reading.returned = inner.returned }
                }
                continue
            }
            if let variable = node.as(VariableDeclSyntax.self) {
                current += declare(variable, scope: &scope)
                continue
            }
            if let returned = node.as(ReturnStmtSyntax.self) {
                if let expression = returned.expression { reading.returned = publisher(expression, scope: &scope) }
                continue
            }
            if let branches = branchBodies(node) {
                flush()
                for body in branches {
                    var inner = scope
                    let read = read(body, scope: &inner)
                    reading.runs += read.runs.map { FlowRun(steps: $0.steps, isBranched: true) }
                    if reading.returned == nil { reading.returned = read.returned }
                }
                continue
            }
            if let expression = node.as(ExprSyntax.self) {
                current += statement(expression, scope: &scope)
            }
        }
        flush()
        return reading
    }

    /// The clauses of an `if`, `switch` or `guard` statement.
    private func branchBodies(_ node: Syntax) -> [CodeBlockItemListSyntax]? {
        var node = node
        if let statement = node.as(ExpressionStmtSyntax.self) { node = Syntax(statement.expression) }
        if let ifExpr = node.as(IfExprSyntax.self) {
            var bodies = [ifExpr.body.statements]
            var elseBody = ifExpr.elseBody
            while let current = elseBody {
                switch current {
                case .codeBlock(let block): bodies.append(block.statements); elseBody = nil
                case .ifExpr(let next): bodies.append(next.body.statements); elseBody = next.elseBody
                }
            }
            return bodies
        }
        if let switchExpr = node.as(SwitchExprSyntax.self) {
            return switchExpr.cases.compactMap { $0.as(SwitchCaseSyntax.self)?.statements }
        }
        if let guardStmt = node.as(GuardStmtSyntax.self) { return [guardStmt.body.statements] }
        return nil
    }

    private func declare(_ variable: VariableDeclSyntax, scope: inout Scope) -> [FlowStep] {
        var steps: [FlowStep] = []
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let value = binding.initializer?.value
            else { continue }
            if let (typeName, call) = SyntaxReading.constructedType(value) {
                if model.isNavigation(typeName) {
                    scope.navigations.insert(name)
                    scope.madeNavigations.insert(name)
                    steps.append(.makeNavigation(name))
                    if let root = call.arguments.first(where: { $0.label?.text == "rootViewController" })?.expression,
                       let screen = screenType(root, scope: scope)
                    {
                        steps.append(.push(screen: shown(screen, .push, at: call, scope: scope), on: name))
                    }
                    continue
                }
                if model.isTabBar(typeName) {
                    scope.tabBars[name] = []
                    continue
                }
                if let screen = screenType(value, scope: scope) {
                    scope.screens[name] = screen
                    continue
                }
                if let type = index.type(named: typeName, from: scope.type.name), model.isCoordinator(type) {
                    scope.coordinators[name] = (type, call)
                    continue
                }
            }
            if let made = publisher(value, scope: &scope) { scope.publishers[name] = made }
        }
        return steps
    }

    /// An expression statement: an assignment, a UIKit call, a pipeline, a method of the coordinator.
    private func statement(_ expression: ExprSyntax, scope: inout Scope) -> [FlowStep] {
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
           let lhs = sequence.elements.first, let rhs = sequence.elements.last
        {
            return assignment(lhs, rhs, scope: &scope)
        }
        if let assignment = expression.as(InfixOperatorExprSyntax.self), assignment.operator.is(AssignmentExprSyntax.self) {
            return self.assignment(assignment.leftOperand, assignment.rightOperand, scope: &scope)
        }
        if let discard = expression.as(SequenceExprSyntax.self), let last = discard.elements.last,
           discard.elements.first?.is(DiscardAssignmentExprSyntax.self) == true
        {
            return statement(last, scope: &scope)
        }
        guard let chain = Chain(expression) else { return [] }
        if let terminal = chain.calls.lastIndex(where: { $0.name == "sink" }) {
            let sink = chain.calls[terminal]
            let source = Chain(root: chain, calls: Array(chain.calls[..<terminal]))
            guard let upstream = publisher(source, scope: &scope) else { return [] }
            let closure = sink.call.flatMap { call in
                call.trailingClosure
                    ?? call.arguments.first { $0.label?.text == "receiveValue" }?.expression.as(ClosureExprSyntax.self)
            }
            let handlers = closure.map { self.handlers($0, scope: scope, kind: .sink) } ?? []
            return [.subscribe(upstream, handlers)]
        }
        if chain.calls.isEmpty, let call = chain.rootCall {
            return uikitOrMethod(call, receiver: [], scope: &scope)
        }
        if chain.calls.count == 1, let call = chain.calls[0].call {
            return uikitOrMethod(call, receiver: chain.rootPath, scope: &scope)
        }
        // A pipeline nobody subscribes to: its coordinators start, nobody owns their flows.
        if let made = publisher(chain, scope: &scope), made.coordinates { return [.discard(made)] }
        return []
    }

    private func assignment(_ lhs: ExprSyntax, _ rhs: ExprSyntax, scope: inout Scope) -> [FlowStep] {
        guard let path = SyntaxReading.path(of: lhs), let property = path.last else { return [] }
        let owner = path.dropLast().last
        switch property {
        case "rootViewController":
            guard let value = SyntaxReading.path(of: rhs), value.count == 1 else { return [] }
            if scope.navigations.contains(value[0]) { return [.setWindowRoot(navigation: value[0])] }
            if let tabs = scope.tabBars[value[0]] { return [.setWindowRootTabs(tabBlueprints(tabs, scope: scope))] }
            return []
        case "viewControllers":
            guard let owner, let array = rhs.as(ArrayExprSyntax.self) else { return [] }
            let names = array.elements.compactMap { SyntaxReading.path(of: $0.expression)?.first }
            if scope.tabBars[owner] != nil {
                scope.tabBars[owner] = names
                return []
            }
            if scope.navigations.contains(owner) {
                return array.elements.compactMap { element in
                    screenType(element.expression, scope: scope).map {
                        .push(screen: shown($0, .push, at: element, scope: scope), on: owner)
                    }
                }
            }
            return []
        case "tabBarItem":
            if let owner, let title = SyntaxReading.firstString(in: rhs) { scope.tabTitles[owner] = title }
            return []
        case "modalPresentationStyle":
            if let owner, let style = SyntaxReading.caseName(of: rhs) {
                scope.kinds[owner] = style.lowercased().contains("fullscreen") ? .fullScreen : .sheet
            }
            return []
        case "isModalInPresentation":
            if let owner, rhs.trimmedDescription == "true" { scope.kinds[owner] = .nonDismissibleSheet }
            return []
        default:
            return []
        }
    }

    private func tabBlueprints(_ names: [String], scope: Scope) -> [TabBlueprint] {
        names.map { TabBlueprint(title: scope.tabTitles[$0] ?? $0, navigation: $0) }
    }

    // MARK: UIKit calls and methods

    static let uikitVerbs: Set<String> = [
        "pushViewController", "present", "setViewControllers", "popViewController", "popToRootViewController",
        "dismiss", "send",
    ]

    private func uikitOrMethod(_ call: FunctionCallExprSyntax, receiver: [String], scope: inout Scope) -> [FlowStep] {
        guard let site = CallSiteCollector.decompose(call) else { return [] }
        let name = site.name
        let target = receiver.count == 1 ? receiver[0] : nil
        if let target, scope.navigations.contains(target) {
            switch name {
            case "pushViewController":
                return counted(call, scope: scope, site.argument(nil).flatMap { screenType($0, scope: scope) }.map {
                    [.push(screen: shown($0, .push, at: call, scope: scope), on: target)]
                })
            case "setViewControllers":
                guard let array = site.argument(nil)?.as(ArrayExprSyntax.self) else { return counted(call, scope: scope, nil) }
                return counted(call, scope: scope, array.elements.compactMap { element in
                    screenType(element.expression, scope: scope).map {
                        .push(screen: shown($0, .push, at: element, scope: scope), on: target)
                    }
                })
            case "present":
                return counted(call, scope: scope, site.argument(nil).flatMap { presentation($0, from: target, at: call, scope: scope) })
            case "popViewController", "popToRootViewController":
                return counted(call, scope: scope, [.pop(navigation: target)])
            case "dismiss":
                return counted(call, scope: scope, [.dismiss(navigation: target)])
            default:
                return []
            }
        }
        if name == "send", let subject = subjectName(receiver, scope: scope) {
            if call.arguments.first?.label?.text == "completion" {
                return counted(call, scope: scope, [.complete(subject: subject)])
            }
            let value = site.argument(nil).map { resultValue($0, scope: scope) } ?? "()"
            return counted(call, scope: scope, [.send(subject: subject, value: value)])
        }
        if name == "coordinate", receiver.isEmpty {
            guard let argument = site.argument("to") else { return counted(call, scope: scope, nil) }
            return coordination(argument, at: call, scope: &scope).map { [.discard($0)] } ?? []
        }
        // A method of the coordinator (own, or one a screen holds).
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        if let (owner, function) = method(name, labels: labels, receiver: receiver, scope: scope) {
            let inner = reading(of: function, on: owner, values: values(of: call, for: function, scope: scope))
            var steps = inner.sequence
            if let made = inner.returned, made.coordinates { steps.append(.discard(made)) }
            return owner === scope.coordinator || steps.isEmpty ? steps : [.on(coordinator: owner.name, steps)]
        }
        if Self.uikitVerbs.contains(name), !receiver.isEmpty { return counted(call, scope: scope, nil) }
        return []
    }

    /// The result values a call passes to `function`'s parameters: `finish(with: .skipped)`.
    private func values(of call: FunctionCallExprSyntax, for function: Function, scope: Scope) -> [String: String] {
        var values: [String: String] = [:]
        for (argument, parameter) in zip(call.arguments, function.parameters) {
            let value = resultValue(argument.expression, scope: scope)
            if value != "()" { values[parameter.name] = value }
        }
        return values
    }

    /// `present(x)`: a screen, a tab bar or a navigation controller holding a screen.
    private func presentation(
        _ argument: ExprSyntax, from target: String, at call: FunctionCallExprSyntax, scope: Scope
    ) -> [FlowStep]? {
        let name = SyntaxReading.path(of: argument).flatMap { $0.count == 1 ? $0[0] : nil }
        let kind = name.flatMap { scope.kinds[$0] } ?? .sheet
        if let name, let tabs = scope.tabBars[name] {
            return [.presentTabs(tabBlueprints(tabs, scope: scope), from: target, kind)]
        }
        guard let screen = screenType(argument, scope: scope) else { return nil }
        return [.present(screen: shown(screen, TransitionStyle(rawValue: kind.rawValue) ?? .sheet, at: call, scope: scope), from: target, kind)]
    }

    /// The coordinator method `name` called on `receiver` from `scope`: the coordinator's own, or that of
    /// a coordinator the screen holds.
    private func method(_ name: String, labels: [String], receiver: [String], scope: Scope) -> (TypeDeclaration, Function)? {
        var owner: TypeDeclaration? = receiver.isEmpty ? scope.type : nil
        if receiver.count == 1, let property = allProperties(of: scope.type).first(where: { $0.name == receiver[0] }),
           let written = property.type, let type = index.type(named: written, from: scope.type.name)
        {
            owner = type
        }
        guard let owner, model.isCoordinator(owner) || owner === scope.type,
              let function = function(named: name, labels: labels, of: owner)
        else { return nil }
        return (owner, function)
    }

    // MARK: Publishers

    /// The publisher `expression` builds, or `nil` when it is none the reader knows.
    func publisher(_ expression: ExprSyntax, scope: inout Scope) -> FlowPublisher? {
        Chain(expression).flatMap { publisher($0, scope: &scope) }
    }

    private func publisher(_ chain: Chain, scope: inout Scope) -> FlowPublisher? {
        var made: FlowPublisher?
        var calls = chain.calls[...]
        if let call = chain.rootCall {
            made = rootPublisher(call, scope: &scope)
        } else if chain.rootPath.count == 1, let local = scope.publishers[chain.rootPath[0]] {
            made = local
        } else if let subject = subjectName(chain.rootPath, scope: scope) {
            made = .subject(subject)
        } else if let first = calls.first, let call = first.call {
            // `coordinator.presentItems()`, `self.start()`: a method returning a publisher.
            let labels = call.arguments.map { $0.label?.text ?? "_" }
            if first.name == "coordinate", chain.rootPath.isEmpty {
                made = rootPublisher(call, scope: &scope)
            } else if let (owner, function) = method(first.name, labels: labels, receiver: chain.rootPath, scope: scope) {
                made = reading(of: function, on: owner, values: values(of: call, for: function, scope: scope)).returned
            }
            calls = calls.dropFirst()
        }
        guard var result = made else { return nil }
        for operation in calls {
            switch operation.name {
            case "handleEvents":
                guard let closure = operation.call?.arguments.first(where: { $0.label?.text == "receiveOutput" })?
                    .expression.as(ClosureExprSyntax.self)
                else { continue }
                let steps = handlers(closure, scope: scope, kind: .sink).first?.steps ?? []
                if !steps.isEmpty { result = .handleEvents(result, onOutput: steps) }
            case "map":
                guard let closure = operation.call.flatMap(trailingOrOnly) else { continue }
                result = .map(result, handlers(closure, scope: scope, kind: .map))
            case "flatMap", "flatMapLatest", "switchToLatest":
                guard let closure = operation.call.flatMap(trailingOrOnly) else { continue }
                result = .flatMap(result, handlers(closure, scope: scope, kind: .flatMap))
            default:
                continue  // eraseToAnyPublisher, receive(on:), share(), ...: the values are the same
            }
        }
        return result
    }

    private func trailingOrOnly(_ call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self)
    }

    private func rootPublisher(_ call: FunctionCallExprSyntax, scope: inout Scope) -> FlowPublisher? {
        guard let site = CallSiteCollector.decompose(call) else { return nil }
        switch site.name {
        case "Empty":
            let immediately = site.argument("completeImmediately")?.trimmedDescription != "false"
            return immediately ? .empty : .never
        case "Just":
            return .just(site.argument(nil).map { resultValue($0, scope: scope) } ?? "()")
        case "coordinate":
            guard let argument = site.argument("to") else { return counted(call, scope: scope, nil) }
            return coordination(argument, at: call, scope: &scope)
        default:
            let labels = call.arguments.map { $0.label?.text ?? "_" }
            if site.receiver.isEmpty, let (owner, function) = method(site.name, labels: labels, receiver: [], scope: scope) {
                return reading(of: function, on: owner, values: values(of: call, for: function, scope: scope)).returned
            }
            return nil
        }
    }

    /// `coordinate(to: child)`: the child constructed here or in a local, with the navigation controllers
    /// its initialiser is given.
    private func coordination(_ argument: ExprSyntax, at call: FunctionCallExprSyntax, scope: inout Scope) -> FlowPublisher? {
        var child: (TypeDeclaration, FunctionCallExprSyntax)?
        if let path = SyntaxReading.path(of: argument), path.count == 1 { child = scope.coordinators[path[0]] }
        if child == nil, let (name, construction) = SyntaxReading.constructedType(argument),
           let type = index.type(named: name, from: scope.type.name), model.isCoordinator(type)
        {
            child = (type, construction)
        }
        guard let (type, construction) = child else { return counted(call, scope: scope, nil) }
        var given: [String: String] = [:]
        var madeHere = false
        let initialiser = type.functions(named: "init").first { $0.accepts(labels: construction.arguments.map { $0.label?.text ?? "_" }) }
        for (offset, argument) in construction.arguments.enumerated() {
            guard let path = SyntaxReading.path(of: argument.expression), path.count == 1,
                  scope.navigations.contains(path[0])
            else { continue }
            let parameter = initialiser.flatMap { offset < $0.parameters.count ? $0.parameters[offset] : nil }
            let property = parameter.map { storedProperty(assignedFrom: $0.name, in: initialiser!, of: type) }
                ?? argument.label?.text ?? path[0]
            given[property] = path[0]
            madeHere = madeHere || scope.madeNavigations.contains(path[0])
        }
        navigationCalls += 1
        resolvedCalls += 1
        children[scope.coordinator.name, default: []].append(StartedChild(
            coordinator: type.name, givenMadeNavigation: madeHere, place: index.line(of: call, file: scope.file)))
        return .coordinate(coordinator: type.name, navigations: given)
    }

    /// The stored property an initialiser sets from parameter `name` (`self.navigation = navigation`).
    private func storedProperty(assignedFrom name: String, in initialiser: Function, of type: TypeDeclaration) -> String {
        guard let body = initialiser.body else { return name }
        for item in body.statements {
            guard let sequence = item.item.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                  let lhs = sequence.elements.first.flatMap({ SyntaxReading.path(of: $0) }),
                  let rhs = sequence.elements.last.flatMap({ SyntaxReading.path(of: $0) }), rhs == [name],
                  let property = lhs.last
            else { continue }
            return property
        }
        return name
    }

    // MARK: Controls

    /// What one value of a control's publisher does through `operations` and the `sink` closure: steps
    /// taken at once, and a subscription to the publisher a `flatMap` makes of it.
    func tapSteps(
        _ operations: ArraySlice<(name: String, call: FunctionCallExprSyntax?)>, sink: ClosureExprSyntax?, scope: Scope
    ) -> [FlowRun] {
        var steps: [FlowStep] = []
        var current: FlowPublisher?
        for operation in operations {
            guard let call = operation.call else { continue }
            switch operation.name {
            case "flatMap", "flatMapLatest", "map":
                // A `map` before any `flatMap` transforms the tap's own value: no flow to follow yet.
                guard operation.name != "map" || current != nil, let closure = trailingOrOnly(call) else { continue }
                let kind: HandlerKind = operation.name == "map" ? .map : .flatMap
                let made = handlers(closure, scope: scope, kind: kind)
                if let source = current {
                    current = kind == .map ? .map(source, made) : .flatMap(source, made)
                } else if let first = made.handler(of: "()") {
                    steps += first.steps
                    current = first.publisher
                }
            case "handleEvents":
                guard let closure = call.arguments.first(where: { $0.label?.text == "receiveOutput" })?
                    .expression.as(ClosureExprSyntax.self)
                else { continue }
                let made = handlers(closure, scope: scope, kind: .sink).first?.steps ?? []
                if let source = current { current = .handleEvents(source, onOutput: made) } else { steps += made }
            default:
                continue
            }
        }
        guard let sink else {
            if let current { steps.append(.subscribe(current, [])) }
            return [FlowRun(steps: steps, isBranched: false)]
        }
        if let current {
            return [FlowRun(steps: steps + [.subscribe(current, handlers(sink, scope: scope, kind: .sink))], isBranched: false)]
        }
        // The tap itself: each branch of the closure is a run of its own.
        var inner = scope
        let reading = read(sink.statements, scope: &inner)
        return reading.runs.map { FlowRun(steps: steps + $0.steps, isBranched: $0.isBranched) }
    }

    // MARK: Closures

    enum HandlerKind { case sink, map, flatMap }

    /// The handlers of a `sink`, `map`, `flatMap` or `handleEvents` closure: one per `switch` case or
    /// `if case` on its parameter, else one for any value.
    func handlers(_ closure: ClosureExprSyntax, scope: Scope, kind: HandlerKind) -> [ResultHandler] {
        let parameter = closureParameter(closure)
        let statements = closure.statements
        if let parameter, statements.count == 1 || statements.count == 2,
           let switchExpr = statements.compactMap({ switchOn(parameter, $0) }).first
        {
            return switchExpr.cases.compactMap { element -> ResultHandler? in
                guard let switchCase = element.as(SwitchCaseSyntax.self) else { return nil }
                let result: String? = switch switchCase.label {
                case .default: nil
                case .case(let label): label.caseItems.first.flatMap { caseName(of: $0.pattern) }
                }
                return handler(result, switchCase.statements, scope: scope, kind: kind)
            }
        }
        if let parameter, let ifExpr = statements.first.flatMap({ ifCase(on: parameter, $0) }) {
            var handlers = [handler(ifExpr.result, ifExpr.body, scope: scope, kind: kind)]
            if let elseBody = ifExpr.elseBody { handlers.append(handler(nil, elseBody, scope: scope, kind: kind)) }
            return handlers
        }
        return [handler(nil, statements, scope: scope, kind: kind)]
    }

    private func handler(_ result: String?, _ statements: CodeBlockItemListSyntax, scope: Scope, kind: HandlerKind) -> ResultHandler {
        var scope = scope
        // A single expression is what the closure returns.
        if statements.count == 1, let only = statements.first?.item.as(ExprSyntax.self), kind != .sink {
            let value = kind == .map ? resultValue(only, scope: scope) : nil
            let publisher = kind == .flatMap ? self.publisher(only, scope: &scope) : nil
            return ResultHandler(result: result, value: value, publisher: publisher)
        }
        let reading = read(statements, scope: &scope)
        var value: String?
        if kind == .map, let returned = statements.compactMap({ $0.item.as(ReturnStmtSyntax.self)?.expression }).first {
            value = resultValue(returned, scope: scope)
        }
        return ResultHandler(
            result: result, steps: reading.sequence, value: value, publisher: kind == .flatMap ? reading.returned : nil)
    }

    private func closureParameter(_ closure: ClosureExprSyntax) -> String? {
        guard let signature = closure.signature else { return "$0" }
        switch signature.parameterClause {
        case .simpleInput(let names): return names.first?.name.text
        case .parameterClause(let clause): return clause.parameters.first.map { ($0.secondName ?? $0.firstName).text }
        case nil: return "$0"
        }
    }

    private func switchOn(_ parameter: String, _ item: CodeBlockItemSyntax) -> SwitchExprSyntax? {
        let expression = item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
        guard let switchExpr = expression?.as(SwitchExprSyntax.self),
              SyntaxReading.path(of: switchExpr.subject) == [parameter]
        else { return nil }
        return switchExpr
    }

    private func ifCase(on parameter: String, _ item: CodeBlockItemSyntax)
        -> (result: String, body: CodeBlockItemListSyntax, elseBody: CodeBlockItemListSyntax?)?
    {
        let expression = item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
        guard let ifExpr = expression?.as(IfExprSyntax.self), let condition = ifExpr.conditions.first else { return nil }
        var elseBody: CodeBlockItemListSyntax?
        if case .codeBlock(let block)? = ifExpr.elseBody { elseBody = block.statements }
        // `if paid { ... }`, `if !paid { ... }` on a Boolean result.
        if ifExpr.conditions.count == 1, let tested = condition.condition.as(ExprSyntax.self) {
            if SyntaxReading.path(of: tested) == [parameter] { return ("true", ifExpr.body.statements, elseBody) }
            if let negated = tested.as(PrefixOperatorExprSyntax.self), negated.operator.text == "!",
               SyntaxReading.path(of: negated.expression) == [parameter]
            {
                return ("false", ifExpr.body.statements, elseBody)
            }
        }
        guard let match = condition.condition.as(MatchingPatternConditionSyntax.self),
              SyntaxReading.path(of: match.initializer.value) == [parameter],
              let result = caseName(of: match.pattern)
        else { return nil }
        return (result, ifExpr.body.statements, elseBody)
    }

    private func caseName(of pattern: PatternSyntax) -> String? {
        if let expression = pattern.as(ExpressionPatternSyntax.self) { return SyntaxReading.caseName(of: expression.expression) }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { return caseName(of: binding.pattern) }
        return nil
    }

    // MARK: Names

    /// A result value by its case: `.item(title)` → `item`; `()` and anything else without a case → `()`.
    func resultValue(_ expression: ExprSyntax, scope: Scope) -> String {
        if let path = SyntaxReading.path(of: expression), path.count == 1, let value = scope.values[path[0]] { return value }
        if let literal = expression.as(BooleanLiteralExprSyntax.self) { return literal.literal.text }
        return SyntaxReading.caseName(of: expression) ?? "()"
    }

    /// The subject `path` names: a subject property of the coordinator (or of a screen local, or of the
    /// coordinator a screen holds).
    func subjectName(_ path: [String], scope: Scope) -> String? {
        guard let last = path.last else { return nil }
        var owner: TypeDeclaration? = scope.type
        var screenLocal: String?
        for name in path.dropLast() {
            if let screen = scope.screens[name] {
                screenLocal = screen
                owner = index.type(named: screen, from: scope.type.name)
                continue
            }
            owner = owner.flatMap { type in
                allProperties(of: type).first { $0.name == name }?.type.flatMap { index.type(named: $0, from: type.name) }
            }
        }
        guard let owner, let property = allProperties(of: owner).first(where: { $0.name == last }),
              isSubject(property)
        else { return nil }
        if model.isCoordinator(owner) { return last }
        return "\(screenLocal ?? owner.simpleName).\(last)"
    }

    private func isSubject(_ property: Property) -> Bool {
        if let type = property.type, ReactiveDeclarations.isSubject(type) { return true }
        guard let value = property.initializer?.trimmedDescription else { return false }
        let name = value.prefix { $0 != "<" && $0 != "(" }
        return ReactiveDeclarations.isSubject(String(name))
    }

    /// The screen type `expression` is: a screen local, or a screen constructed here
    /// (`UIHostingController(rootView: V())` is `V`).
    private func screenType(_ expression: ExprSyntax, scope: Scope) -> String? {
        if let path = SyntaxReading.path(of: expression), path.count == 1, let screen = scope.screens[path[0]] { return screen }
        guard let (name, call) = SyntaxReading.constructedType(expression) else { return nil }
        if TypeName.base(of: name) == "UIHostingController",
           let root = call.arguments.first(where: { $0.label?.text == "rootView" })?.expression,
           let (view, _) = SyntaxReading.constructedType(root)
        {
            return view
        }
        return model.isScreen(name) ? name : nil
    }

    /// Records that `scope`'s coordinator shows `screen`; returns its route name.
    private func shown(_ screen: String, _ transition: TransitionStyle?, at node: some SyntaxProtocol, scope: Scope) -> String {
        let name = ReactiveDeclarations.routeName(ofScreen: screen)
        var list = screens[scope.coordinator.name, default: []]
        if !list.contains(where: { $0.type == screen }) {
            list.append(ShownScreen(type: screen, transition: transition, place: index.line(of: node, file: scope.file)))
            screens[scope.coordinator.name] = list
        }
        return name
    }

    // MARK: Counting

    /// Counts a navigation call; `nil` steps are reported as unresolved at the call's line.
    private func counted<T>(_ call: FunctionCallExprSyntax, scope: Scope, _ result: T?) -> T? {
        navigationCalls += 1
        if let result {
            resolvedCalls += 1
            return result
        }
        report(call, scope: scope)
        return nil
    }

    private func counted(_ call: FunctionCallExprSyntax, scope: Scope, _ steps: [FlowStep]?) -> [FlowStep] {
        let result: [FlowStep]? = counted(call, scope: scope, steps)
        return result ?? []
    }

    /// Reports a call not followed at its line (once per line).
    private func report(_ call: FunctionCallExprSyntax, scope: Scope) {
        let place = index.line(of: call, file: scope.file)
        guard reported.insert(place).inserted else { return }
        let written = String(call.trimmedDescription.prefix(80))
        diagnostics.append(ImportDiagnostic(
            .unresolvedCall, path: place.path, line: place.line, subject: "`\(written)`",
            message: "`\(written)` in \(scope.type.simpleName) is not followed: its receiver, screen, subject or "
                + "coordinator is not a declaration the importer can see; what it does is missing from the graph"))
    }

}

extension FlowPublisher {
    /// Whether evaluating it starts a coordinator.
    var coordinates: Bool {
        switch self {
        case .coordinate: true
        case .never, .empty, .just, .subject: false
        case .handleEvents(let source, _): source.coordinates
        case .map(let source, _), .flatMap(let source, _): source.coordinates
        }
    }
}

/// A method chain read from its root: `button.publisher(for: .touchUpInside).flatMap { ... }.sink { ... }`
/// is the root path `button` and the calls `publisher`, `flatMap`, `sink`; `coordinate(to: x).map { ... }`
/// is the root call `coordinate(to: x)` and the call `map`.
struct Chain {
    var rootPath: [String] = []
    var rootCall: FunctionCallExprSyntax?
    var calls: [(name: String, call: FunctionCallExprSyntax?)] = []

    init(root: Chain, calls: [(name: String, call: FunctionCallExprSyntax?)]) {
        rootPath = root.rootPath
        rootCall = root.rootCall
        self.calls = calls
    }

    init?(_ expression: ExprSyntax) {
        let expression = SyntaxReading.unwrapped(expression)
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                let name = member.declName.baseName.text
                if let path = SyntaxReading.path(of: base) {
                    rootPath = path
                    calls = [(name, call)]
                    return
                }
                guard let inner = Chain(base) else { return nil }
                self = inner
                calls.append((name, call))
                return
            }
            rootCall = call
            return
        }
        if let path = SyntaxReading.path(of: expression) {
            rootPath = path
            return
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, let inner = Chain(base) {
            self = inner
            calls.append((member.declName.baseName.text, nil))
            return
        }
        return nil
    }
}
