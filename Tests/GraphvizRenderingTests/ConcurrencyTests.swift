import GraphvizRendering
import GraphFixtures
import Testing

@Suite struct ConcurrencyTests {
    @Test func manyConcurrentRendersAllSucceedWithIdenticalResults() async throws {
        let graph = Fixtures.routerExample
        let formats: [OutputFormat] = [.svg, .dot, .png, .json]
        let jobs = (0..<24).map { (GraphView.allCases[$0 % 3], formats[$0 % 4]) }
        let results = try await withThrowingTaskGroup(of: (Int, [UInt8]).self) { group in
            for (index, job) in jobs.enumerated() {
                group.addTask { (index, try await Renderer().render(graph, view: job.0, format: job.1).bytes) }
            }
            var collected: [Int: [UInt8]] = [:]
            for try await (index, bytes) in group { collected[index] = bytes }
            return collected
        }
        #expect(results.count == jobs.count)
        for (index, job) in jobs.enumerated() where job.1 != .png && results[index] != results[jobs.firstIndex { $0 == job }!] {
            Issue.record("\(job.0) \(job.1): the same render gave different bytes")
        }
        #expect(results.values.allSatisfy { !$0.isEmpty })
    }
}
