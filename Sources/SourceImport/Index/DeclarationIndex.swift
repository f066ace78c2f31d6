import NavigationModel
import SwiftSyntax

/// A place in the scanned sources: a path relative to the scanned folder and a line.
struct SourcePlace: Hashable, Sendable {
    var path: String
    var line: Int

    /// The place as the runtime's catalogs and findings locate a declaration.
    var location: NavigationModel.SourceLocation { NavigationModel.SourceLocation(fileID: path, line: line) }
}

/// A type the sources declare, with every member its declaration and extensions add. Members keep their
/// syntax, so resolvers read bodies as they need them.
final class TypeDeclaration {
    enum Kind: String { case `class`, `struct`, `enum`, `protocol`, actor, extensionOnly }

    /// The qualified name: `ShoppingCartCoordinator.ShoppingCartRoute` for a nested type.
    let name: String
    var kind: Kind
    var place: SourcePlace
    /// The inherited types as written, generic arguments included: `NavigationCoordinator<OnboardingRoute>`.
    var inherited: [String] = []
    /// Its generic parameters and the first type each is constrained to: `ViewModel` → `SceneViewModelProtocol`.
    var genericConstraints: [String: String] = [:]
    /// The modules the declaring files import.
    var imports: Set<String> = []
    /// The attributes written on the declaration: `@Coordinator(HomeRoute.self)`, `@MainActor`.
    var attributes: [AttributeSyntax] = []
    /// The generic parameters' names: `R` of `class Base<R: RouteType>`.
    var genericParameters: [String] = []
    var cases: [EnumCase] = []
    var properties: [Property] = []
    var functions: [Function] = []

    init(name: String, kind: Kind, place: SourcePlace) {
        self.name = name
        self.kind = kind
        self.place = place
    }

    var simpleName: String { name.split(separator: ".").last.map(String.init) ?? name }

    /// The inherited type names without generic arguments: `NavigationCoordinator`.
    var inheritedNames: [String] { inherited.map { TypeName.base(of: $0) } }

    func conforms(toAny names: Set<String>) -> Bool { inheritedNames.contains { names.contains($0) } }

    /// The first attribute named `name` (`Coordinator` for `@Coordinator(...)`).
    func attribute(named name: String) -> AttributeSyntax? {
        attributes.first { $0.attributeName.trimmedDescription == name }
    }

    func property(named name: String) -> Property? { properties.first { $0.name == name } }
    func functions(named name: String) -> [Function] { functions.filter { $0.name == name } }
}

/// An enum case, with its associated values' labels.
struct EnumCase {
    var name: String
    var place: SourcePlace
}

/// A stored or computed property.
struct Property {
    var name: String
    /// The declared type as written, optionals stripped: `FirstViewModel`.
    var type: String?
    var attributes: [String]
    var initializer: ExprSyntax?
    /// A computed property's getter (or its whole accessor block).
    var body: Syntax?
    var file: Int
    var place: SourcePlace
}

/// A function or initialiser (`init`).
struct Function {
    struct Parameter {
        /// The argument label, `_` for none.
        var label: String
        var name: String
        var type: String
        var defaultValue: ExprSyntax?
    }

    var name: String
    var parameters: [Parameter]
    var attributes: [String]
    var body: CodeBlockSyntax?
    var file: Int
    var place: SourcePlace
    /// The return type as written (`AnyPublisher<Void, Never>`); `nil` for none and for initialisers.
    var returnType: String? = nil

    /// Whether a call with these argument labels (`_` for none), in order, can call this function: every
    /// parameter without a default value is given.
    func accepts(labels: [String]) -> Bool {
        var remaining = labels[...]
        for parameter in parameters {
            if remaining.first == parameter.label {
                remaining.removeFirst()
            } else if parameter.defaultValue == nil {
                return false
            }
        }
        return remaining.isEmpty
    }
}

/// Every type of the scanned sources, found by name from a scope.
struct DeclarationIndex {
    /// By qualified name.
    private(set) var types: [String: TypeDeclaration] = [:]
    /// Qualified names in the order the sources declare them (files sorted, then top to bottom).
    private(set) var order: [String] = []
    private var bySimpleName: [String: [String]] = [:]
    /// The parsed files, which `Property.file` and `Function.file` index.
    var files: [ParsedSource] = []

    mutating func declare(_ name: String, kind: TypeDeclaration.Kind, place: SourcePlace) -> TypeDeclaration {
        if let existing = types[name] {
            if existing.kind == .extensionOnly, kind != .extensionOnly {
                existing.kind = kind
                existing.place = place
            }
            return existing
        }
        let type = TypeDeclaration(name: name, kind: kind, place: place)
        types[name] = type
        order.append(name)
        bySimpleName[type.simpleName, default: []].append(name)
        return type
    }

    /// Every declared type, in source order.
    var allTypes: [TypeDeclaration] { order.compactMap { types[$0] } }

    /// The type `written` names, looked up from inside `scope` (a qualified type name) outwards, then by
    /// its simple name when that is unique.
    func type(named written: String, from scope: String? = nil) -> TypeDeclaration? {
        let name = TypeName.base(of: written)
        guard !name.isEmpty else { return nil }
        var prefix = scope.map { $0.split(separator: ".").map(String.init) } ?? []
        while true {
            let candidate = (prefix + [name]).joined(separator: ".")
            if let type = types[candidate] { return type }
            if prefix.isEmpty { break }
            prefix.removeLast()
        }
        let last = name.split(separator: ".").last.map(String.init) ?? name
        if let matches = bySimpleName[last], matches.count == 1 { return types[matches[0]] }
        return nil
    }

    func line(of node: some SyntaxProtocol, file: Int) -> SourcePlace {
        SourcePlace(path: files[file].path, line: files[file].line(of: node))
    }
}

/// Reading type names as written.
enum TypeName {
    /// `Foo.Bar<Baz>?` → `Foo.Bar`; `[Foo]` stays as written.
    static func base(of written: String) -> String {
        var text = written.trimmingCharacters(in: " ")
        while let last = text.last, last == "?" || last == "!" { text.removeLast() }
        if text.hasPrefix("any ") || text.hasPrefix("some ") { text = String(text.drop { $0 != " " }.dropFirst()) }
        if let open = text.firstIndex(of: "<") { text = String(text[..<open]) }
        return text
    }

    /// `NavigationCoordinator<OnboardingRoute>` → `OnboardingRoute`.
    static func genericArgument(of written: String) -> String? {
        guard let open = written.firstIndex(of: "<"), let close = written.lastIndex(of: ">"), open < close else {
            return nil
        }
        return String(written[written.index(after: open)..<close]).trimmingCharacters(in: " ")
    }
}

extension String {
    func trimmingCharacters(in set: Character) -> String {
        String(drop { $0 == set }.reversed().drop { $0 == set }.reversed())
    }
}
