import NavigationGraph

/// The key drawn in a corner of every view: one line per line style, entry and mark the view uses.
///
/// Its label is HTML-like text with line breaks, not a table: Graphviz 2.42 leaks the sizing arrays of every
/// HTML table it lays out.
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
        var rows = ["<B>Legend</B>"]
        for kind in Set(transitions).sorted() {
            let sample = Style.sample(kind)
            rows.append(row(sample.glyph, color: sample.color, kindTitles[kind] ?? Style.title(kind)))
        }
        if showsLaunch { rows.append(row("●", color: Style.ink, "launch")) }
        if showsExternalEvents { rows.append(row("⚑", color: Style.externalOrange, "external event source")) }
        if showsUnreached { rows.append(row("┆▢┆", color: Style.quiet, "never reached")) }
        for kind in findings { rows.append(row("■", color: kind.descriptor.mark.color, kind.title)) }
        for note in notes {
            rows.append(HTMLLabel.escaped(note))
        }
        let markup = rows.map { $0 + "<BR ALIGN=\"LEFT\"/>" }.joined()
        return .init(
            id: GraphID.make("legend", "key"), label: .html(HTMLLabel(markup: markup)),
            attributes: [
                "shape": "box", "style": "rounded,filled", "fillcolor": "white", "color": Style.quiet,
                "fontsize": "10", "margin": "0.1",
            ])
    }

    private func row(_ glyph: String, color: String, _ title: String) -> String {
        "<FONT COLOR=\"\(color)\">\(HTMLLabel.escaped(glyph))</FONT>  \(HTMLLabel.escaped(title))"
    }
}
