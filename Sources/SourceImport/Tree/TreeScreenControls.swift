import SwiftSyntax
import TreeCoordinators

/// The controls of a view controller and the delegate methods they call: `addTarget(_:action:for:)`
/// selectors, `UIBarButtonItem` targets, `UIAction` handlers, `@IBAction` methods and table or collection
/// selection callbacks. Each is an action of the screen, named after what the user sees.
struct TreeScreenControls {
    let index: DeclarationIndex
    let declarations: TreeDeclarations
    let reader: TreeBodyReader

    private struct Control {
        var title: String
        var items: [TreeItem]
    }

    /// The actions of `screen` when `delegate` (a coordinator) is its delegate. A control whose delegate
    /// calls are under a branch gives one action per run (an over-approximation).
    func actions(of screen: TypeDeclaration, delegate: TypeDeclaration) -> [TreeActionBlueprint] {
        let role = TreeBodyReader.Role.viewController(delegate: delegate)
        var controls: [Control] = []
        var targeted: Set<String> = []
        var methods: [Function] = []
        for owner in declarations.superclassChain(of: screen) {
            for function in owner.functions {
                methods.append(function)
                guard let body = function.body else { continue }
                controls += self.controls(in: Syntax(body), file: function.file, screen: screen, role: role, targeted: &targeted)
            }
            for property in owner.properties {
                guard let body = property.body ?? property.initializer.map(Syntax.init) else { continue }
                controls += self.controls(in: body, file: property.file, screen: screen, role: role, targeted: &targeted)
            }
        }
        for function in methods where !targeted.contains(function.name) {
            let selection = function.parameters.lazy.compactMap { TreeVocabulary.selectionCallbacks[$0.label] }.first
            guard function.attributes.contains("IBAction") || selection != nil else { continue }
            controls.append(Control(
                title: selection ?? function.name, items: reader.items(of: function, on: screen, role: role)))
        }
        return controls.flatMap { control -> [TreeActionBlueprint] in
            let runs = TreeBodyReader.expand(control.items).filter { !$0.isEmpty }
            if runs.count == 1 { return [TreeActionBlueprint(name: control.title, steps: runs[0])] }
            return runs.enumerated().map { offset, steps in
                TreeActionBlueprint(name: "\(control.title) (\(offset + 1) of \(runs.count))", steps: steps)
            }
        }
    }

    private func controls(
        in body: Syntax, file: Int, screen: TypeDeclaration, role: TreeBodyReader.Role, targeted: inout Set<String>
    ) -> [Control] {
        var controls: [Control] = []
        let sites = CallSiteCollector.sites(in: body, regions: index.files[file].regions)
        for site in sites {
            switch site.name {
            case "addTarget", "UIBarButtonItem", "UITapGestureRecognizer":
                guard let method = selector(site.argument("action")) else { continue }
                targeted.insert(method)
                let title: String? = switch site.name {
                case "addTarget": site.receiver.last.flatMap { controlTitle(of: $0, in: body) }
                case "UIBarButtonItem": site.argument("title").flatMap { $0.as(StringLiteralExprSyntax.self) }.map(SyntaxReading.text)
                    ?? site.argument("barButtonSystemItem").flatMap(SyntaxReading.caseName)
                default: "tap"
                }
                controls.append(Control(title: title ?? method, items: items(ofMethod: method, screen: screen, role: role)))
            case "UIAction" where site.receiver.isEmpty:
                guard let handler = site.closures.last?.closure else { continue }
                let scope = TreeBodyReader.Scope(type: screen, role: role, file: file, method: "UIAction")
                let title = site.argument("title").flatMap { $0.as(StringLiteralExprSyntax.self) }.map(SyntaxReading.text)
                controls.append(Control(
                    title: title ?? firstCalledName(in: handler, file: file) ?? "action",
                    items: reader.items(of: handler.statements, scope: scope)))
            default:
                continue
            }
        }
        return controls
    }

    /// `#selector(pushSelected)`, `#selector(Self.pushSelected(_:))` → `pushSelected`.
    private func selector(_ expr: ExprSyntax?) -> String? {
        guard let macro = expr?.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
              let argument = macro.arguments.first?.expression
        else { return nil }
        if let path = SyntaxReading.path(of: argument) { return path.last }
        if let member = argument.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let reference = argument.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return nil
    }

    private func items(ofMethod name: String, screen: TypeDeclaration, role: TreeBodyReader.Role) -> [TreeItem] {
        for owner in declarations.superclassChain(of: screen) {
            if let function = owner.functions(named: name).first { return reader.items(of: function, on: screen, role: role) }
        }
        return []
    }

    /// What the user sees on control `name`: `name.setTitle("…", for:)`, `name.title = "…"`, else
    /// `name.accessibilityLabel = "…"`.
    private func controlTitle(of name: String, in body: Syntax) -> String? {
        var title: String?
        var label: String?
        func visit(_ node: Syntax) {
            if let call = node.as(FunctionCallExprSyntax.self), let site = CallSiteCollector.decompose(call),
               site.name == "setTitle", site.receiver == [name], title == nil
            {
                title = site.argument(nil).flatMap { $0.as(StringLiteralExprSyntax.self) }.map(SyntaxReading.text)
            }
            if let sequence = node.as(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                   let path = SyntaxReading.path(of: elements[0]), path.count == 2, path[0] == name,
                   let text = elements[2].as(StringLiteralExprSyntax.self).map(SyntaxReading.text)
                {
                    if path[1] == "title", title == nil { title = text }
                    if path[1] == "accessibilityLabel", label == nil { label = text }
                }
            }
            for child in node.children(viewMode: .sourceAccurate) { visit(child) }
        }
        visit(body)
        return title ?? label
    }

    private func firstCalledName(in closure: ClosureExprSyntax, file: Int) -> String? {
        CallSiteCollector.sites(in: closure, regions: index.files[file].regions).first?.name
    }
}
