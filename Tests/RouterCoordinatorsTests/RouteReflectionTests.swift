import NavigationModel
@testable import RouterCoordinators
import Testing

/// What the runtime reads from route types once per type (whether they reflect as enums) and what it keeps
/// in a tab bar's payload must give the same answers as reading them every time.
@Suite struct RouteReflectionTests {
    /// A route that is not an enum: its name is its description.
    private struct Described: CustomStringConvertible {
        var step: Int
        var description: String { "step\(step)" }
    }

    /// An enum route with a mirror of its own, which may differ from value to value.
    private enum Mirrored: CustomReflectable {
        case plain, labelled(Int)
        var customMirror: Mirror {
            switch self {
            case .plain: Mirror(self, children: [], displayStyle: .struct)
            case .labelled(let value): Mirror(self, children: ["custom": value], displayStyle: .enum)
            }
        }
    }

    @Test func aRouteThatIsNotAnEnumIsNamedByItsDescriptionEveryTime() {
        #expect(CaseReflection.name(of: Described(step: 1)) == "step1")
        #expect(CaseReflection.name(of: Described(step: 2)) == "step2")
        #expect(CaseReflection.inputs(of: Described(step: 2)).isEmpty)
    }

    /// A route that writes itself out: `String(describing:)` prefers that to its description.
    private struct Written: CustomStringConvertible, TextOutputStreamable {
        var step: Int
        var description: String { "described\(step)" }
        func write<Target: TextOutputStream>(to target: inout Target) { target.write("written\(step)") }
    }

    /// A route class whose subclass describes itself differently.
    private class Base: CustomStringConvertible {
        var description: String { "base" }
    }

    private final class Derived: Base {
        override var description: String { "derived" }
    }

    /// A route with no description of its own.
    private struct Plain { var step: Int }

    @Test func aRouteIsNamedAsStringDescribingNamesItWhateverItsStaticType() {
        #expect(CaseReflection.name(of: Written(step: 3)) == "written3")
        #expect(CaseReflection.name(of: Written(step: 4)) == "written4")
        #expect(CaseReflection.name(of: Base()) == "base")
        #expect(CaseReflection.name(of: Derived()) == "derived")
        #expect(CaseReflection.name(of: Derived() as Base) == "derived")
        #expect(CaseReflection.name(of: Described(step: 5) as Any) == "step5")
        #expect(CaseReflection.name(of: Described(step: 6) as any CustomStringConvertible) == "step6")
        #expect(CaseReflection.name(of: Plain(step: 7)) == String(describing: Plain(step: 7)))
    }

    @Test func enumRoutesAreNamedByTheirCasesWithAndWithoutValues() {
        #expect(CaseReflection.name(of: TestRoute.home) == "home")
        #expect(CaseReflection.name(of: TestRoute.detail(id: 4)) == "detail")
        #expect(CaseReflection.name(of: TestRoute.sheet) == "sheet")
        #expect(CaseReflection.inputs(of: TestRoute.detail(id: 4)).map { "\($0.name)=\($0.value)" } == ["id=4"])
        #expect(CaseReflection.inputs(of: TestRoute.home).isEmpty)
    }

    @Test func aRouteWithItsOwnMirrorIsReflectedValueByValue() {
        #expect(CaseReflection.name(of: Mirrored.plain) == String(describing: Mirrored.plain))
        #expect(CaseReflection.name(of: Mirrored.labelled(2)) == "custom")
        #expect(CaseReflection.name(of: Mirrored.plain) == String(describing: Mirrored.plain))
    }

    @Test func aTabBarsCurrentPageEntersTheKeyByValue() {
        func launch() -> (TestApp, TestTabbar) {
            let app = TestApp()
            let tabbar = TestTabbar(context: app.context, pages: [.first, .second])
            app.main.router.navigate(to: tabbar)
            return (app, tabbar)
        }
        let (first, firstTabbar) = launch()
        let (second, _) = launch()
        let launched = first.context.state.key
        #expect(second.context.state.key == launched)
        firstTabbar.currentPage = .third
        #expect(firstTabbar.currentPage == nil)
        #expect(first.context.state.key != launched)
        firstTabbar.currentPage = .first
        #expect(first.context.state.key == launched)
        firstTabbar.setPages([.first, .second])
        first.context.endTransition()
        #expect(firstTabbar.pages == [.first, .second])
        #expect(first.context.state.key == launched)
        firstTabbar.setPages([.second, .first])
        first.context.endTransition()
        #expect(firstTabbar.pages == [.second, .first])
        #expect(first.context.state.key != launched)
    }

    @Test func coordinatorsAreNamedByTheirTypes() {
        let app = TestApp()
        #expect(app.main.typeName == "TestCoordinator")
        #expect(UIKitTestCoordinator(context: app.context).typeName == "UIKitTestCoordinator")
        #expect(app.context.record(app.main.id)?.typeName == "TestCoordinator")
    }
}
