import SwiftSyntax
import ViewModelCoordinators

/// The controls of a scene the user acts on, and the slots each sets: SwiftUI `Button`s (with a closure or
/// a method reference), `onTapGesture`, `onLongPressGesture`, `onSubmit`, `onAppear` and `.task`, in the
/// scene's view, its coordinator view, and every view they embed (transitively), but not in what their
/// navigation bindings show.
struct SceneControls {
    let index: DeclarationIndex
    let reader: SlotCallReader
    private var types: ViewModelTypes { reader.declarations.types }

    /// The actions of `scene`, each named after what the user sees. A control whose navigation is under a
    /// branch gives one action per branch's run (an over-approximation).
    func actions(of scene: ViewModelDeclarations.Scene) -> [ViewModelActionBlueprint] {
        var visited: Set<String> = []
        var actions: [ViewModelActionBlueprint] = []
        for view in [scene.coordinatorView, scene.screen].compactMap({ $0 }) {
            collect(view, visited: &visited, into: &actions)
        }
        return actions
    }

    private func collect(_ type: TypeDeclaration, visited: inout Set<String>, into actions: inout [ViewModelActionBlueprint]) {
        guard visited.insert(type.name).inserted else { return }
        var embedded: [TypeDeclaration] = []
        for (file, body) in types.bodies(of: type) {
            for site in CallSiteCollector.sites(in: body, regions: index.files[file].regions) where !isShownElsewhere(site.call) {
                if let control = control(site, in: type, file: file) {
                    actions += named(control.title, control.runs)
                } else if site.receiver.isEmpty, site.receiverCall == nil, site.name.first?.isUppercase == true,
                          let view = types.resolve(site.name, from: type), view !== type, types.isView(view)
                {
                    embedded.append(view)
                }
            }
        }
        for view in embedded { collect(view, visited: &visited, into: &actions) }
    }

    /// In the arguments of a navigation link, destination or presentation (not in the view it modifies):
    /// another screen's view.
    private func isShownElsewhere(_ call: FunctionCallExprSyntax) -> Bool {
        var previous = Syntax(call)
        var current = call.parent
        while let node = current {
            if let outer = node.as(FunctionCallExprSyntax.self), outer.calledExpression.id != previous.id,
               let site = CallSiteCollector.decompose(outer),
               ["NavigationLink", "navigationDestination", "sheet", "fullScreenCover", "popover"].contains(site.name)
            {
                return true
            }
            previous = node
            current = node.parent
        }
        return false
    }

    /// A control call, its title and the runs of its action.
    private func control(_ site: CallSite, in type: TypeDeclaration, file: Int) -> (title: String, runs: [SlotCallReader.Run])? {
        let scope = SlotCallReader.Scope(type: type, file: file)
        if site.name == "Button", site.receiver.isEmpty, site.receiverCall == nil {
            let closures = site.closures
            let hasActionArgument = site.call.arguments.contains { $0.label?.text == "action" }
            let action = closures.first { $0.label == "action" }?.closure ?? (hasActionArgument ? nil : closures.first { $0.label == nil }?.closure)
            let label = closures.first { $0.label == "label" }?.closure ?? (hasActionArgument ? closures.first { $0.label == nil }?.closure : nil)
            let title = site.argument(nil).flatMap { $0.as(StringLiteralExprSyntax.self) }.map(SyntaxReading.text)
                ?? site.argument("title").flatMap { $0.as(StringLiteralExprSyntax.self) }.map(SyntaxReading.text)
                ?? label.flatMap { SyntaxReading.firstString(in: $0) }
                ?? accessibilityLabel(of: site.call)
            if let action {
                return (title ?? firstCalledName(in: action, file: file) ?? "button", reader.runs(in: action, scope: scope))
            }
            if let reference = site.argument("action"), let path = SyntaxReading.path(of: reference), let name = path.last {
                return (title ?? name, methodRuns(path: path, in: type, file: file))
            }
            return nil
        }
        guard let prefix = ViewModelVocabulary.controlCalls[site.name] else { return nil }
        if let closure = site.closures.last?.closure {
            let what = accessibilityLabel(of: site.call) ?? firstCalledName(in: closure, file: file) ?? site.name
            return (prefix + what, reader.runs(in: closure, scope: scope))
        }
        if let reference = site.argument("perform"), let path = SyntaxReading.path(of: reference), let name = path.last {
            return (prefix + (accessibilityLabel(of: site.call) ?? name), methodRuns(path: path, in: type, file: file))
        }
        return nil
    }

    /// A method reference (`viewModel.goToScene2`) followed into the method.
    private func methodRuns(path: [String], in type: TypeDeclaration, file: Int) -> [SlotCallReader.Run] {
        let scope = SlotCallReader.Scope(type: type, file: file)
        guard let owner = reader.receiverType(Array(path.dropLast()), scope: scope),
              let function = owner.functions(named: path.last ?? "").first
        else { return [] }
        return reader.runs(ofFunction: function, on: owner)
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
    private func named(_ title: String, _ runs: [SlotCallReader.Run]) -> [ViewModelActionBlueprint] {
        let taken = runs.filter { !$0.steps.isEmpty }
        guard !taken.isEmpty else { return [] }
        guard taken.contains(where: \.isBranched), taken.count > 1 else {
            return [ViewModelActionBlueprint(name: title, steps: taken.flatMap(\.steps))]
        }
        return taken.enumerated().map { offset, run in
            ViewModelActionBlueprint(name: "\(title) (\(offset + 1) of \(taken.count))", steps: run.steps)
        }
    }
}
