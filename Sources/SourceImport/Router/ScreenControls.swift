import RouterCoordinators
import SwiftSyntax

/// The controls of a screen the user acts on, and the navigation each takes: SwiftUI `Button`s,
/// `onTapGesture`, `onAppear` and `.task` closures, UIKit `addTarget` selectors and `@IBAction` methods,
/// in the screen's type and in every view it embeds (transitively).
struct ScreenControls {
    let index: DeclarationIndex
    let reader: RouterCallReader

    /// The actions of screen type `name`, each named after what the user sees. A control whose
    /// navigation is under a branch gives one action per branch's run (an over-approximation).
    func actions(ofScreen name: String, from scope: String) -> [ActionBlueprint] {
        guard let screen = index.type(named: name, from: scope) else { return [] }
        var visited: Set<String> = []
        var actions: [ActionBlueprint] = []
        collect(screen, visited: &visited, into: &actions)
        return actions
    }

    private func collect(_ type: TypeDeclaration, visited: inout Set<String>, into actions: inout [ActionBlueprint]) {
        guard visited.insert(type.name).inserted else { return }
        var embedded: [TypeDeclaration] = []
        for (file, body) in bodies(of: type) {
            let regions = index.files[file].regions
            for site in CallSiteCollector.sites(in: body, regions: regions) {
                if let control = control(site, in: type, file: file) {
                    actions += named(control.title, control.runs)
                } else if site.receiver.isEmpty, site.receiverCall == nil, site.name.first?.isUppercase == true,
                          let view = index.type(named: site.name, from: type.name), view !== type,
                          view.conforms(toAny: ["View"])
                {
                    embedded.append(view)
                }
            }
        }
        for function in type.functions where function.attributes.contains("IBAction") {
            actions += named(function.name, reader.runs(ofFunction: function, on: type))
        }
        for view in embedded { collect(view, visited: &visited, into: &actions) }
    }

    private func bodies(of type: TypeDeclaration) -> [(Int, Syntax)] {
        type.properties.compactMap { property in property.body.map { (property.file, $0) } }
            + type.functions.compactMap { function in function.body.map { (function.file, Syntax($0)) } }
    }

    /// A control call, its title and the runs of its action.
    private func control(_ site: CallSite, in type: TypeDeclaration, file: Int) -> (title: String, runs: [StepRun])? {
        let scope = RouterCallReader.Scope(type: type, file: file)
        switch site.name {
        case "Button" where site.receiver.isEmpty && site.receiverCall == nil:
            let closures = site.closures
            let action = closures.first { $0.label == "action" }?.closure
                ?? (site.argument(nil)?.is(StringLiteralExprSyntax.self) == true || site.argument("title") != nil
                    ? closures.first { $0.label == nil }?.closure : nil)
                ?? closures.first { $0.label == nil }?.closure
            let hasActionArgument = site.call.arguments.contains { $0.label?.text == "action" }
            let label = closures.first { $0.label == "label" }?.closure
                ?? (hasActionArgument ? closures.first { $0.label == nil }?.closure : nil)
            let title = site.argument(nil).flatMap(Self.title)
                ?? label.flatMap { SyntaxReading.firstString(in: $0) }
                ?? accessibilityLabel(of: site.call)
            if let action {
                let runs = reader.runs(in: action, scope: scope)
                return (title ?? firstCalledName(in: action, file: file) ?? "button", runs)
            }
            if let reference = site.argument("action"), let path = SyntaxReading.path(of: reference), let name = path.last {
                let runs = methodRuns(path: path, in: type, file: file)
                return (title ?? name, runs)
            }
            return nil
        case "onTapGesture", "onAppear", "task", "onLongPressGesture":
            let prefix = site.name == "onAppear" ? "on appear: " : site.name == "task" ? "task: " : ""
            if site.closures.isEmpty, let reference = site.argument("perform") ?? site.argument("action"),
               let path = SyntaxReading.path(of: reference), let name = path.last
            {
                // `.onTapGesture(perform: viewModel.addContact)`
                let what = accessibilityLabel(of: site.call) ?? modifiedText(of: site.call) ?? name
                return (prefix + what, methodRuns(path: path, in: type, file: file))
            }
            guard let closure = site.closures.last?.closure else { return nil }
            let runs = reader.runs(in: closure, scope: scope)
            let what = accessibilityLabel(of: site.call) ?? modifiedText(of: site.call)
                ?? firstCalledName(in: closure, file: file) ?? site.name
            return (prefix + what, runs)
        case "addTarget":
            guard let selector = site.argument("action")?.as(MacroExpansionExprSyntax.self),
                  let expression = selector.arguments.first?.expression,
                  let path = SyntaxReading.path(of: expression), let name = path.last
            else { return nil }
            return (name, methodRuns(path: path, in: type, file: file))
        default:
            // A button of the app's own design system: `PQButton(title: "Next", action: model.next)`.
            guard site.receiver.isEmpty, site.receiverCall == nil, site.name.first?.isUppercase == true,
                  let action = site.argument("action")
            else { return nil }
            let title = site.argument("title").flatMap(Self.title) ?? site.argument(nil).flatMap(Self.title)
            if let closure = action.as(ClosureExprSyntax.self) {
                return (title ?? firstCalledName(in: closure, file: file) ?? site.name, reader.runs(in: closure, scope: scope))
            }
            guard let path = SyntaxReading.path(of: action), let name = path.last else { return nil }
            return (title ?? name, methodRuns(path: path, in: type, file: file))
        }
    }

