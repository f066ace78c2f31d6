import SwiftSyntax
import ViewModelCoordinators

/// Follows calls from a control's closure to the slots they set, across files by declared type:
/// `viewModel.goToScene2()` → the view model's `goToScene2` → `coordinator.navigateTo(.scene2(text))` →
/// the coordinator view model's `navigateTo(_ item:)` → `navigationLinkItem = item`, with `item` bound to
/// `.scene2`.
final class SlotCallReader {
    /// A value an expression stands for, as far as slots care.
    enum Value {
        /// An enum case, or `true` (a `Bool` slot's one destination).
        case named(String)
        /// `nil` or `false`: the slot is emptied.
        case empty
        case unknown
    }

    /// The names in scope of a body: its type, the types of parameters and locals, and the values
    /// parameters are bound to by the call being followed.
    struct Scope {
        var type: TypeDeclaration
        var file: Int
        var locals: [String: TypeDeclaration] = [:]
        var values: [String: Value] = [:]
    }

    /// A stretch of navigation a body takes: its steps, and whether a branch guards them.
    struct Run {
        var steps: [SlotStep]
        var isBranched: Bool
    }

    let index: DeclarationIndex
    let declarations: ViewModelDeclarations
    private var types: ViewModelTypes { declarations.types }
    private(set) var diagnostics: [ImportDiagnostic] = []
    /// Navigation call sites met from the controls, and those followed.
    private(set) var met: Set<SourcePlace> = []
    private(set) var followed: Set<SourcePlace> = []
    private var inlining: [String] = []

    init(index: DeclarationIndex, declarations: ViewModelDeclarations) {
        self.index = index
        self.declarations = declarations
    }

    /// The runs of navigation in `body`, read in `scope`.
    func runs(in body: some SyntaxProtocol, scope: Scope) -> [Run] {
        var scope = scope
        collectLocals(in: Syntax(body), scope: &scope)
        return NavigationSiteCollector.sites(in: body, regions: index.files[scope.file].regions).flatMap { site in
            switch site {
            case .call(let call): runs(of: call, scope: scope)
            case .assignment(let target, let value, let node, let isBranched):
                assignment(target, value: value, node: node, isBranched: isBranched, scope: scope)
            }
        }
    }

    /// The runs of `function` of `type`, its parameters bound to `arguments` read in `caller`; none when
    /// it is being read already (recursion).
    func runs(
        ofFunction function: Function, on type: TypeDeclaration, arguments: [String: ExprSyntax] = [:], caller: Scope? = nil
    ) -> [Run] {
        guard let body = function.body else { return [] }
        let key = "\(type.name).\(function.name)"
        guard !inlining.contains(key) else { return [] }
        inlining.append(key)
        defer { inlining.removeLast() }
        var scope = Scope(type: type, file: function.file)
        for parameter in function.parameters {
            if let parameterType = types.resolve(parameter.type, from: type) { scope.locals[parameter.name] = parameterType }
            if let argument = arguments[parameter.name] {
                scope.values[parameter.name] = caller.map { value(of: argument, in: $0) } ?? .unknown
            }
        }
        return runs(in: body, scope: scope)
    }

