import SwiftIfConfig
import SwiftSyntax

/// A call in a body, decomposed: `coordinator.router.navigate(to: .home)` is `navigate` on the receiver
/// path `coordinator.router`.
struct CallSite {
    let call: FunctionCallExprSyntax
    /// The called name: a method, a function or a type.
    let name: String
    /// The receiver as a path of names, `self` dropped; empty for an unqualified call.
    let receiver: [String]
    /// A receiver that is itself a call: `HomeCoordinator(currentPage: .x).forcePresentation()`.
    let receiverCall: FunctionCallExprSyntax?
    /// Under an `if`, `switch`, `guard`, loop or a closure of the body: taken on some paths only.
    let isBranched: Bool
    /// Under a closure that runs later, if at all (a completion handler, an observer): not part of what the
    /// body does when it runs. Closures run at once or as a task (`Task { }`, `withAnimation { }`) are not.
    var isDeferred = false
    /// The type a receiver is cast to: `HomeCoordinator` in `(coordinator as? HomeCoordinator)?.showHome()`.
    var receiverCast: String?

    /// The argument labelled `label` (`nil` label: the first unlabelled one).
    func argument(_ label: String?) -> ExprSyntax? {
        call.arguments.first { ($0.label?.text) == label }?.expression
    }

    /// The closures the call takes: closure arguments, then trailing closures.
    var closures: [(label: String?, closure: ClosureExprSyntax)] {
        var result: [(String?, ClosureExprSyntax)] = call.arguments.compactMap { argument in
            argument.expression.as(ClosureExprSyntax.self).map { (argument.label?.text, $0) }
        }
        if let trailing = call.trailingClosure { result.append((nil, trailing)) }
        for extra in call.additionalTrailingClosures { result.append((extra.label.text, extra.closure)) }
        return result
    }
}

/// A walk of one body that reads only the active `#if` clauses and knows which nodes may not run when the
/// body does. The collectors of calls, chains and assignments build on it.
class BodySiteVisitor: ActiveSyntaxVisitor {
    let root: Syntax

    init(root: Syntax, regions: ConfiguredRegions) {
        self.root = root
        super.init(viewMode: .sourceAccurate, configuredRegions: regions)
    }

    /// Whether `node`, under `root`, sits in a branch, a loop or a closure. With `immediateClosuresRun`, a
    /// closure in ``CallSiteCollector/immediateClosureCalls`` (run now, or as a task started now) is no branch.
    func isBranched(_ node: some SyntaxProtocol, immediateClosuresRun: Bool) -> Bool {
        var current = node.parent
        while let node = current, node.id != root.id {
            if node.is(IfExprSyntax.self) || node.is(GuardStmtSyntax.self) || node.is(SwitchCaseSyntax.self)
                || node.as(ClosureExprSyntax.self).map({ !immediateClosuresRun || !CallSiteCollector.isImmediate($0) }) == true
                || node.is(TernaryExprSyntax.self) || node.is(ForStmtSyntax.self)
                || node.is(WhileStmtSyntax.self) || node.is(RepeatStmtSyntax.self) || node.is(CatchClauseSyntax.self)
            {
                return true
            }
            current = node.parent
        }
        return false
    }
}

/// Finding calls in a body, reading only the active `#if` clauses.
final class CallSiteCollector: BodySiteVisitor {
    private(set) var sites: [CallSite] = []

    /// Every call under `root`, in source order.
    static func sites(in root: some SyntaxProtocol, regions: ConfiguredRegions) -> [CallSite] {
        let collector = CallSiteCollector(root: Syntax(root), regions: regions)
        collector.walk(root)
        return collector.sites
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if var site = Self.decompose(node, isBranched: isBranched(node, immediateClosuresRun: true)) {
            site.isDeferred = isDeferred(node)
            sites.append(site)
        }
        return .visitChildren
    }

