import NavigationGraph
import NavigationModel
import SwiftSyntax
import TreeCoordinators

/// Calls in Tree-style bodies: an app's `precondition`, methods of coordinators (followed into their
/// bodies), the library's child operations and UIKit's navigation calls.
extension TreeBodyReader {
    func call(_ call: FunctionCallExprSyntax, scope: inout Scope) -> [TreeItem] {
        guard let site = CallSiteCollector.decompose(call) else { return closures(of: call, scope: scope) }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        if site.name == "precondition", site.receiver.isEmpty, case .coordinator = scope.role {
            return precondition(site)
        }
        let isUnqualified = site.receiver.isEmpty && site.receiverCall == nil
        if isUnqualified, !isCoordinatorRole(scope), let (function, _) = declarations.function(site.name, labels: labels, in: scope.type) {
            // A method of the view controller or app delegate: read in place.
            return items(of: function, on: scope.type, role: scope.role, method: scope.method)
        }
        let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        let receiver = site.receiverCall == nil
            ? resolve(site.receiver, scope: scope, explicitSelf: base.map(Self.startsWithSelf) ?? false) : nil
        if let receiver, case .coordinator(let types) = receiver.kind,
           let followed = coordinatorCall(site, on: receiver, types: types, labels: labels, scope: &scope)
        {
            return followed
        }
        if TreeVocabulary.navigationVerbs.contains(site.name) {
            return verb(site, receiver: receiver, scope: &scope)
        }
        if case .viewController = scope.role, let first = site.receiver.first, site.receiver.count == 1,
           let property = declarations.property(first, of: scope.type), let written = property.type,
           let declared = index.type(named: written, from: scope.type.name), declared.kind == .protocol,
           declared.functions(named: site.name).isEmpty == false
        {
            // A delegate method no coordinator showing this screen implements.
            return unresolved(call, scope: scope, because: "\(declared.simpleName) is not adopted by the coordinator that is this screen's delegate")
        }
        return closures(of: call, scope: scope)
    }

    func isCoordinatorRole(_ scope: Scope) -> Bool {
        if case .coordinator = scope.role { return true }
        return false
    }

    /// `precondition(children.isEmpty, "...")`; any other condition is not read.
    private func precondition(_ site: CallSite) -> [TreeItem] {
        guard let condition = site.argument(nil), SyntaxReading.path(of: condition) == ["children", "isEmpty"] else { return [] }
        let message = site.call.arguments.dropFirst().first?.expression.as(StringLiteralExprSyntax.self)
            .map(SyntaxReading.text) ?? "children.isEmpty"
        return [.step(.precondition(.childrenEmpty, message: message))]
    }

    /// A closure passed to a call (a completion, an animation, a service's callback) may run or not.
    private func closures(of call: FunctionCallExprSyntax, scope: Scope) -> [TreeItem] {
        var closures = call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
        if let trailing = call.trailingClosure { closures.append(trailing) }
        closures += call.additionalTrailingClosures.map(\.closure)
        return closures.compactMap { closure in
            var inner = scope
            let items = read(closure.statements, scope: &inner)
            return items.isEmpty ? nil : .branch([items, []])
        }
    }

    // MARK: Coordinator methods

