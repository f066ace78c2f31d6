import NavigationGraph

/// How the views draw things: one table, so the legend and the drawing cannot disagree.
enum Style {
    static let font = "Helvetica"
    static let ink = "#24292f"
    static let quiet = "#8c959f"
    static let quietText = "#6e7781"
    static let tabBlue = "#0969da"
    static let rootPurple = "#8250df"
    static let externalOrange = "#bc4c00"
    static let clusterFill = "#f6f8fa"
    static let noteFill = "#fff8c5"

    /// Root graph attributes shared by every view.
    static func graphAttributes(rankdir: String) -> Attributes {
        [
            "rankdir": rankdir, "fontname": font, "fontsize": "16", "labelloc": "t", "labeljust": "l",
            "nodesep": "0.35", "ranksep": "0.55", "pad": "0.3", "bgcolor": "white",
        ]
    }

    static let nodeDefaults: Attributes = [
        "shape": "box", "style": "rounded,filled", "fillcolor": "white", "color": ink, "fontcolor": ink,
        "fontname": font, "fontsize": "12", "margin": "0.15,0.07", "penwidth": "1.2",
    ]

    static let edgeDefaults: Attributes = [
        "color": ink, "fontcolor": ink, "fontname": font, "fontsize": "10", "arrowsize": "0.7",
    ]

    static let clusterAttributes: Attributes = [
        "style": "rounded,filled", "fillcolor": clusterFill, "color": quiet, "fontname": font + "-Bold",
        "fontsize": "12", "labeljust": "l", "margin": "12",
    ]

    /// Screens and coordinators nobody reaches: dashed and grey.
    static let unreachedNode: Attributes = ["style": "rounded,dashed", "color": quiet, "fontcolor": quietText]
    static let unreachedCluster: Attributes = [
        "style": "rounded,dashed", "color": quiet, "fontcolor": quietText, "fontname": font, "fontsize": "12",
        "labeljust": "l", "margin": "12",
    ]

    /// The launch marker: a filled dot, as in a state chart.
    static let launchNode: Attributes = [
        "shape": "circle", "style": "filled", "fillcolor": ink, "fontcolor": "white", "fontsize": "9",
        "width": "0.5", "fixedsize": "true",
    ]

    /// Where external events (deep links, notifications, timers) come from: a flag-shaped node.
    static let eventNode: Attributes = [
        "shape": "cds", "style": "filled", "fillcolor": "#fff1e5", "color": externalOrange,
        "fontcolor": externalOrange, "fontsize": "10",
    ]

    static let noteNode: Attributes = [
        "shape": "note", "style": "filled", "fillcolor": noteFill, "fontsize": "10", "margin": "0.12,0.06",
    ]

    /// Edges: transition kinds readable at a glance.
    static func edge(_ kind: TransitionKind) -> Attributes {
        switch kind {
        case .push: [:]
        case .sheet: ["style": "dashed"]
        case .fullScreen: ["style": "bold", "penwidth": "2.4"]
        case .custom: ["style": "dotted", "penwidth": "1.6"]
        case .tab: ["color": tabBlue, "fontcolor": tabBlue, "arrowhead": "empty"]
        case .rootSwitch:
            ["color": "\(rootPurple):white:\(rootPurple)", "fontcolor": rootPurple, "arrowhead": "normal"]
        case .back, .dismiss:
            ["color": quiet, "fontcolor": quietText, "arrowsize": "0.5", "constraint": "false"]
        case .externalEvent: ["color": externalOrange, "fontcolor": externalOrange, "penwidth": "1.4"]
        case .none: ["color": quiet, "fontcolor": quietText, "style": "dashed", "arrowhead": "odot"]
        }
    }

    /// The legend's name for a transition kind.
    static func title(_ kind: TransitionKind) -> String {
        switch kind {
        case .push: "push"
        case .sheet: "sheet"
        case .fullScreen: "full screen"
        case .custom: "custom presentation"
        case .tab: "tab"
        case .rootSwitch: "root switch"
        case .back: "back"
        case .dismiss: "dismiss"
        case .externalEvent: "external event"
        case .none: "stays on screen"
        }
    }

    /// The legend's drawing of a transition kind's line.
    static func sample(_ kind: TransitionKind) -> (glyph: String, color: String) {
        switch kind {
        case .push: ("────▶", ink)
        case .sheet: ("╌╌╌╌▶", ink)
        case .fullScreen: ("━━━━▶", ink)
        case .custom: ("┈┈┈┈▶", ink)
        case .tab: ("────▷", tabBlue)
        case .rootSwitch: ("════▶", rootPurple)
        case .back, .dismiss: ("────▸", quiet)
        case .externalEvent: ("────▶", externalOrange)
        case .none: ("╌╌╌╌○", quiet)
        }
    }
}