    /// Calls whose closure runs now, or as a task started now: not a branch, not deferred.
    static let immediateClosureCalls: Set<String> = ["Task", "detached", "withAnimation", "run", "withTransaction"]

    /// Whether `closure` is the closure argument of a call in ``immediateClosureCalls``.
    static func isImmediate(_ closure: ClosureExprSyntax) -> Bool {
        var parent = closure.parent
        if parent?.is(LabeledExprSyntax.self) == true { parent = parent?.parent?.parent }
        guard let call = parent?.as(FunctionCallExprSyntax.self) else { return false }
        let callee = call.calledExpression
        let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        return name.map(immediateClosureCalls.contains) ?? false
    }

    private func isDeferred(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let node = current, node.id != root.id {
            if let closure = node.as(ClosureExprSyntax.self), !Self.isImmediate(closure) { return true }
            current = node.parent
        }
        return false
    }

    static func decompose(_ node: FunctionCallExprSyntax, isBranched: Bool = false) -> CallSite? {
        var callee = node.calledExpression
        // `Scene1View<Scene1ViewModel>(...)` constructs `Scene1View`.
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            return CallSite(call: node, name: reference.baseName.text, receiver: [], receiverCall: nil, isBranched: isBranched)
        }
        guard let member = callee.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        guard let base = member.base else {
            return CallSite(call: node, name: name, receiver: [], receiverCall: nil, isBranched: isBranched)
        }
        if let call = SyntaxReading.unwrapped(base).as(FunctionCallExprSyntax.self) {
            return CallSite(call: node, name: name, receiver: [], receiverCall: call, isBranched: isBranched)
        }
        if let cast = SyntaxReading.castType(of: base) {
            return CallSite(
                call: node, name: name, receiver: [], receiverCall: nil, isBranched: isBranched, receiverCast: cast)
        }
        guard let path = SyntaxReading.path(of: base) else { return nil }
        return CallSite(call: node, name: name, receiver: path, receiverCall: nil, isBranched: isBranched)
    }
}

/// Small readings of expressions the resolvers share.
enum SyntaxReading {
    /// `a?.b!` → `a.b`: optional chaining and force unwraps removed.
    static func unwrapped(_ expr: ExprSyntax) -> ExprSyntax {
        if let chain = expr.as(OptionalChainingExprSyntax.self) { return unwrapped(chain.expression) }
        if let force = expr.as(ForceUnwrapExprSyntax.self) { return unwrapped(force.expression) }
        if let paren = expr.as(TupleExprSyntax.self), paren.elements.count == 1, let only = paren.elements.first {
            return unwrapped(only.expression)
        }
        return expr
    }

    /// `(coordinator as? HomeCoordinator)?` → `HomeCoordinator`, folded (`AsExprSyntax`) or as parsed (a
    /// sequence of the value, `as?` and the type).
    static func castType(of expr: ExprSyntax) -> String? {
        let expr = unwrapped(expr)
        if let cast = expr.as(AsExprSyntax.self) { return TypeName.base(of: cast.type.trimmedDescription) }
        guard let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
        let elements = Array(sequence.elements)
        guard elements[1].is(UnresolvedAsExprSyntax.self), let type = elements[2].as(TypeExprSyntax.self) else { return nil }
        return TypeName.base(of: type.type.trimmedDescription)
    }

