import SwiftIfConfig
import SwiftSyntax

/// Reads the active declarations of one parsed file into the index: types, their inheritance, cases,
/// properties and functions. Bodies are kept as syntax; `PreviewProvider` types are left out.
final class IndexBuilder: ActiveSyntaxVisitor {
    private var index: DeclarationIndex
    private let file: Int
    private var scope: [TypeDeclaration] = []
    private var imports: Set<String> = []

    private init(index: DeclarationIndex, file: Int) {
        self.index = index
        self.file = file
        super.init(viewMode: .sourceAccurate, configuredRegions: index.files[file].regions)
    }

    /// Adds file `file` of `index.files` to the index.
    static func add(file: Int, to index: inout DeclarationIndex) {
        let builder = IndexBuilder(index: index, file: file)
        builder.walk(index.files[file].tree)
        index = builder.index
    }

    private func place(_ node: some SyntaxProtocol) -> SourcePlace { index.line(of: node, file: file) }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let module = node.path.first?.name.text { imports.insert(module) }
        return .skipChildren
    }

    // MARK: Types

    private func enter(
        _ name: String, kind: TypeDeclaration.Kind, inheritance: InheritanceClauseSyntax?, node: some SyntaxProtocol
    ) {
        let qualified = kind == .extensionOnly || scope.isEmpty ? name : "\(scope.last!.name).\(name)"
        let type = index.declare(qualified, kind: kind, place: place(node))
        type.inherited += inheritance?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        type.imports.formUnion(imports)
        scope.append(type)
    }

    private func isPreview(_ inheritance: InheritanceClauseSyntax?) -> Bool {
        inheritance?.inheritedTypes.contains { $0.type.trimmedDescription == "PreviewProvider" } ?? false
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, kind: .class, inheritance: node.inheritanceClause, node: node)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        if isPreview(node.inheritanceClause) { return .skipChildren }
        enter(node.name.text, kind: .struct, inheritance: node.inheritanceClause, node: node)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) {
        if !isPreview(node.inheritanceClause) { scope.removeLast() }
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, kind: .enum, inheritance: node.inheritanceClause, node: node)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, kind: .actor, inheritance: node.inheritanceClause, node: node)
        return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { scope.removeLast() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, kind: .protocol, inheritance: node.inheritanceClause, node: node)
        return .visitChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { scope.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        if isPreview(node.inheritanceClause) { return .skipChildren }
        enter(TypeName.base(of: node.extendedType.trimmedDescription), kind: .extensionOnly,
              inheritance: node.inheritanceClause, node: node)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) {
        if !isPreview(node.inheritanceClause) { scope.removeLast() }
    }

    // MARK: Members

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        for element in node.elements {
            scope.last?.cases.append(EnumCase(name: element.name.text, place: place(element)))
        }
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let type = scope.last else { return .skipChildren }
        let attributes = node.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let body: Syntax? = binding.accessorBlock.map { Syntax($0) }
            type.properties.append(Property(
                name: name, type: binding.typeAnnotation.map { TypeName.base(of: $0.type.trimmedDescription) },
                attributes: attributes, initializer: binding.initializer?.value, body: body, file: file,
                place: place(binding)))
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        scope.last?.functions.append(Function(
            name: node.name.text, parameters: parameters(node.signature.parameterClause),
            attributes: node.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription },
            body: node.body, file: file, place: place(node),
            returnType: node.signature.returnClause?.type.trimmedDescription))
        return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        scope.last?.functions.append(Function(
            name: "init", parameters: parameters(node.signature.parameterClause), attributes: [],
            body: node.body, file: file, place: place(node)))
        return .skipChildren
    }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    private func parameters(_ clause: FunctionParameterClauseSyntax) -> [Function.Parameter] {
        clause.parameters.map { parameter in
            Function.Parameter(
                label: parameter.firstName.text, name: (parameter.secondName ?? parameter.firstName).text,
                type: TypeName.base(of: parameter.type.trimmedDescription), defaultValue: parameter.defaultValue?.value)
        }
    }
}
