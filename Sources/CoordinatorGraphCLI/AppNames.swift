/// The rules for the names apps are registered under: each names a folder under `--out`, so it must be one
/// safe path component, and no two apps may share one (the second would overwrite the first with `--all`).
enum AppNames {
    /// Throws for the first name that is empty, unsafe as a folder name, or repeated.
    static func check(_ names: [String]) throws(CommandLineError) {
        var seen: Set<String> = []
        for name in names {
            if let problem = problem(with: name) { throw .badAppName(name, problem: problem) }
            guard seen.insert(name).inserted else { throw .badAppName(name, problem: "two apps are registered under it") }
        }
    }

    /// Why `name` cannot name an app's folder, or `nil` when it can.
    static func problem(with name: String) -> String? {
        if name.isEmpty { return "the name is empty" }
        if name == "." || name == ".." { return "'\(name)' is not a folder name of its own" }
        if name.hasPrefix(".") { return "it starts with '.', which hides the folder" }
        if name.count > 100 { return "it is longer than 100 characters" }
        let allowed = name.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || scalar.properties.numericType != nil || "-_.".unicodeScalars.contains(scalar)
        }
        if !allowed { return "it holds characters other than letters, digits, '-', '_' and '.' (such as '/' or spaces)" }
        return nil
    }
}