    /// A method of a coordinator (self, a child, a delegate): its body, read for each type the receiver
    /// can be, runs in the callee's frame. `nil` when no such type has the method.
    private func coordinatorCall(
        _ site: CallSite, on receiver: TreeBinding, types: [String], labels: [String], scope: inout Scope
    ) -> [TreeItem]? {
        let targets = types.compactMap { name -> (TypeDeclaration, Function)? in
            guard let type = index.type(named: name), let (function, _) = declarations.function(site.name, labels: labels, in: type)
            else { return nil }
            return (type, function)
        }
        guard !targets.isEmpty else { return nil }
        var items: [TreeItem] = []
        var values: [String?: TreeBinding] = [:]
        for argument in site.call.arguments {
            let (made, bound) = value(argument.expression, into: nil, scope: &scope)
            items += made
            if let bound { values[argument.label?.text] = bound }
        }
        var arguments: [String: TreeValueRef] = [:]
        var alternatives: [[(String, [TreeStep])]] = [[]]
        for (type, function) in targets {
            var kinds: [String: TreeKind] = [:]
            for parameter in function.parameters {
                if let bound = values[parameter.label == "_" ? nil : parameter.label] {
                    arguments[parameter.name] = bound.ref
                    kinds[parameter.name] = bound.kind
                }
            }
            let runs = Self.expand(self.items(of: function, on: type, role: .coordinator, parameters: kinds))
            alternatives = alternatives.flatMap { partial in runs.map { partial + [(type.name, $0)] } }
        }
        let isOther = !(site.receiver.isEmpty && site.receiverCall == nil)
        if isOther { countPlace(of: site.call, scope: scope, resolved: true) }
        let calls = alternatives.compactMap { choice -> TreeStep? in
            guard choice.contains(where: { !$0.1.isEmpty }) else { return nil }
            return .call(on: receiver.ref, arguments: arguments, steps: Dictionary(choice, uniquingKeysWith: { first, _ in first }))
        }
        if calls.isEmpty { return items }
        if calls.count == 1, alternatives.count == 1 { return items + [.step(calls[0])] }
        return items + [.branch(calls.map { [.step($0)] } + (calls.count < alternatives.count ? [[]] : []))]
    }

    // MARK: Library and UIKit operations

    private func verb(_ site: CallSite, receiver: TreeBinding?, scope: inout Scope) -> [TreeItem] {
        let call = site.call
        if case .viewController = scope.role {
            if site.name == "addChild" || site.name == "removeChild" { return [] }  // container view controllers
            return unresolved(call, scope: scope, because: "the view controller navigates by itself, not through its coordinator")
        }
        if site.receiver.isEmpty, site.receiverCall == nil, case .coordinator = scope.role {
            switch site.name {
            case "addChild", "removeChild":
                guard let argument = site.argument(nil) else { return unresolved(call, scope: scope) }
                let (items, bound) = value(argument, into: nil, scope: &scope)
                guard let bound, case .coordinator = bound.kind else { return items + unresolved(call, scope: scope) }
                countPlace(of: call, scope: scope, resolved: true)
                return items + [.step(site.name == "addChild" ? .addChild(bound.ref) : .removeChild(bound.ref))]
            case "bindToLifecycle":
                guard let argument = site.argument("of"), let path = SyntaxReading.path(of: argument),
                      let bound = resolve(path, scope: scope), case .screen = bound.kind
                else { return unresolved(call, scope: scope) }
                countPlace(of: call, scope: scope, resolved: true)
                return [.step(.bindToLifecycle(bound.ref))]
            default:
                return unresolved(call, scope: scope, because: "a view controller's own navigation is not the coordinator's context")
            }
        }
        guard let receiver, receiver.kind == .navigation else { return unresolved(call, scope: scope) }
        var items: [TreeItem] = []
        let step: TreeStep?
        switch site.name {
        case "pushViewController", "show":
            let (made, bound) = site.argument(nil).map { value($0, into: nil, scope: &scope) } ?? ([], nil)
            items += made
            if let bound, case .screen = bound.kind {
                markShown(bound, transition: .push, scope: scope)
                step = .push(receiver.ref, screen: bound.ref)
            } else {
                step = nil
            }
        case "setViewControllers":
            guard let argument = site.argument(nil) else { return unresolved(call, scope: scope) }
            return setViewControllers(receiver, argument, node: call, scope: &scope)
        case "popViewController": step = .pop(receiver.ref)
        case "popToRootViewController": step = .popToRoot(receiver.ref)
        case "present":
            let argument = site.argument(nil)
            let (made, bound) = argument.map { value($0, into: nil, scope: &scope) } ?? ([], nil)
            items += made
            if let bound, bound.kind == .navigation || { if case .screen = bound.kind { true } else { false } }() {
                let local = argument.flatMap(SyntaxReading.path).flatMap { $0.count == 1 ? $0[0] : nil }
                let kind = local.flatMap { scope.presentation[$0] } ?? .sheet
                markShown(bound, transition: TransitionStyle(kind), scope: scope)
                if let local, let position = scope.childContexts[local] {
                    children[scope.type.name]?[position].transition = TransitionStyle(kind)
                }
                step = .present(receiver.ref, presented: bound.ref, kind: kind)
            } else {
                step = nil
            }
        case "dismiss": step = .dismiss(receiver.ref)
        default: step = nil
        }
        guard let step else { return items + unresolved(call, scope: scope) }
        countPlace(of: call, scope: scope, resolved: true)
        return items + [.step(step)]
    }

