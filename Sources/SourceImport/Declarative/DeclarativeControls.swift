import DeclarativeCoordinators
import SwiftSyntax

/// The controls of a SwiftUI screen and the router chains each takes: `Button`s, the app's own button
/// views (`RoundedButton("Login") { ... }`: a view of the sources called with a closure), `onTapGesture`,
/// `onAppear` and `.task` closures, in the screen's type and every view it embeds (transitively).
struct DeclarativeControls {
    let index: DeclarationIndex
    let reader: DeclarativeCallReader

    /// The actions of `screen`, each named after what the user sees. A control whose navigation is under a
    /// branch gives one action per branch's run (an over-approximation).
    func actions(of screen: TypeDeclaration) -> [DeclarativeAction] {
        var visited: Set<String> = []
        var actions: [DeclarativeAction] = []
        collect(screen, visited: &visited, into: &actions)
        return actions
    }

    private func collect(_ type: TypeDeclaration, visited: inout Set<String>, into actions: inout [DeclarativeAction]) {
        guard visited.insert(type.name).inserted else { return }
        var embedded: [TypeDeclaration] = []
        let bodies = type.properties.compactMap { property in property.body.map { (property.file, $0) } }
            + type.functions.compactMap { function in function.body.map { (function.file, Syntax($0)) } }
        for (file, body) in bodies {
            for site in CallSiteCollector.sites(in: body, regions: index.files[file].regions) {
                if let control = control(site, in: type, file: file) {
                    actions += named(control.title, control.runs, enabledWhen: control.enabledWhen)
                } else if site.receiver.isEmpty, site.receiverCall == nil, site.name.first?.isUppercase == true,
                          let view = index.type(named: site.name, from: type.name), view !== type, view.conforms(toAny: ["View"])
                {
                    embedded.append(view)
                }
            }
        }
        for view in embedded { collect(view, visited: &visited, into: &actions) }
    }

    private func control(
        _ site: CallSite, in type: TypeDeclaration, file: Int
    ) -> (title: String, runs: [ChainRun], enabledWhen: RouterChain.Start?)? {
        let scope = DeclarativeCallReader.Scope(type: type, file: file)
        let closures = site.closures
        switch site.name {
        case "Button" where site.receiver.isEmpty && site.receiverCall == nil:
            let action = closures.first { $0.label == "action" }?.closure ?? closures.first { $0.label == nil }?.closure
            let hasActionArgument = site.call.arguments.contains { $0.label?.text == "action" }
            let label = closures.first { $0.label == "label" }?.closure
                ?? (hasActionArgument ? closures.first { $0.label == nil }?.closure : nil)
            let title = title(site) ?? label.flatMap { SyntaxReading.firstString(in: $0) } ?? accessibilityLabel(of: site.call)
            guard let action else { return nil }
            return (title ?? firstCalledName(in: action, file: file) ?? "button", reader.runs(in: action, scope: scope),
                    enabledWhen(site.call, scope: scope))
        case "onTapGesture", "onAppear", "task", "onLongPressGesture":
            guard let closure = closures.last?.closure else { return nil }
            // What the gesture is on: `Text("Present").onTapGesture { ... }` is "Present".
            let isGesture = site.name == "onTapGesture" || site.name == "onLongPressGesture"
            let modified = isGesture ? site.call.calledExpression.as(MemberAccessExprSyntax.self)?.base : nil
            let what = accessibilityLabel(of: site.call) ?? modified.flatMap { SyntaxReading.firstString(in: $0) }
                ?? firstCalledName(in: closure, file: file) ?? site.name
            let prefix = site.name == "onAppear" ? "on appear: " : site.name == "task" ? "task: " : ""
            return (prefix + what, reader.runs(in: closure, scope: scope), nil)
        default:
            // The app's own button view: a view of the sources given a closure.
            guard site.receiver.isEmpty, site.receiverCall == nil, site.name.first?.isUppercase == true,
                  let closure = closures.last?.closure,
                  let view = index.type(named: site.name, from: type.name), view.conforms(toAny: ["View"])
            else { return nil }
            let title = title(site) ?? accessibilityLabel(of: site.call) ?? view.simpleName
            return (title, reader.runs(in: closure, scope: scope), enabledWhen(site.call, scope: scope))
        }
    }

    /// The title argument: a literal's text, else the expression as written (`todo.name`).
    private func title(_ site: CallSite) -> String? {
        guard let argument = site.argument(nil) ?? site.argument("title"), !argument.is(ClosureExprSyntax.self) else { return nil }
        if let literal = argument.as(StringLiteralExprSyntax.self) { return SyntaxReading.text(of: literal) }
        return argument.trimmedDescription
    }

    /// A modifier applied to the control: `.accessibilityLabel("...")`, `.disabled(...)`.
    private func modifier(_ name: String, of call: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        var node = Syntax(call)
        while let member = node.parent?.as(MemberAccessExprSyntax.self), let outer = member.parent?.as(FunctionCallExprSyntax.self) {
            if member.declName.baseName.text == name { return outer }
            node = Syntax(outer)
        }
        return nil
    }

    private func accessibilityLabel(of call: FunctionCallExprSyntax) -> String? {
        modifier("accessibilityLabel", of: call).flatMap { SyntaxReading.firstString(in: $0.arguments) }
    }

    /// `.disabled(!router.canDismiss)`: the router whose coordinator must be dismissible.
    private func enabledWhen(_ call: FunctionCallExprSyntax, scope: DeclarativeCallReader.Scope) -> RouterChain.Start? {
        guard let disabled = modifier("disabled", of: call), let argument = disabled.arguments.first?.expression,
              let negation = argument.as(PrefixOperatorExprSyntax.self), negation.operator.text == "!",
              let member = negation.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "canDismiss",
              let base = member.base, let path = SyntaxReading.path(of: base), path.count == 1,
              let property = scope.type.property(named: path[0]), let written = property.type,
              let value = reader.value(ofDeclaredType: written, attributes: property.attributes, from: scope.type.name)
        else { return nil }
        return value.chain?.start
    }

    private func firstCalledName(in closure: ClosureExprSyntax, file: Int) -> String? {
        CallSiteCollector.sites(in: closure, regions: index.files[file].regions).first?.name
    }

    /// One action for a control whose navigation is unconditional; one per run when a branch guards it.
    private func named(_ title: String, _ runs: [ChainRun], enabledWhen: RouterChain.Start?) -> [DeclarativeAction] {
        let taken = runs.filter { !$0.chains.isEmpty }
        guard !taken.isEmpty else { return [] }
        guard taken.contains(where: \.isBranched), taken.count > 1 else {
            return [DeclarativeAction(name: title, chains: taken.flatMap(\.chains), enabledWhenCanDismiss: enabledWhen)]
        }
        return taken.enumerated().map { offset, run in
            DeclarativeAction(name: "\(title) (\(offset + 1) of \(taken.count))", chains: run.chains, enabledWhenCanDismiss: enabledWhen)
        }
    }
}
