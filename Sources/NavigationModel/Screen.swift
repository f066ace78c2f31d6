/// One labelled input of a screen, such as `id: 3` or `username: anna`. Inputs are part of the state key.
public struct ScreenInput: Hashable, Codable, Sendable {
    public var name: String
    public var value: String
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// A button, a row or a gesture that a screen offers its user, with what it does.
public struct UserAction {
    /// The name the user sees, such as `go second view`.
    public var name: String
    /// A disabled action is shown but cannot be taken (Stinsen's `dismiss coordinator` at a tab root).
    public var isEnabled: Bool
    /// What tapping it does: calls into the app's coordinators.
    public var perform: () -> Void

    public init(_ name: String, isEnabled: Bool = true, perform: @escaping () -> Void) {
        self.name = name
        self.isEnabled = isEnabled
        self.perform = perform
    }
}

/// A screen as a value: what UIKit would hold as a view controller and SwiftUI as a view.
///
/// Its identity in the state key is its type name, its route and its inputs, with the coordinator that
/// owns it; its ``id`` is an instance identity that keys ignore.
public struct Screen {
    public let id: ScreenID
    /// The screen's type name, such as `FirstView`.
    public let typeName: String
    /// The name of the route that showed it, such as `firstStep`; the type name when there is none.
    public let route: String
    /// Labels for the inputs the screen was made with.
    public let inputs: [ScreenInput]
    /// The coordinator that showed the screen.
    public let owner: CoordinatorID?
    /// The actions the screen offers, asked for in each state (they may depend on the app's model).
    public let actions: () -> [UserAction]
    /// A stable fingerprint of type, route and inputs, computed once.
    public let fingerprint: UInt64

    public init(
        id: ScreenID, typeName: String, route: String? = nil, inputs: [ScreenInput] = [],
        owner: CoordinatorID?, actions: @escaping () -> [UserAction]
    ) {
        self.id = id
        self.typeName = typeName
        self.route = route ?? typeName
        self.inputs = inputs
        self.owner = owner
        self.actions = actions
        var print = Fingerprint()
        print.combine(typeName)
        print.combine(self.route)
        for input in inputs {
            print.combine(input.name)
            print.combine(input.value)
        }
        self.fingerprint = print.value
    }

    /// `screen` under the identifier `id`: the same type, route, inputs, owner, actions and fingerprint
    /// (not worked out again).
    init(id: ScreenID, copying screen: Screen) {
        self.id = id
        typeName = screen.typeName
        route = screen.route
        inputs = screen.inputs
        owner = screen.owner
        actions = screen.actions
        fingerprint = screen.fingerprint
    }
}

extension Screen: CustomStringConvertible {
    public var description: String {
        inputs.isEmpty ? typeName : "\(typeName)(\(inputs.map { "\($0.name): \($0.value)" }.joined(separator: ", ")))"
    }
}
