import ReactiveCoordinators
import SwiftSyntax

/// The controls of a Reactive-style screen (a view controller) and what each does: control publishers
/// (`button.publisher(for: .touchUpInside)`, `button.tapPublisher`) and the `flatMap` / `sink` pipelines
/// over them, `@IBAction` and `addTarget` methods, `UIAction` handlers, and table and collection
/// selection (`didSelectRowAt`). Subjects these send and coordinator methods they call are followed by the
/// ``ReactiveFlowReader``.
struct ReactiveScreenControls {
    let index: DeclarationIndex
    let reader: ReactiveFlowReader

    /// Publishers a control offers: `publisher(for: .touchUpInside)`, `controlPublisher(for:)`, ...
    static let controlPublisherCalls: Set<String> = ["publisher", "controlPublisher", "controlEventPublisher", "eventPublisher"]
    /// Publisher properties of a control: `button.tapPublisher`.
    static let controlPublisherProperties: Set<String> = ["tapPublisher", "touchUpInsidePublisher", "valueChangedPublisher"]
    /// Selection callbacks, by their labels, and the action's name.
    static let selectionCallbacks: [(labels: [String], name: String)] = [
        (["_", "didSelectRowAt"], "select row"), (["_", "didSelectItemAt"], "select item"),
    ]

    /// The actions of screen type `screen`, shown by `coordinator`.
    func actions(ofScreen screen: String, shownBy coordinator: TypeDeclaration) -> [FlowAction] {
        guard let type = index.type(named: screen, from: coordinator.name) else { return [] }
        var actions: [FlowAction] = []
        for function in type.functions {
            guard let body = function.body else { continue }
            let scope = ReactiveFlowReader.Scope(coordinator: coordinator, type: type, file: function.file)
            for site in CallSiteCollector.sites(in: body, regions: index.files[function.file].regions) {
                if site.name == "sink", let action = pipeline(site, in: type, scope: scope) {
                    actions += action
                } else if site.name == "addTarget", let action = target(site, in: type, coordinator: coordinator) {
                    actions += action
                } else if site.name == "UIAction", let closure = site.closures.last?.closure {
                    let title = site.argument("title").flatMap { SyntaxReading.firstString(in: $0) } ?? "action"
                    var inner = scope
                    actions += named(title, reader.read(closure.statements, scope: &inner).runs)
                }
            }
            if function.attributes.contains("IBAction") {
                actions += named(function.name, reader.reading(of: function, on: type, for: coordinator).runs)
            }
            let labels = function.parameters.map(\.label)
            if let callback = Self.selectionCallbacks.first(where: { $0.labels == labels }),
               function.name == "tableView" || function.name == "collectionView"
            {
                actions += named(callback.name, reader.reading(of: function, on: type, for: coordinator).runs)
            }
        }
        return actions
    }

    /// `control.publisher(for: .touchUpInside) ... .sink { ... }`: one action named after the control.
    private func pipeline(_ site: CallSite, in type: TypeDeclaration, scope: ReactiveFlowReader.Scope) -> [FlowAction]? {
        guard let chain = Chain(ExprSyntax(site.call)), let control = chain.rootPath.first else { return nil }
        var operations = chain.calls.dropLast()
        if chain.rootPath.count == 2, Self.controlPublisherProperties.contains(chain.rootPath[1]) {
            // `button.tapPublisher`
        } else if chain.rootPath.count == 1, let first = operations.first, Self.controlPublisherCalls.contains(first.name) {
            operations = operations.dropFirst()
        } else {
            return nil
        }
        let sink = site.call.trailingClosure
            ?? site.call.arguments.first { $0.label?.text == "receiveValue" }?.expression.as(ClosureExprSyntax.self)
        return named(title(of: control, in: type), reader.tapSteps(operations, sink: sink, scope: scope))
    }

    /// `control.addTarget(self, action: #selector(tapped), for: .touchUpInside)`: the method's steps.
    private func target(_ site: CallSite, in type: TypeDeclaration, coordinator: TypeDeclaration) -> [FlowAction]? {
        guard let selector = site.argument("action")?.as(MacroExpansionExprSyntax.self),
              let expression = selector.arguments.first?.expression,
              let name = SyntaxReading.path(of: expression)?.last,
              let function = type.functions(named: name).first, !function.attributes.contains("IBAction")
        else { return nil }
        let shown = site.receiver.first.map { title(of: $0, in: type) } ?? name
        return named(shown, reader.reading(of: function, on: type, for: coordinator).runs)
    }

    /// What the user sees on control `name`: the first string its declaration or a `setTitle` gives it,
    /// else its name.
    private func title(of name: String, in type: TypeDeclaration) -> String {
        if let property = reader.allProperties(of: type).first(where: { $0.name == name }),
           let text = (property.initializer.map(Syntax.init) ?? property.body).flatMap({ SyntaxReading.firstString(in: $0) })
        {
            return text
        }
        for function in type.functions {
            guard let body = function.body else { continue }
            for site in CallSiteCollector.sites(in: body, regions: index.files[function.file].regions)
            where site.receiver == [name] && (site.name == "setTitle" || site.name == "configure") {
                if let text = SyntaxReading.firstString(in: site.call.arguments) { return text }
            }
        }
        return name
    }

    /// One action for a control whose navigation is unconditional; one per run when a branch guards it.
    private func named(_ title: String, _ runs: [FlowRun]) -> [FlowAction] {
        let taken = runs.filter { !$0.steps.isEmpty }
        guard !taken.isEmpty else { return [] }
        guard taken.contains(where: \.isBranched), taken.count > 1 else {
            return [FlowAction(name: title, steps: taken.flatMap(\.steps))]
        }
        return taken.enumerated().map { offset, run in
            FlowAction(name: "\(title) (\(offset + 1) of \(taken.count))", steps: run.steps)
        }
    }
}
