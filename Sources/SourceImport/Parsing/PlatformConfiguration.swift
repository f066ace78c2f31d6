import SwiftIfConfig
import SwiftSyntax

/// The platform an app is scanned for: it decides which `#if os(...)` branches are read.
public enum Platform: String, CaseIterable, Sendable {
    case ios, tvos, macos, watchos

    /// The name `#if os(...)` uses.
    var osName: String {
        switch self {
        case .ios: "iOS"
        case .tvos: "tvOS"
        case .macos: "macOS"
        case .watchos: "watchOS"
        }
    }

    /// Apple frameworks absent on this platform, for `#if canImport(...)`.
    var absentFrameworks: Set<String> {
        switch self {
        case .ios, .tvos: ["AppKit", "WatchKit"]
        case .macos: ["UIKit", "WatchKit"]
        case .watchos: ["AppKit", "UIKit"]
        }
    }
}

/// The build configuration `#if` blocks are resolved against: the platform, and the `-D` flags given
/// (`DEBUG` only when given). Modules other than the platform's absent frameworks count as importable.
struct PlatformConfiguration: BuildConfiguration {
    var platform: Platform
    var flags: Set<String>

    func isCustomConditionSet(name: String) -> Bool { flags.contains(name) }
    func hasFeature(name: String) -> Bool { false }
    func hasAttribute(name: String) -> Bool { true }

    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
        guard let module = importPath.first?.1 else { return false }
        return !platform.absentFrameworks.contains(module)
    }

    func isActiveTargetOS(name: String) -> Bool {
        name == platform.osName
    }

    func isActiveTargetArchitecture(name: String) -> Bool { name == "arm64" }
    func isActiveTargetEnvironment(name: String) -> Bool { false }
    func isActiveTargetRuntime(name: String) -> Bool { name == "_ObjC" }
    func isActiveTargetPointerAuthentication(name: String) -> Bool { false }
    func isActiveTargetObjectFormat(name: String) -> Bool { name == "MachO" }
    var targetPointerBitWidth: Int { 64 }
    var targetAtomicBitWidths: [Int] { [8, 16, 32, 64, 128] }
    var endianness: Endianness { .little }
    var languageVersion: VersionTuple { VersionTuple(6, 0) }
    var compilerVersion: VersionTuple { VersionTuple(6, 3) }
}