    private func collectLocals(in node: Syntax, scope: inout Scope) {
        for child in node.children(viewMode: .sourceAccurate) {
            if let variable = child.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    if let annotation = binding.typeAnnotation, let type = types.resolve(annotation.type.trimmedDescription, from: scope.type) {
                        scope.locals[name] = type
                    } else if let value = binding.initializer?.value, let typeName = ViewModelTypes.constructedType(value),
                              let type = types.resolve(typeName, from: scope.type)
                    {
                        scope.locals[name] = type
                    }
                }
            } else if !child.is(ClosureExprSyntax.self) {
                collectLocals(in: child, scope: &scope)
            }
        }
    }

    // MARK: Receivers and values

    /// The type a receiver path names from `scope`; the scope's own type for an empty path.
    func receiverType(_ path: [String], scope: Scope) -> TypeDeclaration? {
        var current = scope.type
        for (position, name) in path.enumerated() {
            if position == 0, let local = scope.locals[name] {
                current = local
                continue
            }
            guard let next = types.memberType(name, of: current) else { return nil }
            current = next
        }
        return current
    }

    private func value(of expression: ExprSyntax, in scope: Scope) -> Value {
        let expression = SyntaxReading.unwrapped(expression)
        if expression.is(NilLiteralExprSyntax.self) { return .empty }
        if let literal = expression.as(BooleanLiteralExprSyntax.self) {
            return literal.literal.tokenKind == .keyword(.true) ? .named("true") : .empty
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return scope.values[reference.baseName.text] ?? .unknown
        }
        if let name = SyntaxReading.caseName(of: expression) { return .named(name) }
        return .unknown
    }

    // MARK: Sites

    private func assignment(_ target: [String], value expression: ExprSyntax, node: Syntax, isBranched: Bool, scope: Scope) -> [Run] {
        guard let slotName = target.last, let owner = receiverType(Array(target.dropLast()), scope: scope),
              let slot = declarations.slot(named: slotName, of: owner)
        else { return [] }
        let place = index.line(of: node, file: scope.file)
        let operation: SlotStep.Operation? = switch value(of: expression, in: scope) {
        case .empty: .set(slot: slot.name, value: nil)
        case .named(let name) where slot.isBool && name == "true": .set(slot: slot.name, value: slot.name)
        case .named(let name) where slot.destinations.contains { $0.name == name }: .set(slot: slot.name, value: name)
        default: nil
        }
        return counted(place, written: node.trimmedDescription, scope: scope, operation.map {
            [Run(steps: [SlotStep(on: owner.name, $0, location: place.location)], isBranched: isBranched)]
        })
    }

    private func runs(of site: CallSite, scope: Scope) -> [Run] {
        guard site.receiverCall == nil else { return [] }
        if isEnvironmentDismiss(site, scope: scope) {
            let place = index.line(of: site.call, file: scope.file)
            return counted(place, written: site.call.trimmedDescription, scope: scope, [
                Run(steps: [SlotStep(on: scope.type.name, .dismiss, location: place.location)], isBranched: site.isBranched),
            ])
        }
        guard let type = receiverType(site.receiver, scope: scope) else {
            let mentionsNavigation = site.receiver.contains { name in
                ViewModelVocabulary.navigationWords.contains { name.lowercased().contains($0) }
            }
            guard mentionsNavigation else { return [] }
            return counted(index.line(of: site.call, file: scope.file), written: site.call.trimmedDescription, scope: scope, nil)
        }
        guard let (function, arguments) = matchingFunction(site, in: type) else {
            // A coordinator view model's method that the sources do not implement (a protocol requirement
            // only, a superclass of a library): what it does is not seen.
            if !site.receiver.isEmpty, !declarations.slots(of: type).isEmpty {
                return counted(index.line(of: site.call, file: scope.file), written: site.call.trimmedDescription, scope: scope, nil)
            }
            return []
        }
        return runs(ofFunction: function, on: type, arguments: arguments, caller: scope).map {
            Run(steps: $0.steps, isBranched: $0.isBranched || site.isBranched)
        }
    }

    /// `dismiss()` of `@Environment(\.dismiss)`, or `presentationMode.wrappedValue.dismiss()`.
    private func isEnvironmentDismiss(_ site: CallSite, scope: Scope) -> Bool {
        if site.name == "callAsFunction", site.receiver.count == 1 {
            return scope.type.property(named: site.receiver[0])?.attributes.contains("Environment") == true
        }
        if site.receiver.isEmpty, let property = scope.type.property(named: site.name) {
            return property.attributes.contains("Environment")
        }
        return site.name == "dismiss" && site.receiver.last == "wrappedValue"
            && scope.type.property(named: site.receiver[0])?.attributes.contains("Environment") == true
    }

    /// The user-written method `site` calls on `type`, and its arguments by parameter name.
    private func matchingFunction(_ site: CallSite, in type: TypeDeclaration) -> (Function, [String: ExprSyntax])? {
        let arguments = site.call.arguments.map { ($0.label?.text ?? "_", $0.expression) }
        for function in type.functions(named: site.name) {
            var remaining = arguments[...]
            var bound: [String: ExprSyntax] = [:]
            var fits = true
            for parameter in function.parameters {
                if let first = remaining.first, first.0 == parameter.label {
                    bound[parameter.name] = first.1
                    remaining.removeFirst()
                } else if parameter.defaultValue == nil {
                    fits = false
                    break
                }
            }
            if fits, remaining.isEmpty { return (function, bound) }
        }
        return nil
    }

    /// Counts a navigation call site; `nil` runs are reported as unresolved at its line.
    private func counted(_ place: SourcePlace, written: String, scope: Scope, _ runs: [Run]?) -> [Run] {
        let firstMeeting = met.insert(place).inserted
        if let runs {
            followed.insert(place)
            return runs
        }
        if firstMeeting {
            let written = String(written.prefix(80))
            diagnostics.append(ImportDiagnostic(
                .unresolvedCall, path: place.path, line: place.line, subject: "`\(written)`",
                message: "`\(written)` in \(scope.type.simpleName) is not followed: its receiver, slot or value is not "
                    + "a declaration the importer can see; what it does is missing from the graph"))
        }
        return []
    }
}
