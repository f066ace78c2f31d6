import Foundation
import Reporting
import SharedTestSupport
import Testing

@Suite struct SourcePathMappingTests {
    @Test func putsTheFileIDUnderAFolder() {
        #expect(SourcePathMapping.moduleFolder("Examples").path(for: "RouterExample/Main.swift") == "Examples/RouterExample/Main.swift")
        #expect(SourcePathMapping.moduleFolder("Sources/").path(for: "App/Main.swift") == "Sources/App/Main.swift")
        #expect(SourcePathMapping.fileID.path(for: "App/Main.swift") == "App/Main.swift")
    }

    @Test func findsTheFileInThePackageLayout() throws {
        let root = try ScratchFolder.make("ReportingTests")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = ["Examples/RouterExample/Main.swift", "Sources/MyApp/Flows/Checkout/CheckoutCoordinator.swift"]
        for file in files {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("// \(file)\n".utf8).write(to: url)
        }
        let mapping = SourcePathMapping.packageLayout(root: root)
        #expect(mapping.path(for: "RouterExample/Main.swift") == "Examples/RouterExample/Main.swift")
        // A #fileID drops subfolders; the mapping finds the file inside its module.
        #expect(mapping.path(for: "MyApp/CheckoutCoordinator.swift") == "Sources/MyApp/Flows/Checkout/CheckoutCoordinator.swift")
        // Nothing on disk: the conventional place.
        #expect(mapping.path(for: "Gone/Old.swift") == "Sources/Gone/Old.swift")
        #expect(mapping.path(for: "NoModule.swift") == "NoModule.swift")
    }
}