    /// `self.coordinator?.router` → `["coordinator", "router"]`; `nil` for anything but names.
    static func path(of expr: ExprSyntax) -> [String]? {
        let expr = unwrapped(expr)
        if expr.is(SuperExprSyntax.self) { return ["super"] }
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return name == "self" ? [] : [name]
        }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base, let path = path(of: base) {
            return path + [member.declName.baseName.text]
        }
        return nil
    }

    /// The case an expression names: `.firstStep(viewModel: vm)`, `Route.firstStep`, `.home` → the name.
    static func caseName(of expr: ExprSyntax) -> String? {
        var expr = unwrapped(expr)
        if let call = expr.as(FunctionCallExprSyntax.self) { expr = call.calledExpression }
        if let member = expr.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }

    /// The name of a type constructed by `expr`: `HomeCoordinator(...)`, `HomeCoordinator.init(...)`.
    static func constructedType(_ expr: ExprSyntax) -> (name: String, call: FunctionCallExprSyntax)? {
        guard let call = unwrapped(expr).as(FunctionCallExprSyntax.self) else { return nil }
        let callee = call.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isUppercase == true {
            return (reference.baseName.text, call)
        }
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
           let base = member.base, let path = path(of: base), !path.isEmpty
        {
            return (path.joined(separator: "."), call)
        }
        return nil
    }

    /// The first string literal's text under `node`, without interpolations.
    static func firstString(in node: some SyntaxProtocol) -> String? {
        if let literal = node.as(StringLiteralExprSyntax.self) { return text(of: literal) }
        for child in node.children(viewMode: .sourceAccurate) {
            if let text = firstString(in: child) { return text }
        }
        return nil
    }

    static func text(of literal: StringLiteralExprSyntax) -> String {
        literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
    }

    /// The first integer literal under `node`.
    static func firstInteger(in node: some SyntaxProtocol) -> Int? {
        if let literal = node.as(IntegerLiteralExprSyntax.self) { return Int(literal.literal.text) }
        for child in node.children(viewMode: .sourceAccurate) {
            if let value = firstInteger(in: child) { return value }
        }
        return nil
    }

    /// The member names written as `.name` under `node`, in order (`.push`, `.modal`).
    static func implicitMembers(in node: some SyntaxProtocol) -> [String] {
        var names: [String] = []
        if let member = node.as(MemberAccessExprSyntax.self) {
            names.append(member.declName.baseName.text)
        }
        for child in node.children(viewMode: .sourceAccurate) { names += implicitMembers(in: child) }
        return names
    }

    /// The first call under `node` (itself included) constructing a type, in source order.
    static func firstConstruction(in node: some SyntaxProtocol, where accept: (String) -> Bool) -> String? {
        if let expr = node.as(ExprSyntax.self), let (name, _) = constructedType(expr), accept(name) { return name }
        for child in node.children(viewMode: .sourceAccurate) {
            if let name = firstConstruction(in: child, where: accept) { return name }
        }
        return nil
    }
}

/// The cases of the first `switch` in a body (a route's `transition`, `view()`, a page's `title`):
/// which region of the body answers for each case.
struct CaseSwitch {
    private var regions: [(names: [String], body: Syntax)] = []
    private var defaultRegion: Syntax?
    private let whole: Syntax

    init(_ body: Syntax) {
        whole = body
        guard let switchExpr = Self.firstSwitch(in: body) else { return }
        for element in switchExpr.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self) else { continue }
            switch switchCase.label {
            case .default:
                defaultRegion = Syntax(switchCase.statements)
            case .case(let label):
                let names = label.caseItems.compactMap { Self.caseName(of: $0.pattern) }
                regions.append((names, Syntax(switchCase.statements)))
            }
        }
    }

    /// The part of the body answering for `name`: its case, else `default`, else the whole body.
    func region(for name: String) -> Syntax {
        regions.first { $0.names.contains(name) }?.body ?? defaultRegion ?? whole
    }

    private static func caseName(of pattern: PatternSyntax) -> String? {
        if let expression = pattern.as(ExpressionPatternSyntax.self) { return SyntaxReading.caseName(of: expression.expression) }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { return caseName(of: binding.pattern) }
        return nil
    }

    private static func firstSwitch(in node: Syntax) -> SwitchExprSyntax? {
        if let found = node.as(SwitchExprSyntax.self) { return found }
        for child in node.children(viewMode: .sourceAccurate) {
            if let found = firstSwitch(in: child) { return found }
        }
        return nil
    }
}
