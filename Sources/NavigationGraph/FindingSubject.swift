extension Finding {
    /// What a finding is about.
    ///
    /// Its ``description`` is the text baseline identifiers are made of (`kind:description`), unchanged
    /// since the subject was a plain string, so existing baselines keep matching.
    public enum Subject: Hashable, Sendable, Comparable, CustomStringConvertible {
        /// A screen, by its ``ScreenNode`` id (`Coordinator.route`).
        case screen(String)
        /// A route that starts a coordinator, as `Coordinator.route`.
        case route(String)
        /// A coordinator type.
        case coordinator(String)
        /// A kind of style fault, on a coordinator type when the fault names one.
        case fault(FaultKind, coordinator: String?)
        /// A bound of the exploration.
        case bound(ExplorationSummary.Cut.Bound)
        /// A window that shows nothing.
        case emptyWindow
        /// A place in scanned sources, as `path what`: `Catalog/ProductView.swift `HelpRouter.make()``.
        case source(String)
        /// An action of a screen (by its ``ScreenNode`` id).
        case action(String, screen: String)
        /// A stage of the exploration outside any action, such as `launch`.
        case stage(String)

        public var description: String {
            switch self {
            case .screen(let id), .route(let id), .coordinator(let id): id
            case .fault(let kind, let coordinator): coordinator.map { "\($0).\(kind)" } ?? kind.rawValue
            case .bound(let bound): bound.rawValue
            case .emptyWindow: "(empty window)"
            case .source(let place): place
            case .action(let action, let screen): "\(screen).\(action)"
            case .stage(let stage): stage
            }
        }

        /// The screen id, when the subject is a screen.
        public var screenID: String? {
            if case .screen(let id) = self { id } else { nil }
        }

        /// The coordinator type, when the subject is a coordinator.
        public var coordinatorID: String? {
            if case .coordinator(let id) = self { id } else { nil }
        }

        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.description < rhs.description }
    }
}

extension Finding.Subject: Codable {
    private enum CodingKeys: String, CodingKey { case kind, id, fault, coordinator, bound, action, screen }
    private enum Kind: String, Codable { case screen, route, coordinator, fault, bound, emptyWindow, source, action, stage }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(Kind.self, forKey: .kind) {
        case .screen: self = .screen(try container.decode(String.self, forKey: .id))
        case .route: self = .route(try container.decode(String.self, forKey: .id))
        case .coordinator: self = .coordinator(try container.decode(String.self, forKey: .id))
        case .fault:
            self = .fault(
                try container.decode(FaultKind.self, forKey: .fault),
                coordinator: try container.decodeIfPresent(String.self, forKey: .coordinator))
        case .bound: self = .bound(try container.decode(ExplorationSummary.Cut.Bound.self, forKey: .bound))
        case .emptyWindow: self = .emptyWindow
        case .source: self = .source(try container.decode(String.self, forKey: .id))
        case .action:
            self = .action(try container.decode(String.self, forKey: .action), screen: try container.decode(String.self, forKey: .screen))
        case .stage: self = .stage(try container.decode(String.self, forKey: .id))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .screen(let id):
            try container.encode(Kind.screen, forKey: .kind)
            try container.encode(id, forKey: .id)
        case .route(let id):
            try container.encode(Kind.route, forKey: .kind)
            try container.encode(id, forKey: .id)
        case .coordinator(let id):
            try container.encode(Kind.coordinator, forKey: .kind)
            try container.encode(id, forKey: .id)
        case .fault(let kind, let coordinator):
            try container.encode(Kind.fault, forKey: .kind)
            try container.encode(kind, forKey: .fault)
            try container.encodeIfPresent(coordinator, forKey: .coordinator)
        case .bound(let bound):
            try container.encode(Kind.bound, forKey: .kind)
            try container.encode(bound, forKey: .bound)
        case .emptyWindow:
            try container.encode(Kind.emptyWindow, forKey: .kind)
        case .source(let place):
            try container.encode(Kind.source, forKey: .kind)
            try container.encode(place, forKey: .id)
        case .action(let action, let screen):
            try container.encode(Kind.action, forKey: .kind)
            try container.encode(action, forKey: .action)
            try container.encode(screen, forKey: .screen)
        case .stage(let stage):
            try container.encode(Kind.stage, forKey: .kind)
            try container.encode(stage, forKey: .id)
        }
    }
}
