import SwiftIfConfig
import SwiftSyntax

/// Type lookups of the View-model style, where views hold their view models as generic parameters and
/// view models hold their coordinators as protocols: `ViewModel: Scene1ViewModelProtocol` → the one class
/// of the sources conforming to `Scene1ViewModelProtocol`.
struct ViewModelTypes {
    let index: DeclarationIndex

    /// The type `written` names from inside `scope`: a generic parameter stands for its constraint, a
    /// protocol for the one class of the sources conforming to it.
    func resolve(_ written: String, from scope: TypeDeclaration) -> TypeDeclaration? {
        var name = TypeName.base(of: written)
        if let constraint = scope.genericConstraints[name] { name = constraint }
        guard let type = index.type(named: name, from: scope.name) else { return nil }
        guard type.kind == .protocol else { return type }
        let conforming = index.allTypes.filter { $0.kind == .class && $0.inheritedNames.contains(type.simpleName) }
        return conforming.count == 1 ? conforming[0] : nil
    }

    /// The declared type of property `name` of `type`, or of the type its initializer constructs.
    func memberType(_ name: String, of type: TypeDeclaration) -> TypeDeclaration? {
        guard let property = type.property(named: name) else { return nil }
        if let written = property.type { return resolve(written, from: type) }
        if let value = property.initializer, let typeName = Self.constructedType(value) {
            return resolve(typeName, from: type)
        }
        return nil
    }

    /// The type name an expression constructs, generic arguments dropped: `Scene1View<Scene1ViewModel>(...)`
    /// → `Scene1View`.
    static func constructedType(_ expr: ExprSyntax) -> String? {
        if let call = SyntaxReading.unwrapped(expr).as(FunctionCallExprSyntax.self),
           let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self)
        {
            return SyntaxReading.path(of: generic.expression)?.joined(separator: ".")
        }
        return SyntaxReading.constructedType(expr)?.name
    }

    /// Whether `type` is a SwiftUI view of the sources.
    func isView(_ type: TypeDeclaration) -> Bool {
        type.kind != .protocol && type.conforms(toAny: ["View"])
    }

    /// Every body of `type`: computed properties and functions, with their files.
    func bodies(of type: TypeDeclaration) -> [(file: Int, body: Syntax)] {
        type.properties.compactMap { property in property.body.map { (property.file, $0) } }
            + type.functions.compactMap { function in function.body.map { (function.file, Syntax($0)) } }
    }
}

/// What a body does that can navigate, in source order: calls, and assignments (`slot = .value`).
enum NavigationSite {
    case call(CallSite)
    case assignment(target: [String], value: ExprSyntax, node: Syntax, isBranched: Bool)
}

/// Finds calls and assignments in a body, reading only the active `#if` clauses.
final class NavigationSiteCollector: BodySiteVisitor {
    private(set) var sites: [NavigationSite] = []

    /// Every call and assignment under `root`, in source order (an outer call before its arguments).
    static func sites(in root: some SyntaxProtocol, regions: ConfiguredRegions) -> [NavigationSite] {
        let collector = NavigationSiteCollector(root: Syntax(root), regions: regions)
        collector.walk(root)
        return collector.sites
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let site = CallSiteCollector.decompose(node, isBranched: isBranched(node)) { sites.append(.call(site)) }
        return .visitChildren
    }

    /// The parser leaves operators unfolded: `a = b` is a sequence of three expressions.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), let target = SyntaxReading.path(of: elements[0]) {
            sites.append(.assignment(target: target, value: elements[2], node: Syntax(node), isBranched: isBranched(node)))
        }
        return .visitChildren
    }

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        if node.operator.is(AssignmentExprSyntax.self), let target = SyntaxReading.path(of: node.leftOperand) {
            sites.append(.assignment(target: target, value: node.rightOperand, node: Syntax(node), isBranched: isBranched(node)))
        }
        return .visitChildren
    }

    /// Assignments and calls in any closure count as branched: a closure may run later, or never.
    private func isBranched(_ node: some SyntaxProtocol) -> Bool { isBranched(node, immediateClosuresRun: false) }
}
