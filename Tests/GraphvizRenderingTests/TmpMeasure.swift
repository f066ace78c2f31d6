import GraphvizRendering
import GraphvizRenderingFixtures
import Testing

@Test func tmpMeasure() async throws {
    let trap = Fixtures.randomClusters(screens: 400)
    let clock = ContinuousClock()
    for format in [OutputFormat.svg, .png] {
        let start = clock.now
        let picture = try await Renderer().render(trap, view: .screens, format: format)
        print("MEASURE default \(format): \(clock.now - start) \(picture.layout.configuration) isolated=\(picture.layout.isolated) reason=\(picture.layout.reason)")
    }
    let start = clock.now
    let forced = try await Renderer().render(trap, view: .screens, format: .svg, options: RenderOptions(preferredLayout: .rankedClusters))
    print("MEASURE forced newrank, 10 s budget: \(clock.now - start) used \(forced.layout.configuration) failures \(forced.layout.failures)")
    let coordinators = clock.now
    let c = try await Renderer().render(trap, view: .coordinators, format: .svg)
    print("MEASURE coordinators: \(clock.now - coordinators) \(c.layout.configuration) \(c.layout.shape) \(c.layout.failures)")
    let small = clock.now
    _ = try await Renderer().render(Fixtures.routerExample, view: .screens, format: .svg)
    print("MEASURE router example screens svg: \(clock.now - small)")
}