    /// A button's title argument: a string literal, or the key of `String(localized: "key")` or
    /// `LocalizedStringKey("key")`.
    private static func title(_ argument: ExprSyntax) -> String? {
        if let literal = argument.as(StringLiteralExprSyntax.self) { return SyntaxReading.text(of: literal) }
        if let call = argument.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
           let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self)
        {
            return SyntaxReading.text(of: literal)
        }
        return nil
    }

    private func methodRuns(path: [String], in type: TypeDeclaration, file: Int) -> [StepRun] {
        var owner: TypeDeclaration? = type
        for name in path.dropLast() { owner = owner.flatMap { reader.memberType(name, of: $0).map(reader.concrete) } }
        guard let owner, let function = owner.functions(named: path.last ?? "").first else { return [] }
        return reader.runs(ofFunction: function, on: owner)
    }

    /// The text of a `Text("...")` or `Label("...", ...)` a gesture is attached to directly:
    /// `Text("Settings").onTapGesture { ... }`.
    private func modifiedText(of call: FunctionCallExprSyntax) -> String? {
        guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(FunctionCallExprSyntax.self),
              let name = base.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              name == "Text" || name == "Label",
              let literal = base.arguments.first?.expression.as(StringLiteralExprSyntax.self)
        else { return nil }
        return SyntaxReading.text(of: literal)
    }

    /// `.accessibilityLabel("...")` applied to the control.
    private func accessibilityLabel(of call: FunctionCallExprSyntax) -> String? {
        var node = Syntax(call)
        while let member = node.parent?.as(MemberAccessExprSyntax.self), let outer = member.parent?.as(FunctionCallExprSyntax.self) {
            if member.declName.baseName.text == "accessibilityLabel" { return SyntaxReading.firstString(in: outer.arguments) }
            node = Syntax(outer)
        }
        return nil
    }

    private func firstCalledName(in closure: ClosureExprSyntax, file: Int) -> String? {
        CallSiteCollector.sites(in: closure, regions: index.files[file].regions).first?.name
    }

    /// One action for a control whose navigation is unconditional; one per run when a branch guards it.
    private func named(_ title: String, _ runs: [StepRun]) -> [ActionBlueprint] {
        let taken = runs.filter { !$0.steps.isEmpty }
        guard !taken.isEmpty else { return [] }
        guard taken.contains(where: \.isBranched), taken.count > 1 else {
            return [ActionBlueprint(name: title, steps: taken.flatMap(\.steps))]
        }
        return taken.enumerated().map { offset, run in
            ActionBlueprint(name: "\(title) (\(offset + 1) of \(taken.count))", steps: run.steps)
        }
    }
}
