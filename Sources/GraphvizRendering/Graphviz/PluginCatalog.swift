import CGraphviz

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The output devices and layout engines Graphviz's plugin registry offers on this machine.
struct PluginCatalog: Hashable, Sendable {
    /// Device names (`svg`, `png`, ...), sorted.
    var devices: [String]
    /// Layout engine names (`dot`, `sfdp`, ...), sorted.
    var layouts: [String]

    /// Reads the lists with `gvPluginList`, freeing what it returns.
    init(context: OpaquePointer) {
        devices = Self.list(context, kind: "device")
        layouts = Self.list(context, kind: "layout")
    }

    init(devices: [String], layouts: [String]) {
        self.devices = devices.sorted()
        self.layouts = layouts.sorted()
    }

    /// The renderer's formats this machine can write.
    var formats: [String] { OutputFormat.allCases.map(\.rawValue).filter(devices.contains) }

    func require(_ format: OutputFormat) throws(RenderError) {
        guard devices.contains(format.rawValue) else { throw .formatUnavailable(format, available: formats) }
    }

    func supports(_ engine: LayoutEngine) -> Bool { layouts.contains(engine.rawValue) }

    private static func list(_ context: OpaquePointer, kind: String) -> [String] {
        var count: Int32 = 0
        guard let list = gvPluginList(context, kind, &count, nil) else { return [] }
        defer { free(list) }
        var names: Set<String> = []
        for index in 0..<Int(count) {
            guard let name = list[index] else { continue }
            names.insert(String(cString: name))
            free(name)
        }
        return names.sorted()
    }
}
