/// The explored states and transitions as adjacency lists, for reachability questions.
///
/// Self-loops are left out: an action that leaves the app where it is goes nowhere.
struct StateGraph {
    let count: Int
    private let successorStart: [Int]
    private let successorList: [Int32]
    private let predecessorStart: [Int]
    private let predecessorList: [Int32]

    init(stateCount: Int, edges: some Sequence<(source: Int32, target: Int32)>) {
        count = stateCount
        let edges = edges.filter { $0.source != $0.target }
        (successorStart, successorList) = Self.compress(edges.map { ($0.source, $0.target) }, count: stateCount)
        (predecessorStart, predecessorList) = Self.compress(edges.map { ($0.target, $0.source) }, count: stateCount)
    }

    /// Compressed adjacency: the neighbours of `v` are `list[start[v]..<start[v + 1]]`, in edge order.
    private static func compress(_ pairs: [(Int32, Int32)], count: Int) -> ([Int], [Int32]) {
        var start = [Int](repeating: 0, count: count + 1)
        for (from, _) in pairs { start[Int(from) + 1] += 1 }
        for index in 0..<count { start[index + 1] += start[index] }
        var fill = start
        var list = [Int32](repeating: 0, count: pairs.count)
        for (from, to) in pairs {
            list[fill[Int(from)]] = to
            fill[Int(from)] += 1
        }
        return (start, list)
    }

    func successors(of state: Int32) -> ArraySlice<Int32> {
        successorList[successorStart[Int(state)]..<successorStart[Int(state) + 1]]
    }

    func predecessors(of state: Int32) -> ArraySlice<Int32> {
        predecessorList[predecessorStart[Int(state)]..<predecessorStart[Int(state) + 1]]
    }

    /// Whether `state` has a transition to another state.
    func leaves(_ state: Int32) -> Bool { successorStart[Int(state)] < successorStart[Int(state) + 1] }

    /// The states from which some state in `seeds` can be reached (seeds included).
    func canReach(_ seeds: [Int32]) -> [Bool] { search(from: seeds, next: predecessors) }

    /// The states reachable from `seeds` (seeds included).
    func reachable(from seeds: [Int32]) -> [Bool] { search(from: seeds, next: successors) }

    private func search(from seeds: [Int32], next: (Int32) -> ArraySlice<Int32>) -> [Bool] {
        var seen = [Bool](repeating: false, count: count)
        var queue: [Int32] = []
        for seed in seeds where !seen[Int(seed)] {
            seen[Int(seed)] = true
            queue.append(seed)
        }
        var head = 0
        while head < queue.count {
            let state = queue[head]
            head += 1
            for neighbour in next(state) where !seen[Int(neighbour)] {
                seen[Int(neighbour)] = true
                queue.append(neighbour)
            }
        }
        return seen
    }
}
