/// Graphviz attributes as a value: name to value, always written in name order.
public struct Attributes: Hashable, Sendable, ExpressibleByDictionaryLiteral {
    public private(set) var values: [String: String]

    public init(_ values: [String: String] = [:]) { self.values = values }
    public init(dictionaryLiteral elements: (String, String)...) {
        self.values = Dictionary(elements, uniquingKeysWith: { _, last in last })
    }

    public subscript(name: String) -> String? {
        get { values[name] }
        set { values[name] = newValue }
    }

    /// Name and value pairs sorted by name: the only order attributes are ever emitted in.
    public var sorted: [(name: String, value: String)] {
        values.keys.sorted().map { ($0, values[$0]!) }
    }

    public var isEmpty: Bool { values.isEmpty }

    /// These attributes with `other`'s values written over them.
    public func merging(_ other: Attributes) -> Attributes {
        Attributes(values.merging(other.values, uniquingKeysWith: { _, new in new }))
    }
}
