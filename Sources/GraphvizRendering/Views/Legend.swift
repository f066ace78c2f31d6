import NavigationGraph

/// The key drawn in a corner of every view: one row per line style, entry and mark the view uses.
struct Legend {
    var transitions: [TransitionKind] = []
    /// Names that replace ``Style/title(_:)`` for some kinds in this view.
    var kindTitles: [TransitionKind: String] = [:]
    var showsLaunch = false
    var showsExternalEvents = false
    var showsUnreached = false
    var findings: [FindingKind] = []
    /// Extra rows of plain text, such as what edge counts mean.
    var notes: [String] = []

    var node: GraphDescription.Node {
        var rows = ["<TR><TD COLSPAN=\"2\" ALIGN=\"LEFT\"><B>Legend</B></TD></TR>"]
        for kind in Set(transitions).sorted() {
            let sample = Style.sample(kind)
            rows.append(row(sample.glyph, color: sample.color, kindTitles[kind] ?? Style.title(kind)))
        }
        if showsLaunch { rows.append(row("●", color: Style.ink, "launch")) }
        if showsExternalEvents { rows.append(row("⚑", color: Style.externalOrange, "external event source")) }
        if showsUnreached { rows.append(row("┆▢┆", color: Style.quiet, "never reached")) }
        for kind in findings { rows.append(row("■", color: Style.color(kind), kind.title)) }
        for note in notes {
            rows.append("<TR><TD COLSPAN=\"2\" ALIGN=\"LEFT\">\(HTMLLabel.escaped(note))</TD></TR>")
        }
        let markup = "<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"2\" CELLPADDING=\"1\">"
            + rows.joined() + "</TABLE>"
        return .init(
            id: GraphID.make("legend", "key"), label: .html(HTMLLabel(markup: markup)),
            attributes: [
                "shape": "box", "style": "rounded,filled", "fillcolor": "white", "color": Style.quiet,
                "fontsize": "10", "margin": "0.1",
            ])
    }

    private func row(_ glyph: String, color: String, _ title: String) -> String {
        "<TR><TD ALIGN=\"LEFT\"><FONT COLOR=\"\(color)\">\(HTMLLabel.escaped(glyph))</FONT></TD>"
            + "<TD ALIGN=\"LEFT\">\(HTMLLabel.escaped(title))</TD></TR>"
    }
}
