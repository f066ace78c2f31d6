/// The style and script of `report.html`, inlined into every page (see ``HTMLReport``).
enum ViewerAssets {
    static let style = #"""
    :root { --bg: #ffffff; --fg: #1f2328; --muted: #59636e; --panel: #f6f8fa; --border: #d1d9e0; --accent: #0969da;
            --path: #e36209; --selected: #0969da; --error: #cf222e; --warning: #9a6700; --note: #59636e; }
    @media (prefers-color-scheme: dark) {
      :root { --bg: #0d1117; --fg: #e6edf3; --muted: #9198a1; --panel: #151b23; --border: #3d444d; --accent: #4493f8;
              --path: #f0883e; --selected: #4493f8; --error: #f85149; --warning: #d29922; --note: #9198a1; }
      #map svg { filter: invert(0.9) hue-rotate(180deg); }
    }
    * { box-sizing: border-box; }
    html, body { height: 100%; margin: 0; }
    body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; background: var(--bg); color: var(--fg);
           display: flex; flex-direction: column; }
    header { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1.5rem; padding: 0.6rem 1rem; border-bottom: 1px solid var(--border); }
    h1 { font-size: 1.2rem; margin: 0; }
    h2 { font-size: 0.95rem; margin: 0.8rem 0 0.4rem; }
    .subtitle { margin: 0; color: var(--muted); }
    .search { position: relative; margin-left: auto; display: flex; align-items: center; gap: 0.5rem; }
    .search label { color: var(--muted); }
    input[type=search] { width: 22rem; max-width: 60vw; padding: 0.35rem 0.5rem; border: 1px solid var(--border); border-radius: 6px;
                         background: var(--bg); color: var(--fg); font: inherit; }
    #results { position: absolute; right: 0; top: 2.2rem; z-index: 10; width: 28rem; max-height: 60vh; overflow: auto; margin: 0; padding: 0.25rem 0;
               list-style: none; background: var(--bg); border: 1px solid var(--border); border-radius: 6px; box-shadow: 0 8px 24px rgba(0,0,0,.2); }
    #results li { padding: 0.3rem 0.6rem; cursor: pointer; }
    #results li[aria-selected=true], #results li:hover { background: var(--panel); outline: 2px solid var(--accent); outline-offset: -2px; }
    #results .muted, .muted { color: var(--muted); }
    main { flex: 1; display: grid; grid-template-columns: 18rem 1fr 20rem; min-height: 0; }
    #sidebar, #details { overflow: auto; padding: 0 0.8rem 1rem; background: var(--panel); }
    #sidebar { border-right: 1px solid var(--border); }
    #details { border-left: 1px solid var(--border); padding-top: 0.8rem; }
    #map-pane { display: flex; flex-direction: column; min-width: 0; min-height: 0; }
    #toolbar { display: flex; gap: 0.4rem; align-items: center; padding: 0.4rem 0.6rem; border-bottom: 1px solid var(--border); }
    #toolbar .hint { color: var(--muted); font-size: 0.85em; margin-left: 0.5rem; }
    #map { flex: 1; overflow: hidden; cursor: grab; touch-action: none; min-height: 0; position: relative; }
    #map:focus-visible { outline: 3px solid var(--accent); outline-offset: -3px; }
    #map.dragging { cursor: grabbing; }
    #map svg { display: block; position: absolute; left: 0; top: 0; transform-origin: 0 0; }
    button { font: inherit; color: var(--fg); background: var(--bg); border: 1px solid var(--border); border-radius: 6px; padding: 0.2rem 0.55rem; cursor: pointer; }
    button:hover { border-color: var(--accent); }
    button:focus-visible, input:focus-visible { outline: 3px solid var(--accent); outline-offset: 1px; }
    .group { margin-bottom: 0.3rem; }
    .group-toggle { width: 100%; text-align: left; display: flex; justify-content: space-between; gap: 0.5rem; }
    .group-toggle span:first-of-type { flex: 1; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    .group-toggle::before { content: "▾ "; }
    .group-toggle[aria-expanded=false]::before { content: "▸ "; }
    .group ul, #findings { list-style: none; margin: 0.2rem 0 0.4rem; padding: 0 0 0 0.6rem; }
    .group ul[hidden] { display: none; }
    .screen-link, .finding-link { border: none; background: none; padding: 0.1rem 0.2rem; text-align: left; width: 100%; color: var(--fg); }
    .screen-link.unreached { color: var(--muted); font-style: italic; }
    .screen-link[aria-current=true], .finding-link[aria-current=true] { background: var(--bg); outline: 2px solid var(--selected); }
    .severity { font-weight: 600; }
    .severity.error { color: var(--error); } .severity.warning { color: var(--warning); } .severity.note { color: var(--note); }
    #details dl { display: grid; grid-template-columns: auto 1fr; gap: 0.2rem 0.6rem; margin: 0.4rem 0; }
    #details dt { color: var(--muted); } #details dd { margin: 0; overflow-wrap: anywhere; }
    #details ol { padding-left: 1.4rem; margin: 0.3rem 0; }
    code { font: 0.92em ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
    /* Highlights on the map (colours chosen to survive the dark scheme's inversion). */
    #map g.on-path > path, #map g.on-path > polygon, #map g.on-path > ellipse { stroke: #e36209 !important; stroke-width: 3px; }
    #map g.node.on-path > path, #map g.node.on-path > polygon { fill: #fff1e5 !important; }
    #map g.node.selected > path, #map g.node.selected > polygon { stroke: #0969da !important; stroke-width: 4px; fill: #ddf4ff !important; }
    #map g.cluster.selected > path, #map g.cluster.selected > polygon { stroke: #0969da !important; stroke-width: 4px; }
    #map g.cluster.collapsed > path, #map g.cluster.collapsed > polygon { fill: #d0d7de !important; stroke-dasharray: 6 3; }
    #map g.folded { display: none; }
    #map g.node { cursor: pointer; }
    @media (max-width: 900px) { main { grid-template-columns: 1fr; grid-template-rows: auto 60vh auto; } }
    """#

    static let script = #"""
    "use strict";
    (() => {
      const data = JSON.parse(document.getElementById("graph-data").textContent);
      const svg = document.querySelector("#map svg");
      const mapBox = document.getElementById("map");
      const details = document.getElementById("details");
      const search = document.getElementById("search");
      const results = document.getElementById("results");
      const screens = new Map(data.screens.map(s => [s.id, s]));

      // The renderer names nodes like GraphID.make: prefix, ':', and every byte but [A-Za-z0-9_.] as %XX.
      const encoder = new TextEncoder();
      function graphID(prefix, name) {
        let out = prefix + ":";
        for (const byte of encoder.encode(name)) {
          const c = String.fromCharCode(byte);
          out += /[A-Za-z0-9_.]/.test(c) ? c : "%" + byte.toString(16).toUpperCase().padStart(2, "0");
        }
        return out;
      }
      const element = (tag, attributes = {}, ...children) => {
        const node = document.createElement(tag);
        for (const [key, value] of Object.entries(attributes)) {
          if (key === "text") node.textContent = value; else node.setAttribute(key, value);
        }
        for (const child of children) node.append(child);
        return node;
      };

      // The map's nodes, edges and boxes by name.
      const nodes = new Map(), edges = new Map(), clusters = new Map(), edgesOf = new Map();
      if (svg) {
        for (const g of svg.querySelectorAll("g.node, g.edge, g.cluster")) {
          const title = g.querySelector(":scope > title");
          if (!title) continue;
          const name = title.textContent;
          if (g.classList.contains("node")) nodes.set(name, g);
          else if (g.classList.contains("cluster")) clusters.set(name.replace(/^cluster_/, ""), g);
          else {
            const [from, to] = name.split("->");
            const key = from + "->" + to;
            if (!edges.has(key)) edges.set(key, []);
            edges.get(key).push(g);
            for (const end of [from, to]) { if (!edgesOf.has(end)) edgesOf.set(end, []); edgesOf.get(end).push(g); }
          }
        }
      }

      // Zoom and pan: a CSS transform on the SVG, which the browser composites without drawing the map again,
      // so a map of thousands of screens stays fluid; once it rests, the map is drawn sharp at the new scale.
      const size = svg ? { w: svg.viewBox.baseVal.width || 1, h: svg.viewBox.baseVal.height || 1 } : null;
      let view = { k: 1, x: 0, y: 0 };
      let settle = 0;
      if (svg) { svg.setAttribute("width", size.w); svg.setAttribute("height", size.h); }
      function apply() {
        if (!svg) return;
        svg.style.willChange = "transform";
        svg.style.transform = `translate(${view.x}px, ${view.y}px) scale(${view.k})`;
        mapBox.dataset.scale = String(view.k);
        mapBox.dataset.x = String(view.x);
        clearTimeout(settle);
        settle = setTimeout(() => { svg.style.willChange = "auto"; }, 400);
      }
      function fitScale() { return Math.min(mapBox.clientWidth / size.w, mapBox.clientHeight / size.h) || 1; }
      function fit() {
        if (!svg) return;
        const k = fitScale();
        view = { k, x: (mapBox.clientWidth - size.w * k) / 2, y: (mapBox.clientHeight - size.h * k) / 2 };
        apply();
      }
      /// Zooms by `factor` keeping the point (`cx`, `cy`, in the map's pixels) where it is.
      function zoom(factor, cx, cy) {
        if (!svg) return;
        const k = Math.min(Math.max(view.k * factor, fitScale() / 4), 8);
        factor = k / view.k;
        cx = cx ?? mapBox.clientWidth / 2; cy = cy ?? mapBox.clientHeight / 2;
        view = { k, x: cx - (cx - view.x) * factor, y: cy - (cy - view.y) * factor };
        apply();
      }
      function pan(dx, dy) { view.x -= dx * mapBox.clientWidth; view.y -= dy * mapBox.clientHeight; apply(); }
      /// Brings `g` to the middle of the map, zooming in to a readable scale on large maps.
      function reveal(g) {
        if (!svg || !g) return;
        if (view.k < 0.6 && fitScale() < 0.6) zoom(0.8 / view.k);
        const box = g.getBoundingClientRect(), frame = mapBox.getBoundingClientRect();
        view.x += frame.left + frame.width / 2 - (box.left + box.width / 2);
        view.y += frame.top + frame.height / 2 - (box.top + box.height / 2);
        apply();
      }
      if (svg) {
        fit();
        window.addEventListener("resize", fit);
        mapBox.addEventListener("wheel", event => {
          event.preventDefault();
          const frame = mapBox.getBoundingClientRect();
          zoom(event.deltaY > 0 ? 1 / 1.15 : 1.15, event.clientX - frame.left, event.clientY - frame.top);
        }, { passive: false });
        let drag = null;
        mapBox.addEventListener("pointerdown", event => {
          if (event.button !== 0) return;
          drag = { x: event.clientX, y: event.clientY, view: { ...view }, moved: false, id: event.pointerId };
        });
        mapBox.addEventListener("pointermove", event => {
          if (!drag) return;
          const dx = event.clientX - drag.x, dy = event.clientY - drag.y;
          if (!drag.moved && Math.hypot(dx, dy) < 4) return;
          if (!drag.moved) { drag.moved = true; mapBox.setPointerCapture(drag.id); mapBox.classList.add("dragging"); }
          view = { k: drag.view.k, x: drag.view.x + dx, y: drag.view.y + dy };
          apply();
        });
        const endDrag = event => {
          if (!drag) return;
          const moved = drag.moved; drag = null; mapBox.classList.remove("dragging");
          if (moved) event.stopPropagation();
          else {
            const g = event.target.closest && event.target.closest("g.node");
            const name = g && g.querySelector(":scope > title").textContent;
            if (name && name.startsWith("screen:")) {
              const screen = data.screens.find(s => graphID("screen", s.id) === name);
              if (screen) selectScreen(screen.id, false);
            }
          }
        };
        mapBox.addEventListener("pointerup", endDrag);
        mapBox.addEventListener("pointercancel", () => { drag = null; mapBox.classList.remove("dragging"); });
        mapBox.addEventListener("keydown", event => {
          const keys = { "+": () => zoom(1.25), "=": () => zoom(1.25), "-": () => zoom(1 / 1.25), "0": fit,
                         ArrowLeft: () => pan(-0.1, 0), ArrowRight: () => pan(0.1, 0), ArrowUp: () => pan(0, -0.1), ArrowDown: () => pan(0, 0.1) };
          if (keys[event.key]) { event.preventDefault(); keys[event.key](); }
        });
      }
      document.getElementById("zoom-in").addEventListener("click", () => zoom(1.25));
      document.getElementById("zoom-out").addEventListener("click", () => zoom(1 / 1.25));
      document.getElementById("zoom-fit").addEventListener("click", fit);
      document.getElementById("clear").addEventListener("click", clear);
      document.addEventListener("keydown", event => {
        if (event.key === "Escape" && document.activeElement !== search) clear();
        if (event.key === "/" && document.activeElement !== search) { event.preventDefault(); search.focus(); }
      });

      // Highlighting.
      function clearMarks() {
        for (const g of svg ? svg.querySelectorAll(".on-path, .selected") : []) g.classList.remove("on-path", "selected");
        for (const b of document.querySelectorAll("[aria-current=true]")) b.removeAttribute("aria-current");
      }
      function clear() {
        clearMarks();
        details.replaceChildren(element("p", { class: "empty", text: "Select a screen or a finding." }));
      }
      function mark(name, cls) { const g = nodes.get(name); if (g) g.classList.add(cls); return g; }
      function markEdges(from, to) {
        const found = edges.get(from + "->" + to) || [];
        for (const g of found) g.classList.add("on-path");
        return found.length;
      }
      /// The way from launch along `steps`: every screen it shows and the edge of each step.
      function markPath(steps) {
        let previous = data.launch ? graphID("screen", data.launch) : null;
        if (previous) { mark(previous, "on-path"); markEdges("entry:launch", previous); }
        for (const step of steps) {
          if (!step.screen) continue;
          const next = graphID("screen", step.screen);
          mark(next, "on-path");
          if (previous && previous !== next && !markEdges(previous, next)) markEdges(graphID("event", step.action), next);
          if (previous === next) markEdges(previous, next);
          previous = next;
        }
      }
      const pathList = steps => {
        const list = element("ol", { class: "path" }, element("li", { text: "launch" }));
        for (const step of steps) list.append(element("li", { text: step.action + (step.screen ? "  →  " + label(step.screen) : "") }));
        return list;
      };
      const label = id => { const s = screens.get(id); return s ? `${s.type} (${s.id})` : id; };
      function row(list, term, value) { if (value !== null && value !== undefined && value !== "") list.append(element("dt", { text: term }), element("dd", { text: value })); }

      function selectScreen(id, scroll = true) {
        const screen = screens.get(id);
        if (!screen) return;
        clearMarks();
        if (screen.path) markPath(screen.path);
        const g = mark(graphID("screen", id), "selected");
        if (scroll && g) reveal(g);
        const button = document.querySelector(`.screen-link[data-screen="${CSS.escape(id)}"]`);
        if (button) { button.setAttribute("aria-current", "true"); expand(screen.coordinator, true); }
        const list = element("dl");
        row(list, "Screen", screen.type); row(list, "Route", screen.route); row(list, "Coordinator", screen.coordinator);
        row(list, "Shown as", screen.shownAs); row(list, "Source", screen.location);
        row(list, "Identifier", screen.id);
        const about = data.findings.filter(f => f.screens.includes(id) || f.coordinator === screen.coordinator);
        const parts = [element("h2", { id: "details-title", text: screen.type }), list, element("h2", { text: "How to reach it" })];
        if (screen.covered) {
          parts.push(element("p", { class: "unreached", text: "Never visible: always covered by another screen. " + (screen.path && screen.path.length ? "It is first in the window after:" : "It is in the window at launch.") }));
          if (screen.path && screen.path.length) parts.push(pathList(screen.path));
        }
        else if (!screen.reached) parts.push(element("p", { class: "unreached", text: "Never reached from launch." }));
        else if (!screen.path) parts.push(element("p", { text: "Reached; the path was not recorded." }));
        else if (screen.path.length === 0) parts.push(element("p", { text: "Shown at launch." }));
        else parts.push(pathList(screen.path));
        if (about.length) {
          parts.push(element("h2", { text: "Findings" }));
          const ul = element("ul");
          for (const f of about) ul.append(element("li", {}, element("span", { class: "severity " + f.severity, text: f.title }), ": " + f.message));
          parts.push(ul);
        }
        details.replaceChildren(...parts);
      }

      function selectFinding(index) {
        const finding = data.findings[index];
        clearMarks();
        markPath(finding.path);
        let first = null;
        for (const id of finding.screens) first = mark(graphID("screen", id), "selected") || first;
        if (finding.coordinator) {
          const box = clusters.get(graphID("coordinator", finding.coordinator));
          if (box) { box.classList.add("selected"); first = first || box; }
        }
        if (first) reveal(first);
        document.querySelector(`.finding-link[data-finding="${index}"]`).setAttribute("aria-current", "true");
        const list = element("dl");
        row(list, "Severity", finding.severity); row(list, "About", finding.subject); row(list, "Source", finding.location);
        row(list, "Identifier", finding.id);
        const parts = [element("h2", { id: "details-title", text: finding.title }), element("p", { text: finding.message }), list];
        if (finding.path.length) parts.push(element("h2", { text: "Path that shows it" }), pathList(finding.path));
        details.replaceChildren(...parts);
      }

      // Coordinators: each a group of screens that folds in the list and on the map.
      function expand(coordinator, open) {
        const toggle = document.querySelector(`.group-toggle[data-coordinator="${CSS.escape(coordinator)}"]`);
        if (!toggle) return;
        toggle.setAttribute("aria-expanded", String(open));
        toggle.nextElementSibling.hidden = !open;
        const box = clusters.get(graphID("coordinator", coordinator));
        if (box) box.classList.toggle("collapsed", !open);
        for (const s of data.screens) {
          if (s.coordinator !== coordinator) continue;
          const name = graphID("screen", s.id);
          const g = nodes.get(name);
          if (g) g.classList.toggle("folded", !open);
          for (const e of edgesOf.get(name) || []) e.classList.toggle("folded", !open);
        }
        if (open) for (const s of data.screens) {
          if (s.coordinator === coordinator) continue;
          const other = document.querySelector(`.group-toggle[data-coordinator="${CSS.escape(s.coordinator)}"]`);
          if (other && other.getAttribute("aria-expanded") === "false") {
            for (const e of edgesOf.get(graphID("screen", s.id)) || []) e.classList.add("folded");
          }
        }
      }
      const groups = document.getElementById("coordinators");
      for (const coordinator of data.coordinators) {
        const members = data.screens.filter(s => s.coordinator === coordinator.id);
        const toggle = element("button", { type: "button", class: "group-toggle", "aria-expanded": "true", "data-coordinator": coordinator.id },
          element("span", { text: coordinator.id }), element("span", { class: "muted", text: String(members.length) }));
        const list = element("ul");
        for (const s of members) {
          const button = element("button", { type: "button", class: "screen-link" + (s.reached ? "" : " unreached"), "data-screen": s.id,
                                             text: s.type + (s.route.toLowerCase() !== s.type.toLowerCase() ? " · " + s.route : "") });
          button.addEventListener("click", () => selectScreen(s.id));
          list.append(element("li", {}, button));
        }
        toggle.addEventListener("click", () => expand(coordinator.id, toggle.getAttribute("aria-expanded") !== "true"));
        groups.append(element("div", { class: "group" }, toggle, list));
      }
      const findingList = document.getElementById("findings");
      document.getElementById("finding-count").textContent = `(${data.findings.length})`;
      data.findings.forEach((f, index) => {
        const button = element("button", { type: "button", class: "finding-link", "data-finding": String(index) },
          element("span", { class: "severity " + f.severity, text: f.title }), " " + f.subject);
        button.addEventListener("click", () => selectFinding(index));
        findingList.append(element("li", {}, button));
      });
      if (!data.findings.length) findingList.append(element("li", { class: "muted", text: "No findings." }));

      // Search: type, then arrows and Enter, or click.
      let matches = [], active = -1;
      function showResults() {
        const query = search.value.trim().toLowerCase();
        results.replaceChildren();
        matches = query ? data.screens.filter(s => [s.type, s.route, s.id, s.coordinator].some(t => t.toLowerCase().includes(query))).slice(0, 30) : [];
        active = matches.length ? 0 : -1;
        matches.forEach((s, index) => {
          const item = element("li", { role: "option", id: "result-" + index, "data-screen": s.id, "aria-selected": String(index === active) },
            s.type + " ", element("span", { class: "muted", text: s.id }));
          item.addEventListener("mousedown", event => { event.preventDefault(); choose(index); });
          results.append(item);
        });
        if (query && !matches.length) results.append(element("li", { class: "muted", text: "No screen matches." }));
        results.hidden = !query;
        search.setAttribute("aria-expanded", String(!results.hidden));
        search.setAttribute("aria-activedescendant", active >= 0 ? "result-" + active : "");
      }
      function move(delta) {
        if (!matches.length) return;
        active = (active + delta + matches.length) % matches.length;
        [...results.children].forEach((li, index) => li.setAttribute("aria-selected", String(index === active)));
        search.setAttribute("aria-activedescendant", "result-" + active);
        results.children[active].scrollIntoView({ block: "nearest" });
      }
      function choose(index) {
        const screen = matches[index];
        if (!screen) return;
        results.hidden = true; search.setAttribute("aria-expanded", "false");
        selectScreen(screen.id);
      }
      search.addEventListener("input", showResults);
      search.addEventListener("keydown", event => {
        if (event.key === "ArrowDown") { event.preventDefault(); move(1); }
        else if (event.key === "ArrowUp") { event.preventDefault(); move(-1); }
        else if (event.key === "Enter") { event.preventDefault(); choose(active); }
        else if (event.key === "Escape") { results.hidden = true; search.setAttribute("aria-expanded", "false"); }
      });
      search.addEventListener("blur", () => { results.hidden = true; search.setAttribute("aria-expanded", "false"); });
      document.body.dataset.ready = "true";
    })();
    """#
}
