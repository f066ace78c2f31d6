import Exploration
import NavigationGraph
import NavigationModel
import TreeCoordinators

/// The Tree style (ADCoordinator): the sources' coordinators, the view controllers whose delegate they
/// are and the app delegate's launch become a ``TreeBlueprint`` that runs on `TreeCoordinators`.
struct TreeImporter: StyleImporter {
    static let style = SourceStyle.tree
    static let lookedFor =
        "classes deriving from ADCoordinator's Coordinator (not generic), with the view controllers whose delegate they are"
    static let runtimeStyle = CoordinatorStyle.tree

    let index: DeclarationIndex
    let declarations: TreeDeclarations

    init(index: DeclarationIndex) {
        self.index = index
        declarations = TreeDeclarations(index: index)
    }

    var coordinatorNames: [String] { declarations.coordinators.map(\.name) }

    func importApp(named name: String, entry: String?) throws(SourceImportError) -> StyleImport {
        let reader = TreeBodyReader(index: index, declarations: declarations)
        // Every method of every coordinator is read once, so the catalog lists what each shows and starts
        // (reached or not) and every navigation call is counted.
        for coordinator in declarations.coordinators {
            for function in coordinator.functions where function.name != "init" {
                _ = reader.items(of: function, on: coordinator, role: .coordinator)
            }
        }
        let launchSteps = try launch(entry: entry, reader: reader)
        let controls = TreeScreenControls(index: index, declarations: declarations, reader: reader)
        var actions: [String: [String: [TreeActionBlueprint]]] = [:]
        var done = 0
        while done < reader.delegatedScreens.count {
            let (screen, coordinator) = reader.delegatedScreens[done]
            actions[coordinator.name, default: [:]][screen.name] = controls.actions(of: screen, delegate: coordinator)
            done += 1
        }
        let coordinators = declarations.coordinators.map { coordinator in
            TreeCoordinatorBlueprint(
                name: coordinator.name,
                location: coordinator.place.location,
                screens: reader.screens[coordinator.name] ?? [], children: reader.children[coordinator.name] ?? [],
                screenActions: actions[coordinator.name] ?? [:])
        }
        let blueprint = TreeBlueprint(coordinators: coordinators, launchSteps: launchSteps)
        return StyleImport(
            name: name, style: Self.runtimeStyle, coordinators: coordinators.count,
            navigationCalls: reader.navigationCalls, resolvedCalls: reader.resolvedCalls, diagnostics: reader.diagnostics,
            catalog: blueprint.catalog
        ) { context in blueprint.launch(in: context) }
    }

    // MARK: Launch

    /// What the app (or scene) delegate does when it makes a coordinator; else, or for `--entry`, the
    /// entry coordinator made with a new navigation controller (or the window), kept, started, and its
    /// navigation controller put at the window's root.
    private func launch(entry requested: String?, reader: TreeBodyReader) throws(SourceImportError) -> [TreeStep] {
        let names = declarations.coordinators.map(\.name)
        if let requested {
            guard let match = declarations.coordinators.first(where: { $0.name == requested || $0.simpleName == requested })
            else { throw .unknownEntry(requested, candidates: names) }
            return synthesisedLaunch(of: match, reader: reader)
        }
        if let steps = delegateLaunch(reader: reader) { return steps }
        let made = Set(reader.children.values.flatMap { $0.map(\.coordinator) })
        let candidates = declarations.coordinators.filter { !made.contains($0.name) }
        guard candidates.count == 1, let only = candidates.first else {
            throw .ambiguousEntry(candidates.isEmpty ? names : candidates.map(\.name))
        }
        return synthesisedLaunch(of: only, reader: reader)
    }

    /// `application(_:didFinishLaunchingWithOptions:)` or `scene(_:willConnectTo:options:)`, when it makes
    /// a coordinator: its longest run.
    private func delegateLaunch(reader: TreeBodyReader) -> [TreeStep]? {
        for type in index.allTypes where type.conforms(toAny: RouterVocabulary.lifecycleProtocols) {
            for function in type.functions {
                let labels = Set(function.parameters.map(\.label))
                guard (function.name == "application" && labels.contains("didFinishLaunchingWithOptions"))
                    || (function.name == "scene" && labels.contains("willConnectTo"))
                else { continue }
                let runs = TreeBodyReader.expand(reader.items(of: function, on: type, role: .launch))
                let making = runs.filter { run in run.contains { if case .makeCoordinator = $0 { true } else { false } } }
                if let longest = making.max(by: { $0.count < $1.count }) { return longest }
            }
        }
        return nil
    }

    private func synthesisedLaunch(of entry: TypeDeclaration, reader: TreeBodyReader) -> [TreeStep] {
        var steps: [TreeStep] = []
        var arguments: [String: TreeValueRef] = [:]
        var kinds: [String: TreeKind] = [:]
        var rootController: String?
        let initialiser = entry.functions(named: "init").first
        for parameter in initialiser?.parameters ?? [] {
            switch reader.kind(ofType: parameter.type, from: entry.name) {
            case .navigation?:
                steps.append(.makeNavigationController(.local(parameter.name), root: nil))
                arguments[parameter.name] = .local(parameter.name)
                kinds[parameter.name] = .navigation
                rootController = rootController ?? parameter.name
            case .window?:
                arguments[parameter.name] = .window
                kinds[parameter.name] = .window
            default:
                continue
            }
        }
        var initItems = reader.propertyInitialisers(of: entry)
        if let initialiser { initItems += reader.items(of: initialiser, on: entry, role: .coordinator, parameters: kinds) }
        steps.append(.makeCoordinator(
            .local("entry"), type: entry.name, arguments: arguments, initSteps: TreeBodyReader.expand(initItems).first ?? []))
        steps.append(.retain(.local("entry")))
        if let start = declarations.function("start", labels: [], in: entry)?.0 ?? entry.functions(named: "start").first {
            let run = TreeBodyReader.expand(reader.items(of: start, on: entry, role: .coordinator)).first ?? []
            steps.append(.call(on: .local("entry"), arguments: [:], steps: [entry.name: run]))
        }
        if let rootController { steps.append(.setWindowRoot(.local(rootController))) }
        return steps
    }
}
