import CGraphviz

/// A cgraph ID discipline that numbers named objects in creation order.
///
/// cgraph's default discipline uses the address of an object's interned name as its ID, and keeps
/// subgraphs ordered by ID, so boxes would be written (and laid out) in an order that depends on the heap.
/// Here each graph gets a table: a name's ID is even and comes from a counter, anonymous objects get odd
/// IDs, and a name's copy is released when the last object using it goes (cgraph's own fallback, its
/// internal name map, leaks its entries when subgraphs are closed, so the table is kept here instead).
/// Names are cgraph reference-counted strings (`agstrdup`): cgraph reads a flag in front of them to tell
/// HTML names from plain ones.
enum SequentialIDs {
    /// The discipline to pass to `agopen`; built once, never freed (like Graphviz's own).
    nonisolated(unsafe) static let discipline: UnsafeMutablePointer<Agdisc_t> = {
        let ids = UnsafeMutablePointer<Agiddisc_t>.allocate(capacity: 1)
        ids.initialize(to: Agiddisc_t(
            open: { graph, _ in
                guard let graph else { return nil }
                return Unmanaged.passRetained(NameTable(graph: graph)).toOpaque()
            },
            map: { state, _, name, id, create in
                guard let state, let id else { return 0 }
                return NameTable.from(state).map(name, to: id, create: create != 0) ? 1 : 0
            },
            alloc: { _, _, _ in 0 },
            free: { state, _, id in
                guard let state else { return }
                NameTable.from(state).release(id)
            },
            print: { state, _, id in
                guard let state else { return nil }
                return NameTable.from(state).name(of: id)
            },
            close: { state in
                guard let state else { return }
                Unmanaged<NameTable>.fromOpaque(state).release()
            },
            idregister: { _, _, _ in }))
        let discipline = UnsafeMutablePointer<Agdisc_t>.allocate(capacity: 1)
        discipline.initialize(to: Agdisc_t(mem: nil, id: ids, io: nil))
        return discipline
    }()

    /// One graph's names and IDs. Used only by the serial owner (or a layout child process).
    ///
    /// Names and use counts are kept in two tables of single words: an optional two-field struct read from a
    /// dictionary left its second field uninitialised on a miss, and valgrind saw the check read it.
    private final class NameTable {
        private let graph: UnsafeMutablePointer<Agraph_t>
        private var idsByName: [String: IDTYPE] = [:]
        private var names: [IDTYPE: UnsafeMutablePointer<CChar>] = [:]
        private var users: [IDTYPE: Int] = [:]
        private var nextNamed: IDTYPE = 2
        private var nextAnonymous: IDTYPE = 1

        init(graph: UnsafeMutablePointer<Agraph_t>) { self.graph = graph }

        static func from(_ state: UnsafeMutableRawPointer) -> NameTable {
            Unmanaged<NameTable>.fromOpaque(state).takeUnretainedValue()
        }

        /// Finds (or, with `create`, makes) the ID for `name`; anonymous objects always get a fresh odd ID.
        func map(_ name: UnsafeMutablePointer<CChar>?, to id: UnsafeMutablePointer<IDTYPE>, create: Bool) -> Bool {
            guard let name else {
                id.pointee = nextAnonymous
                nextAnonymous += 2
                return true
            }
            let key = String(cString: name)
            if let existing = idsByName[key] {
                id.pointee = existing
                if create { users[existing, default: 0] += 1 }
                return true
            }
            guard create, let copy = agstrdup(graph, name) else { return false }
            let fresh = nextNamed
            nextNamed += 2
            idsByName[key] = fresh
            names[fresh] = copy
            users[fresh] = 1
            id.pointee = fresh
            return true
        }

        /// An object with this ID is gone: forget its name when nothing else uses it.
        func release(_ id: IDTYPE) {
            guard let name = names[id], let count = users[id] else { return }
            if count > 1 {
                users[id] = count - 1
                return
            }
            names[id] = nil
            users[id] = nil
            idsByName[String(cString: name)] = nil
            agstrfree(graph, name)
        }

        /// Names still held when the graph closes are freed with its string dictionary (`agstrclose`).
        func name(of id: IDTYPE) -> UnsafeMutablePointer<CChar>? { names[id] }
    }
}
