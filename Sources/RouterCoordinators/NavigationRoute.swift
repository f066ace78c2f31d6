import NavigationModel

/// How a route's screen is shown, as ALCoordinator's `NavigationTransitionStyle`.
public enum NavigationTransitionStyle: String, Hashable, Sendable, CaseIterable {
    /// Pushed onto the coordinator's own navigation stack.
    case push
    /// Presented as an automatic sheet on the top-most presentation.
    case modal
    /// Presented full screen on the top-most presentation.
    case modalFullScreen
    /// Presented with a custom presentation on the top-most presentation.
    case custom

    /// The navigation model's transition style.
    public var transitionStyle: TransitionStyle {
        switch self {
        case .push: .push
        case .modal: .sheet
        case .modalFullScreen: .fullScreen
        case .custom: .custom
        }
    }
}

/// A route enum: each case is a place a ``NavigationCoordinator`` can show, with how it is shown and what it
/// shows.
///
/// ```swift
/// enum OnboardingRoute: NavigationRoute {
///     case firstStep, secondStep
///
///     var transition: NavigationTransitionStyle { self == .firstStep ? .push : .modal }
///
///     func view() -> RouteScreen<OnboardingCoordinator> {
///         switch self {
///         case .firstStep: RouteScreen("FirstView", buttons: [.init("go second view") { $0.showStep2() }])
///         case .secondStep: RouteScreen("SecondView", buttons: [.init("dismiss modal") { $0.router.dismiss() }])
///         }
///     }
///
///     static let declarations: [RouteDeclaration<Self>] = [.init(.firstStep), .init(.secondStep)]
/// }
/// ```
///
/// The route's name is its case name and, unless the screen lists its own, the screen's inputs are the
/// case's associated values.
public protocol NavigationRoute {
    /// The coordinator whose router shows the route; the screen's buttons call into it.
    associatedtype Owner: AnyObject

    /// How the route is shown when it is not the first screen of its stack.
    var transition: NavigationTransitionStyle { get }

    /// The screen the route shows, asked for again in each state (its buttons may depend on the model).
    func view() -> RouteScreen<Owner>

    /// Every case, once, with representative associated values where a case has any, each with the line it
    /// is declared on: the route catalog is built from these, including routes no flow ever takes.
    static var declarations: [RouteDeclaration<Self>] { get }
}

/// A screen as a route shows it: its type name, its inputs and the buttons it offers.
public struct RouteScreen<Owner: AnyObject> {
    /// The screen's type name, such as `FirstView`.
    public var typeName: String
    /// The screen's inputs; `nil` takes them from the route's associated values.
    public var inputs: [ScreenInput]?
    public var buttons: [ScreenButton<Owner>]

    public init(_ typeName: String, inputs: [ScreenInput]? = nil, buttons: [ScreenButton<Owner>] = []) {
        self.typeName = typeName
        self.inputs = inputs
        self.buttons = buttons
    }
}

/// A button of a screen and what it asks its coordinator to do.
public struct ScreenButton<Owner: AnyObject> {
    /// The name the user sees, such as `go second view`.
    public var name: String
    public var isEnabled: Bool
    public var perform: (Owner) -> Void

    public init(_ name: String, isEnabled: Bool = true, perform: @escaping (Owner) -> Void) {
        self.name = name
        self.isEnabled = isEnabled
        self.perform = perform
    }
}

/// One case of a route enum (or of a tab bar's pages) as the app declares it, with where it is declared.
public struct RouteDeclaration<Route> {
    /// The case, with representative associated values.
    public var route: Route
    public var location: SourceLocation

    public init(_ route: Route, fileID: String = #fileID, line: Int = #line) {
        self.route = route
        self.location = SourceLocation(fileID: fileID, line: line)
    }
}

extension RouteDeclaration: Sendable where Route: Sendable {}

/// Names and inputs read from an enum case, so that apps do not repeat them.
enum CaseReflection {
    /// The case name of `value`: `detail` for `.detail(id: 3)`, whatever the enum's `description` says
    /// (a route's name is its identity: baseline keys are made of it).
    static func name<Value>(of value: Value) -> String {
        // A type that does not reflect as an enum has no case name: reflecting such a route (a struct) on
        // every screen made is slow, so what a route type reflects as is found once, and with it how it
        // describes itself.
        switch kinds.value(of: type(of: value), { kind(of: value) }) {
        case .notEnum(let describe?) where type(of: value) == Value.self:
            return withUnsafePointer(to: value) { describe(UnsafeRawPointer($0)) }
        case .notEnum:
            return String(describing: value)
        case .plainEnum, .customMirror:
            break
        }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .enum, let label = mirror.children.first?.label { return label }
        if mirror.displayStyle == .enum, let name = enumCaseName(value) { return String(cString: name) }
        return String(describing: value)
    }

    /// The associated values of `value` as labelled inputs: `id: 3` for `.detail(id: 3)`; unlabelled values
    /// are named by position. Objects (view models, coordinators) are not inputs and are left out.
    static func inputs(of value: Any) -> [ScreenInput] {
        if case .notEnum = kinds.value(of: type(of: value), { kind(of: value) }) { return [] }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .enum, let payload = mirror.children.first?.value else { return [] }
        let payloadMirror = Mirror(reflecting: payload)
        guard payloadMirror.displayStyle == .tuple else {
            return isObject(payload) ? [] : [ScreenInput("0", String(describing: payload))]
        }
        return payloadMirror.children.enumerated().compactMap { index, child in
            guard !isObject(child.value) else { return nil }
            let label = child.label.flatMap { $0.hasPrefix(".") ? nil : $0 } ?? String(index)
            return ScreenInput(label, String(describing: child.value))
        }
    }

    private static func isObject(_ value: Any) -> Bool { Mirror(reflecting: value).displayStyle == .class }

    /// What a route type reflects as: a plain enum, a type with a mirror of its own (which may differ from
    /// value to value, so it is reflected every time), or anything else, with what `String(describing:)`
    /// calls on it when that is its `description`.
    private enum Kind {
        case plainEnum, customMirror
        case notEnum(Describe?)
    }

    /// The `description` of the value of one type at a pointer.
    private typealias Describe = @Sendable (UnsafeRawPointer) -> String

    private static let kinds = TypeMemo<Kind>()

    private static func kind(of value: Any) -> Kind {
        if value is CustomReflectable { return .customMirror }
        if Mirror(reflecting: value).displayStyle == .enum { return .plainEnum }
        return .notEnum(describer(of: type(of: value)))
    }

    /// What `String(describing:)` calls on a value of `type` when that is `description`: it prefers
    /// `write(to:)` of a `TextOutputStreamable` type, so such a type has none.
    private static func describer(of type: Any.Type) -> Describe? {
        guard !(type is any TextOutputStreamable.Type),
              let described = type as? any CustomStringConvertible.Type else { return nil }
        return description(of: described)
    }

    private static func description<T: CustomStringConvertible>(of _: T.Type) -> Describe {
        { $0.assumingMemoryBound(to: T.self).pointee.description }
    }
}

/// The Swift runtime's name of an enum value's case (what `print` shows for an enum without a
/// `description`), from the type's reflection metadata; `nil` when the metadata was stripped.
@_silgen_name("swift_EnumCaseName")
private func enumCaseName<T>(_ value: T) -> UnsafePointer<CChar>?
