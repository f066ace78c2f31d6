import Foundation

/// The package's root folder, found from this file's place in it (`Tests/SharedTestSupport/`).
public enum PackageRoot {
    public static let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
