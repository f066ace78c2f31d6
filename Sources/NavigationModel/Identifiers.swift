/// Identifies one coordinator instance inside one launched app.
///
/// Identifiers are allocated from the navigation state itself, so a saved state restores with the
/// identifiers it had. They never enter a ``StateKey``: two states that differ only in identifiers are
/// the same state.
public struct CoordinatorID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: Int
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { "c\(rawValue)" }
}

/// Identifies one screen instance (one view controller, one SwiftUI view) inside one launched app.
public struct ScreenID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: Int
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { "s\(rawValue)" }
}

/// Identifies one container (a navigation stack or a tab bar) inside one launched app.
public struct ContainerID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: Int
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { "k\(rawValue)" }
}

/// Where a declaration lives in source, so that findings point at code.
public struct SourceLocation: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The `#fileID` of the declaration, such as `RouterExample/Onboarding.swift`.
    public var fileID: String
    public var line: Int
    public init(fileID: String = #fileID, line: Int = #line) {
        self.fileID = fileID
        self.line = line
    }
    public var description: String { "\(fileID):\(line)" }

    /// Whether `fileID` is a file of one of the package's style runtimes (their own calls of their public
    /// operations, and data-declared coordinators, are not the app's code).
    public static func isStyleRuntime(_ fileID: String) -> Bool {
        // The module is the first non-empty part between slashes; its bytes are compared in place, as
        // every public operation of a style asks.
        var fileID = fileID
        return fileID.withUTF8 { bytes in
            let slash = UInt8(ascii: "/")
            var start = 0
            while start < bytes.count, bytes[start] == slash { start += 1 }
            guard start < bytes.count else { return false }
            var end = start
            while end < bytes.count, bytes[end] != slash { end += 1 }
            for name in styleRuntimeModules where name.count == end - start {
                var index = 0
                while index < name.count, name[index] == bytes[start + index] { index += 1 }
                if index == name.count { return true }
            }
            return false
        }
    }

    /// The location of a call made from `fileID`:`line`, when that is the app's code (not a style runtime's).
    public static func ofApp(fileID: String, line: Int) -> SourceLocation? {
        isStyleRuntime(fileID) ? nil : SourceLocation(fileID: fileID, line: line)
    }

    /// The style runtimes' module names, as bytes.
    private static let styleRuntimeModules: [[UInt8]] = [
        "RouterCoordinators", "TreeCoordinators", "DeclarativeCoordinators", "ReactiveCoordinators",
        "ViewModelCoordinators", "NavigationModel",
    ].map { Array($0.utf8) }
}