    func setViewControllers(_ target: TreeBinding, _ array: ExprSyntax, node: some SyntaxProtocol, scope: inout Scope) -> [TreeItem] {
        guard let elements = array.as(ArrayExprSyntax.self)?.elements else { return unresolved(node, scope: scope) }
        var items: [TreeItem] = []
        var screens: [TreeValueRef] = []
        for element in elements {
            let (made, bound) = value(element.expression, into: nil, scope: &scope)
            items += made
            guard let bound, case .screen = bound.kind else { return items + unresolved(node, scope: scope) }
            markShown(bound, transition: nil, scope: scope)
            screens.append(bound.ref)
        }
        countPlace(of: node, scope: scope, resolved: true)
        return items + [.step(.setViewControllers(target.ref, screens: screens))]
    }

    /// Records how a coordinator first shows a screen type it makes, for the catalog.
    func markShown(_ bound: TreeBinding, transition: TransitionStyle?, scope: Scope) {
        guard case .coordinator = scope.role, case .screen(let type) = bound.kind,
              let position = screens[scope.type.name]?.firstIndex(where: { $0.typeName == type }),
              shown.insert("\(scope.type.name) \(type)").inserted
        else { return }
        screens[scope.type.name]?[position].transition = transition
    }

    // MARK: Diagnostics

    func countPlace(of node: some SyntaxProtocol, scope: Scope, resolved: Bool) {
        let place = index.line(of: node, file: scope.file)
        navigationPlaces.insert(place)
        if !resolved { unresolvedPlaces.insert(place) }
    }

    /// A navigation call not followed: counted, and reported once at its file and line.
    func unresolved(_ node: some SyntaxProtocol, scope: Scope, because reason: String? = nil) -> [TreeItem] {
        countPlace(of: node, scope: scope, resolved: false)
        let place = index.line(of: node, file: scope.file)
        let written = String(node.trimmedDescription.prefix(80))
        if reported.insert("\(place.path):\(place.line)").inserted {
            diagnostics.append(ImportDiagnostic(
                .unresolvedCall, path: place.path, line: place.line, subject: "`\(written)`",
                message: "`\(written)` in \(scope.type.simpleName) is not followed: "
                    + (reason ?? "its receiver or argument is not a navigation controller, view controller or coordinator "
                        + "the importer can see")
                    + "; what it does is missing from the graph"))
        }
        return []
    }

    /// A SwiftUI view shown through `UIHostingController`: one screen, whose controls are not followed.
    func hostedView(_ view: String, at node: some SyntaxProtocol, scope: Scope) {
        let place = index.line(of: node, file: scope.file)
        guard reported.insert("hosted \(view)").inserted else { return }
        diagnostics.append(ImportDiagnostic(
            .partialDeclaration, path: place.path, line: place.line, subject: "hosted \(view)",
            message: "\(view) is a SwiftUI view in a UIHostingController: it is imported as one screen, and its "
                + "SwiftUI controls are not followed by the Tree importer (what they do is missing from the graph)"))
    }
}

extension TransitionStyle {
    init(_ kind: PresentationKind) {
        self = switch kind {
        case .sheet: .sheet
        case .nonDismissibleSheet: .nonDismissibleSheet
        case .fullScreen: .fullScreen
        case .custom: .custom
        }
    }
}
